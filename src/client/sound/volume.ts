/** The one volume setting shared by every game, remembered across visits. */
import { signal } from '@preact/signals';

const STORAGE_KEY = 'parlour:volume';
const DEFAULT_VOLUME = 0.5;

function initialVolume(): number {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v = raw === null ? Number.NaN : Number(raw);
    if (Number.isFinite(v) && v >= 0 && v <= 1) return v;
  } catch {
    // Storage blocked: use the default.
  }
  return DEFAULT_VOLUME;
}

/** 0 (silent) .. 1 (full). */
export const volume = signal(initialVolume());

export function setVolume(v: number): void {
  volume.value = Math.min(1, Math.max(0, v));
  try {
    localStorage.setItem(STORAGE_KEY, String(volume.value));
  } catch {
    // Not remembered, but applied.
  }
}
