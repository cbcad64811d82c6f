/** The deal under way, as the view shows it, loaded into the rollouts' compact state. */
import type { GuillotineView } from '../game';
import { cardIndex, maskOf, suitMask } from './bits';
import { DominoSim } from './domino-sim';
import { gameIndex } from './points';
import { loadRows, playedOf, tricksOf } from './seen';
import { TrickSim } from './trick-sim';

/** A trick game's position with only the viewer's hand filled in. */
export function trickPosition(view: GuillotineView, me: number): TrickSim {
  const sim = new TrickSim();
  sim.game = gameIndex(view.game!);
  sim.hands[me] = maskOf(view.hand ?? []);
  sim.trickNo = view.trickWinners.length;
  sim.leader = view.trick[0]?.seat ?? view.toMove ?? view.dealer;
  for (const p of view.trick) sim.trick[sim.trickLen++] = cardIndex(p.card);
  sim.played = playedOf(view);
  // The suits each seat has shown it lacks, as the rollouts' policy may know them.
  for (const trick of tricksOf(view)) {
    const led = trick[0] ? cardIndex(trick[0].card) >> 3 : -1;
    for (const p of trick) if (cardIndex(p.card) >> 3 !== led) sim.voids[p.seat]! |= suitMask(led);
  }
  return sim;
}

/** Dominoes' position with only the viewer's hand filled in. */
export function dominoPosition(view: GuillotineView, me: number): DominoSim {
  const sim = new DominoSim();
  sim.hands[me] = maskOf(view.hand ?? []);
  loadRows(view, sim);
  sim.toMove = view.toMove ?? me;
  sim.bonus = view.bonus;
  sim.aceAny = view.options.aceBonus === 'any';
  sim.first = view.out[0] ?? -1;
  sim.second = view.out[1] ?? -1;
  return sim;
}
