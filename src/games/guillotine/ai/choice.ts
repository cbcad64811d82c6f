/**
 * The strong level's dealer's choice. The dealer calls every game once in six deals, so what
 * matters is not which game scores least with this hand but which scores least compared with
 * what the game gives a dealer on average: the games not called now will be called later with
 * hands unknown. Both are measured the same way, by deals played out with the fast policies.
 */
import { Rng } from '../../../core/rng';
import type { GuillotineView } from '../game';
import type { GameId } from '../games';
import { maskOf } from './bits';
import { DominoSim } from './domino-sim';
import type { StrongOptions } from './options';
import { gameIndex } from './points';
import { runDominoes, runTricks } from './rollout';
import { sampler } from './sample';
import { TrickSim } from './trick-sim';

const NO_ONE = [0, 0, 0, 0];

const DOMINO = new DominoSim();
const TRICKS = new TrickSim();

/** What the dealer scores in `game` once the deal of `hands` is played out. */
function playOut(game: GameId, dealer: number, hands: Int32Array, aceAny: boolean): number {
  if (game === 'dominoes') {
    runDominoes(DOMINO.start(hands, dealer, aceAny));
    return DOMINO.score(dealer);
  }
  runTricks(TRICKS.start(gameIndex(game), hands, dealer));
  return TRICKS.points[dealer]!;
}

/** A dealer's average score per game over random deals: a cache of nothing secret. */
const averages = new Map<string, number>();
const AVERAGE_DEALS = 2000;

export function dealerAverage(game: GameId, aceAny: boolean): number {
  const key = `${game}:${aceAny}`;
  const known = averages.get(key);
  if (known !== undefined) return known;
  const rng = new Rng(`guillotine-dealer-average:${key}`);
  const pack = Array.from({ length: 32 }, (_, i) => i);
  const hands = new Int32Array(4);
  let total = 0;
  for (let k = 0; k < AVERAGE_DEALS; k++) {
    rng.shuffle(pack);
    hands.fill(0);
    for (let i = 0; i < 32; i++) hands[i >> 3]! |= 1 << pack[i]!;
    total += playOut(game, 0, hands, aceAny);
  }
  const mean = total / AVERAGE_DEALS;
  averages.set(key, mean);
  return mean;
}

export function bestGame(
  view: GuillotineView,
  me: number,
  next: () => number,
  opts: StrongOptions,
): GameId {
  const games = view.available;
  if (games.length === 1) return games[0]!;
  const aceAny = view.options.aceBonus === 'any';
  const hand = maskOf(view.hand ?? []);
  const deals = sampler(me, ~hand, [8, 8, 8, 8], NO_ONE);
  const hands = new Int32Array(4);
  hands[me] = hand;
  const totals = new Float64Array(games.length);
  for (let w = 0; w < opts.choiceWorlds; w++) {
    deals.draw(next, hands);
    for (let i = 0; i < games.length; i++) totals[i]! += playOut(games[i]!, me, hands, aceAny);
  }
  let best = 0;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let i = 0; i < games.length; i++) {
    const value = totals[i]! / opts.choiceWorlds - dealerAverage(games[i]!, aceAny);
    if (value < bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return games[best]!;
}
