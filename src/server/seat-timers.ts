import type { Seat } from '../core/game';
import { clockIn } from '../core/table';
import type { BotScheduler } from './bot-scheduler';
import type { CommandPath } from './command-path';
import type { LiveMatches } from './live-cache';
import type { LiveMatch } from './live-match';
import { clockLimit } from './table-settings';

/**
 * The table's clocks per seat: the grace a disconnected player has before their seat counts
 * as left, and the time a player has for a move (or, in a setup phase, to get ready). When one runs out it becomes a command for the
 * table's rules (`grace-over`, `clock-out`), like anything else that changes a match.
 */
export class SeatTimers {
  /** Whether someone holding a seat is connected now (the socket layer knows). */
  connected: (matchId: string, seat: Seat) => boolean = () => false;
  private closed = false;

  constructor(
    private readonly commands: CommandPath,
    private readonly matches: LiveMatches,
    private readonly bots: BotScheduler,
  ) {}

  close(): void {
    this.closed = true;
  }

  /**
   * The last socket of a seat went away: once the table's grace period is over with nobody back,
   * the player counts as gone (a `leave`, and a bot takes over where the game says so).
   */
  departed(live: LiveMatch, seat: Seat): void {
    if (live.finished || live.tokenHashes[seat] === null) return;
    live.offlineSince[seat] ??= Date.now();
    const status = live.match.seats[seat];
    if (live.graceTimers[seat] || !status?.player || status.away || status.resigned) return;
    const waited = Date.now() - (live.offlineSince[seat] ?? Date.now());
    const timer = setTimeout(
      () => this.graceOver(live.id, seat),
      Math.max(0, live.settings.graceSeconds * 1000 - waited),
    );
    timer.unref();
    live.graceTimers[seat] = timer;
  }

  /**
   * Someone holding the seat is connected again; and since somebody is at the table, the grace
   * of every other player who is not (after a restart, say) starts now.
   */
  arrived(live: LiveMatch, seat: Seat): void {
    live.offlineSince[seat] = null;
    const timer = live.graceTimers[seat];
    if (timer) clearTimeout(timer);
    live.graceTimers[seat] = null;
    for (let other = 0; other < live.spec.seats; other++) {
      if (other !== seat && !this.connected(live.id, other)) this.departed(live, other);
    }
  }

  /** The match left memory here: none of its clocks or graces runs on. */
  release(live: LiveMatch): void {
    for (const timers of [live.graceTimers, live.clockTimers]) {
      for (let seat = 0; seat < timers.length; seat++) {
        const t = timers[seat];
        if (t) clearTimeout(t);
        timers[seat] = null;
      }
    }
    live.clockStarted.fill(null);
  }

  /** A disconnected player stayed away past the grace period: their seat counts as left. */
  private graceOver(id: string, seat: Seat): void {
    const live = this.matches.peek(id);
    if (!live || this.closed) return;
    live.graceTimers[seat] = null;
    if (live.finished || this.connected(id, seat)) return;
    // Only a table with someone at it moves on; an empty one waits for whoever comes first.
    const someoneHere = live.plan.some((_, s) => s !== seat && this.connected(id, s));
    if (someoneHere) this.commands.run(live, { kind: 'grace-over', seat });
  }

  /**
   * Starts the clock of every seat whose player is to move (where the table has a clock for the
   * phase: the move clock, or the setup clock where the game says the phase is a setup), and
   * stops the others. A seat's clock runs from when it became that seat's turn (or its phase
   * began), or from its own last move (`moved`) when it plays several in a row. In a setup, a
   * seat whose player has already left is not on the clock: it waits for them, a claim or the
   * computer.
   */
  arm(live: LiveMatch, moved: Seat | null): void {
    const kind = clockIn(live.game, live.match.state);
    const limit = clockLimit(live.settings, kind);
    // Nobody's clock runs while the table waits for a player to sit down.
    const seated = live.plan.every((p, s) => p.kind === 'bot' || live.tokenHashes[s] !== null);
    const clocked = !!limit && seated && !live.finished && !this.closed;
    const toMove = clocked ? live.toMove() : [];
    for (let seat = 0; seat < live.spec.seats; seat++) {
      const status = live.match.seats[seat]!;
      const runs =
        toMove.includes(seat) &&
        status.player &&
        status.bot === null &&
        !(kind === 'setup' && status.away);
      const same = live.clockKinds[seat] === kind;
      if (runs && live.clockStarted[seat] !== null && same && seat !== moved) continue;
      const timer = live.clockTimers[seat];
      if (timer) clearTimeout(timer);
      live.clockTimers[seat] = null;
      live.clockStarted[seat] = null;
      live.clockKinds[seat] = null;
      if (!runs) continue;
      const started = Date.now();
      live.clockStarted[seat] = started;
      live.clockKinds[seat] = kind;
      const t = setTimeout(() => this.clockOut(live.id, seat, started), limit! * 1000);
      t.unref();
      live.clockTimers[seat] = t;
    }
  }

  /**
   * A seat's clock ran out: a `timeout` entry, and then, where the seat still owes the move, the
   * computer makes it for it (once; the player still plays their next move). In a setup the
   * table's rules count the seat as left instead (see `decide`).
   */
  private clockOut(id: string, seat: Seat, started: number): void {
    const live = this.matches.peek(id);
    if (!live || this.closed || live.clockStarted[seat] !== started) return;
    live.clockTimers[seat] = null;
    live.clockStarted[seat] = null;
    live.clockKinds[seat] = null;
    const done = this.commands.run(live, { kind: 'clock-out', seat });
    if (done.ok && done.value.owes !== null) this.bots.owe(live, done.value.owes);
  }
}
