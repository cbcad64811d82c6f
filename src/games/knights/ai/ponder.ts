/**
 * Thinking on the opponent's time. After the computer has moved, solving the position the human
 * now faces computes the value of every reply and of every answer to it (a Grundy value is the
 * mex of its children's), so the computer's next decision is all cache hits — even on 8×8 at
 * ply 5, where a cold solve would not fit in a move's time.
 */

import type { BoardSize } from '../board';
import { lookupBook } from './book';
import { type GrundySolver, sharedSolver } from './solver';

/** Solver work per slice: ~10–20 ms, so a request that arrives meanwhile waits no longer. */
export const PONDER_SLICE = 60_000;

/** One slice of work on the position; true when there is nothing left to think about. */
export function ponderStep(
  size: BoardSize,
  lo: number,
  hi: number,
  budget = PONDER_SLICE,
  solver: GrundySolver = sharedSolver(),
): boolean {
  if (lo === 0 && hi === 0) return true;
  if (lookupBook(size, lo, hi)) return true;
  return solver.solve(lo, hi, budget) !== null;
}
