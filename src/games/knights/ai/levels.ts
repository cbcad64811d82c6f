/**
 * The computer levels above Beginner, as pure functions from a rules state and a seeded Rng to a
 * square index. ../bots wraps them as BotLevels.
 */
import type { Rng } from '../../../core/rng';
import { popcount, squaresOf } from '../board';
import { type KnightsState, sizeOf } from '../rules';
import { analyzeLegal, type ExactAnalysis, huntWinningMove } from './analysis';
import { lookupBook } from './book';
import { NB_HI, NB_LO } from './geometry';
import { mirrorMoves } from './mirror';
import { monteCarloMove } from './playouts';
import { type GrundySolver, sharedSolver } from './solver';
import { lookaheadMoves, minWinShareMoves } from './traps';

function legalOf(state: KnightsState): number[] {
  const squares = squaresOf(state.legalLo, state.legalHi);
  if (squares.length === 0) throw new Error('no legal square: the game is over');
  return squares;
}

/**
 * Casual: the greedy instinct of a casual player. It takes a square that leaves the opponent
 * nothing when there is one; otherwise it keeps the board as open as it can for itself, taking
 * the square whose knight removes the fewest legal squares (ties at random).
 */
export function casualMove(state: KnightsState, rng: Rng): number {
  const squares = legalOf(state);
  let best: number[] = [];
  let bestLeft = -1;
  for (const s of squares) {
    const lo = (state.legalLo & ~NB_LO[s]!) >>> 0;
    const hi = (state.legalHi & ~NB_HI[s]!) >>> 0;
    const left = popcount(lo, hi);
    if (left === 0) return s;
    if (left > bestLeft) {
      best = [s];
      bestLeft = left;
    } else if (left === bestLeft) best.push(s);
  }
  return rng.pick(best);
}

/** Total random play-outs per Strong decision: ~10 ms a move, cheap enough for the server. */
export const STRONG_PLAYOUTS = 3000;

/** Strong: flat Monte Carlo, no solver and no mirror, so a thinking human can still beat it. */
export function strongMove(state: KnightsState, rng: Rng, playouts = STRONG_PLAYOUTS): number {
  legalOf(state);
  return monteCarloMove(state.legalLo, state.legalHi, playouts, rng);
}

export interface PerfectOptions {
  /**
   * Solver work allowed per decision (moves examined at memo misses, ~0.2 µs each here): the
   * time limit, in a unit that keeps the choice reproducible. 300k ≈ 60 ms on an idle core,
   * which leaves room for a machine shared with other work (p99 < 250 ms).
   */
  readonly budget: number;
  /** Above this many legal squares, hunt for one winning move instead of solving the root. */
  readonly huntAbove: number;
  /** Lost positions with at most this many legal squares use lookahead-2. */
  readonly lookaheadMaxLegal: number;
  /** Grundy lookups allowed to lookahead-2 before min-W/L is used instead. */
  readonly lookaheadMaxLookups: number;
  /** Play-outs for the last resort, when nothing exact is affordable. */
  readonly playouts: number;
  readonly solver?: GrundySolver;
}

export const PERFECT_DEFAULTS: PerfectOptions = {
  budget: 300_000,
  huntAbove: 36,
  lookaheadMaxLegal: 32,
  lookaheadMaxLookups: 1_000_000,
  playouts: 10_000,
};

export type PerfectReason = 'mirror' | 'book' | 'win' | 'lookahead' | 'trap' | 'playouts';

/**
 * Perfect: never throws away a won game that it can analyse. In order: a mirror move (wins
 * without search, and keeps a second player on an even board perfect from the first move); the
 * opening book; an exact solve within the work budget, or above ~36 legal squares a hunt for one
 * proven winning move; then a random winning move, or in a lost position lookahead-2 (up to ~32
 * legal squares, where it costs < 100 ms) or min-W/L; play-outs when it cannot tell in time.
 */
export function perfectMove(
  state: KnightsState,
  rng: Rng,
  options: PerfectOptions = PERFECT_DEFAULTS,
): { square: number; reason: PerfectReason } {
  const squares = legalOf(state);
  const size = sizeOf(state);
  const { legalLo: lo, legalHi: hi } = state;
  const mirror = mirrorMoves(size, lo, hi, state.placed[state.placed.length - 1]);
  if (mirror.length > 0) return { square: mirror[0]!, reason: 'mirror' };
  const book = lookupBook(size, lo, hi);
  if (book && book.play.length > 0) return { square: rng.pick(book.play), reason: 'book' };
  if (squares.length === 1) return { square: squares[0]!, reason: 'win' };

  const solver = options.solver ?? sharedSolver();
  const start = solver.work;
  const left = () => options.budget - (solver.work - start);
  let exact: ExactAnalysis | null = null;
  if (squares.length > options.huntAbove) {
    // A full solve rarely fits: look for one winning move, smallest children first. Above ~44
    // squares even the smallest child takes seconds cold, so only a warm cache can help there:
    // spend less (work also costs more time per unit on big components).
    const budget = squares.length > 44 ? options.budget / 4 : options.budget;
    const hunt = huntWinningMove(lo, hi, budget, solver);
    if (hunt.kind === 'win') return { square: hunt.square, reason: 'win' };
    if (hunt.kind === 'loss')
      exact = { verdict: 'loss', grundy: 0, legal: squares.length, winningMoves: [] };
  } else exact = analyzeLegal(size, lo, hi, options.budget, solver);
  if (exact) {
    if (exact.verdict === 'win') return { square: rng.pick(exact.winningMoves), reason: 'win' };
    if (squares.length <= options.lookaheadMaxLegal) {
      const moves = lookaheadMoves(lo, hi, solver, left(), options.lookaheadMaxLookups);
      if (moves) return { square: rng.pick(moves), reason: 'lookahead' };
    }
    const traps = minWinShareMoves(lo, hi, solver, left());
    if (traps) return { square: rng.pick(traps.moves), reason: 'trap' };
  }
  return { square: monteCarloMove(lo, hi, options.playouts, rng), reason: 'playouts' };
}
