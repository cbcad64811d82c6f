import type { StoreFailure } from './store';

/** A callback waiting for a batch to be durable. */
interface Waiting {
  batch: number;
  callback: () => void;
}

/** A read waiting for a batch to be durable before it reads. */
interface Reader {
  batch: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The durations of the recent commits (a ring), and the longest of all. */
export class Durations {
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

/** Takes the leading entries of a list whose batch is durable; the list keeps the rest. */
function due<T extends { batch: number }>(list: T[], durable: number): T[] {
  let n = 0;
  while (n < list.length && list[n]!.batch <= durable) n++;
  return list.splice(0, n);
}

/**
 * The bookkeeping of group commit that every store shares: the writes queued in one turn of the
 * event loop go out as one numbered batch (`send`); the store says back which batch is durable
 * (`committed`), batches in the order they were sent; the callbacks waiting for a batch run then,
 * bookkeeping (`recorded`) before the rest (`afterCommit`). A failed commit is told once to
 * `onFailure`; after it nothing more is sent, and no callback waiting for a later commit runs.
 */
export class GroupCommit<Op> {
  private queued: Op[] = [];
  /** Callbacks waiting for a batch, in the order they came (their batches never decrease). */
  private readonly waiting: Waiting[] = [];
  /** Likewise, for the bookkeeping that runs before the callbacks of its batch (see recorded). */
  private readonly bookkeeping: Waiting[] = [];
  private readonly readers: Reader[] = [];
  private scheduled = false;
  /** The batch the queued writes will go in; the last one sent; the last one durable. */
  private nextBatch = 1;
  private sentBatch = 0;
  private durableBatch = 0;
  private failure: { error: unknown } | null = null;
  readonly times = new Durations();
  /** Told of every commit's duration in milliseconds (for /metrics). */
  onCommit: (ms: number) => void = () => {};

  constructor(
    private readonly send: (batch: number, ops: Op[]) => void,
    private readonly onFailure: StoreFailure,
  ) {}

  /** Queues writes for this turn's batch. */
  queue(...ops: Op[]): void {
    this.queued.push(...ops);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Sends this turn's writes as one batch now (the store calls it before it closes). */
  flush(): void {
    this.scheduled = false;
    if (this.queued.length === 0 || this.failure) return;
    const batch = this.nextBatch++;
    const ops = this.queued;
    this.queued = [];
    this.sentBatch = batch;
    this.send(batch, ops);
  }

  /** The batch a write queued now would have to wait for. */
  private get target(): number {
    return this.queued.length > 0 ? this.nextBatch : this.sentBatch;
  }

  /** Whether every batch sent is durable. */
  get idle(): boolean {
    return this.durableBatch === this.sentBatch;
  }

  afterCommit(callback: () => void): void {
    this.wait(this.waiting, callback);
  }

  recorded(callback: () => void): void {
    this.wait(this.bookkeeping, callback);
  }

  private wait(list: Waiting[], callback: () => void): void {
    const batch = this.target;
    if (batch <= this.durableBatch) callback();
    else if (!this.failure) list.push({ batch, callback });
  }

  /** Resolves once everything queued so far is durable; rejects if a commit failed. */
  settled(): Promise<void> {
    const batch = this.target;
    if (this.failure) return Promise.reject(this.failure.error);
    if (batch <= this.durableBatch) return Promise.resolve();
    return new Promise((resolve, reject) => this.readers.push({ batch, resolve, reject }));
  }

  /** The store says batches up to `batch` are durable (their commit took `ms`). */
  committed(batch: number, ms: number): void {
    if (this.failure) return;
    this.durableBatch = batch;
    this.times.record(ms);
    this.onCommit(ms);
    for (const w of due(this.bookkeeping, batch)) w.callback();
    for (const w of due(this.waiting, batch)) w.callback();
    for (const r of due(this.readers, batch)) r.resolve();
  }

  /** A commit failed: memory is now ahead of the disk. Told once. */
  failed(error: unknown): void {
    if (this.failure) return;
    this.failure = { error };
    this.waiting.length = 0;
    this.bookkeeping.length = 0;
    for (const r of this.readers.splice(0)) r.reject(error);
    this.onFailure(error);
  }

  /** Whether a commit failed. */
  get broken(): boolean {
    return this.failure !== null;
  }
}
