import pg from 'pg';
import type { SeatPlan } from '../../core/protocol';
import { tableSettings } from '../table-settings';
import { entryOf, kindOf, type LogRow, payloadOf } from './entries';
import { GroupCommit } from './group-commit';
import { PostgresLeases } from './postgres-leases';
import { type Migrated, migrate } from './postgres-schema';
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

export interface PostgresStoreOptions {
  /** What a failed commit does; by default it stops the process. */
  onFailure?: StoreFailure;
  /** Connections for reads (writes have one of their own); 4 by default. */
  readers?: number;
  /** How long a commit may take before it counts as failed (COMMIT_MS by default). */
  commitTimeoutMs?: number;
}

export interface PostgresStats {
  commits: number;
  /** Commit times in milliseconds over the recent commits, and the longest since the start. */
  commitMs: { p50: number; p99: number; max: number };
  /** The read pool: connections open, idle, and reads waiting for one. */
  readers: { total: number; idle: number; waiting: number };
}

/**
 * One write: its name (as `parlour_commit` knows it), then its parameters; when the store is
 * fenced, the epoch of the writer's lease on its match comes last.
 */
type Write = unknown[];

/** How the writes of a store shared by several processes are fenced (see fenceWith). */
export interface Fence {
  /** The process writing, as its leases name it. */
  readonly writer: string;
  /** The epoch of this process's lease on a match now, or null when it holds none. */
  epochOf(matchId: string): number | null;
  /**
   * The writes of these matches were refused, since another process holds them now. Called
   * before anything waiting for the commit runs: nothing about those writes may be shown.
   */
  onFenced(matchIds: readonly string[]): void;
  /**
   * A commit of these matches did not return in time (a network cut, a database paused): it may
   * land later or never. Called before anything waiting for that commit runs, which then finds
   * the matches lost: no ack, nothing shown. Nothing more of them at this epoch is sent, and
   * their leases must be let go for another process to take them from what the store holds.
   */
  onTimedOut(matchIds: readonly string[]): void;
}

/** The match a write is for (the same rule as parlour_commit_fenced's). */
const matchOfWrite = (w: Write) =>
  (w[0] === 'replaceToken' || w[0] === 'setNext' || w[0] === 'setRematch' ? w[2] : w[1]) as string;

interface MatchRow {
  id: string;
  game: string;
  options: string;
  seats: number;
  seed: string;
  plan: string;
  /** A BIGINT: pg gives it as a string. */
  created_at: string;
  finished: boolean;
  settings: string;
  next_match: string | null;
  rematch: string | null;
  /** [seat, token hash] pairs, or null for none. */
  tokens: [number, string][] | null;
}

type LoadRow = MatchRow & {
  /** [seq, seat, kind, move, client_seq] in order, or null for none. */
  log: [number, number, string, string | null, number | null][] | null;
  /** [seat, draft JSON] pairs, or null for none. */
  drafts: [number, string][] | null;
  /** [command id, answer JSON] pairs, or null for none. */
  answers: [string, string][] | null;
};

const TOKENS = `(SELECT json_agg(json_build_array(t.seat, t.token_hash))
    FROM seat_tokens t WHERE t.match_id = m.id) AS tokens`;

const MATCH_COLUMNS = `m.id, m.game, m.options, m.seats, m.seed, m.plan, m.created_at, m.finished,
  m.settings, m.next_match, m.rematch`;

/** A whole match in one query: its row, its log in order, its tokens and drafts. */
const LOAD = `SELECT ${MATCH_COLUMNS}, ${TOKENS},
  (SELECT json_agg(json_build_array(l.seq, l.seat, l.kind, l.move, l.client_seq) ORDER BY l.seq)
    FROM log l WHERE l.match_id = m.id) AS log,
  (SELECT json_agg(json_build_array(d.seat, d.moves))
    FROM seat_drafts d WHERE d.match_id = m.id) AS drafts,
  (SELECT json_agg(json_build_array(a.command_id, a.answer))
    FROM command_answers a WHERE a.match_id = m.id) AS answers
  FROM matches m WHERE m.id = $1`;

const OPEN = `SELECT ${MATCH_COLUMNS}, ${TOKENS},
  (SELECT count(*)::integer FROM log l WHERE l.match_id = m.id) AS version
  FROM matches m WHERE m.listed AND NOT m.finished ORDER BY m.created_at DESC LIMIT $1`;

// Seats made for a bot, and seats a bot took over from their player.
const WITH_BOTS = `SELECT id FROM matches m WHERE NOT finished AND (plan LIKE '%"bot"%'
  OR EXISTS (SELECT 1 FROM log l WHERE l.match_id = m.id AND l.kind = 'takeover'))`;

/** How long a connection may take to open before the store gives up (a busy server is slow). */
const CONNECT_MS = 30_000;
/**
 * How long a commit may take before it fails. A database that stops answering (a lost network, a
 * lock never released) would otherwise hold every table of this process still, without end: failed,
 * the commit stops the process (or whatever `onFailure` does), and with leases another process
 * takes its matches on from what was committed. Far above any commit a sound database takes.
 */
const COMMIT_MS = 30_000;

/** Creates or updates the schema of the database at `url` (see postgres-schema.ts). */
export async function migratePostgres(url: string): Promise<Migrated> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_MS });
  await client.connect();
  try {
    return await migrate(client);
  } finally {
    await client.end();
  }
}

/**
 * The store on a PostgreSQL server (`parlour serve --store postgres://…`). Writes are group
 * committed as in SQLite: each turn's writes are one batch, and batches commit in order on one
 * connection of their own, one transaction at a time, while the server goes on queueing; the
 * batches that queued up while one commit was under way go together in the next. A commit is one
 * statement, `parlour_commit(batch)`, which applies the batch's writes in order: one round trip.
 * Reads go through a small pool of other connections, each once the writes queued before it are
 * committed.
 */
export class PostgresStore implements MatchStore {
  private readonly commits: GroupCommit<Write>;
  /** Batches sent and not yet committed, in order. */
  private readonly pending: { batch: number; ops: Write[] }[] = [];
  private committing = false;
  /** The connection commits go through; made again (between commits) if it is lost. */
  private writer: pg.Client | null = null;
  private fence: Fence | null = null;
  /**
   * Matches whose commit did not return, with the epoch it was at: no write of theirs at that
   * epoch or before is sent again (it may follow a write that never landed).
   */
  private readonly abandoned = new Map<string, number>();
  /** Commits that did not return in time and were given up (for /metrics). */
  commitTimeouts = 0;

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    onFailure: StoreFailure,
    private readonly commitTimeoutMs: number,
  ) {
    this.commits = new GroupCommit<Write>((batch, ops) => {
      this.pending.push({ batch, ops });
      this.pump();
    }, onFailure);
  }

  /** Opens the store on the database at `url`, creating or updating its schema first. */
  static async open(url: string, opts: PostgresStoreOptions = {}): Promise<PostgresStore> {
    await migratePostgres(url);
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.readers ?? 4,
      connectionTimeoutMillis: CONNECT_MS,
    });
    // A connection lost while idle is let go by the pool; the next read opens another.
    pool.on('error', (e) => console.warn(`parlour: a store connection was lost: ${e.message}`));
    const store = new PostgresStore(
      url,
      pool,
      opts.onFailure ?? stopOnFailure,
      opts.commitTimeoutMs ?? COMMIT_MS,
    );
    try {
      store.writer = await store.connectWriter();
    } catch (e) {
      await pool.end().catch(() => {});
      throw e;
    }
    return store;
  }

  private async connectWriter(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_MS,
      // On the client's side: a database that no longer answers at all is caught too.
      query_timeout: this.commitTimeoutMs,
      // And on the server's: a commit waiting on a lock gives up there too, so that a commit
      // given up here does not land long after.
      statement_timeout: this.commitTimeoutMs,
    });
    client.on('error', () => {
      // Lost between commits: the next commit opens another. Lost during one, that commit fails.
      if (this.writer === client) this.writer = null;
    });
    client.on('end', () => {
      if (this.writer === client) this.writer = null;
    });
    await client.connect();
    return client;
  }

  /** Commits what is pending, if no commit is under way: everything sent so far, as one. */
  private pump(): void {
    if (this.committing || this.pending.length === 0 || this.commits.broken) return;
    const batches = this.pending.splice(0);
    const last = batches.at(-1)!.batch;
    const all = batches.length === 1 ? batches[0]!.ops : batches.flatMap((b) => b.ops);
    const ops = this.abandoned.size === 0 ? all : all.filter((w) => !this.isAbandoned(w));
    const started = performance.now();
    this.committing = true;
    void this.commit(ops).then(
      ({ ms, fenced }) => {
        this.committing = false;
        if (fenced.length > 0) this.fence?.onFenced(fenced);
        this.commits.committed(last, ms);
        this.pump();
      },
      (e: unknown) => {
        this.committing = false;
        // Whether a commit that timed out went in is unknown: this connection is done with.
        const writer = this.writer;
        this.writer = null;
        void writer?.end().catch(() => {});
        // Past the time limit on either side: this one's, or the database's own.
        const late =
          (e instanceof Error && e.message === 'Query read timeout') ||
          (e instanceof pg.DatabaseError && e.code === '57014');
        if (this.fence && outcomeUnknown(e)) {
          this.giveUp(ops);
          this.commits.committed(last, performance.now() - started);
          this.pump();
          return;
        }
        this.commits.failed(
          late
            ? new Error(`a commit took longer than ${this.commitTimeoutMs} ms`, { cause: e })
            : e,
        );
      },
    );
  }

  /**
   * Several processes share the store and a commit did not return: its matches are given up
   * here (another process takes them from what the store holds) rather than the process
   * stopping, which would cost every other match it runs.
   */
  private giveUp(ops: readonly Write[]): void {
    const epochs = new Map<string, number>();
    for (const w of ops) epochs.set(matchOfWrite(w), w.at(-1) as number);
    for (const [matchId, epoch] of epochs) {
      this.abandoned.set(matchId, Math.max(epoch, this.abandoned.get(matchId) ?? epoch));
    }
    this.commitTimeouts++;
    this.fence!.onTimedOut([...epochs.keys()]);
  }

  private isAbandoned(write: Write): boolean {
    const epoch = this.abandoned.get(matchOfWrite(write));
    return epoch !== undefined && (write.at(-1) as number) <= epoch;
  }

  /**
   * One transaction: the batch's writes in order. Resolves with how long it took (ms) and the
   * matches whose writes were refused by their lease (none when the store is not fenced).
   */
  private async commit(ops: Write[]): Promise<{ ms: number; fenced: string[] }> {
    if (ops.length === 0) return { ms: 0, fenced: [] };
    this.writer ??= await this.connectWriter();
    const start = performance.now();
    const json = JSON.stringify(ops);
    if (!this.fence) {
      await this.writer.query('SELECT parlour_commit($1::json)', [json]);
      return { ms: performance.now() - start, fenced: [] };
    }
    const { rows } = await this.writer.query<{ fenced: string[] }>(
      'SELECT parlour_commit_fenced($1::json, $2) AS fenced',
      [json, this.fence.writer],
    );
    return { ms: performance.now() - start, fenced: rows[0]?.fenced ?? [] };
  }

  private enqueue(...write: Write): void {
    // The epoch is the one held when the write was made: a lease lost and taken again since
    // does not let an older write through.
    if (this.fence) write.push(this.fence.epochOf(matchOfWrite(write)) ?? -1);
    this.commits.queue(write);
  }

  /**
   * From now on every write is fenced by this process's leases (several processes share the
   * database). Writes already queued are not.
   */
  fenceWith(fence: Fence): void {
    this.fence = fence;
  }

  /** The leases of the matches in this database, for the process `self`. */
  leases(self: string): PostgresLeases {
    return new PostgresLeases(this.url, self);
  }

  /** Resolves once everything queued so far is committed, for a read that must see it. */
  private settled(): Promise<void> {
    this.commits.flush();
    return this.commits.settled();
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

  create(m: NewMatch): void {
    this.enqueue(
      'insertMatch',
      m.id,
      m.spec.game,
      JSON.stringify(m.spec.options ?? {}),
      m.spec.seats,
      m.spec.seed,
      JSON.stringify(m.plan),
      m.createdAt,
      JSON.stringify(m.settings),
      m.settings.listed,
    );
  }

  append(id: string, seq: number, entry: StoredEntry): void {
    this.enqueue('append', id, seq, entry.seat, kindOf(entry), payloadOf(entry), entry.clientSeq);
  }

  setToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue('setToken', id, seat, tokenHash);
  }

  replaceToken(id: string, seat: number, tokenHash: string): void {
    this.enqueue('replaceToken', tokenHash, id, seat);
  }

  setNext(id: string, next: string): void {
    this.enqueue('setNext', next, id);
  }

  setRematch(id: string, offer: RematchOffer | null): void {
    this.enqueue('setRematch', offer === null ? null : JSON.stringify(offer), id);
  }

  markFinished(id: string): void {
    this.enqueue('finish', id);
  }

  recordAnswer(id: string, commandId: string, answer: string): void {
    this.enqueue('recordAnswer', id, commandId, answer);
  }

  setDraft(id: string, seat: number, draft: StoredDraft): void {
    if (draft.moves.length === 0) this.enqueue('clearDraft', id, seat);
    else this.enqueue('setDraft', id, seat, JSON.stringify(draft));
  }

  async load(id: string): Promise<StoredMatch | null> {
    // A match evicted from memory may still have writes on their way: read what will be stored.
    await this.settled();
    const { rows } = await this.pool.query<LoadRow>(LOAD, [id]);
    const row = rows[0];
    if (!row) return null;
    const log = (row.log ?? []).map(([seq, seat, kind, move, clientSeq]) =>
      entryOf({ seq, seat, kind, move, client_seq: clientSeq } satisfies LogRow),
    );
    const drafts: StoredDraft[] = Array.from({ length: row.seats }, () => ({
      moves: [],
      clientSeq: null,
    }));
    for (const [seat, moves] of row.drafts ?? []) drafts[seat] = JSON.parse(moves) as StoredDraft;
    const answers = new Map(row.answers ?? []);
    return { ...summaryOf(row, log.length), log, drafts, answers };
  }

  async listOpen(limit: number): Promise<MatchSummary[]> {
    // As in SQLite, no wait for the writer: a match is listed once its creator was answered.
    const { rows } = await this.pool.query<MatchRow & { version: number }>(OPEN, [limit]);
    return rows.map((row) => summaryOf(row, row.version));
  }

  async unfinishedWithBots(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(WITH_BOTS);
    return rows.map((r) => r.id);
  }

  /** Every match's id, oldest first (for `parlour store copy`). */
  async matchIds(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM matches ORDER BY created_at, id',
    );
    return rows.map((r) => r.id);
  }

  stats(): PostgresStats {
    return {
      commits: this.commits.times.count,
      commitMs: this.commits.times.summary(),
      readers: {
        total: this.pool.totalCount,
        idle: this.pool.idleCount,
        waiting: this.pool.waitingCount,
      },
    };
  }

  async close(): Promise<void> {
    // What is queued is committed first; after a failed commit there is nothing more to wait for.
    await this.settled().catch(() => {});
    const writer = this.writer;
    this.writer = null;
    await writer?.end().catch(() => {});
    await this.pool.end();
  }
}

/**
 * Whether a failed commit may have landed or not, nobody knows: no answer in time, the server
 * cancelling it at its own time limit, or the connection lost under it. A refusal by the
 * database itself (a number taken, say) is a failure of the process's own making.
 */
function outcomeUnknown(e: unknown): boolean {
  if (e instanceof pg.DatabaseError) return e.code === '57014';
  return e instanceof Error;
}

function summaryOf(row: MatchRow, version: number): MatchSummary {
  const tokenHashes: (string | null)[] = Array.from({ length: row.seats }, () => null);
  for (const [seat, hash] of row.tokens ?? []) tokenHashes[seat] = hash;
  return {
    id: row.id,
    spec: { game: row.game, options: JSON.parse(row.options), seats: row.seats, seed: row.seed },
    plan: JSON.parse(row.plan) as SeatPlan[],
    tokenHashes,
    createdAt: Number(row.created_at),
    finished: row.finished,
    version,
    settings: tableSettings(JSON.parse(row.settings ?? '{}')),
    next: row.next_match ?? null,
    rematch: row.rematch ? (JSON.parse(row.rematch) as RematchOffer) : null,
  };
}
