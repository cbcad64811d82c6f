import { stepFor } from '../core/events';
import type { Viewer } from '../core/game';
import { replay, type VersionedStep } from '../core/match';
import type { WireStep } from '../core/protocol';
import type { LiveMatch } from './live-match';
import type { MatchStore } from './store/store';

/** A page of a match's history as one viewer may see it. */
export interface HistoryPage {
  /** The steps after the version asked for, oldest first: the viewer's events, or a skip. */
  readonly steps: WireStep[];
  /** Whether later steps did not fit in the page. */
  readonly more: boolean;
}

/**
 * Every step of a match, from its log: the ring holds only the latest, a page reloaded or opened
 * after the end wants them all. Built by replaying the log once and kept with the live match,
 * then continued from the ring as the match goes on.
 */
export class MatchHistory {
  private readonly kept = new WeakMap<LiveMatch, VersionedStep[]>();
  /** The log reads under way, by match: a second page asked for meanwhile waits for the same. */
  private readonly reading = new WeakMap<LiveMatch, Promise<VersionedStep[]>>();

  constructor(private readonly store: MatchStore) {}

  /**
   * The steps after `from` up to version `upTo` that `viewer` may see, at most `limit` of them,
   * with the same checks as live play: each step's events for that viewer, or a skip. `upTo` is
   * a version already durable (nothing describes a step a crash could erase).
   */
  async page(
    live: LiveMatch,
    viewer: Viewer,
    from: number,
    limit: number,
    upTo = live.version,
  ): Promise<HistoryPage> {
    const all = await this.steps(live);
    const after = all.filter((s) => s.v > from && s.v <= upTo);
    const steps = after.slice(0, limit).map((s): WireStep => {
      const seen = stepFor(s.v, s.events, viewer);
      return seen.events.length > 0 ? { v: s.v, events: [...seen.events] } : { v: s.v };
    });
    return { steps, more: after.length > limit };
  }

  private async steps(live: LiveMatch): Promise<VersionedStep[]> {
    const kept = this.kept.get(live);
    const last = kept?.at(-1)?.v ?? 0;
    if (kept && last >= live.version) return kept;
    const newer = kept ? live.ring.since(last) : null;
    if (kept && newer) {
      kept.push(...newer);
      return kept;
    }
    const under = this.reading.get(live);
    if (under) return under;
    const read = this.fromLog(live).finally(() => this.reading.delete(live));
    this.reading.set(live, read);
    return read;
  }

  /** Every step of the match, replayed from its log (the ring's, if that fails). */
  private async fromLog(live: LiveMatch): Promise<VersionedStep[]> {
    const stored = await this.store.load(live.id);
    const replayed =
      stored &&
      replay(live.game, stored.spec, stored.log, {
        plan: stored.plan,
        keepSteps: stored.log.length,
      });
    const steps = replayed?.ok ? [...replayed.value.recent] : [...live.ring.held()];
    this.kept.set(live, steps);
    return steps;
  }
}
