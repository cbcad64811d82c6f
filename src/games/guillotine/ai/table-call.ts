/**
 * A model of how the others at the table make the dealer's call, so that the game a dealer
 * called tells us something of the hand it holds (a dealer who calls Spades has few high spades):
 * each game's cost to the dealer estimated from a few features of the hand, the game with the
 * lowest estimate called. The features and weights are those of the rule-of-thumb players the
 * strong level meets (bench/guillotine-rule-bot.ts: a least-squares fit of what a dealer scores
 * in each game, minus the game's mean), in the compact cards of ai/bits.
 */
import { GAMES, type GameId } from '../games';
import { ACE, popcount, STRENGTH, suitMask } from './bits';

/** Per game (GAMES order): the mean, then the weights of the constant and of `features` in order. */
const FITTED: readonly (readonly number[])[] = [
  // parliament
  [-11.97, -0.88, 0.96, 0.14, 2.54, -9.09, 0.2, 0.2, -0.31, 0.3, -0.02, 0.01, -2.31, -0.28, 0.04],
  // spades
  [8.12, 12.64, 0.67, -1.55, 0.1, 0.21, -4.5, 6.69, -0.94, 1.92, -1.01, -0.48, -0.94, 0.57, -0.12],
  // queens
  [7.9, -1.41, 2.97, -0.54, 0.56, -0.45, -0.17, 0.14, 1.6, 0.97, -0.16, -0.65, -0.82, 0.7, -0.32],
  // royalty
  [7.95, 1.64, 2.04, -0.76, 0.03, 0.47, -0.2, 0.53, -0.01, 0.85, 0.64, 0.71, 0.93, 0.3, -0.42],
  // dominoes
  [
    -11.55, -12.26, 2.11, 1.65, 4.1, -2.27, -0.45, 0.11, 0.25, 0.46, 0.19, 0.35, -0.52, -3.51,
    -1.42,
  ],
  // guillotine
  [24.73, 9.47, 3.37, -2.65, 1.54, 2.78, -4.93, 7.82, 1.63, 2.48, -0.42, 0.94, 2.39, 2.04, -0.24],
];

const SPADES = 0;
const HEARTS = 1;
const QUEEN = 5;
const KING = 6;
const TEN = 3;

const has = (hand: number, suit: number, rank: number): boolean =>
  (hand & (1 << (suit * 8 + rank))) !== 0;

/**
 * The features of a hand, in order: high cards (K, 10, A), low cards (7, 8, 9), aces, likely
 * tricks, spades, high spades (Q and up), queens, queens bare (in a suit of two or fewer), the
 * queen of spades (2 when short in spades), the king of hearts (2 when short in hearts), a high
 * heart (A or 10), the most cards of one rank, and the pairs of cards next to each other.
 */
export function features(hand: number): number[] {
  let high = 0;
  let low = 0;
  for (let m = hand; m !== 0; m &= m - 1) {
    const s = STRENGTH[31 - Math.clz32(m & -m)]!;
    if (s >= 5) high++;
    if (s <= 2) low++;
  }
  let aces = 0;
  let tricks = 0;
  let queens = 0;
  let bareQueens = 0;
  let runs = 0;
  for (let s = 0; s < 4; s++) {
    const len = popcount(hand & suitMask(s));
    const a = has(hand, s, ACE);
    const t = has(hand, s, TEN);
    const k = has(hand, s, KING);
    if (a) aces++;
    tricks += (a ? 1 : 0) + (t ? (a ? 0.9 : 0.4) : 0) + (k ? (a && t ? 0.8 : 0.2) : 0);
    tricks += Math.max(0, len - 4) * 0.6;
    if (has(hand, s, QUEEN)) {
      queens++;
      if (len <= 2) bareQueens++;
    }
    const row = (hand >>> (s * 8)) & 0xff;
    runs += popcount(row & (row >>> 1));
  }
  const spades = popcount(hand & suitMask(SPADES));
  let highSpades = 0;
  for (let r = 0; r < 8; r++) if (has(hand, SPADES, r) && STRENGTH[r]! >= 4) highSpades++;
  const hearts = popcount(hand & suitMask(HEARTS));
  const qs = has(hand, SPADES, QUEEN) ? (spades <= 3 ? 2 : 1) : 0;
  const kh = has(hand, HEARTS, KING) ? (hearts <= 3 ? 2 : 1) : 0;
  const heartsHigh = has(hand, HEARTS, ACE) || has(hand, HEARTS, TEN) ? 1 : 0;
  let most = 0;
  for (let r = 0; r < 8; r++) {
    let n = 0;
    for (let s = 0; s < 4; s++) if (has(hand, s, r)) n++;
    most = Math.max(most, n);
  }
  return [
    high,
    low,
    aces,
    tricks,
    spades,
    highSpades,
    queens,
    bareQueens,
    qs,
    kh,
    heartsHigh,
    most,
    runs,
  ];
}

/** What the model expects the game to cost the dealer with this hand, above the game's mean. */
export function callCost(x: readonly number[], game: number): number {
  const w = FITTED[game]!;
  let v = w[1]! - w[0]!;
  for (let i = 0; i < x.length; i++) v += x[i]! * w[i + 2]!;
  return v;
}

/** The game the model calls with this hand from the games available (in GAMES order). */
export function modelCall(hand: number, available: readonly GameId[]): GameId {
  const x = features(hand);
  let best = available[0]!;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const g of available) {
    const cost = callCost(x, GAMES.indexOf(g));
    if (cost < bestCost) {
      bestCost = cost;
      best = g;
    }
  }
  return best;
}
