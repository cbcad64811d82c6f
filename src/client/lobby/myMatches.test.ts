import { describe, expect, it } from 'vitest';
import type { OwnSeat } from '../session/me';
import { mergedIds, ownSeatsIn } from './myMatches';

const own = (matchId: string, seatedAt: number, seat = 0): OwnSeat => ({
  matchId,
  game: 'knights',
  seat,
  rated: false,
  seatedAt,
  finished: false,
});

describe("the player's matches on every device", () => {
  it('keeps the ones held here in their order, and adds those held elsewhere by time', () => {
    // here-2 is unknown to the server (taken before the player was): it keeps its place.
    const held = ['here-3', 'here-2', 'here-1'];
    const server = [
      own('here-3', 300),
      own('away-25', 250),
      own('here-1', 100),
      own('away-9', 900),
    ];
    expect(mergedIds(held, server)).toEqual(['away-9', 'here-3', 'here-2', 'away-25', 'here-1']);
  });

  it('lists a match once, held here or not, and leaves out those dismissed here', () => {
    const server = [own('both-1', 5, 0), own('both-1', 6, 1), own('gone-1', 4)];
    expect(mergedIds(['both-1'], server, new Set(['gone-1']))).toEqual(['both-1']);
    expect(mergedIds([], server)).toEqual(['both-1', 'gone-1']);
  });

  it('asks only about ids of the shape the server accepts', () => {
    expect(mergedIds(['ok-id-1', 'x'], [own('bad id!', 1)])).toEqual(['ok-id-1']);
  });

  it("names the player's seats in a match, in seat order", () => {
    expect(ownSeatsIn([own('m-1', 1, 2), own('m-1', 1, 0), own('m-2', 1, 1)], 'm-1')).toEqual([
      0, 2,
    ]);
  });
});
