/**
 * Plays the events of live steps on the table one at a time (see playback.ts), calling `onShow`
 * as each one appears, so that sounds go with what is seen. While it runs the page shows
 * `shown`; once it has caught up, `shown` is null and the page shows the view. `waiting` counts
 * the events received but not shown yet, which the log holds back too. The state found on
 * opening the page is shown as it is, without playing anything.
 *
 * The table never falls far behind: past a few tricks' worth of waiting events it jumps ahead to
 * the last of them, and with `instant` (the viewer resigned, and computers play on at their own
 * speed) it shows everything at once, so the hand, the seats and the deal agree with the truth.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GuillotineView } from '../../../games/guillotine/game';
import type { MatchSession } from '../../session/match';
import { type TableEvent, tableEvents } from './events';
import { applyEvent, type Shown, shownOf } from './playback';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// A hidden tab's timers are slowed to a crawl: it catches up at once instead of falling behind.
const hidden = (): boolean => typeof document !== 'undefined' && document.hidden;

/** Events that may wait their turn to be shown; beyond them the oldest are shown at once. */
const MAX_BEHIND = 16;

export interface Playback {
  readonly shown: Shown | null;
  readonly waiting: number;
}

export function useTablePlayback(
  session: MatchSession,
  onShow: (e: TableEvent) => void,
  instant = false,
): Playback {
  const [shown, setShown] = useState<Shown | null>(null);
  const [waiting, setWaiting] = useState(0);
  const queue = useRef<TableEvent[]>([]);
  const current = useRef<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listener = useRef(onShow);
  listener.current = onShow;
  const atOnce = useRef(instant);
  atOnce.current = instant;

  useEffect(() => {
    const pump = () => {
      timer.current = null;
      let e = queue.current.shift();
      while (e && (hidden() || atOnce.current || queue.current.length > MAX_BEHIND)) {
        current.current = applyEvent(current.current!, e, true).shown;
        e = queue.current.shift();
      }
      setWaiting(queue.current.length);
      if (!e) {
        current.current = null;
        setShown(null);
        return;
      }
      const { shown: next, pause } = applyEvent(current.current!, e, reducedMotion());
      current.current = next;
      setShown(next);
      listener.current(e);
      timer.current = setTimeout(pump, pause);
    };
    const off = session.onSteps((steps, prev) => {
      const events = tableEvents(steps.flatMap((s) => s.events ?? []));
      if (events.length === 0) return;
      current.current ??= shownOf(prev.view as GuillotineView);
      queue.current.push(...events);
      if (timer.current === null) pump();
      else setWaiting(queue.current.length);
    });
    return () => {
      off();
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      queue.current = [];
      current.current = null;
    };
  }, [session]);

  return { shown, waiting };
}
