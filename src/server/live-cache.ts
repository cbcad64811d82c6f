import { replay } from '../core/match';
import { findGame } from '../games';
import { LiveMatch, RING_STEPS } from './live-match';
import { StepRing } from './step-ring';
import type { MatchStore, StoredMatch } from './store/store';

export interface LiveCacheOptions {
  store: MatchStore;
  /** Finished matches kept in memory for late watchers before they are dropped (reloaded on demand). */
  finishedCacheSize?: number;
  log?: (msg: string) => void;
  /**
   * Where several processes share the store: settles who writes the match before it is read
   * (see cluster/), false when there is no such match.
   */
  claim?: (id: string) => Promise<boolean>;
}

/**
 * The matches this process holds in memory, each loaded from the store on first use and replayed
 * from its log; finished ones are kept for a while for late watchers, idle ones let go.
 */
export class LiveMatches {
  private readonly live = new Map<string, LiveMatch>();
  /** The loads under way, by match: whoever asks for the match meanwhile waits for the same one. */
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  private readonly finishedOrder: string[] = [];
  /** Told of every match loaded back from the store (its timers start again). */
  onLoad: (live: LiveMatch) => void = () => {};
  /**
   * Told of every match the moment it leaves memory, however it leaves (let go for another
   * process, evicted idle, pushed out by newer finished ones): the one event on which every part
   * that keeps something of a match (timers, bots, subscriptions) lets it go.
   */
  onRelease: (live: LiveMatch) => void = () => {};

  constructor(private readonly opts: LiveCacheOptions) {}

  /** The match if it is held in memory now; never touches the store. */
  peek(id: string): LiveMatch | null {
    return this.live.get(id) ?? null;
  }

  /**
   * The live match, loaded and replayed from the store if it is not in memory. One load at a time
   * per match: callers that ask while it is under way share its promise, and since each continues
   * in the order it asked, the commands of a match still apply in the order they came.
   */
  get(id: string): Promise<LiveMatch | null> {
    const cached = this.live.get(id);
    if (cached) {
      cached.touchedAt = Date.now();
      return Promise.resolve(cached);
    }
    const under = this.loading.get(id);
    if (under) return under;
    const claim = this.opts.claim;
    const stored = claim
      ? claim(id).then((found) => (found ? this.opts.store.load(id) : null))
      : this.opts.store.load(id);
    const loaded = stored.then(
      (stored) => {
        this.loading.delete(id);
        // Made here meanwhile (a rematch under the id its offer chose): that one is the match.
        const made = this.live.get(id);
        if (made) return made;
        const live = stored && this.revive(stored);
        if (!live) return null;
        this.live.set(id, live);
        if (live.finished) this.finished(live);
        this.onLoad(live);
        return live;
      },
      (error: unknown) => {
        this.loading.delete(id);
        throw error;
      },
    );
    this.loading.set(id, loaded);
    return loaded;
  }

  /** A match made here just now. */
  add(live: LiveMatch): void {
    this.live.set(live.id, live);
  }

  /** Lets go of one match (another process writes it now); the next `get` reads it again. */
  drop(id: string): LiveMatch | null {
    const live = this.live.get(id) ?? null;
    if (live) this.release(live);
    return live;
  }

  private release(live: LiveMatch): void {
    if (this.live.get(live.id) !== live) return;
    this.live.delete(live.id);
    this.onRelease(live);
  }

  /** Every match held now. */
  all(): IterableIterator<LiveMatch> {
    return this.live.values();
  }

  /** The match is over: it stays in memory only while it is among the latest finished. */
  finished(live: LiveMatch): void {
    const max = this.opts.finishedCacheSize ?? 200;
    this.finishedOrder.push(live.id);
    while (this.finishedOrder.length > max) {
      const old = this.live.get(this.finishedOrder.shift()!);
      if (old?.finished) this.release(old);
    }
  }

  get size(): number {
    return this.live.size;
  }

  /** Lets go of the matches nobody has touched for a while and `keep` does not hold; their ids. */
  evictIdle(maxIdleMs: number, keep: (live: LiveMatch) => boolean): string[] {
    const cutoff = Date.now() - maxIdleMs;
    const dropped: string[] = [];
    for (const [id, live] of this.live) {
      if (live.touchedAt < cutoff && live.isDurable && !keep(live)) {
        this.release(live);
        dropped.push(id);
      }
    }
    return dropped;
  }

  /** A stored match replayed into memory, or null when its log no longer replays. */
  private revive(stored: StoredMatch): LiveMatch | null {
    const game = findGame(stored.spec.game);
    if (!game) return null;
    const replayed = replay(game, stored.spec, stored.log, {
      plan: stored.plan,
      keepSteps: RING_STEPS,
    });
    if (!replayed.ok) {
      this.opts.log?.(`match ${stored.id} does not replay: ${replayed.error.message}`);
      return null;
    }
    const { match, recent } = replayed.value;
    const ring = new StepRing(RING_STEPS, match.version - recent.length);
    for (const step of recent) ring.push(step);
    const live = new LiveMatch(
      stored.id,
      game,
      stored.spec,
      stored.plan,
      [...stored.tokenHashes],
      stored.createdAt,
      match,
      stored.settings,
      {
        durable: true,
        ring,
        next: stored.next,
        rematch: stored.rematch,
        drafts: stored.drafts.map((d) => d.moves),
        answers: stored.answers,
      },
    );
    const seen = (seat: number, clientSeq: number | null, version: number) => {
      if (clientSeq !== null && clientSeq > (live.lastClientSeq[seat] ?? -1)) {
        live.lastClientSeq[seat] = clientSeq;
        live.answered[seat] = version;
      }
    };
    for (const [i, e] of stored.log.entries()) seen(e.seat, e.clientSeq, i + 1);
    for (const [seat, d] of stored.drafts.entries()) seen(seat, d.clientSeq, match.version);
    return live;
  }
}
