import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SeatPlan } from '../../core/protocol';
import { tableSettings } from '../table-settings';
import type { MatchStore, MatchSummary, NewMatch, StoredEntry, StoredMatch } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seats INTEGER NOT NULL,
  seed TEXT NOT NULL,
  plan TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seat_tokens (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  token_hash TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS log (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  move TEXT,
  client_seq INTEGER,
  PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
`;

/**
 * Columns added after the first release, with their definitions: a store made by an older Parlour
 * gains them when it is opened (the values it had keep their defaults: not listed in the lobby).
 */
const ADDED_COLUMNS: Record<string, string> = {
  settings: "TEXT NOT NULL DEFAULT '{}'",
  listed: 'INTEGER NOT NULL DEFAULT 0',
  next_match: 'TEXT',
};

const INDEXES = `
CREATE INDEX IF NOT EXISTS matches_open ON matches (finished, created_at);
CREATE INDEX IF NOT EXISTS matches_listed ON matches (listed, finished, created_at);
`;

interface MatchRow {
  id: string;
  settings: string;
  listed: number;
  next_match: string | null;
  game: string;
  options: string;
  seats: number;
  seed: string;
  plan: string;
  created_at: number;
  finished: number;
}

interface LogRow {
  seq: number;
  seat: number;
  kind: string;
  move: string | null;
  client_seq: number | null;
}

/** Past this, the writer starts the write-ahead log again (see restartLogIfLong). */
const MAX_WAL_BYTES = 8 * 1024 * 1024;

export interface StoreStats {
  databaseBytes: number;
  walBytes: number;
  commits: number;
  /** Commit times in milliseconds over the recent commits, and the longest since the start. */
  commitMs: { p50: number; p99: number; max: number };
}

/** The durations of the recent commits (a ring), and the longest of all. */
class Durations {
  private readonly recent = new Float64Array(4096);
  count = 0;
  private longest = 0;

  record(ms: number): void {
    this.recent[this.count % this.recent.length] = ms;
    this.count++;
    if (ms > this.longest) this.longest = ms;
  }

  summary(): { p50: number; p99: number; max: number } {
    const n = Math.min(this.count, this.recent.length);
    const sorted = Array.from(this.recent.subarray(0, n)).sort((a, b) => a - b);
    const at = (q: number) => (n === 0 ? 0 : sorted[Math.min(n - 1, Math.floor(q * n))]!);
    const round = (x: number) => Math.round(x * 1000) / 1000;
    return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(this.longest) };
  }
}

/** The `move` column holds what an entry carries beyond its kind and seat, as JSON. */
function payloadOf(entry: StoredEntry): string | null {
  if (entry.kind === 'move') return JSON.stringify(entry.move);
  if (entry.kind === 'takeover') return JSON.stringify({ level: entry.level });
  if (entry.kind === 'claim') return JSON.stringify({ result: entry.result });
  if (entry.kind === 'draw') return JSON.stringify({ action: entry.action });
  if (entry.kind === 'timeout') return JSON.stringify({ forfeit: entry.forfeit ?? true });
  return null;
}

function entryOf(r: LogRow): StoredEntry {
  const base = { seat: r.seat, clientSeq: r.client_seq };
  const payload: unknown = r.move === null ? null : JSON.parse(r.move);
  switch (r.kind) {
    case 'move':
      return { kind: 'move', move: payload, ...base };
    case 'takeover':
      return { kind: 'takeover', level: (payload as { level: string }).level, ...base };
    case 'claim':
      return { kind: 'claim', result: (payload as { result: 'win' | 'draw' }).result, ...base };
    case 'draw': {
      const { action } = payload as { action: 'offer' | 'accept' | 'decline' };
      return { kind: 'draw', action, ...base };
    }
    case 'timeout':
      return {
        kind: 'timeout',
        forfeit: (payload as { forfeit?: boolean } | null)?.forfeit ?? true,
        ...base,
      };
    case 'resign':
    case 'leave':
    case 'return':
      return { kind: r.kind, ...base };
    default:
      throw new Error(`unknown log entry kind "${r.kind}"`);
  }
}

/** The embedded store: one SQLite file in the data folder, write-ahead log, no server. */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly stmts;
  private queued: (() => void)[] = [];
  private callbacks: (() => void)[] = [];
  private scheduled = false;
  private committed: () => void = () => {};
  private readonly commitTimes = new Durations();
  private commitsSinceCheck = 0;
  private readonly file: string;
  private readonly commitQueued: (ops: (() => void)[]) => void;
  private readonly checkpointer: Worker;
  constructor(
    dataDir: string,
    /** Past this, the write-ahead log is started again (see restartLogIfLong). */
    private readonly maxWalBytes = MAX_WAL_BYTES,
  ) {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'parlour.sqlite');
    this.file = file;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps every committed transaction across a process crash (kill -9);
    // only a power loss may drop the last few, which a game server may accept.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    const columns = this.db.prepare<[], { name: string }>(
      "SELECT name FROM pragma_table_info('matches')",
    );
    const have = new Set(columns.all().map((c) => c.name));
    for (const [name, definition] of Object.entries(ADDED_COLUMNS)) {
      if (!have.has(name)) this.db.exec(`ALTER TABLE matches ADD COLUMN ${name} ${definition}`);
    }
    this.db.exec(INDEXES);
    // Checkpoints happen on another thread (see checkpoint-worker.js), never inside a commit.
    this.db.pragma('wal_autocheckpoint = 0');
    // When the log starts again after a checkpoint, the file is cut back to this size.
    this.db.pragma(`journal_size_limit = ${this.maxWalBytes}`);
    this.checkpointer = new Worker(new URL('./checkpoint-worker.js', import.meta.url), {
      workerData: { file, intervalMs: 100 },
    });
    this.checkpointer.unref();
    this.stmts = {
      insertMatch: this.db.prepare(
        'INSERT INTO matches (id, game, options, seats, seed, plan, created_at, settings, listed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      match: this.db.prepare<[string], MatchRow>('SELECT * FROM matches WHERE id = ?'),
      log: this.db.prepare<[string], LogRow>(
        'SELECT seq, seat, kind, move, client_seq FROM log WHERE match_id = ? ORDER BY seq',
      ),
      tokens: this.db.prepare<[string], { seat: number; token_hash: string }>(
        'SELECT seat, token_hash FROM seat_tokens WHERE match_id = ?',
      ),
      append: this.db.prepare(
        'INSERT INTO log (match_id, seq, seat, kind, move, client_seq) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      setToken: this.db.prepare(
        'INSERT INTO seat_tokens (match_id, seat, token_hash) VALUES (?, ?, ?)',
      ),
      replaceToken: this.db.prepare(
        'UPDATE seat_tokens SET token_hash = ? WHERE match_id = ? AND seat = ?',
      ),
      setNext: this.db.prepare('UPDATE matches SET next_match = ? WHERE id = ?'),
      finish: this.db.prepare('UPDATE matches SET finished = 1 WHERE id = ?'),
      open: this.db.prepare<[number], MatchRow & { version: number }>(
        `SELECT m.*, (SELECT COUNT(*) FROM log l WHERE l.match_id = m.id) AS version
         FROM matches m WHERE m.listed = 1 AND m.finished = 0 ORDER BY m.created_at DESC LIMIT ?`,
      ),
      // Seats made for a bot, and seats a bot took over from their player.
      withBots: this.db.prepare<[], { id: string }>(
        `SELECT id FROM matches m WHERE finished = 0 AND (plan LIKE '%"bot"%'
           OR EXISTS (SELECT 1 FROM log l WHERE l.match_id = m.id AND l.kind = 'takeover'))`,
      ),
    };
    this.commitQueued = this.db.transaction((ops: (() => void)[]) => {
      for (const op of ops) op();
    });
  }

  /** Commits every queued write in one transaction, then runs the callbacks waiting for it. */
  flush(): void {
    this.scheduled = false;
    this.commit();
    const callbacks = this.callbacks;
    this.callbacks = [];
    for (const cb of callbacks) cb();
  }

  /** Commits the queued writes; the callbacks wait for the scheduled flush. */
  private commit(): void {
    const ops = this.queued;
    if (ops.length === 0) return;
    this.queued = [];
    try {
      const start = performance.now();
      this.commitQueued(ops);
      this.restartLogIfLong();
      this.commitTimes.record(performance.now() - start);
      this.committed();
    } catch (e) {
      // Memory is now ahead of the disk: stop rather than tell players about unsaved moves.
      console.error('parlour: the match store failed to commit; stopping.', e);
      process.exit(70);
    }
  }

  /**
   * Starts the write-ahead log again once it passes its limit. The checkpoint thread's PASSIVE
   * checkpoints never catch up with a steady writer, and only a checkpoint that has copied
   * everything lets SQLite start the log again: left alone it would grow without bound (3 GB in a
   * minute at full speed). The writer does it, between two commits, so nothing waits for a lock;
   * it costs little because the checkpoint thread has copied nearly everything already.
   */
  private restartLogIfLong(): void {
    if (++this.commitsSinceCheck < 16) return;
    this.commitsSinceCheck = 0;
    let size = 0;
    try {
      size = statSync(`${this.file}-wal`).size;
    } catch {
      return;
    }
    if (size > this.maxWalBytes) this.db.pragma('wal_checkpoint(RESTART)');
  }

  /** How big the files are and how long commits take: for operators and the benchmark. */
  stats(): StoreStats {
    const size = (f: string) => {
      try {
        return statSync(f).size;
      } catch {
        return 0;
      }
    };
    return {
      databaseBytes: size(this.file),
      walBytes: size(`${this.file}-wal`),
      commits: this.commitTimes.count,
      commitMs: this.commitTimes.summary(),
    };
  }

  onCommit(listener: () => void): void {
    this.committed = listener;
  }

  afterCommit(callback: () => void): void {
    if (!this.scheduled) {
      callback();
      return;
    }
    this.callbacks.push(callback);
  }

  private enqueue(op: () => void): void {
    this.queued.push(op);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  create(m: NewMatch): void {
    const row = [
      m.id,
      m.spec.game,
      JSON.stringify(m.spec.options ?? {}),
      m.spec.seats,
      m.spec.seed,
      JSON.stringify(m.plan),
      m.createdAt,
      JSON.stringify(m.settings),
      m.settings.listed ? 1 : 0,
    ];
    this.enqueue(() => this.stmts.insertMatch.run(...row));
  }

  load(id: string): StoredMatch | null {
    // A match evicted from memory may still have writes queued: read what will be on disk.
    this.commit();
    const row = this.stmts.match.get(id);
    if (!row) return null;
    const log = this.stmts.log.all(id).map(entryOf);
    return { ...this.summaryOf(row, log.length), log };
  }

  append(id: string, seq: number, entry: StoredEntry): void {
    const move = payloadOf(entry);
    this.enqueue(() =>
      this.stmts.append.run(id, seq, entry.seat, entry.kind, move, entry.clientSeq),
    );
  }

  setToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue(() => this.stmts.setToken.run(id, seat, tokenHash));
  }

  replaceToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue(() => this.stmts.replaceToken.run(tokenHash, id, seat));
  }

  setNext(id: string, next: string): void {
    this.enqueue(() => this.stmts.setNext.run(next, id));
  }

  markFinished(id: string): void {
    this.enqueue(() => this.stmts.finish.run(id));
  }

  listOpen(limit: number): MatchSummary[] {
    this.commit();
    return this.stmts.open.all(limit).map((row) => this.summaryOf(row, row.version));
  }

  unfinishedWithBots(): string[] {
    return this.stmts.withBots.all().map((r) => r.id);
  }

  async close(): Promise<void> {
    this.flush();
    await new Promise<void>((resolve) => {
      this.checkpointer.once('message', () => resolve());
      this.checkpointer.once('exit', () => resolve());
      this.checkpointer.postMessage('stop');
    });
    await this.checkpointer.terminate();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }

  private summaryOf(row: MatchRow, version: number): MatchSummary {
    const tokenHashes: (string | null)[] = Array.from({ length: row.seats }, () => null);
    for (const t of this.stmts.tokens.all(row.id)) tokenHashes[t.seat] = t.token_hash;
    return {
      id: row.id,
      spec: { game: row.game, options: JSON.parse(row.options), seats: row.seats, seed: row.seed },
      plan: JSON.parse(row.plan) as SeatPlan[],
      tokenHashes,
      createdAt: row.created_at,
      finished: row.finished === 1,
      version,
      settings: tableSettings(JSON.parse(row.settings ?? '{}')),
      next: row.next_match ?? null,
    };
  }
}
