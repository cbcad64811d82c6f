/**
 * The analyser's public functions: plain data in, plain data out, no Node APIs, so a web worker
 * can call them directly.
 */
import { type BoardSize, popcount, squareName, squaresOf } from '../board';
import { type KnightsState, sizeOf } from '../rules';
import { analyzeLegal, type ExactAnalysis } from './analysis';
import { type ParsedPosition, parsePosition } from './notation';

/** A position written in the analyser's notation was refused; the message names the problem. */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

export interface PositionAnalysis {
  /** For the side to move. */
  readonly verdict: 'win' | 'loss';
  /** Number of legal squares. */
  readonly legal: number;
  /** Squares that win for the side to move, sorted (a1, a2, …, b1, …). */
  readonly winningMoves: string[];
}

/**
 * Exact analysis of a position such as `8x8:d5,e3,c6` (files×ranks, colon, squares in the order
 * played). Throws PositionError with a message naming the bad square. No budget: positions
 * with many legal squares that the opening book does not cover can take minutes.
 */
export function analyzePosition(text: string): PositionAnalysis {
  const { size, legalLo, legalHi } = readPosition(text);
  return positionAnalysis(size, analyzeLegal(size, legalLo, legalHi)!);
}

/** The position written as `text`, or a PositionError naming what is wrong with it. */
export function readPosition(text: string): ParsedPosition {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new PositionError(parsed.error);
  return parsed.value;
}

/** An exact analysis as `analyzePosition` answers it: square names, sorted. */
export function positionAnalysis(size: BoardSize, a: ExactAnalysis): PositionAnalysis {
  return {
    verdict: a.verdict,
    legal: a.legal,
    winningMoves: a.winningMoves.map((s) => squareName(s, size)).sort(),
  };
}

/** Solver work for one hint request: about 200 ms (see GrundySolver.work). */
export const HINT_BUDGET = 1_000_000;

export interface SquareAnalysis {
  /** For the side to move; 'unknown' if the analysis needs more than the work budget. */
  readonly verdict: 'win' | 'loss' | 'unknown';
  readonly legal: number;
  /** Winning squares for the side to move, sorted; empty when lost or unknown. */
  readonly winningMoves: string[];
  /** Every legal square: 'win' if moving there wins, 'lose' if not; empty when unknown. */
  readonly squares: Record<string, 'win' | 'lose'>;
}

/**
 * Analysis for the browser's hint mode: the verdict and a colour for each legal square. Within
 * `budget` units of solver work; if that is not enough the answer is 'unknown', but the work is kept, so
 * calling again (e.g. from a worker while the human thinks) continues where it stopped.
 */
export function analyzeState(state: KnightsState, budget = HINT_BUDGET): SquareAnalysis {
  const size = sizeOf(state);
  const { legalLo: lo, legalHi: hi } = state;
  const a = analyzeLegal(size, lo, hi, budget);
  if (!a) return { verdict: 'unknown', legal: popcount(lo, hi), winningMoves: [], squares: {} };
  return squareAnalysis(size, lo, hi, a);
}

/** An exact analysis of the legal squares (lo, hi) as `analyzeState` answers it. */
export function squareAnalysis(
  size: BoardSize,
  lo: number,
  hi: number,
  a: ExactAnalysis,
): SquareAnalysis {
  const squares: Record<string, 'win' | 'lose'> = {};
  for (const s of squaresOf(lo, hi)) {
    squares[squareName(s, size)] = a.winningMoves.includes(s) ? 'win' : 'lose';
  }
  return { ...positionAnalysis(size, a), squares };
}
