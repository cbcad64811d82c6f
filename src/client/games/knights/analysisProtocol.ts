/** The messages between the knights page and its analysis worker (analysis.worker.ts). */
import type { Effort } from '../../../games/knights/ai/budget';

export type { Effort };

/** A position as the page knows it: the board size and the knights in the order played. */
export interface GameRecord {
  readonly files: number;
  readonly ranks: number;
  readonly squares: readonly string[];
}

export type AnalysisRequest =
  /**
   * Analyse the position after all of `game.squares`; replaces whatever ran before. Gives up
   * after `budget` solver work units (see GrundySolver.work).
   */
  | {
      readonly kind: 'position';
      readonly id: number;
      readonly game: GameRecord;
      readonly budget: number;
    }
  /** Analyse every position of a finished game, from the last back to the empty board. */
  | { readonly kind: 'game'; readonly id: number; readonly game: GameRecord }
  /** Stop working (the page left the match). */
  | { readonly kind: 'stop' };

/** How the verdict was found: the exact solver, or the mirror lemma (knights-theory §2). */
export type AnalysisSource = 'solver' | 'mirror';

export interface PlyAnalysis {
  /** For the side to move; 'unknown' while the solver still works on it. */
  readonly verdict: 'win' | 'loss' | 'unknown';
  readonly legal: number;
  /** Every legal square: does moving there win? Empty while unknown. */
  readonly squares: Readonly<Record<string, 'win' | 'lose'>>;
  readonly source: AnalysisSource;
}

export type AnalysisAnswer =
  /** The analysis of the position after `ply` knights (ply = all of them for 'position'). */
  | {
      readonly kind: 'ply';
      readonly id: number;
      readonly ply: number;
      readonly analysis: PlyAnalysis;
    }
  /** Still solving the position after `ply` knights: how far it has got. */
  | {
      readonly kind: 'progress';
      readonly id: number;
      readonly ply: number;
      readonly effort: Effort;
    }
  /** The position after `ply` knights was not solved within the budget: the worker stopped. */
  | { readonly kind: 'gave-up'; readonly id: number; readonly ply: number; readonly effort: Effort }
  | { readonly kind: 'done'; readonly id: number }
  | { readonly kind: 'error'; readonly id: number; readonly message: string };
