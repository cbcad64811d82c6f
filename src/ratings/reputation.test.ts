import { describe, expect, it } from 'vitest';
import {
  BENCH_MS,
  combined,
  FINISH_THRESHOLD,
  finishRate,
  MIN_RATED_GAMES,
  mayOpenRated,
  ratedAgainAt,
} from './reputation';

const NOW = 1_800_000_000_000;
const HOUR = 60 * 60 * 1000;

describe('reputation', () => {
  it('uses 80 % after 5 rated games, and a bench of 24 hours', () => {
    expect(FINISH_THRESHOLD).toBe(0.8);
    expect(MIN_RATED_GAMES).toBe(5);
    expect(BENCH_MS).toBe(24 * HOUR);
  });

  it('finish rate is finished / (finished + left), null before any rated match', () => {
    expect(finishRate({ finished: 0, left: 0 })).toBeNull();
    expect(finishRate({ finished: 3, left: 1 })).toBe(0.75);
  });

  it('never benches a player with fewer than 5 rated games, whatever they did', () => {
    expect(mayOpenRated({ finished: 0, left: 4, lastLeftAt: NOW }, NOW)).toBe(true);
  });

  it('forgives one leave in five (exactly 80 %), not two', () => {
    expect(mayOpenRated({ finished: 4, left: 1, lastLeftAt: NOW }, NOW)).toBe(true);
    expect(mayOpenRated({ finished: 3, left: 2, lastLeftAt: NOW }, NOW)).toBe(false);
  });

  it('benches a player under the bar for 24 hours after their last leave', () => {
    const record = { finished: 6, left: 4, lastLeftAt: NOW - 23 * HOUR };
    expect(mayOpenRated(record, NOW)).toBe(false);
    expect(ratedAgainAt(record, NOW)).toBe(NOW + HOUR);
    expect(mayOpenRated(record, NOW + HOUR)).toBe(true);
    expect(ratedAgainAt(record, NOW + HOUR)).toBeNull();
    // Finished matches bring the rate back over the bar: no bench then.
    expect(mayOpenRated({ finished: 16, left: 4, lastLeftAt: NOW }, NOW)).toBe(true);
  });

  it('combines the records of several games', () => {
    expect(
      combined([
        { finished: 2, left: 1, lastLeftAt: 10 },
        { finished: 3, left: 0, lastLeftAt: null },
        { finished: 0, left: 1, lastLeftAt: 30 },
      ]),
    ).toEqual({ finished: 5, left: 2, lastLeftAt: 30 });
    expect(combined([])).toEqual({ finished: 0, left: 0, lastLeftAt: null });
  });
});
