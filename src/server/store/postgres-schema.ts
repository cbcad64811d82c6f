/**
 * The PostgreSQL store's schema: the same four tables as the SQLite store, in PostgreSQL's types,
 * with a table recording which migrations a database has had. `migrate` brings a database up to
 * date and may be run any number of times, by several processes at once (`parlour store migrate`,
 * and every `parlour serve --store` at start): an advisory lock lets one at a time in.
 *
 * What an entry carries (its move, a draft, the options, a plan, an offer) is kept as the JSON
 * text the server wrote, as in SQLite, not as JSONB: JSONB reorders keys and refuses some strings,
 * and a log is read back exactly as it was written.
 */
import type pg from 'pg';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Applies one turn's writes, in order, in the one transaction its statement is: each write is a
 * JSON array, its name first (the names the SQLite writer uses), then its parameters.
 */
/** The writes `parlour_commit` knows since the first release, each a branch of its IF. */
const WRITES_V1 = `
    IF k = 'append' THEN
      INSERT INTO log (match_id, seq, seat, kind, move, client_seq)
      VALUES (op->>1, (op->>2)::integer, (op->>3)::integer, op->>4, op->>5, (op->>6)::integer);
    ELSIF k = 'setDraft' THEN
      INSERT INTO seat_drafts (match_id, seat, moves) VALUES (op->>1, (op->>2)::integer, op->>3)
      ON CONFLICT (match_id, seat) DO UPDATE SET moves = excluded.moves;
    ELSIF k = 'clearDraft' THEN
      DELETE FROM seat_drafts WHERE match_id = op->>1 AND seat = (op->>2)::integer;
    ELSIF k = 'insertMatch' THEN
      INSERT INTO matches (id, game, options, seats, seed, plan, created_at, settings, listed)
      VALUES (op->>1, op->>2, op->>3, (op->>4)::integer, op->>5, op->>6, (op->>7)::bigint,
              op->>8, (op->>9)::boolean);
    ELSIF k = 'setToken' THEN
      INSERT INTO seat_tokens (match_id, seat, token_hash) VALUES (op->>1, (op->>2)::integer, op->>3);
    ELSIF k = 'replaceToken' THEN
      UPDATE seat_tokens SET token_hash = op->>1 WHERE match_id = op->>2 AND seat = (op->>3)::integer;
    ELSIF k = 'setNext' THEN
      UPDATE matches SET next_match = op->>1 WHERE id = op->>2;
    ELSIF k = 'setRematch' THEN
      UPDATE matches SET rematch = op->>1 WHERE id = op->>2;
    ELSIF k = 'finish' THEN
      UPDATE matches SET finished = true WHERE id = op->>1;`;

/** Migration 3's write: the answer of a command that takes effect once. */
const WRITE_ANSWER = `
    ELSIF k = 'recordAnswer' THEN
      INSERT INTO command_answers (match_id, command_id, answer) VALUES (op->>1, op->>2, op->>3);`;

/**
 * Applies one turn's writes, in order, in the one transaction its statement is: each write is a
 * JSON array, its name first (the names the SQLite writer uses), then its parameters.
 */
const commitFunction = (writes: string) => `
CREATE OR REPLACE FUNCTION parlour_commit(ops json) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  op json;
  k text;
BEGIN
  FOR op IN SELECT value FROM json_array_elements(ops) LOOP
    k := op->>0;${writes}
    ELSE
      RAISE EXCEPTION 'parlour_commit: unknown write "%"', k;
    END IF;
  END LOOP;
  RETURN json_array_length(ops);
END
$$;
`;

/**
 * The commit of a store shared by several processes (migration 2). Each match has one writer at a
 * time: its lease names the owning process and an epoch, raised at every takeover. `epochs` maps
 * each match the batch writes to the epoch its writer holds; the first write of a match checks
 * that lease (a fencing token), and when another process has taken the match over since, every
 * write of that match in the batch is skipped and the match is named in the answer. A new match
 * gets its lease, epoch 1, in the transaction that inserts it.
 */
const FENCED_COMMIT_FUNCTION = `
CREATE OR REPLACE FUNCTION parlour_commit_fenced(ops json, writer text)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  op json;
  k text;
  mid text;
  checked text[] := '{}';
  fenced text[] := '{}';
BEGIN
  FOR op IN SELECT value FROM json_array_elements(ops) LOOP
    k := op->>0;
    mid := CASE WHEN k IN ('replaceToken', 'setNext', 'setRematch') THEN op->>2 ELSE op->>1 END;
    IF mid = ANY(fenced) THEN CONTINUE; END IF;
    IF k = 'insertMatch' THEN
      INSERT INTO match_leases (match_id, owner, epoch) VALUES (mid, writer, 1);
      checked := array_append(checked, mid);
    ELSIF NOT (mid = ANY(checked)) THEN
      checked := array_append(checked, mid);
      -- FOR SHARE: a takeover (which updates the lease) waits for this commit, so the new
      -- owner, which reads the log once it holds the lease, reads these writes too.
      IF NOT EXISTS (SELECT 1 FROM match_leases l WHERE l.match_id = mid AND l.owner = writer
                     AND l.epoch = (op->>(json_array_length(op) - 1))::integer FOR SHARE) THEN
        fenced := array_append(fenced, mid);
        CONTINUE;
      END IF;
    END IF;
    PERFORM parlour_commit(json_build_array(op));
  END LOOP;
  RETURN to_json(fenced);
END
$$;
`;

/** Every migration, in order. A released one never changes: a change is a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'matches, seat tokens, the log and seat drafts',
    sql: `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seats INTEGER NOT NULL,
  seed TEXT NOT NULL,
  plan TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  finished BOOLEAN NOT NULL DEFAULT false,
  settings TEXT NOT NULL DEFAULT '{}',
  listed BOOLEAN NOT NULL DEFAULT false,
  next_match TEXT,
  rematch TEXT
);
CREATE TABLE IF NOT EXISTS seat_tokens (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  token_hash TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS log (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  move TEXT,
  client_seq INTEGER,
  PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS seat_drafts (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  moves TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS matches_open ON matches (created_at DESC) WHERE listed AND NOT finished;
CREATE INDEX IF NOT EXISTS matches_unfinished ON matches (created_at) WHERE NOT finished;
CREATE INDEX IF NOT EXISTS log_takeovers ON log (match_id) WHERE kind = 'takeover';
${commitFunction(WRITES_V1)}`,
  },
  {
    version: 2,
    name: 'processes and match leases: one writer per match',
    sql: `
CREATE TABLE IF NOT EXISTS parlour_processes (
  id TEXT PRIMARY KEY,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  heartbeat TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS match_leases (
  match_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  epoch INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS match_leases_owner ON match_leases (owner);
${FENCED_COMMIT_FUNCTION}`,
  },
  {
    version: 3,
    name: 'the answers of commands that take effect once',
    sql: `
CREATE TABLE IF NOT EXISTS command_answers (
  match_id TEXT NOT NULL,
  command_id TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (match_id, command_id)
);
${commitFunction(WRITES_V1 + WRITE_ANSWER)}`,
  },
];

/** The schema version this Parlour writes. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** The advisory lock migrations take ('parl' in ASCII): one migrating process at a time. */
const MIGRATION_LOCK = 0x7061726c;

/** What `migrate` did: the version the database had, and the one it has now. */
export interface Migrated {
  readonly from: number;
  readonly to: number;
}

/** A set of migrations, kept in a version table of its own, under an advisory lock of its own. */
export interface MigrationSet {
  /** The table recording which migrations a database has had. */
  readonly table: string;
  readonly lock: number;
  readonly migrations: readonly Migration[];
  /** What the tables are, to say so when a newer Parlour made them ("the store's schema"). */
  readonly what: string;
}

/**
 * Brings a database up to the last of `set`'s migrations, each in the transaction that records
 * it; several processes may run it at once (the advisory lock lets one at a time in). Refuses a
 * database made by a newer Parlour (its schema may mean things this one does not know).
 */
export async function runMigrations(client: pg.ClientBase, set: MigrationSet): Promise<Migrated> {
  const latest = set.migrations.at(-1)!.version;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [set.lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${set.table} (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number | null }>(
      `SELECT max(version) AS version FROM ${set.table}`,
    );
    const from = rows[0]?.version ?? 0;
    if (from > latest) {
      throw new Error(
        `${set.what} is at version ${from}, newer than this Parlour's (${latest}): run a newer Parlour`,
      );
    }
    for (const m of set.migrations) {
      if (m.version <= from) continue;
      await client.query(m.sql);
      await client.query(`INSERT INTO ${set.table} (version, name) VALUES ($1, $2)`, [
        m.version,
        m.name,
      ]);
    }
    await client.query('COMMIT');
    return { from, to: Math.max(from, latest) };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}

/** Brings the match store's tables up to SCHEMA_VERSION. */
export const migrate = (client: pg.ClientBase): Promise<Migrated> =>
  runMigrations(client, {
    table: 'parlour_schema',
    lock: MIGRATION_LOCK,
    migrations: MIGRATIONS,
    what: "the store's schema",
  });
