/**
 * The player store in SQLite: tables `players_*` in the match store's file (parlour.sqlite in the
 * data folder), on a connection of its own. It never reads or writes the match store's tables, and
 * keeps its own schema version (`players_schema`), so either store can be upgraded alone.
 *
 * better-sqlite3 is synchronous: each method is one short statement or transaction on the main
 * thread, wrapped in a promise. Writes take the database's write lock at once (BEGIN IMMEDIATE),
 * and wait (busy_timeout) while the match store's writer thread commits.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_TAU } from '../../ratings/glicko2';
import {
  type KeyedRecord,
  NEW_RECORD,
  type PlayerRecord,
  type RatedResult,
  rateMatch,
} from '../../ratings/results';
import { looksOf } from './skeleton';
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

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Every migration, in order. A released one never changes: a change is a new one. */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, secrets, seats, results, ratings and transfer codes',
    sql: `
CREATE TABLE IF NOT EXISTS players_accounts (
  id TEXT PRIMARY KEY,
  name TEXT,
  name_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  deleted_at INTEGER
);
CREATE TABLE IF NOT EXISTS players_secrets (
  secret_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_secrets_player ON players_secrets (player_id);
CREATE TABLE IF NOT EXISTS players_seats (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player_id TEXT,
  game TEXT NOT NULL,
  rated INTEGER NOT NULL,
  seated_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_seats_player ON players_seats (player_id, seated_at);
CREATE TABLE IF NOT EXISTS players_results (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL UNIQUE,
  game TEXT NOT NULL,
  finished_at INTEGER NOT NULL,
  seats INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS players_result_seats (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player_id TEXT,
  place INTEGER NOT NULL,
  left_for_good INTEGER NOT NULL,
  PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_result_seats_player ON players_result_seats (player_id);
CREATE TABLE IF NOT EXISTS players_ratings (
  player_id TEXT NOT NULL,
  game TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  losses INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  finished INTEGER NOT NULL,
  left_count INTEGER NOT NULL,
  last_left_at INTEGER,
  PRIMARY KEY (player_id, game)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_ratings_board ON players_ratings (game, rating);
CREATE TABLE IF NOT EXISTS players_transfers (
  code_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
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
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
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
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
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
  ms INTEGER NOT NULL,
  at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_solves_player ON players_solves (player_id, game);
`,
  },
  {
    version: 5,
    name: 'how names look (TR39 skeletons), so that none passes for another',
    // Not unique: names stored before may look alike, and stay (the store fills these in).
    sql: `
ALTER TABLE players_accounts ADD COLUMN look_exact TEXT;
ALTER TABLE players_accounts ADD COLUMN look_lower TEXT;
ALTER TABLE players_accounts ADD COLUMN look_upper TEXT;
CREATE INDEX IF NOT EXISTS players_accounts_look_exact ON players_accounts (look_exact);
CREATE INDEX IF NOT EXISTS players_accounts_look_lower ON players_accounts (look_lower);
CREATE INDEX IF NOT EXISTS players_accounts_look_upper ON players_accounts (look_upper);
`,
  },
];

export const SQLITE_SCHEMA_VERSION = SQLITE_MIGRATIONS.at(-1)!.version;

interface AccountRow {
  id: string;
  name: string;
  created_at: number;
}

interface RatingRow {
  player_id: string;
  game: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  finished: number;
  left_count: number;
  last_left_at: number | null;
}

interface PasskeyRow {
  id: string;
  player_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  created_at: number;
  used_at: number | null;
}

/** A stored passkey; `transports` is kept as JSON text (both stores). */
export const passkeyOfRow = (row: {
  id: string;
  player_id: string;
  public_key: Uint8Array;
  counter: number | string;
  transports: string;
  created_at: number | string;
  used_at: number | string | null;
}): Passkey => ({
  id: row.id,
  playerId: row.player_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: Number(row.created_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
});

const player = (row: AccountRow | undefined): Player | null =>
  row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;

export const recordOfRow = (row: RatingRow): KeyedRecord => ({
  player: row.player_id,
  game: row.game,
  rating: row.rating,
  deviation: row.deviation,
  volatility: row.volatility,
  games: Number(row.games),
  wins: Number(row.wins),
  losses: Number(row.losses),
  draws: Number(row.draws),
  finished: Number(row.finished),
  left: Number(row.left_count),
  lastLeftAt: row.last_left_at === null ? null : Number(row.last_left_at),
});

const ratingParams = (player: string, game: string, r: PlayerRecord) => [
  player,
  game,
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

const UPSERT_RATING = `INSERT INTO players_ratings
  (player_id, game, rating, deviation, volatility, games, wins, losses, draws, finished, left_count, last_left_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (player_id, game) DO UPDATE SET rating = excluded.rating,
    deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games,
    wins = excluded.wins, losses = excluded.losses, draws = excluded.draws,
    finished = excluded.finished, left_count = excluded.left_count,
    last_left_at = excluded.last_left_at`;

export interface SqlitePlayerStoreOptions {
  /** Glicko-2's τ (Parlour's by default). */
  tau?: number;
}

/** Brings the players' tables up to date; returns the version they had and have now. */
export function migrateSqlite(db: Database.Database): { from: number; to: number } {
  return db
    .transaction(() => {
      db.exec(`CREATE TABLE IF NOT EXISTS players_schema (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at INTEGER NOT NULL
      )`);
      const row = db.prepare('SELECT max(version) AS v FROM players_schema').get() as {
        v: number | null;
      };
      const from = row.v ?? 0;
      if (from > SQLITE_SCHEMA_VERSION) {
        throw new Error(
          `the players' tables are at version ${from}, newer than this Parlour's (${SQLITE_SCHEMA_VERSION}): run a newer Parlour`,
        );
      }
      for (const m of SQLITE_MIGRATIONS) {
        if (m.version <= from) continue;
        db.exec(m.sql);
        db.prepare('INSERT INTO players_schema (version, name, applied_at) VALUES (?, ?, ?)').run(
          m.version,
          m.name,
          Date.now(),
        );
      }
      return { from, to: Math.max(from, SQLITE_SCHEMA_VERSION) };
    })
    .immediate();
}

const BUSY_MS = 5000;
/** How often, and how far apart, a purge tries to empty the write-ahead log (some 5 s in all). */
const PURGE_TRIES = 200;
const PURGE_PAUSE_MS = 25;

export class SqlitePlayerStore implements PlayerStore {
  private readonly db: Database.Database;
  private readonly tau: number;
  private closed = false;

  /** Opens (or makes) the players' tables in `dataDir`/parlour.sqlite, or in a file given by path. */
  constructor(dataDirOrFile: string, opts: SqlitePlayerStoreOptions = {}) {
    this.tau = opts.tau ?? DEFAULT_TAU;
    let file = dataDirOrFile;
    if (!/\.sqlite3?$/.test(file)) {
      mkdirSync(dataDirOrFile, { recursive: true });
      file = join(dataDirOrFile, 'parlour.sqlite');
    }
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${BUSY_MS}`);
    // What a player's forget deletes is overwritten with zeros, not only unlinked (see purge).
    this.db.pragma('secure_delete = ON');
    migrateSqlite(this.db);
    this.fillLooks();
  }

  /** The looks of names stored before they were kept (or by an older table of confusables). */
  private fillLooks(): void {
    const rows = this.all<{ id: string; name: string }>(
      'SELECT id, name FROM players_accounts WHERE name IS NOT NULL AND look_exact IS NULL',
    );
    if (rows.length === 0) return;
    this.write(() => {
      for (const row of rows) {
        const looks = looksOf(row.name);
        this.run(
          'UPDATE players_accounts SET look_exact = ?, look_lower = ?, look_upper = ? WHERE id = ?',
          looks.exact,
          looks.lower,
          looks.upper,
          row.id,
        );
      }
    });
  }

  /** Whether a live player other than `id` has a name that looks like `name`. */
  private looksTaken(name: string, id: string): boolean {
    const looks = looksOf(name);
    return (
      this.get(
        `SELECT 1 FROM players_accounts
         WHERE (look_exact = ? OR look_lower = ? OR look_upper = ?) AND id != ? AND deleted = 0
         LIMIT 1`,
        looks.exact,
        looks.lower,
        looks.upper,
        id,
      ) !== undefined
    );
  }

  private get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.db.prepare(sql).get(...params) as T | undefined;
  }

  private all<T>(sql: string, ...params: unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  private run(sql: string, ...params: unknown[]): Database.RunResult {
    return this.db.prepare(sql).run(...params);
  }

  private write<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  async createPlayer(p: NewPlayer): Promise<boolean> {
    return this.write(() => {
      if (this.looksTaken(p.name, p.id)) return false;
      const looks = looksOf(p.name);
      const made = this.run(
        `INSERT INTO players_accounts
           (id, name, name_key, look_exact, look_lower, look_upper, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        p.id,
        p.name,
        nameKey(p.name),
        looks.exact,
        looks.lower,
        looks.upper,
        p.createdAt,
      );
      if (made.changes === 0) return false;
      this.run(
        'INSERT INTO players_secrets (secret_hash, player_id, created_at) VALUES (?, ?, ?)',
        p.secretHash,
        p.id,
        p.createdAt,
      );
      return true;
    });
  }

  async playerBySecret(secretHash: string): Promise<Player | null> {
    return player(
      this.get<AccountRow>(
        `SELECT a.id, a.name, a.created_at FROM players_secrets s
         JOIN players_accounts a ON a.id = s.player_id
         WHERE s.secret_hash = ? AND a.deleted = 0`,
        secretHash,
      ),
    );
  }

  async playerById(id: string): Promise<Player | null> {
    return player(
      this.get<AccountRow>(
        'SELECT id, name, created_at FROM players_accounts WHERE id = ? AND deleted = 0',
        id,
      ),
    );
  }

  async playerByName(name: string): Promise<Player | null> {
    return player(
      this.get<AccountRow>(
        'SELECT id, name, created_at FROM players_accounts WHERE name_key = ? AND deleted = 0',
        nameKey(name),
      ),
    );
  }

  async rename(id: string, name: string): Promise<RenameResult> {
    return this.write(() => {
      if (!this.get('SELECT 1 FROM players_accounts WHERE id = ? AND deleted = 0', id)) {
        return 'no-such-player';
      }
      const key = nameKey(name);
      const holder = this.get<{ id: string }>(
        'SELECT id FROM players_accounts WHERE name_key = ?',
        key,
      );
      if (holder && holder.id !== id) return 'name-taken';
      if (this.looksTaken(name, id)) return 'name-look-alike';
      const looks = looksOf(name);
      this.run(
        `UPDATE players_accounts SET name = ?, name_key = ?, look_exact = ?, look_lower = ?,
           look_upper = ? WHERE id = ?`,
        name,
        key,
        looks.exact,
        looks.lower,
        looks.upper,
        id,
      );
      return 'ok';
    });
  }

  async addSecret(playerId: string, secretHash: string, at: number): Promise<void> {
    this.run(
      'INSERT INTO players_secrets (secret_hash, player_id, created_at) VALUES (?, ?, ?)',
      secretHash,
      playerId,
      at,
    );
  }

  async removeSecret(secretHash: string): Promise<void> {
    this.run('DELETE FROM players_secrets WHERE secret_hash = ?', secretHash);
  }

  async createTransfer(playerId: string, codeHash: string, expiresAt: number): Promise<void> {
    this.write(() => {
      this.run('DELETE FROM players_transfers WHERE player_id = ?', playerId);
      this.run(
        'INSERT INTO players_transfers (code_hash, player_id, expires_at) VALUES (?, ?, ?)',
        codeHash,
        playerId,
        expiresAt,
      );
    });
  }

  async claimTransfer(codeHash: string, now: number): Promise<string | null> {
    return this.write(() => {
      // Codes long expired go, whoever's they were.
      this.run('DELETE FROM players_transfers WHERE expires_at < ?', now - 24 * 60 * 60 * 1000);
      const row = this.get<{ player_id: string }>(
        `UPDATE players_transfers SET used = 1
         WHERE code_hash = ? AND used = 0 AND expires_at > ?
           AND player_id IN (SELECT id FROM players_accounts WHERE deleted = 0)
         RETURNING player_id`,
        codeHash,
        now,
      );
      return row?.player_id ?? null;
    });
  }

  async deletePlayer(id: string, at: number): Promise<boolean> {
    const forgotten = `${FORGOTTEN_PREFIX}${randomBytes(12).toString('base64url')}`;
    const gone = this.forget(id, at, forgotten);
    if (gone) await this.purge();
    return gone;
  }

  /**
   * Empties the write-ahead log into the database file and truncates it: the log still holds the
   * pages as they were before the forget (the name, the hashes), and secure_delete zeroes only
   * the database's own pages. A truncating checkpoint must find no commit under way (the match
   * store's writer commits on a thread of its own), so it is tried without waiting, many times,
   * rather than holding the event loop in SQLite's busy handler. True once the log is empty.
   */
  async purge(): Promise<boolean> {
    for (let i = 0; i < PURGE_TRIES && !this.closed; i++) {
      this.db.pragma('busy_timeout = 0');
      let busy = 1;
      try {
        const [row] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
        busy = row?.busy ?? 1;
      } catch (e) {
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
      } finally {
        this.db.pragma(`busy_timeout = ${BUSY_MS}`);
      }
      if (busy === 0) return true;
      await new Promise((r) => setTimeout(r, PURGE_PAUSE_MS));
    }
    return false;
  }

  private forget(id: string, at: number, forgotten: string): boolean {
    return this.write(() => {
      const gone = this.run(
        `UPDATE players_accounts SET name = NULL, name_key = NULL, look_exact = NULL,
           look_lower = NULL, look_upper = NULL, deleted = 1, deleted_at = ?
         WHERE id = ? AND deleted = 0`,
        at,
        id,
      );
      if (gone.changes === 0) return false;
      this.run('DELETE FROM players_secrets WHERE player_id = ?', id);
      this.run('DELETE FROM players_transfers WHERE player_id = ?', id);
      this.run('DELETE FROM players_passkeys WHERE player_id = ?', id);
      this.run('DELETE FROM players_solves WHERE player_id = ?', id);
      this.run('DELETE FROM players_ratings WHERE player_id = ?', id);
      this.run('UPDATE players_seats SET player_id = NULL WHERE player_id = ?', id);
      this.run('UPDATE players_result_seats SET player_id = ? WHERE player_id = ?', forgotten, id);
      return true;
    });
  }

  async addPasskey(k: Passkey): Promise<boolean> {
    const made = this.run(
      `INSERT INTO players_passkeys
         (id, player_id, public_key, counter, transports, created_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      k.id,
      k.playerId,
      Buffer.from(k.publicKey),
      k.counter,
      JSON.stringify(k.transports),
      k.createdAt,
      k.usedAt,
    );
    return made.changes > 0;
  }

  async passkeyById(id: string): Promise<Passkey | null> {
    const row = this.get<PasskeyRow>(
      `SELECT k.* FROM players_passkeys k JOIN players_accounts a ON a.id = k.player_id
       WHERE k.id = ? AND a.deleted = 0`,
      id,
    );
    return row ? passkeyOfRow(row) : null;
  }

  async passkeysOf(playerId: string): Promise<Passkey[]> {
    return this.all<PasskeyRow>(
      'SELECT * FROM players_passkeys WHERE player_id = ? ORDER BY created_at, id',
      playerId,
    ).map(passkeyOfRow);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    this.run('UPDATE players_passkeys SET counter = ?, used_at = ? WHERE id = ?', counter, at, id);
  }

  async removePasskey(playerId: string, id: string): Promise<boolean> {
    return (
      this.run('DELETE FROM players_passkeys WHERE id = ? AND player_id = ?', id, playerId)
        .changes > 0
    );
  }

  async putChallenge(challenge: string, record: string, expiresAt: number, now: number) {
    this.write(() => {
      this.run('DELETE FROM players_challenges WHERE expires_at <= ?', now);
      this.run(
        'INSERT OR REPLACE INTO players_challenges (challenge, record, expires_at) VALUES (?, ?, ?)',
        challenge,
        record,
        expiresAt,
      );
    });
  }

  async takeChallenge(challenge: string, now: number): Promise<string | null> {
    return this.write(() => {
      const row = this.get<{ record: string; expires_at: number }>(
        'DELETE FROM players_challenges WHERE challenge = ? RETURNING record, expires_at',
        challenge,
      );
      return row && row.expires_at > now ? row.record : null;
    });
  }

  async recordSolve(v: Solve): Promise<void> {
    this.run(
      `INSERT INTO players_solves (match_id, player_id, game, challenge, ms, at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      v.matchId,
      v.playerId,
      v.game,
      v.challenge,
      v.ms,
      v.at,
    );
  }

  async solvesOf(playerId: string, game: string): Promise<SolveRecord> {
    const best = this.all<{ challenge: string; ms: number }>(
      `SELECT challenge, min(ms) AS ms FROM players_solves WHERE player_id = ? AND game = ?
       GROUP BY challenge ORDER BY ms, challenge`,
      playerId,
      game,
    );
    const total = this.get<{ n: number }>(
      'SELECT count(*) AS n FROM players_solves WHERE player_id = ? AND game = ?',
      playerId,
      game,
    );
    return { challenges: best.length, solves: total?.n ?? 0, best: best.slice(0, 10) };
  }

  async unrecordedRated(limit: number): Promise<string[]> {
    return this.all<{ match_id: string }>(
      `SELECT DISTINCT s.match_id FROM players_seats s WHERE s.rated = 1 AND NOT EXISTS (
         SELECT 1 FROM players_results r WHERE r.match_id = s.match_id) LIMIT ?`,
      limit,
    ).map((r) => r.match_id);
  }

  async unrate(matchId: string): Promise<void> {
    this.run('UPDATE players_seats SET rated = 0 WHERE match_id = ?', matchId);
  }

  async recordSeat(s: SeatRecord): Promise<void> {
    this.run(
      `INSERT INTO players_seats (match_id, seat, player_id, game, rated, seated_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      s.matchId,
      s.seat,
      s.playerId,
      s.game,
      s.rated ? 1 : 0,
      s.seatedAt,
    );
  }

  async seatsOf(matchId: string): Promise<SeatRecord[]> {
    return this.all<{
      match_id: string;
      seat: number;
      player_id: string | null;
      game: string;
      rated: number;
      seated_at: number;
    }>('SELECT * FROM players_seats WHERE match_id = ? ORDER BY seat', matchId).map((r) => ({
      matchId: r.match_id,
      seat: r.seat,
      playerId: r.player_id,
      game: r.game,
      rated: r.rated === 1,
      seatedAt: r.seated_at,
    }));
  }

  async recentMatches(
    playerId: string,
    limit: number,
    finishedOnly = false,
  ): Promise<RecentMatch[]> {
    const seats = this.all<{
      match_id: string;
      seat: number;
      game: string;
      rated: number;
      seated_at: number;
      finished_at: number | null;
    }>(
      `SELECT s.match_id, s.seat, s.game, s.rated, s.seated_at, r.finished_at
       FROM players_seats s LEFT JOIN players_results r ON r.match_id = s.match_id
       WHERE s.player_id = ? AND (? = 0 OR r.match_id IS NOT NULL)
       ORDER BY s.seated_at DESC, s.match_id DESC LIMIT ?`,
      playerId,
      finishedOnly ? 1 : 0,
      limit,
    );
    return seats.map((s) => {
      const places = this.all<{ seat: number; place: number; left_for_good: number }>(
        'SELECT seat, place, left_for_good FROM players_result_seats WHERE match_id = ? ORDER BY seat',
        s.match_id,
      );
      return {
        matchId: s.match_id,
        game: s.game,
        seat: s.seat,
        rated: s.rated === 1,
        seatedAt: s.seated_at,
        result:
          s.finished_at === null
            ? null
            : {
                finishedAt: s.finished_at,
                places: places.map((p) => p.place),
                left: places.map((p) => p.left_for_good === 1),
              },
      };
    });
  }

  async recordFinished(m: FinishedMatch) {
    return this.write(() => {
      if (this.get('SELECT 1 FROM players_results WHERE match_id = ?', m.matchId)) return null;
      const seated = this.all<{ seat: number; player_id: string | null; rated: number }>(
        `SELECT s.seat, s.player_id, s.rated FROM players_seats s
         JOIN players_accounts a ON a.id = s.player_id AND a.deleted = 0
         WHERE s.match_id = ?`,
        m.matchId,
      );
      const players = m.places.map((_, seat) => {
        const s = seated.find((x) => x.seat === seat);
        return s && s.rated === 1 ? s.player_id : null;
      });
      const result: RatedResult = { ...m, players };
      const changes = rateMatch(
        result,
        (p) => {
          const row = this.get<RatingRow>(
            'SELECT * FROM players_ratings WHERE player_id = ? AND game = ?',
            p,
            m.game,
          );
          return row ? recordOfRow(row) : NEW_RECORD;
        },
        this.tau,
      );
      this.run(
        'INSERT INTO players_results (match_id, game, finished_at, seats) VALUES (?, ?, ?, ?)',
        m.matchId,
        m.game,
        m.finishedAt,
        m.places.length,
      );
      const seatRow = this.db.prepare(
        `INSERT INTO players_result_seats (match_id, seat, player_id, place, left_for_good)
         VALUES (?, ?, ?, ?, ?)`,
      );
      for (const [seat, place] of m.places.entries()) {
        seatRow.run(m.matchId, seat, players[seat], place, m.left[seat] ? 1 : 0);
      }
      const upsert = this.db.prepare(UPSERT_RATING);
      for (const c of changes) upsert.run(...ratingParams(c.player, c.game, c.after));
      return changes;
    });
  }

  async ratingsOf(playerId: string): Promise<KeyedRecord[]> {
    return this.all<RatingRow>(
      'SELECT * FROM players_ratings WHERE player_id = ? ORDER BY game',
      playerId,
    ).map(recordOfRow);
  }

  async leaderboard(game: string, maxDeviation: number, limit: number): Promise<LeaderRow[]> {
    return this.all<RatingRow & { name: string }>(
      `SELECT r.*, a.name FROM players_ratings r JOIN players_accounts a ON a.id = r.player_id
       WHERE r.game = ? AND r.deviation <= ? AND a.deleted = 0
       ORDER BY r.rating DESC, a.name_key LIMIT ?`,
      game,
      maxDeviation,
      limit,
    ).map((row) => ({ ...recordOfRow(row), name: row.name }));
  }

  async results(): Promise<RatedResult[]> {
    const results = this.all<{
      match_id: string;
      game: string;
      finished_at: number;
      seats: number;
    }>('SELECT match_id, game, finished_at, seats FROM players_results ORDER BY seq');
    const seats = this.all<{
      match_id: string;
      seat: number;
      player_id: string | null;
      place: number;
      left_for_good: number;
    }>('SELECT * FROM players_result_seats');
    return assembleResults(results, seats);
  }

  async allRatings(): Promise<KeyedRecord[]> {
    return this.all<RatingRow>('SELECT * FROM players_ratings ORDER BY game, player_id').map(
      recordOfRow,
    );
  }

  async replaceRatings(rows: readonly KeyedRecord[]): Promise<void> {
    this.write(() => {
      this.run('DELETE FROM players_ratings');
      const upsert = this.db.prepare(UPSERT_RATING);
      for (const r of rows) upsert.run(...ratingParams(r.player, r.game, r));
    });
  }

  async isLive(playerIds: readonly string[]): Promise<Set<string>> {
    const live = new Set<string>();
    const one = this.db.prepare('SELECT 1 FROM players_accounts WHERE id = ? AND deleted = 0');
    for (const id of playerIds) if (one.get(id)) live.add(id);
    return live;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

/** Results with their seats, in the order of `results`. */
export function assembleResults(
  results: readonly {
    match_id: string;
    game: string;
    finished_at: number | string;
    seats: number;
  }[],
  seats: readonly {
    match_id: string;
    seat: number;
    player_id: string | null;
    place: number;
    left_for_good: number | boolean;
  }[],
): RatedResult[] {
  const byMatch = new Map<string, (typeof seats)[number][]>();
  for (const s of seats) {
    const list = byMatch.get(s.match_id);
    if (list) list.push(s);
    else byMatch.set(s.match_id, [s]);
  }
  return results.map((r) => {
    const list = [...(byMatch.get(r.match_id) ?? [])].sort((a, b) => a.seat - b.seat);
    return {
      matchId: r.match_id,
      game: r.game,
      finishedAt: Number(r.finished_at),
      players: list.map((s) => s.player_id),
      places: list.map((s) => s.place),
      left: list.map((s) => s.left_for_good === true || s.left_for_good === 1),
    };
  });
}
