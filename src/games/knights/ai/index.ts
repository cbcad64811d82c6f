/**
 * The knight placement AI's public face (used by ../bots, the CLI, the bench and the browser).
 *
 * For the browser (plain functions, no Node APIs, safe in a web worker):
 * - `analyzeState(state, budget?)` → verdict ('win' | 'loss' | 'unknown') and a 'win' / 'lose'
 *   colour per legal square. 'unknown' means over the node budget; the work is kept in the
 *   shared cache, so calling again (e.g. in a loop while the human thinks) finishes the solve.
 * - `analyzePosition('8x8:d5,e3,c6')` → { verdict, legal, winningMoves }; throws PositionError.
 * - `new StepwiseAnalysis(size, lo, hi).step(units)` → the same analysis a slice at a time, for a
 *   driver that shows progress and gives up at a budget of its own (the worker, the CLI).
 * - `perfectMove(state, rng)` and friends: the levels as functions; ../bots wraps them.
 * The shared solver allocates its cache (48 MB) on first use and keeps it for the page's life.
 */

export { analyzeLegal, type ExactAnalysis } from './analysis';
export type { PositionAnalysis, SquareAnalysis } from './api';
export {
  analyzePosition,
  analyzeState,
  HINT_BUDGET,
  PositionError,
  positionAnalysis,
  readPosition,
  squareAnalysis,
} from './api';
export { type BookEntry, bookEntries, lookupBook } from './book';
export {
  type Budget,
  type BudgetedAnalysis,
  type Effort,
  parseBudget,
  solveWithin,
} from './budget';
export { ComponentCache } from './cache';
export {
  casualMove,
  PERFECT_DEFAULTS,
  type PerfectOptions,
  type PerfectReason,
  perfectMove,
  STRONG_PLAYOUTS,
  strongMove,
} from './levels';
export { isMirrorSymmetric, mirrorMoves } from './mirror';
export { formatPosition, type ParsedPosition, parsePosition } from './notation';
export { PONDER_SLICE, ponderStep } from './ponder';
export { GrundySolver, sharedSolver } from './solver';
export { STEP_WORK, StepwiseAnalysis } from './stepwise';
