/**
 * Random play-outs: the cheap evaluation behind the Strong level and the Perfect level's last
 * resort before exact analysis is possible. Flat Monte Carlo: every candidate move gets the same
 * number of uniformly random games; the move that won most often is chosen.
 */
import type { Rng } from '../../../core/rng';
import { popcount, popcount32, squaresOf } from '../board';
import { NB_HI, NB_LO } from './geometry';

/** The k-th (0-based) square of a set. */
function select(lo: number, hi: number, k: number): number {
  const nLo = popcount32(lo);
  let word = lo;
  let base = 0;
  if (k >= nLo) {
    word = hi;
    base = 32;
    k -= nLo;
  }
  for (; k > 0; k--) word &= word - 1;
  return base + 31 - Math.clz32(word & -word);
}

/** Number of moves a uniformly random game from (lo, hi) lasts. */
export function randomGameLength(lo: number, hi: number, rng: Rng): number {
  let moves = 0;
  let n = popcount(lo, hi);
  while (n > 0) {
    const s = select(lo, hi, Math.floor(rng.next() * n));
    lo = (lo & ~NB_LO[s]!) >>> 0;
    hi = (hi & ~NB_HI[s]!) >>> 0;
    n = popcount(lo, hi);
    moves++;
  }
  return moves;
}

/**
 * Scores each move by the share of `perMove` random games after it that the mover wins (the
 * mover wins when the game after its move lasts an even number of moves). A move that leaves
 * nothing wins at once and scores 1.
 */
export function playoutScores(
  lo: number,
  hi: number,
  perMove: number,
  rng: Rng,
): { square: number; score: number }[] {
  return squaresOf(lo, hi).map((s) => {
    const cLo = (lo & ~NB_LO[s]!) >>> 0;
    const cHi = (hi & ~NB_HI[s]!) >>> 0;
    if (cLo === 0 && cHi === 0) return { square: s, score: 1 };
    let wins = 0;
    for (let i = 0; i < perMove; i++) if (randomGameLength(cLo, cHi, rng) % 2 === 0) wins++;
    return { square: s, score: wins / perMove };
  });
}

/** The best-scoring move by flat Monte Carlo with about `total` play-outs in all. */
export function monteCarloMove(lo: number, hi: number, total: number, rng: Rng): number {
  const n = popcount(lo, hi);
  const perMove = Math.max(8, Math.floor(total / n));
  const scores = playoutScores(lo, hi, perMove, rng);
  let best = scores[0]!;
  for (const s of scores) if (s.score > best.score) best = s;
  return best.square;
}
