/** Loads something now and every few seconds while the component is shown. */
import { type Dispatch, type StateUpdater, useEffect, useState } from 'preact/hooks';

export const REFRESH_MS = 5000;

/** The latest answer (null until the first), and a setter for changes made meanwhile. */
export function usePolling<T>(
  load: () => Promise<T>,
): [T | null, Dispatch<StateUpdater<T | null>>] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      load()
        .then((v) => alive && setValue(v))
        // A failed refresh keeps what was shown; the next one tries again.
        .catch(() => undefined);
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [load]);
  return [value, setValue];
}
