/**
 * What every player store promises (see `PlayerStore`), as vitest tests that each store registers
 * for itself: `playerStoreContract('SQLite', { place, open })` in its own test file.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { differences, type RatedResult, recompute } from '../../ratings/results';
import { type FinishedMatch, FORGOTTEN_PREFIX, type PlayerStore } from './store';

export interface PlayerStoreUnderTest {
  /** A new, empty place for a store (a folder, a database). */
  place(): Promise<string>;
  /** A store on that place: new, or the one closed there before (reopened). */
  open(place: string): Promise<PlayerStore>;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const T0 = 1_800_000_000_000;

/** Deterministic numbers for the longer sequences (no Math.random: a failure replays). */
function numbers(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

export function playerStoreContract(name: string, sut: PlayerStoreUnderTest): void {
  describe(`${name} player store`, () => {
    const open: PlayerStore[] = [];
    const fresh = async () => {
      const place = await sut.place();
      const store = await sut.open(place);
      open.push(store);
      return { store, place };
    };
    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
    });

    const make = (store: PlayerStore, id: string, name = `Player ${id}`) =>
      store.createPlayer({ id, name, createdAt: T0, secretHash: hash(`secret-${id}`) });

    /** Seats players at a new match and finishes it with these places. */
    async function play(
      store: PlayerStore,
      matchId: string,
      players: (string | null)[],
      places: number[],
      opts: { left?: boolean[]; game?: string; at?: number; rated?: boolean } = {},
    ) {
      const game = opts.game ?? 'junqi';
      for (const [seat, playerId] of players.entries()) {
        if (playerId === null) continue;
        await store.recordSeat({
          matchId,
          seat,
          playerId,
          game,
          rated: opts.rated ?? true,
          seatedAt: opts.at ?? T0,
        });
      }
      const finished: FinishedMatch = {
        matchId,
        game,
        finishedAt: (opts.at ?? T0) + 1,
        places,
        left: opts.left ?? places.map(() => false),
      };
      return store.recordFinished(finished);
    }

    it('counts the puzzles a player solved, once a match, with the best time of each', async () => {
      const { store } = await fresh();
      await make(store, 's1');
      const solve = (matchId: string, challenge: string, ms: number) =>
        store.recordSolve({ playerId: 's1', matchId, game: 'twist', challenge, ms, at: T0 });
      await solve('t1', '', 90_000);
      await solve('t2', '', 60_000);
      await solve('t2', '', 1);
      await solve('t3', 'a1b2', 120_000);
      expect(await store.solvesOf('s1', 'twist')).toEqual({
        challenges: 2,
        solves: 3,
        best: [
          { challenge: '', ms: 60_000 },
          { challenge: 'a1b2', ms: 120_000 },
        ],
      });
      expect(await store.solvesOf('s1', 'knights')).toEqual({ challenges: 0, solves: 0, best: [] });
      await store.deletePlayer('s1', T0 + 1);
      expect((await store.solvesOf('s1', 'twist')).solves).toBe(0);
    });

    it('names the rated matches with seats and no result yet, and not once they have one', async () => {
      const { store } = await fresh();
      await make(store, 'u1');
      await make(store, 'u2');
      for (const [seat, id] of ['u1', 'u2'].entries()) {
        await store.recordSeat({
          matchId: 'r1',
          seat,
          playerId: id,
          game: 'junqi',
          rated: true,
          seatedAt: T0,
        });
        await store.recordSeat({
          matchId: 'c1',
          seat,
          playerId: id,
          game: 'junqi',
          rated: false,
          seatedAt: T0,
        });
      }
      expect(await store.unrecordedRated(10)).toEqual(['r1']);
      await store.recordFinished({
        matchId: 'r1',
        game: 'junqi',
        finishedAt: T0 + 1,
        places: [1, 2],
        left: [false, false],
      });
      expect(await store.unrecordedRated(10)).toEqual([]);
    });

    it('unrates an aborted match: no longer waiting to be rated, and casual in the player’s games', async () => {
      const { store } = await fresh();
      await make(store, 'p1', 'Aborter');
      for (const seat of [0, 1]) {
        await store.recordSeat({
          matchId: 'ab',
          seat,
          playerId: seat === 0 ? 'p1' : null,
          game: 'junqi',
          rated: true,
          seatedAt: T0,
        });
      }
      expect(await store.unrecordedRated(10)).toEqual(['ab']);
      await store.unrate('ab');
      expect(await store.unrecordedRated(10)).toEqual([]);
      expect((await store.recentMatches('p1', 10)).map((m) => m.rated)).toEqual([false]);
    });

    it('keeps a passkey challenge until it is taken once or expires, for every process', async () => {
      const { store, place } = await fresh();
      const other = await sut.open(place);
      open.push(other);
      await store.putChallenge('c1', '{"a":1}', T0 + 100, T0);
      await store.putChallenge('c2', '{"a":2}', T0 + 100, T0);
      expect(await other.takeChallenge('c1', T0 + 1)).toBe('{"a":1}');
      expect(await store.takeChallenge('c1', T0 + 2)).toBeNull();
      expect(await other.takeChallenge('c2', T0 + 100)).toBeNull();
      expect(await store.takeChallenge('nope', T0)).toBeNull();
    });

    it('makes a player, found by secret hash, id and name ignoring case (NFKC)', async () => {
      const { store } = await fresh();
      expect(await make(store, 'p1', 'Ｓｗｉｆｔ Otter')).toBe(true);
      const p = { id: 'p1', name: 'Ｓｗｉｆｔ Otter', createdAt: T0 };
      expect(await store.playerBySecret(hash('secret-p1'))).toEqual(p);
      expect(await store.playerById('p1')).toEqual(p);
      expect(await store.playerByName('swift otter')).toEqual(p);
      expect(await store.playerByName('SWIFT OTTER')).toEqual(p);
      expect(await store.playerBySecret(hash('secret-p2'))).toBeNull();
      expect(await store.playerById('p2')).toBeNull();
      expect(await store.playerByName('swift  otter')).toBeNull();
    });

    it('refuses a name taken in another case, and makes nothing then', async () => {
      const { store } = await fresh();
      expect(await make(store, 'p1', 'Ada')).toBe(true);
      expect(await make(store, 'p2', 'aDA')).toBe(false);
      expect(await store.playerById('p2')).toBeNull();
      expect(await store.playerBySecret(hash('secret-p2'))).toBeNull();
      // The same id twice is refused as well.
      expect(await make(store, 'p1', 'Other')).toBe(false);
    });

    it('renames: to a free name, to its own in another case; not to a name taken', async () => {
      const { store } = await fresh();
      await make(store, 'p1', 'Ada');
      await make(store, 'p2', 'Bob');
      expect(await store.rename('p1', 'BOB')).toBe('name-taken');
      expect(await store.rename('p1', 'ADA')).toBe('ok');
      expect((await store.playerById('p1'))?.name).toBe('ADA');
      expect(await store.rename('p1', 'Cleo')).toBe('ok');
      expect(await store.playerByName('ada')).toBeNull();
      expect(await store.rename('p2', 'ada')).toBe('ok');
      expect(await store.rename('nobody', 'Dan')).toBe('no-such-player');
    });

    it('gives no name that looks like a live player’s, by making or by renaming', async () => {
      const { store } = await fresh();
      await make(store, 'p1', 'Pavel');
      await make(store, 'p2', 'Bob');
      await make(store, 'p4', 'Emma');
      // Cyrillic а; Cyrillic capitals throughout; a Greek Ο; "rn" for "m".
      expect(await make(store, 'p3', 'Pаvel')).toBe(false);
      expect(await make(store, 'p3', 'PАVЕL')).toBe(false);
      expect(await store.rename('p4', 'ΒΟΒ')).toBe('name-look-alike');
      expect(await store.rename('p2', 'Pаvel')).toBe('name-look-alike');
      expect(await store.rename('p2', 'Pavel')).toBe('name-taken');
      expect(await store.rename('p2', 'Ernrna')).toBe('name-look-alike');
      // One's own name in another look is one's own; a forgotten player's name is free.
      expect(await store.rename('p1', 'Pave1')).toBe('ok');
      expect((await store.playerById('p2'))?.name).toBe('Bob');
      await store.deletePlayer('p1', T0 + 1);
      expect(await make(store, 'p5', 'Pavel')).toBe(true);
    });

    it('lets several secrets prove a player, and forgets one signed out', async () => {
      const { store } = await fresh();
      await make(store, 'p1');
      await store.addSecret('p1', hash('second device'), T0 + 5);
      expect((await store.playerBySecret(hash('second device')))?.id).toBe('p1');
      await store.removeSecret(hash('secret-p1'));
      expect(await store.playerBySecret(hash('secret-p1'))).toBeNull();
      expect((await store.playerBySecret(hash('second device')))?.id).toBe('p1');
    });

    it('claims a transfer code once, before it expires; a newer code replaces an older', async () => {
      const { store } = await fresh();
      await make(store, 'p1');
      await store.createTransfer('p1', hash('OLD'), T0 + 600_000);
      await store.createTransfer('p1', hash('CODE'), T0 + 600_000);
      expect(await store.claimTransfer(hash('OLD'), T0)).toBeNull();
      expect(await store.claimTransfer(hash('WRONG'), T0)).toBeNull();
      expect(await store.claimTransfer(hash('CODE'), T0 + 1)).toBe('p1');
      expect(await store.claimTransfer(hash('CODE'), T0 + 2)).toBeNull();
      await store.createTransfer('p1', hash('LATE'), T0 + 600_000);
      expect(await store.claimTransfer(hash('LATE'), T0 + 600_000)).toBeNull();
    });

    it('keeps the first player of a seat', async () => {
      const { store } = await fresh();
      await make(store, 'p1');
      await make(store, 'p2');
      const seat = { matchId: 'm1', seat: 0, game: 'knights', rated: false, seatedAt: T0 };
      await store.recordSeat({ ...seat, playerId: 'p1' });
      await store.recordSeat({ ...seat, playerId: 'p2', seatedAt: T0 + 9 });
      await store.recordSeat({ ...seat, seat: 1, playerId: 'p2', rated: true });
      expect(await store.seatsOf('m1')).toEqual([
        { ...seat, playerId: 'p1' },
        { ...seat, seat: 1, playerId: 'p2', rated: true },
      ]);
      expect(await store.seatsOf('m2')).toEqual([]);
    });

    it('applies a finished rated match once, from the seats it recorded', async () => {
      const { store } = await fresh();
      await make(store, 'a');
      await make(store, 'b');
      const changes = await play(store, 'm1', ['a', 'b'], [1, 2]);
      expect(changes?.map((c) => [c.player, c.seat, c.after.wins, c.after.losses])).toEqual([
        ['a', 0, 1, 0],
        ['b', 1, 0, 1],
      ]);
      expect(
        await store.recordFinished({
          matchId: 'm1',
          game: 'junqi',
          finishedAt: T0,
          places: [2, 1],
          left: [false, false],
        }),
      ).toBeNull();
      const [ra] = await store.ratingsOf('a');
      expect(ra).toEqual({ ...changes![0]!.after, player: 'a', game: 'junqi' });
      expect(ra!.rating).toBeGreaterThan(1500);
      expect(await store.results()).toEqual([
        {
          matchId: 'm1',
          game: 'junqi',
          finishedAt: T0 + 1,
          players: ['a', 'b'],
          places: [1, 2],
          left: [false, false],
        },
      ]);
    });

    it('rates nobody at an unrated seat, or at a seat nobody known took', async () => {
      const { store } = await fresh();
      await make(store, 'a');
      await make(store, 'b');
      expect(await play(store, 'm1', ['a', 'b'], [1, 2], { rated: false })).toEqual([]);
      expect(await play(store, 'm2', ['a', null], [1, 2])).toEqual([]);
      expect(await store.ratingsOf('a')).toEqual([]);
      expect((await store.results()).map((r) => r.players)).toEqual([
        [null, null],
        ['a', null],
      ]);
    });

    it('refuses a result whose places and seats disagree, and stores nothing of it', async () => {
      const { store } = await fresh();
      await make(store, 'a');
      await make(store, 'b');
      await expect(
        store.recordFinished({
          matchId: 'm1',
          game: 'junqi',
          finishedAt: T0,
          places: [1, 2],
          left: [false],
        }),
      ).rejects.toThrow();
      expect(await store.results()).toEqual([]);
    });

    it('stores ratings that a recompute from the results gives again, to the last bit', async () => {
      const { store, place } = await fresh();
      const ids = ['a', 'b', 'c', 'd', 'e'];
      for (const id of ids) await make(store, id);
      const next = numbers(20);
      for (let i = 0; i < 40; i++) {
        const guillotine = next(3) === 0;
        const count = guillotine ? 4 : 2;
        const seated: string[] = [];
        while (seated.length < count) {
          const p = ids[next(ids.length)]!;
          if (!seated.includes(p)) seated.push(p);
        }
        const places = seated.map(() => 1 + next(count));
        const left = seated.map(() => next(6) === 0);
        await play(store, `m${i}`, seated, places, {
          left,
          game: guillotine ? 'guillotine' : 'junqi',
          at: T0 + i * 1000,
        });
      }
      const again = recompute(await store.results());
      expect(differences(await store.allRatings(), again)).toEqual([]);
      expect((await store.allRatings()).length).toBeGreaterThan(5);
      // And after a reopen.
      await store.close();
      open.splice(open.indexOf(store), 1);
      const reopened = await sut.open(place);
      open.push(reopened);
      expect(differences(await reopened.allRatings(), recompute(await reopened.results()))).toEqual(
        [],
      );
    });

    it('applies matches finished at once exactly as a replay in their stored order', async () => {
      const { store } = await fresh();
      const ids = ['a', 'b', 'c', 'd'];
      for (const id of ids) await make(store, id);
      const next = numbers(7);
      const matches = Array.from({ length: 24 }, (_, i) => {
        const x = ids[next(4)]!;
        let y = ids[next(4)]!;
        while (y === x) y = ids[next(4)]!;
        return { id: `c${i}`, players: [x, y], places: next(2) === 0 ? [1, 2] : [2, 1] };
      });
      for (const m of matches) {
        for (const [seat, playerId] of m.players.entries()) {
          await store.recordSeat({
            matchId: m.id,
            seat,
            playerId,
            game: 'knights',
            rated: true,
            seatedAt: T0,
          });
        }
      }
      await Promise.all(
        matches.map((m) =>
          store.recordFinished({
            matchId: m.id,
            game: 'knights',
            finishedAt: T0 + 5,
            places: m.places,
            left: [false, false],
          }),
        ),
      );
      const results = await store.results();
      expect(results).toHaveLength(24);
      expect(differences(await store.allRatings(), recompute(results))).toEqual([]);
    });

    it('forgets a player: identity, name, ratings and seats go; results stay anonymous', async () => {
      const { store } = await fresh();
      await make(store, 'a', 'Ada');
      await make(store, 'b', 'Bob');
      await make(store, 'c', 'Cy');
      await store.createTransfer('a', hash('CODE'), T0 + 600_000);
      await play(store, 'm1', ['a', 'b'], [1, 2]);
      await play(store, 'm2', ['b', 'a'], [1, 2]);
      await play(store, 'm3', ['a', 'c'], [2, 1]);
      expect(await store.deletePlayer('a', T0 + 9)).toBe(true);
      expect(await store.deletePlayer('a', T0 + 9)).toBe(false);
      expect(await store.playerById('a')).toBeNull();
      expect(await store.playerByName('Ada')).toBeNull();
      expect(await store.playerBySecret(hash('secret-a'))).toBeNull();
      expect(await store.claimTransfer(hash('CODE'), T0)).toBeNull();
      expect(await store.ratingsOf('a')).toEqual([]);
      expect((await store.seatsOf('m1')).map((s) => s.playerId)).toEqual([null, 'b']);
      expect(await store.recentMatches('a', 10)).toEqual([]);
      const results: RatedResult[] = await store.results();
      const ghost = results[0]!.players[0]!;
      expect(ghost.startsWith(FORGOTTEN_PREFIX)).toBe(true);
      expect(ghost).not.toBe(`${FORGOTTEN_PREFIX}a`);
      // One new id for all of the player's results, nobody's.
      expect(results.map((r) => r.players)).toEqual([
        [ghost, 'b'],
        ['b', ghost],
        [ghost, 'c'],
      ]);
      expect(await store.isLive([ghost, 'a', 'b'])).toEqual(new Set(['b']));
      // The others' ratings still recompute exactly (the forgotten one is replayed, not stored).
      const live = await store.isLive(results.flatMap((r) => r.players.filter((p) => p !== null)));
      expect(differences(await store.allRatings(), recompute(results), (p) => live.has(p))).toEqual(
        [],
      );
      // The name is free again; a later match rates its seat as nobody's.
      expect(await make(store, 'd', 'ada')).toBe(true);
      await store.recordSeat({
        matchId: 'm4',
        seat: 0,
        playerId: 'a',
        game: 'junqi',
        rated: true,
        seatedAt: T0,
      });
      expect(await play(store, 'm4', [null, 'b'], [1, 2])).toEqual([]);
    });

    it('lists the leaderboard: settled ratings only, best first, nobody forgotten', async () => {
      const { store } = await fresh();
      for (const id of ['a', 'b', 'c']) await make(store, id, `Name ${id}`);
      await store.replaceRatings([
        {
          player: 'a',
          game: 'junqi',
          rating: 1600,
          deviation: 70,
          volatility: 0.06,
          games: 30,
          wins: 20,
          losses: 10,
          draws: 0,
          finished: 30,
          left: 0,
          lastLeftAt: null,
        },
        {
          player: 'b',
          game: 'junqi',
          rating: 1700,
          deviation: 75,
          volatility: 0.06,
          games: 30,
          wins: 25,
          losses: 5,
          draws: 0,
          finished: 29,
          left: 1,
          lastLeftAt: T0,
        },
        {
          player: 'c',
          game: 'junqi',
          rating: 1800,
          deviation: 75.5,
          volatility: 0.06,
          games: 9,
          wins: 9,
          losses: 0,
          draws: 0,
          finished: 9,
          left: 0,
          lastLeftAt: null,
        },
        {
          player: 'c',
          game: 'knights',
          rating: 1500,
          deviation: 40,
          volatility: 0.06,
          games: 50,
          wins: 25,
          losses: 25,
          draws: 0,
          finished: 50,
          left: 0,
          lastLeftAt: null,
        },
      ]);
      const board = await store.leaderboard('junqi', 75, 10);
      expect(board.map((r) => [r.name, r.rating])).toEqual([
        ['Name b', 1700],
        ['Name a', 1600],
      ]);
      expect(board[0]).toMatchObject({ player: 'b', lastLeftAt: T0, left: 1 });
      expect((await store.leaderboard('junqi', 75, 1)).length).toBe(1);
      await store.deletePlayer('b', T0);
      expect((await store.leaderboard('junqi', 75, 10)).map((r) => r.name)).toEqual(['Name a']);
      expect((await store.allRatings()).map((r) => `${r.game}/${r.player}`)).toEqual([
        'junqi/a',
        'junqi/c',
        'knights/c',
      ]);
    });

    it("lists a player's latest matches, newest first, with their results", async () => {
      const { store } = await fresh();
      await make(store, 'a');
      await make(store, 'b');
      await play(store, 'm1', ['a', 'b'], [2, 1], { at: T0 });
      await store.recordSeat({
        matchId: 'm2',
        seat: 1,
        playerId: 'a',
        game: 'knights',
        rated: false,
        seatedAt: T0 + 10,
      });
      const recent = await store.recentMatches('a', 10);
      expect(recent).toEqual([
        { matchId: 'm2', game: 'knights', seat: 1, rated: false, seatedAt: T0 + 10, result: null },
        {
          matchId: 'm1',
          game: 'junqi',
          seat: 0,
          rated: true,
          seatedAt: T0,
          result: { finishedAt: T0 + 1, places: [2, 1], left: [false, false] },
        },
      ]);
      expect(await store.recentMatches('a', 1)).toHaveLength(1);
      expect((await store.recentMatches('a', 10, true)).map((m) => m.matchId)).toEqual(['m1']);
    });

    it('keeps passkeys: one per credential id, listed per player, used, removed, forgotten', async () => {
      const { store, place } = await fresh();
      await make(store, 'a', 'Ada');
      await make(store, 'b', 'Bob');
      const key = (id: string, playerId: string, at: number) => ({
        id,
        playerId,
        publicKey: new Uint8Array([165, 1, 2, 3, 38, 0, 255, at % 256]),
        counter: 0,
        transports: ['internal', 'hybrid'],
        createdAt: at,
        usedAt: null,
      });
      expect(await store.addPasskey(key('k2', 'a', T0 + 2))).toBe(true);
      expect(await store.addPasskey(key('k1', 'a', T0 + 1))).toBe(true);
      expect(await store.addPasskey(key('kb', 'b', T0 + 3))).toBe(true);
      // A credential id is anyone's once: another player cannot take it over.
      expect(await store.addPasskey(key('k1', 'b', T0 + 4))).toBe(false);
      expect((await store.passkeysOf('a')).map((k) => k.id)).toEqual(['k1', 'k2']);
      expect(await store.passkeyById('k1')).toEqual(key('k1', 'a', T0 + 1));
      expect(await store.passkeyById('nope')).toBeNull();
      await store.usePasskey('k1', 7, T0 + 10);
      expect(await store.passkeyById('k1')).toMatchObject({ counter: 7, usedAt: T0 + 10 });
      // Only its own player removes a passkey.
      expect(await store.removePasskey('b', 'k2')).toBe(false);
      expect(await store.removePasskey('a', 'k2')).toBe(true);
      expect(await store.removePasskey('a', 'k2')).toBe(false);
      expect((await store.passkeysOf('a')).map((k) => k.id)).toEqual(['k1']);
      // Kept across a reopen, bytes and all.
      await store.close();
      open.splice(open.indexOf(store), 1);
      const again = await sut.open(place);
      open.push(again);
      expect(await again.passkeyById('k1')).toEqual({
        ...key('k1', 'a', T0 + 1),
        counter: 7,
        usedAt: T0 + 10,
      });
      // Forgetting a player forgets their passkeys.
      expect(await again.deletePlayer('a', T0 + 20)).toBe(true);
      expect(await again.passkeyById('k1')).toBeNull();
      expect(await again.passkeysOf('a')).toEqual([]);
      expect((await again.passkeyById('kb'))?.playerId).toBe('b');
    });

    it('keeps everything across a reopen', async () => {
      const { store, place } = await fresh();
      await make(store, 'a', 'Ada');
      await make(store, 'b', 'Bob');
      await play(store, 'm1', ['a', 'b'], [1, 2], { left: [false, true] });
      const before = await store.allRatings();
      await store.close();
      open.splice(open.indexOf(store), 1);
      const again = await sut.open(place);
      open.push(again);
      expect(await again.allRatings()).toEqual(before);
      expect(before.find((r) => r.player === 'b')).toMatchObject({ left: 1, lastLeftAt: T0 + 1 });
      expect((await again.playerByName('ada'))?.id).toBe('a');
    });
  });
}
