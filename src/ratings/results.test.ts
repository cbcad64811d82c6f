import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAU, NEW_PLAYER, pairwiseGames, ratePeriod } from './glicko2';
import {
  BadResult,
  differences,
  effectivePlaces,
  MAX_DEVIATION,
  MIN_DEVIATION,
  NEW_RECORD,
  type PlayerRecord,
  type RatedResult,
  rateMatch,
  recompute,
  recordIn,
  tableRows,
} from './results';

const result = (over: Partial<RatedResult> & Pick<RatedResult, 'players'>): RatedResult => ({
  matchId: 'm1',
  game: 'junqi',
  finishedAt: 1_000,
  places: over.players.map((_, i) => i + 1),
  left: over.players.map(() => false),
  ...over,
});

const fresh = () => NEW_RECORD;

describe('effective places', () => {
  it('keeps the places of seats that stayed, ranked again, and puts leavers last together', () => {
    expect(effectivePlaces([1, 2, 3, 4], [false, false, false, false])).toEqual([1, 2, 3, 4]);
    expect(effectivePlaces([1, 2, 3, 4], [true, false, false, false])).toEqual([4, 1, 2, 3]);
    expect(effectivePlaces([1, 1, 3, 4], [false, false, true, true])).toEqual([1, 1, 3, 3]);
    expect(effectivePlaces([2, 1], [false, true])).toEqual([1, 2]);
    expect(effectivePlaces([1, 2], [true, true])).toEqual([1, 1]);
  });
});

describe('rateMatch', () => {
  it('a game of two is one Glicko-2 period each, exactly, against the standing before it', () => {
    const a: PlayerRecord = { ...NEW_RECORD, rating: 1600, deviation: 120, volatility: 0.059 };
    const b: PlayerRecord = { ...NEW_RECORD, rating: 1450, deviation: 200 };
    const changes = rateMatch(result({ players: ['a', 'b'], places: [2, 1] }), (p) =>
      p === 'a' ? a : b,
    );
    const wantA = ratePeriod(a, [{ rating: 1450, deviation: 200, score: 0 }], DEFAULT_TAU);
    const wantB = ratePeriod(b, [{ rating: 1600, deviation: 120, score: 1 }], DEFAULT_TAU);
    expect(changes.map((c) => c.player)).toEqual(['a', 'b']);
    expect(changes[0]!.after).toMatchObject({ ...wantA, games: 1, wins: 0, losses: 1, draws: 0 });
    expect(changes[1]!.after).toMatchObject({ ...wantB, games: 1, wins: 1, losses: 0, draws: 0 });
  });

  it('rates Guillotine pairwise by places, and a leaver comes last whatever its place', () => {
    const players = ['a', 'b', 'c', 'd'];
    const changes = rateMatch(
      result({
        game: 'guillotine',
        players,
        places: [1, 2, 3, 4],
        left: [true, false, false, false],
        finishedAt: 5_000,
      }),
      fresh,
    );
    const pairs = pairwiseGames([4, 1, 2, 3]);
    for (const [i, change] of changes.entries()) {
      const games = pairs[i]!.map((g) => ({ rating: 1500, deviation: 350, score: g.score }));
      const want = ratePeriod(NEW_PLAYER, games, DEFAULT_TAU);
      expect(change.after.rating).toBe(want.rating);
      expect(change.after.volatility).toBe(want.volatility);
    }
    const [a, b, c, d] = changes.map((x) => x.after);
    expect(a).toMatchObject({ losses: 1, left: 1, finished: 0, lastLeftAt: 5_000 });
    expect(b).toMatchObject({ wins: 1, finished: 1, left: 0, lastLeftAt: null });
    expect(c).toMatchObject({ losses: 1 });
    expect(d).toMatchObject({ losses: 1 });
    expect(a!.rating).toBeLessThan(d!.rating);
  });

  it('a shared first place is a draw for those who share it', () => {
    const changes = rateMatch(
      result({ game: 'guillotine', players: ['a', 'b', 'c'], places: [1, 1, 3] }),
      fresh,
    );
    expect(changes.map((c) => [c.after.wins, c.after.draws, c.after.losses])).toEqual([
      [0, 1, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('keeps the deviation within its bounds after the step', () => {
    const sure: PlayerRecord = { ...NEW_RECORD, deviation: MIN_DEVIATION, volatility: 0.0001 };
    const low = rateMatch(result({ players: ['a', 'b'] }), () => sure);
    for (const c of low) expect(c.after.deviation).toBe(MIN_DEVIATION);
    const lost: PlayerRecord = { ...NEW_RECORD, deviation: MAX_DEVIATION, volatility: 2 };
    const high = rateMatch(result({ players: ['a', 'b'] }), () => lost);
    for (const c of high) expect(c.after.deviation).toBeLessThanOrEqual(MAX_DEVIATION);
  });

  it('rates nobody with fewer than two players, or one player on two seats', () => {
    expect(rateMatch(result({ players: ['a', null] }), fresh)).toEqual([]);
    expect(rateMatch(result({ players: ['a', 'a'] }), fresh)).toEqual([]);
    expect(rateMatch(result({ players: ['a', 'b', 'a', 'c'] }), fresh)).toEqual([]);
    // A seat without a player is not an opponent: the others are rated among themselves.
    const three = rateMatch(result({ players: ['a', null, 'b'], places: [3, 1, 2] }), fresh);
    expect(three.map((c) => [c.player, c.seat, c.after.wins])).toEqual([
      ['a', 0, 0],
      ['b', 2, 1],
    ]);
  });

  it('refuses a result whose lists disagree or whose places are not from 1', () => {
    expect(() => rateMatch(result({ players: ['a', 'b'], places: [1] }), fresh)).toThrow(BadResult);
    expect(() => rateMatch(result({ players: ['a', 'b'], places: [0, 1] }), fresh)).toThrow(
      BadResult,
    );
  });
});

const PLAYERS = ['ann', 'bo', 'cy', 'di', 'ed', 'fay'];

const results = fc
  .array(
    fc
      .record({
        game: fc.constantFrom('junqi', 'knights', 'guillotine'),
        players: fc.array(fc.option(fc.constantFrom(...PLAYERS), { freq: 8 }), {
          minLength: 2,
          maxLength: 4,
        }),
        finishedAt: fc.integer({ min: 0, max: 1e12 }),
        seed: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
        left: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      })
      .map(({ game, players, finishedAt, seed, left }): RatedResult => {
        const seats = game === 'guillotine' ? players : players.slice(0, 2);
        return {
          matchId: '',
          game,
          finishedAt,
          players: seats,
          places: seats.map((_, s) => seed[s]!),
          left: seats.map((_, s) => left[s]! && seed[s]! > 2),
        };
      }),
    { maxLength: 60 },
  )
  .map((rs) => rs.map((r, i) => ({ ...r, matchId: `m${i}` })));

describe('incremental ratings equal a recompute from scratch', () => {
  it('every bit of every record, with each record stored as text between matches', () => {
    fc.assert(
      fc.property(results, (rs) => {
        // As the store does it: one match at a time, its players' records read back from storage.
        const stored = new Map<string, string>();
        const key = (game: string, player: string) => `${game}\u0000${player}`;
        for (const r of rs) {
          const changes = rateMatch(r, (player) => {
            const text = stored.get(key(r.game, player));
            return text === undefined ? NEW_RECORD : (JSON.parse(text) as PlayerRecord);
          });
          for (const c of changes) stored.set(key(c.game, c.player), JSON.stringify(c.after));
        }
        const rows = [...stored].map(([k, text]) => {
          const [game, player] = k.split('\u0000') as [string, string];
          return { ...(JSON.parse(text) as PlayerRecord), game, player };
        });
        const again = recompute(rs);
        expect(differences(rows, again)).toEqual([]);
        expect(tableRows(again)).toHaveLength(rows.length);
        for (const row of tableRows(again)) {
          expect(row.deviation).toBeGreaterThanOrEqual(MIN_DEVIATION);
          expect(row.deviation).toBeLessThanOrEqual(MAX_DEVIATION);
          expect(row.wins + row.losses + row.draws).toBe(row.games);
          expect(row.finished + row.left).toBe(row.games);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('differences names the first field that differs, and records missing on either side', () => {
    const rs: RatedResult[] = [result({ players: ['a', 'b'] })];
    const table = recompute(rs);
    const rows = tableRows(table);
    expect(differences(rows, table)).toEqual([]);
    const a = recordIn(table, 'junqi', 'a');
    const tampered = rows.map((r) => (r.player === 'a' ? { ...r, rating: r.rating + 1e-9 } : r));
    expect(differences(tampered, table)).toEqual([
      {
        player: 'a',
        game: 'junqi',
        field: 'rating',
        stored: a.rating + 1e-9,
        recomputed: a.rating,
      },
    ]);
    expect(differences(rows.slice(1), table).map((d) => [d.player, d.field])).toEqual([
      ['a', 'extra'],
    ]);
    expect(differences(rows.slice(1), table, (p) => p !== 'a')).toEqual([]);
    const ghost = { ...rows[0]!, player: 'z' };
    expect(differences([...rows, ghost], table).map((d) => [d.player, d.field])).toEqual([
      ['z', 'missing'],
    ]);
  });
});
