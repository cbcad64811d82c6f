/**
 * The record of what this page saw of the match (record.ts), kept up to date step by step, and
 * started again from a whole state that does not continue it (a reconnect too far behind).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchSession } from '../../session/match';
import { type GameRecord, recordSteps, reopenRecord, startRecord } from './record';

export function useGameRecord(session: MatchSession): GameRecord | null {
  // Per session: after a rematch the page shows another match in the same component.
  const held = useRef<{ session: MatchSession; record: GameRecord | null; seat?: number | null }>({
    session,
    record: null,
  });
  const [, rerender] = useState(0);
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

  return held.current.record;
}
