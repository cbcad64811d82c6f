import { useEffect, useState } from 'preact/hooks';

/** "0:42", "12:05": a duration for people, minutes and seconds. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The time now, re-rendering every second while `running` (a clock on screen). Read as the
 * component renders, not kept from the last tick: a tick from before the count started, or
 * before the state it counts from, would show more time left than there is.
 */
export function useNow(running: boolean): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  return Date.now();
}
