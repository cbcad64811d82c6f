/** What the view shows of the deal under way, in the compact form of ai/bits. */
import type { Card, Suit } from '../cards';
import type { GuillotineView } from '../game';
import { maskOf, rankIndex, suitIndex } from './bits';
import type { DominoSim } from './domino-sim';

/** Everything played in the deal under way. */
export function playedOf(view: GuillotineView): number {
  if (view.game === 'dominoes') return maskOf(Object.values(view.rows).flat());
  return maskOf([...view.captured.flat(), ...view.trick.map((p) => p.card)]);
}

/** The cards nobody has shown: not in the viewer's hand, not played. */
export function unseenOf(view: GuillotineView): number {
  return ~maskOf(view.hand ?? []) & ~playedOf(view);
}

/**
 * The plays of the deal so far, trick by trick, the one under way last: each seat's captures are
 * its tricks in the order won, each in the order played; the dealer leads the first trick.
 */
export function tricksOf(view: GuillotineView): { seat: number; card: Card }[][] {
  const taken = [0, 0, 0, 0];
  let leader: number = view.dealer;
  const tricks: { seat: number; card: Card }[][] = [];
  for (const winner of view.trickWinners) {
    const k = taken[winner]!++;
    const cards = view.captured[winner]!.slice(4 * k, 4 * k + 4);
    tricks.push(cards.map((card, i) => ({ seat: (leader + i) % 4, card })));
    leader = winner;
  }
  return [...tricks, view.trick.map((p) => ({ seat: p.seat, card: p.card }))];
}

/** Dominoes: the rows and the spinner of the view. */
export function loadRows(view: GuillotineView, sim: DominoSim): void {
  sim.lo.fill(-1);
  sim.hi.fill(-1);
  for (const [suit, row] of Object.entries(view.rows)) {
    if (row.length === 0) continue;
    const s = suitIndex(suit as Suit);
    sim.lo[s] = rankIndex(row[0]!.slice(0, -1));
    sim.hi[s] = rankIndex(row.at(-1)!.slice(0, -1));
  }
  sim.spinner = view.spinner === null ? -1 : rankIndex(view.spinner);
  sim.played = playedOf(view);
}
