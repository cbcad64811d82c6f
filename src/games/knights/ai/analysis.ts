/**
 * Exact verdicts: is a position won for the side to move, and which moves win. The opening book
 * answers the early positions; the Grundy solver everything else, within a work budget.
 */
import { type BoardSize, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { lookupBook } from './book';
import { type GrundySolver, sharedSolver } from './solver';

export interface ExactAnalysis {
  readonly verdict: 'win' | 'loss';
  /** The Grundy value, or null when the answer came from the opening book. */
  readonly grundy: number | null;
  readonly legal: number;
  /** Square indices of the winning moves, ascending (empty in a lost position). */
  readonly winningMoves: number[];
}

/**
 * The exact analysis of the position with legal squares (lo, hi), or null if it needs more than
 * `budget` new units of solver work (the work done still warms the cache for the next call).
 */
export function analyzeLegal(
  size: BoardSize,
  lo: number,
  hi: number,
  budget = Number.POSITIVE_INFINITY,
  solver: GrundySolver = sharedSolver(),
): ExactAnalysis | null {
  const legal = popcount(lo, hi);
  const book = lookupBook(size, lo, hi);
  if (book) return { verdict: book.verdict, grundy: null, legal, winningMoves: book.winningMoves };
  const start = solver.work;
  const g = solver.solve(lo, hi, budget);
  if (g === null) return null;
  const winningMoves: number[] = [];
  // Every move from a lost position (G = 0) leads to a won one: no need to look at them.
  if (g !== 0) {
    for (const s of squaresOf(lo, hi)) {
      const [cLo, cHi] = placeOn(lo, hi, s);
      const c = solver.solve(cLo, cHi, budget - (solver.work - start));
      if (c === null) return null;
      if (c === 0) winningMoves.push(s);
    }
  }
  return { verdict: g === 0 ? 'loss' : 'win', grundy: g, legal, winningMoves };
}

export type HuntResult =
  | { readonly kind: 'win'; readonly square: number }
  | { readonly kind: 'loss' }
  | { readonly kind: 'unknown' };

/**
 * Looks for one winning move without solving the whole position: children are solved smallest
 * first (the cheapest), and the first of value 0 is a proven winning move. When every child is
 * non-zero the position is proven lost. Used where a full solve does not fit the budget: at
 * ~40 legal squares this finds a winning move in a won position in about 6 cases out of 10.
 */
export function huntWinningMove(
  lo: number,
  hi: number,
  budget: number,
  solver: GrundySolver = sharedSolver(),
): HuntResult {
  const start = solver.work;
  const children = squaresOf(lo, hi)
    .map((s) => {
      const [cLo, cHi] = placeOn(lo, hi, s);
      return { s, cLo, cHi, n: popcount(cLo, cHi) };
    })
    .sort((a, b) => a.n - b.n || a.s - b.s);
  for (const c of children) {
    const g = solver.solve(c.cLo, c.cHi, budget - (solver.work - start));
    if (g === null) return { kind: 'unknown' };
    if (g === 0) return { kind: 'win', square: c.s };
  }
  return { kind: 'loss' };
}
