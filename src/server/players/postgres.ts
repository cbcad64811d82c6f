/**
 * The player store on PostgreSQL: tables `players_*` in the match store's database, with a
 * migration table of their own (`players_schema`) and their own advisory lock, so either store's
 * schema is brought up to date alone, by any number of processes at once.
 *
 * Several server processes may finish rated matches at once. `recordFinished` stays exact anyway:
 * it locks the rows of the match's players (FOR UPDATE, in id order: no deadlock) before it takes
 * the result's place in the finish order (the sequence is read at the insert, after the locks).
 * Two matches that share a player are so applied in the order of their places; two that share
 * none touch different records, and their order does not matter. A replay in finish order
 * (`parlour ratings recompute`) therefore gives the very same records.
 *
 * Numbers: ratings are `double precision` (read back exactly: PostgreSQL 12 and later print the
 * shortest text that reads back as the same double); times are BIGINT milliseconds.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_TAU } from '../../ratings/glicko2';
import {
  type KeyedRecord,
  NEW_RECORD,
  type RatedResult,
  type RecordChange,
  rateMatch,
} from '../../ratings/results';
import { type Migrated, type Migration, runMigrations } from '../store/postgres-schema';
import { looksOf } from './skeleton';
import { assembleResults, passkeyOfRow, recordOfRow } from './sqlite';
import {
  type FinishedMatch,
  FORGOTTEN_PREFIX,
  type LeaderRow,
  type NewPlayer,
  nameKey,
  type Passkey,
  type Player,
  type PlayerStore,
  type RecentMatch,
  type RenameResult,
  type SeatRecord,
  type Solve,
  type SolveRecord,
} from './store';

/** Every migration, in order. A released one never changes: a change is a new one. */
export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, secrets, seats, results, ratings and transfer codes',
    sql: `
CREATE TABLE IF NOT EXISTS players_accounts (
  id TEXT PRIMARY KEY,
  name TEXT,
  name_key TEXT UNIQUE,
  created_at BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  deleted_at BIGINT
);
CREATE TABLE IF NOT EXISTS players_secrets (
  secret_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS players_secrets_player ON players_secrets (player_id);
CREATE TABLE IF NOT EXISTS players_seats (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player_id TEXT,
  game TEXT NOT NULL,
  rated BOOLEAN NOT NULL,
  seated_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS players_seats_player ON players_seats (player_id, seated_at);
CREATE TABLE IF NOT EXISTS players_results (
  seq BIGSERIAL PRIMARY KEY,
  match_id TEXT NOT NULL UNIQUE,
  game TEXT NOT NULL,
  finished_at BIGINT NOT NULL,
  seats INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS players_result_seats (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player_id TEXT,
  place INTEGER NOT NULL,
  left_for_good BOOLEAN NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS players_result_seats_player ON players_result_seats (player_id);
CREATE TABLE IF NOT EXISTS players_ratings (
  player_id TEXT NOT NULL,
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  losses INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  finished INTEGER NOT NULL,
  left_count INTEGER NOT NULL,
  last_left_at BIGINT,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX IF NOT EXISTS players_ratings_board ON players_ratings (game, rating DESC);
CREATE TABLE IF NOT EXISTS players_transfers (
  code_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  used BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS players_transfers_player ON players_transfers (player_id);
`,
  },
  {
    version: 2,
    name: 'passkeys',
    sql: `
CREATE TABLE IF NOT EXISTS players_passkeys (
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  public_key BYTEA NOT NULL,
  counter BIGINT NOT NULL,
  transports TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX IF NOT EXISTS players_passkeys_player ON players_passkeys (player_id, created_at);
`,
  },
  {
    version: 3,
    name: 'passkey challenges, shared by every process',
    sql: `
CREATE TABLE IF NOT EXISTS players_challenges (
  challenge TEXT PRIMARY KEY,
  record TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS players_challenges_expiry ON players_challenges (expires_at);
`,
  },
  {
    version: 4,
    name: 'solo puzzles solved',
    sql: `
CREATE TABLE IF NOT EXISTS players_solves (
  match_id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  game TEXT NOT NULL,
  challenge TEXT NOT NULL,
  ms BIGINT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS players_solves_player ON players_solves (player_id, game);
`,
  },
  {
    version: 5,
    name: 'how names look (TR39 skeletons), so that none passes for another',
    // Not unique: names stored before may look alike, and stay (the store fills these in).
    sql: `
ALTER TABLE players_accounts ADD COLUMN IF NOT EXISTS look_exact TEXT;
ALTER TABLE players_accounts ADD COLUMN IF NOT EXISTS look_lower TEXT;
ALTER TABLE players_accounts ADD COLUMN IF NOT EXISTS look_upper TEXT;
CREATE INDEX IF NOT EXISTS players_accounts_look_exact ON players_accounts (look_exact);
CREATE INDEX IF NOT EXISTS players_accounts_look_lower ON players_accounts (look_lower);
CREATE INDEX IF NOT EXISTS players_accounts_look_upper ON players_accounts (look_upper);
`,
  },
];

export const PG_SCHEMA_VERSION = PG_MIGRATIONS.at(-1)!.version;

/** The players' migrations' advisory lock ('plyr' in ASCII), not the match store's. */
const MIGRATION_LOCK = 0x706c7972;
/**
 * Names are given one at a time ('name' in ASCII): two processes may not both see a look free and
 * take it. Names change seldom (a few a minute per player at most), so one lock costs nothing.
 */
const NAME_LOCK = 0x6e616d65;

/** Brings the players' tables up to date, one process at a time. */
export const migratePlayers = (client: pg.ClientBase): Promise<Migrated> =>
  runMigrations(client, {
    table: 'players_schema',
    lock: MIGRATION_LOCK,
    migrations: PG_MIGRATIONS,
    what: "the players' tables",
  });

interface AccountRow {
  id: string;
  name: string;
  created_at: string;
}

const player = (row: AccountRow | undefined): Player | null =>
  row ? { id: row.id, name: row.name, createdAt: Number(row.created_at) } : null;

const UPSERT_RATING = `INSERT INTO players_ratings
  (player_id, game, rating, deviation, volatility, games, wins, losses, draws, finished, left_count, last_left_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
  ON CONFLICT (player_id, game) DO UPDATE SET rating = excluded.rating,
    deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games,
    wins = excluded.wins, losses = excluded.losses, draws = excluded.draws,
    finished = excluded.finished, left_count = excluded.left_count,
    last_left_at = excluded.last_left_at`;

const ratingParams = (r: KeyedRecord) => [
  r.player,
  r.game,
  r.rating,
  r.deviation,
  r.volatility,
  r.games,
  r.wins,
  r.losses,
  r.draws,
  r.finished,
  r.left,
  r.lastLeftAt,
];

export interface PostgresPlayerStoreOptions {
  /** Connections in the pool; 4 by default. */
  connections?: number;
  /** Glicko-2's τ (Parlour's by default). */
  tau?: number;
}

/** How long a connection may take to open before the store gives up (a busy server is slow). */
const CONNECT_MS = 30_000;

/** The looks of names stored before they were kept; any number of processes may run it at once. */
async function fillLooks(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ id: string; name: string }>(
    'SELECT id, name FROM players_accounts WHERE name IS NOT NULL AND look_exact IS NULL',
  );
  for (const row of rows) {
    const looks = looksOf(row.name);
    await client.query(
      `UPDATE players_accounts SET look_exact = $1, look_lower = $2, look_upper = $3
       WHERE id = $4 AND name = $5`,
      [looks.exact, looks.lower, looks.upper, row.id, row.name],
    );
  }
}

/** Whether a live player other than `id` has a name that looks like `name` (under NAME_LOCK). */
async function looksTaken(c: pg.ClientBase, name: string, id: string): Promise<boolean> {
  await c.query('SELECT pg_advisory_xact_lock($1)', [NAME_LOCK]);
  const looks = looksOf(name);
  const { rowCount } = await c.query(
    `SELECT 1 FROM players_accounts
     WHERE (look_exact = $1 OR look_lower = $2 OR look_upper = $3) AND id != $4 AND NOT deleted
     LIMIT 1`,
    [looks.exact, looks.lower, looks.upper, id],
  );
  return (rowCount ?? 0) > 0;
}

export class PostgresPlayerStore implements PlayerStore {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly tau: number,
  ) {}

  /** Opens the store on the database at `url`, bringing the players' tables up to date first. */
  static async open(
    url: string,
    opts: PostgresPlayerStoreOptions = {},
  ): Promise<PostgresPlayerStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.connections ?? 4,
      connectionTimeoutMillis: CONNECT_MS,
    });
    pool.on('error', (e) =>
      console.warn(`parlour: a player store connection was lost: ${e.message}`),
    );
    try {
      const client = await pool.connect();
      try {
        await migratePlayers(client);
        await fillLooks(client);
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end().catch(() => {});
      throw e;
    }
    return new PostgresPlayerStore(pool, opts.tau ?? DEFAULT_TAU);
  }

  private async rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
    return (await this.pool.query<T>(sql, params)).rows;
  }

  /** Runs `work` in one transaction on one connection. */
  private async transaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await work(client);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async createPlayer(p: NewPlayer): Promise<boolean> {
    return this.transaction(async (c) => {
      if (await looksTaken(c, p.name, p.id)) return false;
      const looks = looksOf(p.name);
      const made = await c.query(
        `INSERT INTO players_accounts
           (id, name, name_key, look_exact, look_lower, look_upper, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [p.id, p.name, nameKey(p.name), looks.exact, looks.lower, looks.upper, p.createdAt],
      );
      if (made.rowCount === 0) return false;
      await c.query(
        'INSERT INTO players_secrets (secret_hash, player_id, created_at) VALUES ($1, $2, $3)',
        [p.secretHash, p.id, p.createdAt],
      );
      return true;
    });
  }

  async playerBySecret(secretHash: string): Promise<Player | null> {
    const [row] = await this.rows<AccountRow>(
      `SELECT a.id, a.name, a.created_at FROM players_secrets s
       JOIN players_accounts a ON a.id = s.player_id
       WHERE s.secret_hash = $1 AND NOT a.deleted`,
      [secretHash],
    );
    return player(row);
  }

  async playerById(id: string): Promise<Player | null> {
    const [row] = await this.rows<AccountRow>(
      'SELECT id, name, created_at FROM players_accounts WHERE id = $1 AND NOT deleted',
      [id],
    );
    return player(row);
  }

  async playerByName(name: string): Promise<Player | null> {
    const [row] = await this.rows<AccountRow>(
      'SELECT id, name, created_at FROM players_accounts WHERE name_key = $1 AND NOT deleted',
      [nameKey(name)],
    );
    return player(row);
  }

  async rename(id: string, name: string): Promise<RenameResult> {
    try {
      return await this.transaction(async (c): Promise<RenameResult> => {
        const live = await c.query('SELECT 1 FROM players_accounts WHERE id = $1 AND NOT deleted', [
          id,
        ]);
        if ((live.rowCount ?? 0) === 0) return 'no-such-player';
        const taken = await looksTaken(c, name, id);
        const key = nameKey(name);
        const holder = await c.query(
          'SELECT 1 FROM players_accounts WHERE name_key = $1 AND id != $2',
          [key, id],
        );
        if ((holder.rowCount ?? 0) > 0) return 'name-taken';
        if (taken) return 'name-look-alike';
        const looks = looksOf(name);
        const done = await c.query(
          `UPDATE players_accounts SET name = $1, name_key = $2, look_exact = $3, look_lower = $4,
             look_upper = $5 WHERE id = $6 AND NOT deleted`,
          [name, key, looks.exact, looks.lower, looks.upper, id],
        );
        return done.rowCount === 0 ? 'no-such-player' : 'ok';
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') return 'name-taken';
      throw e;
    }
  }

  async addSecret(playerId: string, secretHash: string, at: number): Promise<void> {
    await this.pool.query(
      'INSERT INTO players_secrets (secret_hash, player_id, created_at) VALUES ($1, $2, $3)',
      [secretHash, playerId, at],
    );
  }

  async removeSecret(secretHash: string): Promise<void> {
    await this.pool.query('DELETE FROM players_secrets WHERE secret_hash = $1', [secretHash]);
  }

  async createTransfer(playerId: string, codeHash: string, expiresAt: number): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('DELETE FROM players_transfers WHERE player_id = $1', [playerId]);
      await c.query(
        'INSERT INTO players_transfers (code_hash, player_id, expires_at) VALUES ($1, $2, $3)',
        [codeHash, playerId, expiresAt],
      );
    });
  }

  async claimTransfer(codeHash: string, now: number): Promise<string | null> {
    return this.transaction(async (c) => {
      await c.query('DELETE FROM players_transfers WHERE expires_at < $1', [
        now - 24 * 60 * 60 * 1000,
      ]);
      const { rows } = await c.query<{ player_id: string }>(
        `UPDATE players_transfers SET used = true
         WHERE code_hash = $1 AND NOT used AND expires_at > $2
           AND player_id IN (SELECT id FROM players_accounts WHERE NOT deleted)
         RETURNING player_id`,
        [codeHash, now],
      );
      return rows[0]?.player_id ?? null;
    });
  }

  async deletePlayer(id: string, at: number): Promise<boolean> {
    const forgotten = `${FORGOTTEN_PREFIX}${randomBytes(12).toString('base64url')}`;
    return this.transaction(async (c) => {
      const gone = await c.query(
        `UPDATE players_accounts SET name = NULL, name_key = NULL, look_exact = NULL,
           look_lower = NULL, look_upper = NULL, deleted = true, deleted_at = $1
         WHERE id = $2 AND NOT deleted`,
        [at, id],
      );
      if (gone.rowCount === 0) return false;
      await c.query('DELETE FROM players_secrets WHERE player_id = $1', [id]);
      await c.query('DELETE FROM players_transfers WHERE player_id = $1', [id]);
      await c.query('DELETE FROM players_passkeys WHERE player_id = $1', [id]);
      await c.query('DELETE FROM players_solves WHERE player_id = $1', [id]);
      await c.query('DELETE FROM players_ratings WHERE player_id = $1', [id]);
      await c.query('UPDATE players_seats SET player_id = NULL WHERE player_id = $1', [id]);
      await c.query('UPDATE players_result_seats SET player_id = $1 WHERE player_id = $2', [
        forgotten,
        id,
      ]);
      return true;
    });
  }

  async addPasskey(k: Passkey): Promise<boolean> {
    const made = await this.pool.query(
      `INSERT INTO players_passkeys
         (id, player_id, public_key, counter, transports, created_at, used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        k.id,
        k.playerId,
        Buffer.from(k.publicKey),
        k.counter,
        JSON.stringify(k.transports),
        k.createdAt,
        k.usedAt,
      ],
    );
    return (made.rowCount ?? 0) > 0;
  }

  async passkeyById(id: string): Promise<Passkey | null> {
    const [row] = await this.rows<Parameters<typeof passkeyOfRow>[0]>(
      `SELECT k.* FROM players_passkeys k JOIN players_accounts a ON a.id = k.player_id
       WHERE k.id = $1 AND NOT a.deleted`,
      [id],
    );
    return row ? passkeyOfRow(row) : null;
  }

  async passkeysOf(playerId: string): Promise<Passkey[]> {
    const rows = await this.rows<Parameters<typeof passkeyOfRow>[0]>(
      'SELECT * FROM players_passkeys WHERE player_id = $1 ORDER BY created_at, id COLLATE "C"',
      [playerId],
    );
    return rows.map(passkeyOfRow);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    await this.pool.query('UPDATE players_passkeys SET counter = $1, used_at = $2 WHERE id = $3', [
      counter,
      at,
      id,
    ]);
  }

  async removePasskey(playerId: string, id: string): Promise<boolean> {
    const done = await this.pool.query(
      'DELETE FROM players_passkeys WHERE id = $1 AND player_id = $2',
      [id, playerId],
    );
    return (done.rowCount ?? 0) > 0;
  }

  async putChallenge(challenge: string, record: string, expiresAt: number, now: number) {
    await this.pool.query(
      `WITH gone AS (DELETE FROM players_challenges WHERE expires_at <= $4)
       INSERT INTO players_challenges (challenge, record, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (challenge) DO UPDATE SET record = excluded.record, expires_at = excluded.expires_at`,
      [challenge, record, expiresAt, now],
    );
  }

  async takeChallenge(challenge: string, now: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ record: string; expires_at: string }>(
      'DELETE FROM players_challenges WHERE challenge = $1 RETURNING record, expires_at',
      [challenge],
    );
    const row = rows[0];
    return row && Number(row.expires_at) > now ? row.record : null;
  }

  async recordSolve(v: Solve): Promise<void> {
    await this.pool.query(
      `INSERT INTO players_solves (match_id, player_id, game, challenge, ms, at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [v.matchId, v.playerId, v.game, v.challenge, v.ms, v.at],
    );
  }

  async solvesOf(playerId: string, game: string): Promise<SolveRecord> {
    const { rows } = await this.pool.query<{ challenge: string; ms: string; n: string }>(
      `SELECT challenge, min(ms) AS ms, count(*) AS n FROM players_solves
       WHERE player_id = $1 AND game = $2 GROUP BY challenge ORDER BY min(ms), challenge`,
      [playerId, game],
    );
    const best = rows.map((r) => ({ challenge: r.challenge, ms: Number(r.ms) }));
    const solves = rows.reduce((n, r) => n + Number(r.n), 0);
    return { challenges: best.length, solves, best: best.slice(0, 10) };
  }

  async unrecordedRated(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ match_id: string }>(
      `SELECT DISTINCT s.match_id FROM players_seats s WHERE s.rated AND NOT EXISTS (
         SELECT 1 FROM players_results r WHERE r.match_id = s.match_id) LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.match_id);
  }

  async unrate(matchId: string): Promise<void> {
    await this.pool.query('UPDATE players_seats SET rated = false WHERE match_id = $1', [matchId]);
  }

  async recordSeat(s: SeatRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO players_seats (match_id, seat, player_id, game, rated, seated_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [s.matchId, s.seat, s.playerId, s.game, s.rated, s.seatedAt],
    );
  }

  async seatsOf(matchId: string): Promise<SeatRecord[]> {
    const rows = await this.rows<{
      match_id: string;
      seat: number;
      player_id: string | null;
      game: string;
      rated: boolean;
      seated_at: string;
    }>('SELECT * FROM players_seats WHERE match_id = $1 ORDER BY seat', [matchId]);
    return rows.map((r) => ({
      matchId: r.match_id,
      seat: r.seat,
      playerId: r.player_id,
      game: r.game,
      rated: r.rated,
      seatedAt: Number(r.seated_at),
    }));
  }

  async recentMatches(
    playerId: string,
    limit: number,
    finishedOnly = false,
  ): Promise<RecentMatch[]> {
    const rows = await this.rows<{
      match_id: string;
      seat: number;
      game: string;
      rated: boolean;
      seated_at: string;
      finished_at: string | null;
      places: [number, boolean][] | null;
    }>(
      `SELECT s.match_id, s.seat, s.game, s.rated, s.seated_at, r.finished_at,
         (SELECT json_agg(json_build_array(x.place, x.left_for_good) ORDER BY x.seat)
            FROM players_result_seats x WHERE x.match_id = s.match_id) AS places
       FROM players_seats s LEFT JOIN players_results r ON r.match_id = s.match_id
       WHERE s.player_id = $1 AND (NOT $3 OR r.match_id IS NOT NULL)
       ORDER BY s.seated_at DESC, s.match_id DESC LIMIT $2`,
      [playerId, limit, finishedOnly],
    );
    return rows.map((s) => ({
      matchId: s.match_id,
      game: s.game,
      seat: s.seat,
      rated: s.rated,
      seatedAt: Number(s.seated_at),
      result:
        s.finished_at === null
          ? null
          : {
              finishedAt: Number(s.finished_at),
              places: (s.places ?? []).map((p) => p[0]),
              left: (s.places ?? []).map((p) => p[1]),
            },
    }));
  }

  async recordFinished(m: FinishedMatch): Promise<RecordChange[] | null> {
    return this.transaction(async (c) => {
      const seated = (
        await c.query<{ seat: number; player_id: string | null; rated: boolean }>(
          'SELECT seat, player_id, rated FROM players_seats WHERE match_id = $1',
          [m.matchId],
        )
      ).rows;
      const wanted = [
        ...new Set(seated.flatMap((s) => (s.rated && s.player_id !== null ? [s.player_id] : []))),
      ].sort();
      // The players' rows, locked in one order; a forgotten player's seat names nobody.
      const locked = new Set(
        (
          await c.query<{ id: string }>(
            `SELECT id FROM players_accounts WHERE id = ANY($1::text[]) AND NOT deleted
             ORDER BY id FOR UPDATE`,
            [wanted],
          )
        ).rows.map((r) => r.id),
      );
      const players = m.places.map((_, seat) => {
        const s = seated.find((x) => x.seat === seat);
        return s?.rated && s.player_id !== null && locked.has(s.player_id) ? s.player_id : null;
      });
      // The place in the finish order is taken now, after the locks (see the top of the file).
      const inserted = await c.query(
        `INSERT INTO players_results (match_id, game, finished_at, seats) VALUES ($1, $2, $3, $4)
         ON CONFLICT (match_id) DO NOTHING RETURNING seq`,
        [m.matchId, m.game, m.finishedAt, m.places.length],
      );
      if (inserted.rowCount === 0) return null;
      const rated = players.filter((p) => p !== null);
      const before = new Map(
        (
          await c.query(
            'SELECT * FROM players_ratings WHERE game = $1 AND player_id = ANY($2::text[])',
            [m.game, rated],
          )
        ).rows.map((row) => [row.player_id as string, recordOfRow(row)]),
      );
      const result: RatedResult = { ...m, players };
      const changes = rateMatch(result, (p) => before.get(p) ?? NEW_RECORD, this.tau);
      for (const [seat, place] of m.places.entries()) {
        await c.query(
          `INSERT INTO players_result_seats (match_id, seat, player_id, place, left_for_good)
           VALUES ($1, $2, $3, $4, $5)`,
          [m.matchId, seat, players[seat], place, m.left[seat] === true],
        );
      }
      for (const ch of changes) {
        await c.query(
          UPSERT_RATING,
          ratingParams({ ...ch.after, player: ch.player, game: ch.game }),
        );
      }
      return changes;
    });
  }

  async ratingsOf(playerId: string): Promise<KeyedRecord[]> {
    const rows = await this.rows(
      'SELECT * FROM players_ratings WHERE player_id = $1 ORDER BY game',
      [playerId],
    );
    return rows.map((r) => recordOfRow(r as Parameters<typeof recordOfRow>[0]));
  }

  async leaderboard(game: string, maxDeviation: number, limit: number): Promise<LeaderRow[]> {
    const rows = await this.rows(
      `SELECT r.*, a.name FROM players_ratings r JOIN players_accounts a ON a.id = r.player_id
       WHERE r.game = $1 AND r.deviation <= $2 AND NOT a.deleted
       ORDER BY r.rating DESC, a.name_key LIMIT $3`,
      [game, maxDeviation, limit],
    );
    return rows.map((r) => ({
      ...recordOfRow(r as Parameters<typeof recordOfRow>[0]),
      name: r.name as string,
    }));
  }

  async results(): Promise<RatedResult[]> {
    const results = await this.rows<{
      match_id: string;
      game: string;
      finished_at: string;
      seats: number;
    }>('SELECT match_id, game, finished_at, seats FROM players_results ORDER BY seq');
    const seats = await this.rows<{
      match_id: string;
      seat: number;
      player_id: string | null;
      place: number;
      left_for_good: boolean;
    }>('SELECT * FROM players_result_seats');
    return assembleResults(results, seats);
  }

  async allRatings(): Promise<KeyedRecord[]> {
    const rows = await this.rows(
      'SELECT * FROM players_ratings ORDER BY game COLLATE "C", player_id COLLATE "C"',
    );
    return rows.map((r) => recordOfRow(r as Parameters<typeof recordOfRow>[0]));
  }

  async replaceRatings(rows: readonly KeyedRecord[]): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('DELETE FROM players_ratings');
      for (const r of rows) await c.query(UPSERT_RATING, ratingParams(r));
    });
  }

  async isLive(playerIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.rows<{ id: string }>(
      'SELECT id FROM players_accounts WHERE id = ANY($1::text[]) AND NOT deleted',
      [[...playerIds]],
    );
    return new Set(rows.map((r) => r.id));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
