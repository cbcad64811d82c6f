/**
 * The player's progress, kept in this browser: which shipped challenges are solved and the best
 * time for each. A signal, so the picker updates the moment a challenge is solved.
 */
import { signal } from '@preact/signals';

const STORAGE_KEY = 'parlour:twist:progress';

/** Challenge id → best time in milliseconds. */
export type Progress = Readonly<Record<string, number>>;

function load(): Progress {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const data: unknown = raw ? JSON.parse(raw) : {};
    if (typeof data !== 'object' || data === null) return {};
    const out: Record<string, number> = {};
    for (const [id, ms] of Object.entries(data)) {
      if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) out[id] = ms;
    }
    return out;
  } catch {
    return {};
  }
}

export const progress = signal<Progress>(load());

/** Records a solve; returns true when it is a new best time. */
export function recordSolve(id: string, ms: number): boolean {
  const best = progress.value[id];
  if (best !== undefined && best <= ms) return false;
  progress.value = { ...progress.value, [id]: ms };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(progress.value));
  } catch {
    // Storage blocked: remembered for this visit only.
  }
  return true;
}

/** "1:05" or "1:02:03". */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
