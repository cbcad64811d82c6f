import { stepFor } from '../core/events';
import { engineHelpAllowed } from '../core/fair-play';
import type { Seat } from '../core/game';
import { standInLevel } from '../core/table';
import type { BotPool } from './bots/pool';
import type { BotReply, BotTask } from './bots/protocol';
import { botSeed } from './bots/seed';
import type { CommandPath } from './command-path';
import type { LiveMatches } from './live-cache';
import type { LiveMatch } from './live-match';

export interface SchedulerOptions {
  /**
   * At a table of bots only (a game to watch), the least time between two moves, so that people
   * can follow it; 0 plays as fast as the bots think.
   */
  paceMs?: number;
  log?: (msg: string) => void;
}

/**
 * Asks the bot workers for the decisions of the seats that bots play, and hands each reply to the
 * command path as a `bot` command: the table's rules judge it there (still that bot's turn, not
 * stale, legal, or else the fallback move). The pool answers every question by its deadline, so
 * no thinking bot holds a match; a match may even leave memory while its bot thinks.
 */
export class BotScheduler {
  /** Decisions under way, by match and seat, with the version each was asked at. */
  private readonly thinking = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly pool: BotPool,
    private readonly commands: CommandPath,
    private readonly matches: LiveMatches,
    private readonly opts: SchedulerOptions = {},
  ) {}

  /** Asks the bot of every seat to move that a bot plays, once per seat at a time. */
  schedule(live: LiveMatch): void {
    if (this.closed || live.finished) return;
    for (const seat of live.toMove()) {
      const level = live.match.seats[seat]?.bot;
      if (level) this.ask(live, seat, level, false);
    }
  }

  /**
   * The computer makes the one move a player whose clock ran out owes. In a game between people
   * that is the weakest level's move (src/core/fair-play.ts): letting the clock run down must
   * never buy a player an engine's answer to a hard position.
   */
  owe(live: LiveMatch, seat: Seat): void {
    const level = engineHelpAllowed({ seats: live.plan, over: live.finished })
      ? standInLevel(live.game)
      : live.game.bots[0]?.id;
    if (level) this.ask(live, seat, level, true);
    else void this.decided(live.id, seat, '', live.version, true, null);
  }

  /** A bot that has just moved may think on the opponents' time (it sees only its own view). */
  ponder(live: LiveMatch, seat: Seat): void {
    const level = live.match.seats[seat]?.bot;
    if (this.closed || !level || live.finished || live.toMove().includes(seat)) return;
    this.pool.ponder(this.task(live, seat, level, 'ponder'));
  }

  close(): void {
    this.closed = true;
  }

  /**
   * One decision for one seat, built as a human in that seat would see the match: its view (with
   * its own draft) and what it saw since its bot last decided.
   */
  private task(live: LiveMatch, seat: Seat, level: string, purpose?: 'ponder' | 'clock'): BotTask {
    const version = live.version;
    const common = {
      matchId: live.id,
      game: live.game.id,
      level,
      seat,
      view: live.viewFor(seat),
      version,
      seed: botSeed(live.spec.seed, seat, version, purpose),
    };
    if (purpose) return { ...common, since: version, events: [] };
    const held = live.ring.since(live.botSeen[seat]!);
    const since = held ? live.botSeen[seat]! : version;
    live.botSeen[seat] = version;
    return { ...common, since, events: (held ?? []).map((s) => stepFor(s.v, s.events, seat)) };
  }

  private ask(live: LiveMatch, seat: Seat, level: string, owed: boolean): void {
    const key = `${live.id}:${seat}`;
    if (this.closed || this.thinking.has(key)) return;
    const task = this.task(live, seat, level, owed ? 'clock' : undefined);
    this.thinking.set(key, task.version);
    void this.pool.choose(task).then((reply) =>
      this.paced(live, () => {
        // The seat counts as thinking until its reply is judged: nobody asks it again meanwhile.
        void this.decided(live.id, seat, level, task.version, owed, reply, () =>
          this.thinking.delete(key),
        );
      }),
    );
  }

  /** Runs `then` at once, or at a table of bots only, once the pace between moves allows. */
  private paced(live: LiveMatch, then: () => void): void {
    const pace = this.opts.paceMs ?? 0;
    const wait =
      pace > 0 && live.plan.every((p) => p.kind === 'bot')
        ? live.lastStepAt + pace - Date.now()
        : 0;
    if (wait <= 0) then();
    else setTimeout(then, wait).unref();
  }

  /** A bot's reply (null: none) goes to the table's rules as the seat's decision. */
  private async decided(
    id: string,
    seat: Seat,
    level: string,
    chosenAt: number,
    owed: boolean,
    reply: BotReply | null,
    judged: () => void = () => {},
  ): Promise<void> {
    if (this.closed) return judged();
    // The match may have left memory meanwhile: act on the current copy.
    let live: LiveMatch | null;
    try {
      live = await this.matches.get(id);
    } catch (e) {
      this.opts.log?.(`the bot of seat ${seat} in ${id} could not load the match: ${String(e)}`);
      return;
    } finally {
      judged();
    }
    if (this.closed || !live || live.finished) return;
    if (reply && !reply.ok) this.opts.log?.(`bot failed in ${id}: ${reply.error}`);
    const move = reply?.ok ? reply.move : null;
    const done = this.commands.run(live, { kind: 'bot', seat, level, move, chosenAt, owed });
    if (done.ok) {
      if (done.value.fault) this.opts.log?.(`bot move replaced in ${id}: ${done.value.fault}`);
      return;
    }
    // Out of date, or not the bot's turn any more: whoever plays the seat now is asked.
    if (done.error.code === 'stale' || done.error.code === 'not-the-bots') {
      if (!owed) this.schedule(live);
      return;
    }
    this.opts.log?.(`no move for the bot of seat ${seat} in ${id}: ${done.error.message}`);
  }
}
