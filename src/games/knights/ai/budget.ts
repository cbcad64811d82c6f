/**
 * A limit on how long one exact analysis may run, and the loop that keeps to it. A budget is a
 * time (`10s`, `500ms`, `2m`), read on a clock the caller passes, or a number of solver work
 * units (`50000000`, `_` allowed between digits), which gives up at the same point on every
 * machine: about 2–5 million units a second on one core. Pure: the clock comes from outside.
 */
import type { ExactAnalysis } from './analysis';
import { STEP_WORK, type StepwiseAnalysis } from './stepwise';

export type Budget =
  | { readonly kind: 'time'; readonly ms: number }
  | { readonly kind: 'work'; readonly units: number };

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** The budget written as `text`, or null when it is neither a time nor a positive count. */
export function parseBudget(text: string): Budget | null {
  const written = text.trim();
  const time = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(written);
  if (time) {
    const ms = Number(time[1]) * UNIT_MS[time[2]!]!;
    return ms > 0 ? { kind: 'time', ms } : null;
  }
  if (!/^\d+(?:_\d+)*$/.test(written)) return null;
  const units = Number(written.replaceAll('_', ''));
  return units > 0 ? { kind: 'work', units } : null;
}

/** What an analysis has cost so far. */
export interface Effort {
  readonly positions: number;
  readonly work: number;
  readonly elapsedMs: number;
}

export type BudgetedAnalysis =
  | { readonly kind: 'solved'; readonly analysis: ExactAnalysis }
  | { readonly kind: 'budget'; readonly effort: Effort };

/**
 * Runs `run` slice by slice until it is solved or `budget` is spent (null: no limit), telling
 * `onSlice` the effort after every slice that did not finish it. A work budget is kept to within
 * one component's squares; a time budget to within one slice.
 */
export function solveWithin(
  run: StepwiseAnalysis,
  budget: Budget | null,
  now: () => number,
  onSlice: (effort: Effort) => void = () => {},
): BudgetedAnalysis {
  const start = now();
  for (;;) {
    const units =
      budget?.kind === 'work' ? Math.min(STEP_WORK, budget.units - run.work) : STEP_WORK;
    const analysis = run.step(units);
    if (analysis) return { kind: 'solved', analysis };
    const effort = { positions: run.positions, work: run.work, elapsedMs: now() - start };
    if (budget && spent(budget, effort)) return { kind: 'budget', effort };
    onSlice(effort);
  }
}

function spent(budget: Budget, effort: Effort): boolean {
  return budget.kind === 'work' ? effort.work >= budget.units : effort.elapsedMs >= budget.ms;
}
