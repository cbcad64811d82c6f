/** The messages between the page and the solver worker (solver.worker.ts). */
import type { Hint, Level } from '../../../games/twist';

export type SolverRequest =
  | { readonly kind: 'hint'; readonly current: string; readonly start: string }
  | { readonly kind: 'count'; readonly start: string; readonly limit: number }
  | { readonly kind: 'solution'; readonly start: string }
  | { readonly kind: 'generate'; readonly level: Level; readonly seed: string };

export type SolverAnswer =
  | { readonly kind: 'hint'; readonly hint: Hint }
  | { readonly kind: 'count'; readonly count: number; readonly capped: boolean }
  | { readonly kind: 'solution'; readonly solution: string | null }
  | { readonly kind: 'generate'; readonly start: string; readonly solution: string }
  | { readonly kind: 'error'; readonly message: string };

export interface SolverEnvelope<T> {
  readonly id: number;
  readonly body: T;
}
