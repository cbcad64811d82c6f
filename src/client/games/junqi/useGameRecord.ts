/** The record of what this page saw of the match (record.ts), kept up to date step by step. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchSession } from '../../session/match';
import { type GameRecord, recordSteps, startRecord } from './record';

export function useGameRecord(session: MatchSession): GameRecord | null {
  // Per session: after a rematch the page shows another match in the same component.
  const held = useRef<{ session: MatchSession; record: GameRecord | null }>({
    session,
    record: null,
  });
  const [, rerender] = useState(0);
  if (held.current.session !== session) held.current = { session, record: null };
  const state = session.state.value;
  if (held.current.record === null && state) held.current.record = startRecord(state);

  useEffect(() => {
    const off = session.onSteps((steps, prev, next) => {
      const mine = held.current.session === session ? held.current.record : null;
      held.current = {
        session,
        record: recordSteps(mine ?? startRecord(prev), steps, prev, next),
      };
      rerender((n) => n + 1);
    });
    return () => {
      off();
    };
  }, [session]);

  return held.current.record;
}
