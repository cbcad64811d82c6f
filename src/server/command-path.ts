import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import { type Decision, decide, type TableCommand, type TableStep } from '../core/table';
import type { CommitGate } from './commit-gate';
import type { LiveMatch } from './live-match';
import type { MatchStore, StoredEntry } from './store/store';

/** Told of every decision taken, in order, as soon as it is applied (before it is durable). */
export type DecisionListener = (live: LiveMatch, decision: Decision, command: TableCommand) => void;

/**
 * Where several processes share a store (see cluster/): whether this process may write the
 * match now, and each entry as it is queued (it is published once durable).
 */
export interface WriteGuard {
  mayWrite(live: LiveMatch): boolean;
  appended(live: LiveMatch, version: number, entry: StoredEntry): void;
}

/**
 * What a seat's command answers: the version it made (its own entry's), and whether it was a
 * re-send, which is answered the same version, on whichever process it reaches.
 */
export interface Answer {
  readonly version: number;
  readonly duplicate: boolean;
}

/**
 * The one way a command changes a match: the table's rules decide it (`src/core/table.ts`), its
 * entries are queued for the store, the live match moves on, and watchers are told once it is
 * durable. Every command of a match runs to completion here, synchronously, so the commands of
 * a match are applied one at a time, in order, without locks.
 */
export class CommandPath {
  private readonly listeners: DecisionListener[] = [];

  constructor(
    private readonly store: MatchStore,
    private readonly gate: CommitGate,
    private readonly guard: WriteGuard | null = null,
  ) {}

  onDecision(listener: DecisionListener): void {
    this.listeners.push(listener);
  }

  /**
   * Runs one command. `clientSeq` numbers a player's command (null for the platform's): it is
   * stored with the entry the player made, so that a re-sent command is known after a restart.
   */
  run(live: LiveMatch, command: TableCommand, clientSeq: number | null = null): Result<Decision> {
    if (this.guard && !this.guard.mayWrite(live)) {
      return fail('match-moved', 'This match is played on another server now: try again.');
    }
    const decided = decide(live.game, live.table, command, live.settings);
    if (!decided.ok) return decided;
    const decision = decided.value;
    const mine = clientSeq === null ? -1 : playersEntry(decision.steps, command.seat);
    for (const [i, { entry, applied }] of decision.steps.entries()) {
      const version = applied.match.version;
      // Queued for the next group commit; nobody is told about the entry before it.
      const stored = { ...entry, clientSeq: i === mine ? clientSeq : null };
      this.store.append(live.id, version, stored);
      this.guard?.appended(live, version, stored);
      this.gate.wrote(live, version);
      live.ring.push({ v: version, events: applied.events });
    }
    live.match = decision.table.match;
    if (clientSeq !== null) {
      live.lastClientSeq[command.seat] = clientSeq;
      live.answered[command.seat] =
        mine >= 0 ? decision.steps[mine]!.applied.match.version : live.version;
    }
    if (decision.drafted !== null) {
      const seat = decision.drafted;
      live.drafts = decision.table.drafts;
      const moves = live.drafts[seat] ?? [];
      this.store.setDraft(live.id, seat, { moves, clientSeq: live.lastClientSeq[seat] ?? null });
      if (decision.steps.length === 0) this.gate.wroteDraft(live, seat);
    }
    if (decision.steps.length > 0) {
      live.lastStepAt = Date.now();
      if (live.finished) this.store.markFinished(live.id);
      this.gate.stepped(live);
    }
    for (const listener of this.listeners) listener(live, decision, command);
    return ok(decision);
  }

  /**
   * A seat's command with the usual checks: the token proves the seat, and a re-sent command
   * (a clientSeq already seen) is answered with the current version and not applied again.
   */
  asSeat(
    live: LiveMatch,
    token: string,
    clientSeq: number,
    command: (seat: Seat) => TableCommand,
  ): Result<Answer> {
    const seat = live.seatOfToken(token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    const last = live.lastClientSeq[seat] ?? -1;
    if (clientSeq <= last) {
      const version = clientSeq === last ? live.answered[seat]! : live.version;
      return ok({ version, duplicate: true });
    }
    const done = this.run(live, command(seat), clientSeq);
    if (!done.ok) return done;
    return ok({ version: live.answered[seat]!, duplicate: false });
  }
}

/**
 * Which entry the player's command made: the last of the seat's own, a takeover that follows
 * apart (a command for another seat, such as a stand-in, has none).
 */
function playersEntry(steps: readonly TableStep[], seat: Seat): number {
  for (let i = steps.length - 1; i >= 0; i--) {
    const { entry } = steps[i]!;
    if (entry.seat === seat && entry.kind !== 'takeover') return i;
  }
  return -1;
}
