import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../../test/pg-cluster';
import type { MatchSpec } from '../core/match';
import type { SeatPlan } from '../core/protocol';
import { PostgresStore } from '../server/store/postgres';
import { SqliteStore } from '../server/store/sqlite';
import type { StoredEntry } from '../server/store/store';
import { tableSettings } from '../server/table-settings';
import { jsonLines, runParlour } from './run-parlour';

const postgres = usePostgres();

/** Every test runs `parlour` in processes of its own: room for a machine many times slower. */
const SPAWNING = { timeout: 240_000 };

interface Recorded {
  spec: MatchSpec;
  plan?: SeatPlan[];
  log: StoredEntry[];
}

const recorded = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../test/fixtures/recorded-matches.json'), 'utf8'),
) as Recorded[];
const toyModule = resolve(import.meta.dirname, '../../test/toy/index.ts');
const entries = recorded.reduce((n, m) => n + m.log.length, 0);

/** A SQLite store holding the recorded matches of every game, with tokens, drafts and offers. */
async function sqliteStore(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-copy-'));
  const store = new SqliteStore(dir);
  for (const [i, m] of recorded.entries()) {
    const id = `recorded-${i}`;
    const plan =
      m.plan ?? Array.from({ length: m.spec.seats }, (): SeatPlan => ({ kind: 'human' }));
    const settings = tableSettings({ listed: i % 2 === 0, moveSeconds: i % 3 === 0 ? 30 : null });
    store.create({ id, spec: m.spec, plan, createdAt: 1_700_000_000_000 + i, settings });
    store.setToken(id, 0, `token-hash-${i}`);
    for (const [seq, entry] of m.log.entries()) {
      store.append(id, seq + 1, { ...entry, clientSeq: entry.seat === 0 ? seq : null });
    }
    if (i === 1) store.setDraft(id, 1, { moves: [{ square: 'a1' }], clientSeq: 4 });
    if (i === 2)
      store.setRematch(id, { next: 'recorded-next', accepted: [[0, 'h']], declinedBy: null });
    if (i === 3) store.setNext(id, 'recorded-after');
    if (i !== 7) store.markFinished(id);
  }
  await store.close();
  return dir;
}

describe('parlour store', SPAWNING, () => {
  it('migrate creates the schema, and again changes nothing; PARLOUR_STORE names the store', async () => {
    const url = await postgres().database();
    const first = await runParlour(['store', 'migrate', '--store', url]);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(jsonLines(first.out)).toEqual([{ store: 'postgres', from: 0, to: 3 }]);
    const before = process.env.PARLOUR_STORE;
    process.env.PARLOUR_STORE = url;
    try {
      const again = await runParlour(['store', 'migrate']);
      expect(again.code).toBe(0);
      expect(jsonLines(again.out)).toEqual([{ store: 'postgres', from: 3, to: 3 }]);
    } finally {
      if (before === undefined) delete process.env.PARLOUR_STORE;
      else process.env.PARLOUR_STORE = before;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM parlour_schema ORDER BY version');
    await client.end();
    expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
  });

  it('migrate refuses what is not a PostgreSQL URL, and says why a server cannot be reached', async () => {
    const wrong = await runParlour(['store', 'migrate', '--store', 'mysql://root@127.0.0.1/x']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/is not a postgres:\/\/USER@HOST:PORT\/DB URL/);
    const gone = await runParlour([
      'store',
      'migrate',
      '--store',
      'postgres://nobody@127.0.0.1:1/x',
    ]);
    expect(gone.code).toBe(1);
    expect(gone.err).toMatch(/^parlour: .*ECONNREFUSED/);
  });

  it('copy moves a SQLite store to PostgreSQL and verifies every match by replaying it', async () => {
    const dir = await sqliteStore();
    const url = await postgres().database();
    // Without the toy game's module its match is compared field by field, not replayed.
    const first = await runParlour(['store', 'copy', '--from', dir, '--to', url]);
    expect(first.code, first.err).toBe(0);
    expect(jsonLines(first.out)).toEqual([
      { matches: 8, entries, copied: 8, skipped: 0, verified: 7, notReplayed: 1 },
    ]);
    expect(first.err).toMatch(/1 matches are of games not served here/);
    // Again, with it: nothing left to copy, everything replayed on both sides.
    const again = await runParlour([
      ...['store', 'copy', '--from', dir, '--to', url],
      ...['--game-module', toyModule],
    ]);
    expect(again.code, again.err).toBe(0);
    expect(jsonLines(again.out)).toEqual([
      { matches: 8, entries, copied: 0, skipped: 8, verified: 8, notReplayed: 0 },
    ]);
    // What the server would load is the same on both sides.
    const source = new SqliteStore(dir);
    const target = await PostgresStore.open(url);
    try {
      for (let i = 0; i < recorded.length; i++) {
        const id = `recorded-${i}`;
        expect(await target.load(id)).toEqual(await source.load(id));
      }
      expect((await target.load('recorded-1'))!.drafts[1]).toEqual({
        moves: [{ square: 'a1' }],
        clientSeq: 4,
      });
      expect(await target.unfinishedWithBots()).toEqual(await source.unfinishedWithBots());
      expect(await target.listOpen(50)).toEqual(await source.listOpen(50));
    } finally {
      await target.close();
      await source.close();
    }
  });

  it('copy fails naming the first match that differs', async () => {
    const dir = await sqliteStore();
    const url = await postgres().database();
    expect((await runParlour(['store', 'copy', '--from', dir, '--to', url])).code).toBe(0);
    // Someone changed the target afterwards: a move of the Junqi match, and the Guillotine one.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`UPDATE log SET seat = 1 - seat WHERE match_id = 'recorded-7' AND seq = 3`);
    await client.query(`DELETE FROM log WHERE match_id = 'recorded-6' AND seq = 818`);
    await client.end();
    const checked = await runParlour(['store', 'copy', '--from', dir, '--to', url]);
    expect(checked.code).toBe(1);
    expect(checked.out).toBe('');
    expect(checked.err).toMatch(
      /^parlour: match recorded-6 differs after the copy: its version differs: 818 in the source, 817 in the target/,
    );
    const missing = await runParlour(['store', 'copy', '--from', join(dir, 'nope'), '--to', url]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/there is no Parlour store in .*nope/);
  });
});
