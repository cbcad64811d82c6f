/** A stopwatch that ticks once a second until it is stopped. */
import { useNow } from '../../widgets/clock';

export function useTimer(startedAt: number, stoppedAt: number | null): number {
  const now = useNow(stoppedAt === null);
  return Math.max(0, (stoppedAt ?? now) - startedAt);
}
