import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../core/game';
import { places } from '../../games/guillotine/series';
import { finishedMatchOf } from './finish';

const playing: SeatStatus = { player: true, bot: null, away: false, resigned: false };

describe('finishedMatchOf', () => {
  it('a game of two: the winner first; a draw shares first', () => {
    const base = { matchId: 'm', game: 'junqi', finishedAt: 5, seats: [playing, playing] };
    expect(
      finishedMatchOf({ ...base, outcome: { winners: [1], reason: 'flag-captured' } }),
    ).toEqual({
      matchId: 'm',
      game: 'junqi',
      finishedAt: 5,
      places: [2, 1],
      left: [false, false],
    });
    expect(finishedMatchOf({ ...base, outcome: { winners: [], reason: 'agreed' } }).places).toEqual(
      [1, 1],
    );
  });

  it("Guillotine: the game's places; a seat left with its grace run out left for good, a resignation did not", () => {
    const seats: SeatStatus[] = [
      playing,
      { player: true, bot: 'careful', away: true, resigned: false },
      { player: true, bot: 'careful', away: false, resigned: true },
      { player: false, bot: 'careful', away: false, resigned: false },
    ];
    const totals = [40, 10, 25, 10];
    const m = finishedMatchOf({
      matchId: 'g',
      game: 'guillotine',
      finishedAt: 9,
      outcome: { winners: [1, 3], scores: totals, reason: 'series-over' },
      seats,
      places: places(totals),
    });
    expect(m.places).toEqual([4, 1, 3, 1]);
    // A resignation is not leaving (it is said, and the seat's bot finishes); a seat made for a
    // bot never "left".
    expect(m.left).toEqual([false, true, false, false]);
  });

  it('refuses places that do not match the seats', () => {
    expect(() =>
      finishedMatchOf({
        matchId: 'm',
        game: 'junqi',
        finishedAt: 0,
        outcome: { winners: [0], reason: 'x' },
        seats: [playing, playing],
        places: [1],
      }),
    ).toThrow();
  });
});
