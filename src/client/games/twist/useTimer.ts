/** A stopwatch that ticks once a second until it is stopped. */
import { useEffect, useState } from 'preact/hooks';

export function useTimer(startedAt: number, stoppedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stoppedAt !== null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [startedAt, stoppedAt]);
  return Math.max(0, (stoppedAt ?? now) - startedAt);
}
