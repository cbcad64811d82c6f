/**
 * The strong level's dealer's choice. The dealer calls every game once in six deals, so what
 * matters is not which game scores least with this hand but which scores least compared with
 * what the game gives a dealer on average — the games not called now will be called later with
 * hands unknown — and what the games left are worth then: a game whose score swings with the hand
 * (Dominoes) is worth keeping for a hand that suits it, one that is much the same with any hand
 * can be called whenever. Both are measured the same way, by deals played out with the fast
 * policies: the averages and the worth of each set of games left (FUTURE) once, offline
 * (bench/guillotine-choice-table.ts), the hand in front of the dealer at each call.
 */
import type { GuillotineView } from '../game';
import { GAMES, type GameId } from '../games';
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
export function playOut(game: GameId, dealer: number, hands: Int32Array, aceAny: boolean): number {
  if (game === 'dominoes') {
    runDominoes(DOMINO.start(hands, dealer, aceAny));
    return DOMINO.score(dealer);
  }
  runTricks(TRICKS.start(gameIndex(game), hands, dealer));
  return TRICKS.points[dealer]!;
}

/**
 * A dealer's average score per game over random deals, by the fast policies (GAMES order; the
 * ace bonus 'any', then 'one'), measured offline over 20 000 deals each (only Dominoes differs); a test checks them.
 */
export const DEALER_AVERAGE: Readonly<Record<'any' | 'one', readonly number[]>> = {
  any: [-12.36, 7.81, 7.73, 7.88, -12.82, 24.87],
  one: [-12.36, 7.81, 7.73, 7.88, -13.43, 24.87],
};

/**
 * FUTURE[set]: what a dealer can expect from the games in `set` (a mask of GAMES indices) still to
 * be called in their later deals, above those games' averages, calling each time by this rule.
 */
export const FUTURE: Float64Array = Float64Array.from([
  0, 0, -0.03, -4.9, -0.08, -4.24, -2.24, -9.19, -0.12, -4.51, -2.42, -9.63, -1.71, -8.49, -4.96,
  -13.67, 0, -4.5, -4.35, -11.45, -3.65, -10.43, -8.34, -16.91, -3.82, -10.74, -8.62, -17.35, -7.44,
  -15.97, -12.46, -22.35, -0.3, -8.31, -4.42, -14.07, -4.96, -13.7, -9.35, -19.57, -4.84, -13.87,
  -9.45, -19.95, -8.9, -18.85, -13.77, -24.92, -7.01, -15.88, -12.7, -22.98, -12.29, -22.09, -18.11,
  -29.04, -12.29, -22.26, -18.3, -29.41, -17.17, -27.99, -23.2, -34.96,
]);

/** Each game's mean score for the dealer with this hand, less its average, over `worlds` deals. */
export function relativeValues(
  hand: number,
  me: number,
  games: readonly GameId[],
  worlds: number,
  aceBonus: 'any' | 'one',
  next: () => number,
): Float64Array {
  const deals = sampler(me, ~hand, [8, 8, 8, 8], NO_ONE);
  const hands = new Int32Array(4);
  hands[me] = hand;
  const totals = new Float64Array(games.length);
  const aceAny = aceBonus === 'any';
  for (let w = 0; w < worlds; w++) {
    deals.draw(next, hands);
    for (let i = 0; i < games.length; i++) totals[i]! += playOut(games[i]!, me, hands, aceAny);
  }
  const average = DEALER_AVERAGE[aceBonus];
  return totals.map((t, i) => t / worlds - average[gameIndex(games[i]!)]!);
}

export const gameSet = (games: readonly GameId[]): number =>
  games.reduce((m, g) => m | (1 << GAMES.indexOf(g)), 0);

export function bestGame(
  view: GuillotineView,
  me: number,
  next: () => number,
  opts: StrongOptions,
): GameId {
  const games = view.available;
  if (games.length === 1) return games[0]!;
  const hand = maskOf(view.hand ?? []);
  const rel = relativeValues(hand, me, games, opts.choiceWorlds, view.options.aceBonus, next);
  const left = gameSet(games);
  let best = 0;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let i = 0; i < games.length; i++) {
    const value = rel[i]! + FUTURE[left & ~(1 << gameIndex(games[i]!))]!;
    if (value < bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return games[best]!;
}
