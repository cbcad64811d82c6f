/**
 * Whether the analysis is shown during play: off by default (it spoils the game), remembered; and
 * how much work it may spend on one position.
 */
import { signal } from '@preact/signals';

const STORAGE_KEY = 'parlour:knights-analysis';

function initial(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export const analysisOn = signal<boolean>(initial());

export function setAnalysisOn(on: boolean): void {
  analysisOn.value = on;
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be blocked: still switched for this visit.
  }
}

/**
 * Solver work units the analysis spends on one position before it says the position is too early
 * to solve here: some 15 seconds of a desktop core (about 6 million units a second in Chrome),
 * enough for most positions of up to 48 free squares. The page never changes it; a patient player
 * (or a browser test that cannot wait) may, under this key in localStorage.
 */
export const ANALYSIS_BUDGET = 100_000_000;
const BUDGET_KEY = 'parlour:knights-analysis-budget';

export function analysisBudget(): number {
  try {
    const units = Number(localStorage.getItem(BUDGET_KEY));
    return Number.isSafeInteger(units) && units > 0 ? units : ANALYSIS_BUDGET;
  } catch {
    return ANALYSIS_BUDGET;
  }
}
