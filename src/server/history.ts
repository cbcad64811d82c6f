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

  constructor(private readonly store: MatchStore) {}

  /**
   * The steps after `from` that `viewer` may see, up to `limit` of them, with the same checks as
   * live play: each step's events for that viewer, or a skip. Call it only once the match is
   * durable (nothing describes a step a crash could erase).
   */
  page(live: LiveMatch, viewer: Viewer, from: number, limit: number): HistoryPage {
    const all = this.steps(live);
    const after = all.filter((s) => s.v > from && s.v <= live.version);
    const steps = after.slice(0, limit).map((s): WireStep => {
      const seen = stepFor(s.v, s.events, viewer);
      return seen.events.length > 0 ? { v: s.v, events: [...seen.events] } : { v: s.v };
    });
    return { steps, more: after.length > limit };
  }

  private steps(live: LiveMatch): VersionedStep[] {
    const kept = this.kept.get(live);
    const last = kept?.at(-1)?.v ?? 0;
    if (kept && last === live.version) return kept;
    const newer = kept ? live.ring.since(last) : null;
    if (kept && newer) {
      kept.push(...newer);
      return kept;
    }
    const stored = this.store.load(live.id);
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
