/** Whether the analysis is shown during play: off by default (it spoils the game), remembered. */
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
