/**
 * A store in memory for the server's unit tests: it keeps every write, and commits only when the
 * test says so (`commit`), so a test can look at what the server does before and after.
 */
import type {
  MatchStore,
  MatchSummary,
  NewMatch,
  RematchOffer,
  StoredDraft,
  StoredEntry,
  StoredMatch,
} from './store';

export class MemoryStore implements MatchStore {
  readonly matches = new Map<string, NewMatch>();
  readonly logs = new Map<string, StoredEntry[]>();
  readonly drafts = new Map<string, StoredDraft>();
  readonly tokens = new Map<string, string>();
  readonly answers = new Map<string, Map<string, string>>();
  /** Every write, in order, as `kind:match`. */
  readonly writes: string[] = [];
  private pendingBooks: (() => void)[] = [];
  private pending: (() => void)[] = [];
  private queued = 0;

  /** Makes everything written so far durable: bookkeeping first, then the callbacks. */
  commit(): void {
    this.queued = 0;
    const books = this.pendingBooks;
    const waiting = this.pending;
    this.pendingBooks = [];
    this.pending = [];
    for (const cb of books) cb();
    for (const cb of waiting) cb();
  }

  private write(kind: string, id: string): void {
    this.writes.push(`${kind}:${id}`);
    this.queued++;
  }

  create(m: NewMatch): void {
    this.matches.set(m.id, m);
    this.logs.set(m.id, []);
    this.write('create', m.id);
  }

  async load(id: string): Promise<StoredMatch | null> {
    const m = this.matches.get(id);
    if (!m) return null;
    const log = this.logs.get(id) ?? [];
    const tokenHashes = Array.from(
      { length: m.spec.seats },
      (_, s) => this.tokens.get(`${id}:${s}`) ?? null,
    );
    const drafts = tokenHashes.map(
      (_, s) => this.drafts.get(`${id}:${s}`) ?? { moves: [], clientSeq: null },
    );
    return {
      ...this.summary(m, log.length),
      tokenHashes,
      log,
      drafts,
      answers: new Map(this.answers.get(id) ?? []),
    };
  }

  append(id: string, seq: number, entry: StoredEntry): void {
    const log = this.logs.get(id)!;
    if (log.length + 1 !== seq) throw new Error(`entry ${seq} of ${id} out of order`);
    log.push(entry);
    this.write('append', id);
  }

  setToken(id: string, seat: number, tokenHash: string): void {
    this.tokens.set(`${id}:${seat}`, tokenHash);
    this.write('token', id);
  }

  replaceToken(id: string, seat: number, tokenHash: string): void {
    this.setToken(id, seat, tokenHash);
  }

  setNext(id: string): void {
    this.write('next', id);
  }

  setRematch(id: string, _offer: RematchOffer | null): void {
    this.write('rematch', id);
  }

  markFinished(id: string): void {
    this.write('finished', id);
  }

  recordAnswer(id: string, commandId: string, answer: string): void {
    let kept = this.answers.get(id);
    if (!kept) {
      kept = new Map();
      this.answers.set(id, kept);
    }
    kept.set(commandId, answer);
    this.write('answer', id);
  }

  setDraft(id: string, seat: number, draft: StoredDraft): void {
    this.drafts.set(`${id}:${seat}`, draft);
    this.write('draft', id);
  }

  afterCommit(callback: () => void): void {
    if (this.queued === 0 && this.pending.length === 0) callback();
    else this.pending.push(callback);
  }

  recorded(callback: () => void): void {
    if (this.queued === 0) callback();
    else this.pendingBooks.push(callback);
  }

  async listOpen(): Promise<MatchSummary[]> {
    return [];
  }

  async unfinishedWithBots(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {}

  private summary(m: NewMatch, version: number): Omit<MatchSummary, 'tokenHashes'> {
    return {
      id: m.id,
      spec: m.spec,
      plan: m.plan,
      createdAt: m.createdAt,
      finished: false,
      version,
      settings: m.settings,
      next: null,
      rematch: null,
    };
  }
}
