import type { PublishedStep } from './messages';

/** How many published steps an owner keeps per match, for the answers to forwarded commands. */
const KEPT = 64;

interface MatchSteps {
  steps: PublishedStep[];
  /** The highest version published on the match's channel. */
  published: number;
}

/**
 * The owner's entries of each match as it queued them, for its followers: published on the
 * match's channel once durable, and the latest kept a while, so that the answer to a forwarded
 * command can carry the steps it made (the follower shows them before it answers its socket).
 */
export class StepLog {
  private readonly byMatch = new Map<string, MatchSteps>();

  appended(matchId: string, step: PublishedStep): void {
    let m = this.byMatch.get(matchId);
    if (!m) {
      m = { steps: [], published: step.v - 1 };
      this.byMatch.set(matchId, m);
    }
    m.steps.push(step);
  }

  /** The steps now durable and not yet published; they count as published from now on. */
  takeDurable(matchId: string, durable: number): PublishedStep[] {
    const m = this.byMatch.get(matchId);
    if (!m) return [];
    const due = m.steps.filter((s) => s.v > m.published && s.v <= durable);
    if (due.length > 0) m.published = due.at(-1)!.v;
    const excess = m.steps.length - KEPT;
    if (excess > 0) {
      const cut = m.steps.findIndex((s, i) => i >= excess || s.v > m.published);
      m.steps.splice(0, cut === -1 ? m.steps.length : cut);
    }
    return due;
  }

  /** The durable steps after version `at`, as far as they are kept (the oldest may be gone). */
  after(matchId: string, at: number, durable: number): PublishedStep[] {
    const m = this.byMatch.get(matchId);
    if (!m) return [];
    return m.steps.filter((s) => s.v > at && s.v <= durable);
  }

  forget(matchId: string): void {
    this.byMatch.delete(matchId);
  }
}
