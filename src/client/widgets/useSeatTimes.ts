/**
 * Times that run on between messages: the time left on a seat's clock, and how long a player
 * has been disconnected. The server measures both when it sends the seats; they count on from
 * there. Null for a seat without a running clock, or one that is connected.
 */
import { useMemo } from 'preact/hooks';
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/wire';
import { useNow } from './clock';

export interface SeatTimes {
  clock(seat: Seat): number | null;
  offline(seat: Seat): number | null;
}

/**
 * The seats' times `now`, for a state received at `since`. A `now` from before the state
 * counts as no time passed: a count never runs back past what the server sent.
 */
export function seatTimesAt(
  state: MatchStateMessage | null,
  since: number,
  now: number,
): SeatTimes {
  const seats = state?.seats;
  const elapsed = Math.max(0, now - since);
  return {
    clock(seat) {
      const left = seats?.[seat]?.timeLeft;
      if (left === undefined) return null;
      // Only the seat to move is counting down; the others show what they were given.
      return state?.toMove.includes(seat) ? Math.max(0, left - elapsed) : left;
    },
    offline(seat) {
      const info = seats?.[seat];
      if (!info || info.connected || info.offlineFor === undefined) return null;
      return info.offlineFor + elapsed;
    },
  };
}

export function useSeatTimes(state: MatchStateMessage | null): SeatTimes {
  const seats = state?.seats;
  const since = useMemo(() => Date.now(), [seats]);
  const running =
    !!seats &&
    !state?.outcome &&
    seats.some((s) => s.timeLeft !== undefined || s.offlineFor !== undefined);
  const now = useNow(running);
  return seatTimesAt(state, since, now);
}
