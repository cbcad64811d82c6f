import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the running process when they are scraped. */
export interface MetricSources {
  /** Matches held in memory: owned here, and followed for another process (0 on one process). */
  matches(): { owned: number; followed: number };
  sockets(): number;
  /** Bot decisions asked for and not yet answered. */
  botQueue(): number;
  /** Matches taken over from a process that stopped, since the start. */
  takeovers(): number;
  /** Times the connection to Redis was lost and made again, since the start. */
  redisReconnects(): number;
  /** Commits that did not return in time and whose matches were let go, since the start. */
  commitTimeouts(): number;
}

/**
 * Parlour's metrics in the Prometheus text format (GET /metrics), on a registry of its own so
 * that several servers in one process (the tests) do not share counters. docs/deployment.md says
 * what each means and what to alert on.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly moves: Counter;
  private readonly commits: Histogram;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'parlour_process_' });
    new Gauge({
      name: 'parlour_matches_held',
      help: 'Matches held in memory by this process, by role (owned: it writes them; followed: another does).',
      labelNames: ['role'],
      registers,
      collect() {
        const { owned, followed } = sources.matches();
        this.set({ role: 'owned' }, owned);
        this.set({ role: 'followed' }, followed);
      },
    });
    this.moves = new Counter({
      name: 'parlour_moves_total',
      help: 'Entries written to match logs by this process (moves, and what the table decided).',
      registers,
    });
    this.commits = new Histogram({
      name: 'parlour_commit_seconds',
      help: 'Time one group commit of the store took.',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    new Gauge({
      name: 'parlour_sockets',
      help: 'Socket connections open on this process.',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    new Gauge({
      name: 'parlour_bot_queue',
      help: 'Bot decisions asked for and not yet answered.',
      registers,
      collect() {
        this.set(sources.botQueue());
      },
    });
    new Counter({
      name: 'parlour_lease_takeovers_total',
      help: 'Matches this process took over from a process that stopped beating.',
      registers,
      collect() {
        this.reset();
        this.inc(sources.takeovers());
      },
    });
    new Counter({
      name: 'parlour_store_commit_timeouts_total',
      help: 'Commits that did not return in time: their matches were let go for another process.',
      registers,
      collect() {
        this.reset();
        this.inc(sources.commitTimeouts());
      },
    });
    new Counter({
      name: 'parlour_redis_reconnects_total',
      help: 'Times the connection to Redis was lost and made again.',
      registers,
      collect() {
        this.reset();
        this.inc(sources.redisReconnects());
      },
    });
  }

  /** Entries written (counted as they are queued). */
  wrote(entries: number): void {
    this.moves.inc(entries);
  }

  committed(ms: number): void {
    this.commits.observe(ms / 1000);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
