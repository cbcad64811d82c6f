import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { differences, recompute } from '../../ratings/results';
import { SqliteStore } from '../store/sqlite';
import { playerStoreContract } from './player-store-contract';
import {
  migrateSqlite,
  SQLITE_MIGRATIONS,
  SQLITE_SCHEMA_VERSION,
  SqlitePlayerStore,
} from './sqlite';

playerStoreContract('SQLite', {
  place: async () => mkdtempSync(join(tmpdir(), 'parlour-players-')),
  open: async (dir) => new SqlitePlayerStore(dir),
});

describe('the SQLite player store beside the match store', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('keeps tables of its own, players_*, in the match store file, and a version of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-players-'));
    const matches = new SqliteStore(dir, {
      onFailure: (e) => {
        throw e;
      },
    });
    closing.push(() => matches.close());
    const file = join(dir, 'parlour.sqlite');
    const look = new Database(file, { readonly: true });
    const tablesBefore = look
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name",
      )
      .all();
    const players = new SqlitePlayerStore(dir);
    closing.push(() => players.close());
    const tablesAfter = look
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name",
      )
      .all();
    // Every table the match store had is there unchanged; every new one is the players'.
    for (const t of tablesBefore) expect(tablesAfter).toContainEqual(t);
    const added = tablesAfter.filter((t) => !tablesBefore.some((b) => b.name === t.name));
    expect(
      added
        .map((t) => t.name)
        .filter((n) => n !== 'sqlite_sequence')
        .every((n) => n.startsWith('players_')),
    ).toBe(true);
    expect(added.map((t) => t.name)).toContain('players_accounts');
    const version = look.prepare('SELECT max(version) AS v FROM players_schema').get() as {
      v: number;
    };
    expect(version.v).toBe(SQLITE_SCHEMA_VERSION);
    look.close();

    // Both work on the same file at once.
    matches.create({
      id: 'match-1',
      spec: { game: 'knights', options: {}, seats: 2, seed: 's' },
      plan: [{ kind: 'human' }, { kind: 'human' }],
      createdAt: 1,
      settings: { listed: false } as never,
    });
    await players.createPlayer({ id: 'p', name: 'Ada', createdAt: 1, secretHash: 'h' });
    await new Promise<void>((r) => matches.afterCommit(r));
    expect((await matches.load('match-1'))?.id).toBe('match-1');
    expect((await players.playerByName('ADA'))?.id).toBe('p');

    // Opening again changes nothing.
    const again = new SqlitePlayerStore(dir);
    closing.push(() => again.close());
    expect((await again.playerById('p'))?.name).toBe('Ada');
  });

  it('keeps names stored before that look alike, and gives no third one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-players-'));
    const db = new Database(join(dir, 'parlour.sqlite'));
    // The tables as the Parlour before looks were kept made them, with two look-alikes.
    db.exec(
      'CREATE TABLE players_schema (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    for (const m of SQLITE_MIGRATIONS.filter((m) => m.version <= 4)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO players_schema VALUES (?, ?, 0)').run(m.version, m.name);
    }
    const insert = db.prepare(
      'INSERT INTO players_accounts (id, name, name_key, created_at) VALUES (?, ?, ?, 0)',
    );
    insert.run('latin', 'Pavel', 'pavel');
    insert.run('cyrillic', 'Pаvel', 'pаvel');
    db.close();
    const store = new SqlitePlayerStore(dir);
    closing.push(() => store.close());
    expect((await store.playerByName('pavel'))?.id).toBe('latin');
    expect((await store.playerByName('pаvel'))?.id).toBe('cyrillic');
    expect(
      await store.createPlayer({ id: 'third', name: 'PAVE1', createdAt: 1, secretHash: 'h' }),
    ).toBe(false);
    expect(await store.rename('cyrillic', 'Pavel_')).toBe('ok');
    expect(await store.rename('cyrillic', 'Pаvel')).toBe('name-look-alike');
    expect(migrateSqlite(new Database(join(dir, 'parlour.sqlite')))).toEqual({ from: 5, to: 5 });
  });

  it('refuses tables made by a newer Parlour', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-players-'));
    const first = new SqlitePlayerStore(dir);
    await first.close();
    const db = new Database(join(dir, 'parlour.sqlite'));
    db.prepare('INSERT INTO players_schema (version, name, applied_at) VALUES (99, ?, 0)').run(
      'future',
    );
    db.close();
    expect(() => new SqlitePlayerStore(dir)).toThrow(/newer than this Parlour/);
  });
});

describe('ratings stored match by match in SQLite', () => {
  it('equal a recompute from the stored results, for any sequence of matches', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const match = fc.record({
      game: fc.constantFrom('junqi', 'guillotine'),
      order: fc.shuffledSubarray(ids, { minLength: 4, maxLength: 4 }),
      places: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
      left: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      rated: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      forget: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(match, { maxLength: 25 }), async (matches) => {
        const store = new SqlitePlayerStore(mkdtempSync(join(tmpdir(), 'parlour-players-')));
        try {
          for (const id of ids) {
            await store.createPlayer({ id, name: `P ${id}`, createdAt: 0, secretHash: id });
          }
          let forgotten = false;
          for (const [i, m] of matches.entries()) {
            const seats = m.game === 'guillotine' ? 4 : 2;
            for (let seat = 0; seat < seats; seat++) {
              await store.recordSeat({
                matchId: `m${i}`,
                seat,
                playerId: m.order[seat]!,
                game: m.game,
                rated: m.rated[seat]! || seat < 2,
                seatedAt: i,
              });
            }
            await store.recordFinished({
              matchId: `m${i}`,
              game: m.game,
              finishedAt: i,
              places: m.places.slice(0, seats),
              left: m.left.slice(0, seats),
            });
            // Someone is forgotten halfway: their results stay, under nobody's id.
            if (m.forget && !forgotten && i > matches.length / 2) {
              forgotten = await store.deletePlayer(m.order[0]!, i);
            }
          }
          const results = await store.results();
          const everyone = results.flatMap((r) => r.players.filter((p) => p !== null));
          const live = await store.isLive(everyone);
          const found = differences(await store.allRatings(), recompute(results), (p) =>
            live.has(p),
          );
          expect(found).toEqual([]);
        } finally {
          await store.close();
        }
      }),
      { numRuns: 25 },
    );
  });
});
