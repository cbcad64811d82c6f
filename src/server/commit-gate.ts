import type { Seat } from '../core/game';
import type { LiveMatch } from './live-match';
import type { MatchStore } from './store/store';

/** Told of what may now be shown, once the writes behind it are durable. */
export interface DurableListener {
  /** New steps of the match. */
  stepped(live: LiveMatch): void;
  /** The draft of one seat changed: that seat alone is shown its table again. */
  drafted(live: LiveMatch, seat: Seat): void;
}

/**
 * Nothing leaves the server that describes a write not yet on disk. The gate keeps, per live
 * match, how far it is durable, and holds back what would tell of the rest until its commit.
 */
export class CommitGate {
  /** Matches whose watchers are told of new steps once the writes behind them are committed. */
  private readonly dirty = new Set<LiveMatch>();
  private listener: DurableListener = { stepped() {}, drafted() {} };
  /**
   * Whether the match was lost to another process before its writes were durable (see
   * cluster/): they never will be, and nothing of them may be told.
   */
  lost: (live: LiveMatch) => boolean = () => false;

  constructor(private readonly store: MatchStore) {}

  setListener(listener: DurableListener): void {
    this.listener = listener;
  }

  /**
   * Marks the match durable up to `version` once what was just written of it is on disk. It
   * runs before anything waiting for that commit, which may ask whether the match is durable.
   */
  wrote(live: LiveMatch, version: number): void {
    this.store.recorded(() => {
      if (live.durable < version) live.durable = version;
    });
  }

  /** A draft was written: the match is not durable until it is on disk. */
  wroteDraft(live: LiveMatch, seat: Seat): void {
    live.draftsPending++;
    this.store.recorded(() => {
      live.draftsPending--;
    });
    this.whenDurable(live, () => this.listener.drafted(live, seat));
  }

  /** The match has new steps: its watchers are told once they are all on disk. */
  stepped(live: LiveMatch): void {
    const first = this.dirty.size === 0;
    this.dirty.add(live);
    if (first) this.store.afterCommit(() => this.tellDurable());
  }

  /** Runs `callback` once every write made so far is durable. */
  afterCommit(callback: () => void): void {
    this.store.afterCommit(callback);
  }

  /**
   * Runs `callback` once every write made so far is durable, or `onLost` when the match was
   * lost to another process meanwhile: its writes were refused, and nothing of them may be told.
   */
  afterWrites(live: LiveMatch, callback: () => void, onLost: () => void): void {
    this.store.afterCommit(() => (this.lost(live) ? onLost() : callback()));
  }

  /**
   * Runs `callback` once everything applied to the match so far is on disk: whatever it sends
   * then describes only durable entries.
   */
  whenDurable(live: LiveMatch, callback: () => void, onLost: () => void = () => {}): void {
    if (this.lost(live)) onLost();
    else if (live.isDurable) callback();
    else this.store.afterCommit(() => this.whenDurable(live, callback, onLost));
  }

  /**
   * Tells of the matches whose steps are now on disk. One whose newest step went into a later
   * commit (commits overlap: the next is on its way while one is written) waits for that one.
   */
  private tellDurable(): void {
    const lives = [...this.dirty];
    this.dirty.clear();
    for (const live of lives) {
      if (this.lost(live)) continue;
      if (live.isDurable) this.listener.stepped(live);
      else this.stepped(live);
    }
  }
}
