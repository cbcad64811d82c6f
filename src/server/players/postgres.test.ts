import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/pg-cluster';
import { recomputeRatings } from '../../cli/ratings';
import { PostgresStore } from '../store/postgres';
import { runMigrations } from '../store/postgres-schema';
import { playerStoreContract } from './player-store-contract';
import { PG_MIGRATIONS, PG_SCHEMA_VERSION, PostgresPlayerStore } from './postgres';

const postgres = usePostgres();

playerStoreContract('PostgreSQL', {
  place: () => postgres().database(),
  open: (url) => PostgresPlayerStore.open(url),
});

describe('the PostgreSQL player store beside the match store', () => {
  it('keeps names stored before that look alike, and gives no third one', async () => {
    const url = await postgres().database();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The tables as the Parlour before looks were kept made them, with two look-alikes.
      await runMigrations(client, {
        table: 'players_schema',
        lock: 0x706c7972,
        migrations: PG_MIGRATIONS.filter((m) => m.version <= 4),
        what: "the players' tables",
      });
      await client.query(
        `INSERT INTO players_accounts (id, name, name_key, created_at)
         VALUES ('latin', 'Pavel', 'pavel', 0), ('cyrillic', 'Pаvel', 'pаvel', 0)`,
      );
    } finally {
      await client.end();
    }
    const store = await PostgresPlayerStore.open(url);
    try {
      expect((await store.playerByName('pavel'))?.id).toBe('latin');
      expect((await store.playerByName('pаvel'))?.id).toBe('cyrillic');
      expect(
        await store.createPlayer({ id: 'third', name: 'PAVE1', createdAt: 1, secretHash: 'h' }),
      ).toBe(false);
      expect(await store.rename('cyrillic', 'Pavel_')).toBe('ok');
      expect(await store.rename('cyrillic', 'Pаvel')).toBe('name-look-alike');
    } finally {
      await store.close();
    }
  });

  it('migrates its own tables under its own lock, any number of times at once', async () => {
    const url = await postgres().database();
    const matches = await PostgresStore.open(url, {
      onFailure: (e) => {
        throw e;
      },
    });
    const stores = await Promise.all([1, 2, 3].map(() => PostgresPlayerStore.open(url)));
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
        );
        const names = rows.map((r) => r.table_name).sort();
        expect(names.filter((n) => n.startsWith('players_'))).toEqual([
          'players_accounts',
          'players_challenges',
          'players_passkeys',
          'players_ratings',
          'players_result_seats',
          'players_results',
          'players_schema',
          'players_seats',
          'players_secrets',
          'players_solves',
          'players_transfers',
        ]);
        expect(names).toContain('matches');
        const v = await client.query('SELECT max(version) AS v FROM players_schema');
        expect(v.rows[0].v).toBe(PG_SCHEMA_VERSION);
        const count = await client.query('SELECT count(*)::int AS n FROM players_schema');
        expect(count.rows[0].n).toBe(PG_SCHEMA_VERSION);
        const m = await client.query('SELECT max(version) AS v FROM parlour_schema');
        expect(m.rows[0].v).toBeGreaterThanOrEqual(1);
      } finally {
        await client.end();
      }
      await stores[0]!.createPlayer({ id: 'p', name: 'Ada', createdAt: 1, secretHash: 'h' });
      expect((await stores[2]!.playerByName('ada'))?.id).toBe('p');
    } finally {
      for (const s of stores) await s.close();
      await matches.close();
    }
  });
});

describe('parlour ratings recompute on PostgreSQL', () => {
  it('agrees with ratings stored by two processes at once, finds a change, writes it back', async () => {
    const url = await postgres().database();
    // Two stores on one database, as two server processes would be.
    const [one, two] = await Promise.all([
      PostgresPlayerStore.open(url),
      PostgresPlayerStore.open(url),
    ]);
    try {
      for (const id of ['a', 'b', 'c']) {
        await one.createPlayer({ id, name: `P ${id}`, createdAt: 1, secretHash: `h-${id}` });
      }
      const pairs = [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
      ];
      for (const [i, pair] of pairs.entries()) {
        for (const [seat, playerId] of pair.entries()) {
          await one.recordSeat({
            matchId: `m${i}`,
            seat,
            playerId: playerId!,
            game: 'junqi',
            rated: true,
            seatedAt: i,
          });
        }
      }
      await Promise.all(
        pairs.map((_, i) =>
          (i % 2 === 0 ? one : two).recordFinished({
            matchId: `m${i}`,
            game: 'junqi',
            finishedAt: 100 + i,
            places: i % 3 === 0 ? [1, 1] : [1, 2],
            left: [false, i === 4],
          }),
        ),
      );
      expect(await recomputeRatings(one, { write: false })).toMatchObject({
        results: 6,
        ratings: 3,
        differ: 0,
      });
      const rows = await one.allRatings();
      await two.replaceRatings(
        rows.map((r, i) => (i === 0 ? { ...r, volatility: r.volatility * 2 } : r)),
      );
      const found = await recomputeRatings(one, { write: false });
      expect(found).toMatchObject({ differ: 1, written: false, first: { field: 'volatility' } });
      expect(await recomputeRatings(one, { write: true })).toMatchObject({
        differ: 1,
        written: true,
      });
      expect(await one.allRatings()).toEqual(rows);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
