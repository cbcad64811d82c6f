/**
 * The record of the match (record.ts), kept up to date step by step, and started again from a
 * whole state that does not continue it (a reconnect too far behind). A record that cannot reach
 * back to the start of play from what the page was sent (reloaded, opened as a watcher, reopened
 * after the end) is built again from the whole history the server keeps for this seat
 * (`match:history`), so the moves and the replay always show the whole game.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchSession } from '../../session/match';
import { type GameRecord, recordSteps, reopenRecord, startRecord } from './record';

interface Held {
  session: MatchSession;
  record: GameRecord | null;
  seat?: number | null;
  /** The seat whose history was asked for (once per seat). */
  asked?: number | null;
}

export function useGameRecord(session: MatchSession): GameRecord | null {
  // Per session: after a rematch the page shows another match in the same component.
  const held = useRef<Held>({ session, record: null });
  const [, rerender] = useState(0);
  const [attempt, again] = useState(0);
  if (held.current.session !== session) held.current = { session, record: null };
  const state = session.state.value;
  const record = held.current.record;
  if (state && (record === null || held.current.seat !== state.seat)) {
    // The first state, or the page took a seat and sees what that seat sees from now on.
    held.current.record = startRecord(state, session.events.value);
    held.current.seat = state.seat;
  } else if (state && record !== null && record.version !== state.version) {
    // Live steps are read as they come (below), before the page draws them: a state they did
    // not bring is a whole one.
    held.current.record = reopenRecord(record, state, session.events.value);
  }

  useEffect(() => {
    const off = session.onSteps((steps, prev, next) => {
      const mine = held.current.session === session ? held.current.record : null;
      held.current = {
        ...held.current,
        session,
        record: recordSteps(mine ?? startRecord(prev), steps, prev, next),
        seat: next.seat,
      };
      rerender((n) => n + 1);
    });
    return () => {
      off();
    };
  }, [session]);

  const partial = held.current.record !== null && held.current.record.base.kind !== 'start';
  const seat = state?.seat ?? null;
  useEffect(() => {
    if (!partial || held.current.asked === seat) return;
    held.current.asked = seat;
    let alive = true;
    void (async () => {
      const steps = await session.history();
      const now = session.state.value;
      if (!alive || !steps || !now || held.current.session !== session || now.seat !== seat) return;
      // The history reaches the server's version when it answered; the page may be further on.
      if ((steps.at(-1)?.v ?? 0) < now.version) {
        held.current.asked = undefined;
        again((n) => n + 1);
        return;
      }
      const events = steps.filter((s) => s.v <= now.version).flatMap((s) => s.events ?? []);
      const whole = startRecord(now, events);
      if (whole.base.kind !== 'start') return;
      held.current = { ...held.current, record: whole };
      rerender((n) => n + 1);
    })();
    return () => {
      alive = false;
    };
  }, [session, partial, seat, attempt]);

  return held.current.record;
}
