import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../core/wire';
import { humanSeat, tableState } from './table-state.fixture';
import { seatTimesAt } from './useSeatTimes';

const seat = humanSeat;
const state = (seats: SeatInfo[], toMove: number[]) => tableState(seats, { toMove });

describe('the times a table counts on between messages', () => {
  const received = 1_000_000;
  const s = state(
    [seat({ timeLeft: 30_000 }), seat({ connected: false, offlineFor: 4_000, timeLeft: 20_000 })],
    [0],
  );

  it('counts on from what the server measured, the clock only for the seat to move', () => {
    const times = seatTimesAt(s, received, received + 2_500);
    expect(times.clock(0)).toBe(27_500);
    expect(times.clock(1)).toBe(20_000);
    expect(times.offline(1)).toBe(6_500);
    expect(times.offline(0)).toBeNull();
  });

  it('never shows more time left, nor less time away, than the server sent when the tick is older than the state', () => {
    // The first render after the count starts holds the time of an old tick.
    const times = seatTimesAt(s, received, received - 3_000);
    expect(times.clock(0)).toBe(30_000);
    expect(times.offline(1)).toBe(4_000);
  });

  it('stops a clock at zero', () => {
    expect(seatTimesAt(s, received, received + 60_000).clock(0)).toBe(0);
  });
});
