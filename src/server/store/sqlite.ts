import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SeatPlan } from '../../core/protocol';
import { tableSettings } from '../table-settings';
import { entryOf, kindOf, type LogRow, payloadOf } from './entries';
import { GroupCommit } from './group-commit';
import {
  type MatchStore,
  type MatchSummary,
  type NewMatch,
  type RematchOffer,
  type StoredDraft,
  type StoredEntry,
  type StoredMatch,
  type StoreFailure,
  stopOnFailure,
} from './store';

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
CREATE TABLE IF NOT EXISTS seat_drafts (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  moves TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS command_answers (
  match_id TEXT NOT NULL,
  command_id TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (match_id, command_id)
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
  rematch: 'TEXT',
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
  rematch: string | null;
  game: string;
  options: string;
  seats: number;
  seed: string;
  plan: string;
  created_at: number;
  finished: number;
}

/** What the writer thread posts back. */
type WriterMessage =
  | { committed: number; ms: number }
  | { failed: number; error: string }
  | { stopped: true };

/** Past this, the writer starts the write-ahead log again (see writer-worker.js). */
const MAX_WAL_BYTES = 8 * 1024 * 1024;

export interface StoreStats {
  databaseBytes: number;
  walBytes: number;
  commits: number;
  /** Commit times in milliseconds over the recent commits, and the longest since the start. */
  commitMs: { p50: number; p99: number; max: number };
}

/** One write, as the writer thread takes it: a statement's name and its parameters. */
type Write = [statement: string, params: unknown[]];

export interface SqliteStoreOptions {
  /** Past this, the write-ahead log is started again (see writer-worker.js); 8 MB by default. */
  maxWalBytes?: number;
  /** What a failed commit does; by default it stops the process. */
  onFailure?: StoreFailure;
}

/**
 * The embedded store: one SQLite file in the data folder, write-ahead log, no server. Writes are
 * committed by a thread of their own (writer-worker.js): each turn's writes go there as one
 * batch, and the callbacks waiting for them run when it says the batch is durable. Reads are made
 * here, on a connection of their own, once the writes queued before them are durable.
 */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly stmts;
  /** Each turn's writes, flat: statement name, parameters, statement name, … */
  private readonly commits: GroupCommit<unknown>;
  private readonly file: string;
  private readonly maxWalBytes: number;
  private readonly writer: Worker;
  private readonly checkpointer: Worker;
  private closing = false;
  constructor(dataDir: string, opts: SqliteStoreOptions = {}) {
    this.maxWalBytes = opts.maxWalBytes ?? MAX_WAL_BYTES;
    this.commits = new GroupCommit<unknown>((batch, ops) => {
      this.writer.ref();
      this.writer.postMessage({ batch, ops });
    }, opts.onFailure ?? stopOnFailure);
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
    this.writer = new Worker(new URL('./writer-worker.js', import.meta.url), {
      workerData: { file, maxWalBytes: this.maxWalBytes },
    });
    this.writer.on('message', (msg: WriterMessage) => this.told(msg));
    this.writer.on('error', (e) => this.failed(e));
    this.writer.unref();
    this.checkpointer = new Worker(new URL('./checkpoint-worker.js', import.meta.url), {
      workerData: { file, intervalMs: 100 },
    });
    this.checkpointer.unref();
    this.stmts = {
      match: this.db.prepare<[string], MatchRow>('SELECT * FROM matches WHERE id = ?'),
      log: this.db.prepare<[string], LogRow>(
        'SELECT seq, seat, kind, move, client_seq FROM log WHERE match_id = ? ORDER BY seq',
      ),
      drafts: this.db.prepare<[string], { seat: number; moves: string }>(
        'SELECT seat, moves FROM seat_drafts WHERE match_id = ?',
      ),
      answers: this.db.prepare<[string], { command_id: string; answer: string }>(
        'SELECT command_id, answer FROM command_answers WHERE match_id = ?',
      ),
      tokens: this.db.prepare<[string], { seat: number; token_hash: string }>(
        'SELECT seat, token_hash FROM seat_tokens WHERE match_id = ?',
      ),
      open: this.db.prepare<[number], MatchRow & { version: number }>(
        `SELECT m.*, (SELECT COUNT(*) FROM log l WHERE l.match_id = m.id) AS version
         FROM matches m WHERE m.listed = 1 AND m.finished = 0 ORDER BY m.created_at DESC LIMIT ?`,
      ),
      // Seats made for a bot, and seats a bot took over from their player.
      withBots: this.db.prepare<[], { id: string }>(
        `SELECT id FROM matches m WHERE finished = 0 AND (plan LIKE '%"bot"%'
           OR EXISTS (SELECT 1 FROM log l WHERE l.match_id = m.id AND l.kind = 'takeover'))`,
      ),
      ids: this.db.prepare<[], { id: string }>('SELECT id FROM matches ORDER BY created_at, id'),
    };
  }

  /** What the writer thread said: a batch is durable (its callbacks run), or it failed. */
  private told(msg: WriterMessage): void {
    if ('failed' in msg) this.failed(msg.error);
    if (!('committed' in msg)) return;
    this.commits.committed(msg.committed, msg.ms);
    // Idle, the writer does not keep the process alive; with writes on their way it does.
    if (this.commits.idle && !this.closing) this.writer.unref();
  }

  private failed(error: unknown): void {
    if (!this.closing) this.writer.unref();
    this.commits.failed(error);
  }

  /** Resolves once everything queued so far is on disk, for a read that must see it. */
  private settled(): Promise<void> {
    this.commits.flush();
    return this.commits.settled();
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
      commits: this.commits.times.count,
      commitMs: this.commits.times.summary(),
    };
  }

  observeCommits(observer: (ms: number) => void): void {
    this.commits.onCommit = observer;
  }

  afterCommit(callback: () => void): void {
    this.commits.afterCommit(callback);
  }

  recorded(callback: () => void): void {
    this.commits.recorded(callback);
  }

  private enqueue(...write: Write): void {
    this.commits.queue(...write);
  }

  create(m: NewMatch): void {
    this.enqueue('insertMatch', [
      m.id,
      m.spec.game,
      JSON.stringify(m.spec.options ?? {}),
      m.spec.seats,
      m.spec.seed,
      JSON.stringify(m.plan),
      m.createdAt,
      JSON.stringify(m.settings),
      m.settings.listed ? 1 : 0,
    ]);
  }

  async load(id: string): Promise<StoredMatch | null> {
    // A match evicted from memory may still have writes on their way: read what will be on disk.
    await this.settled();
    const row = this.stmts.match.get(id);
    if (!row) return null;
    const log = this.stmts.log.all(id).map(entryOf);
    const drafts: StoredDraft[] = Array.from({ length: row.seats }, () => ({
      moves: [],
      clientSeq: null,
    }));
    for (const d of this.stmts.drafts.all(id)) drafts[d.seat] = JSON.parse(d.moves) as StoredDraft;
    const answers = new Map(this.stmts.answers.all(id).map((a) => [a.command_id, a.answer]));
    return { ...this.summaryOf(row, log.length), log, drafts, answers };
  }

  setDraft(id: string, seat: number, draft: StoredDraft): void {
    if (draft.moves.length === 0) this.enqueue('clearDraft', [id, seat]);
    else this.enqueue('setDraft', [id, seat, JSON.stringify(draft)]);
  }

  append(id: string, seq: number, entry: StoredEntry): void {
    this.enqueue('append', [id, seq, entry.seat, kindOf(entry), payloadOf(entry), entry.clientSeq]);
  }

  setToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue('setToken', [id, seat, tokenHash]);
  }

  replaceToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue('replaceToken', [tokenHash, id, seat]);
  }

  setNext(id: string, next: string): void {
    this.enqueue('setNext', [next, id]);
  }

  setRematch(id: string, offer: RematchOffer | null): void {
    this.enqueue('setRematch', [offer === null ? null : JSON.stringify(offer), id]);
  }

  markFinished(id: string): void {
    this.enqueue('finish', [id]);
  }

  recordAnswer(id: string, commandId: string, answer: string): void {
    this.enqueue('recordAnswer', [id, commandId, answer]);
  }

  async listOpen(limit: number): Promise<MatchSummary[]> {
    // No wait for the writer: a match is listed once its creator has been answered, which is
    // after its commit; the lobby may miss only what is being written this very moment.
    return this.stmts.open.all(limit).map((row) => this.summaryOf(row, row.version));
  }

  async unfinishedWithBots(): Promise<string[]> {
    return this.stmts.withBots.all().map((r) => r.id);
  }

  /** Every match's id, oldest first (for `parlour store copy`). */
  async matchIds(): Promise<string[]> {
    return this.stmts.ids.all().map((r) => r.id);
  }

  async close(): Promise<void> {
    // Both threads keep the process alive until they have stopped (idle, they do not).
    this.closing = true;
    this.writer.ref();
    this.checkpointer.ref();
    // What is queued is committed first; after a failed commit there is nothing more to wait for.
    await this.settled().catch(() => {});
    const stopped = (worker: Worker, message: unknown) =>
      new Promise<void>((resolve) => {
        worker.on('message', (msg: { stopped?: boolean }) => msg.stopped && resolve());
        worker.once('exit', () => resolve());
        worker.postMessage(message);
      });
    await stopped(this.checkpointer, 'stop');
    await this.checkpointer.terminate();
    // The writer checkpoints everything into the database file before it closes.
    await stopped(this.writer, { stop: true });
    await this.writer.terminate();
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
      rematch: row.rematch ? (JSON.parse(row.rematch) as RematchOffer) : null,
    };
  }
}
