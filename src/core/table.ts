/**
 * Who plays a seat, decided in one pure place. A command — a player's, or the platform's on a
 * seat's behalf (a grace over, a clock run out, a bot's decision) — meets the table as it stands
 * (the match and each seat's draft) and the table's settings; out come the log entries it makes,
 * each with its step, or why nothing happens. The server, the bot arena and the command line all
 * decide here, so a rule of the table is written once:
 * - a player who acts while away, or while a bot stands in, takes the seat back first (a
 *   `return`); a seat that resigned is not taken back;
 * - a seat left for good, resigned at a table that plays on, or timed out, is handed to the
 *   computer where the game says so;
 * - a seat still preparing when the setup clock runs out (`Game.clock`) counts as left, as if
 *   its grace were over: the others may claim or hand it to the computer;
 * - only a seat to move may move (`applyEntry` checks the turn for every game);
 * - a move is stale when the seat chose it before its own latest move, whatever the others did;
 * - a bot whose decision failed or was refused is replaced by the game's fallback move;
 * - a move of a seat's secret preparation (`Game.draft`) becomes its draft, not a step.
 */
import { fail, ok, type Result } from './errors';
import type { AnyGame, Seat, SeatClockKind } from './game';
import {
  type Applied,
  applyEntry,
  type LogEntry,
  type MatchState,
  matchOutcome,
  parseMove,
  playDrafts,
  seatsToMove,
} from './match';

/** What of the table's settings the rules read. */
export interface TableRules {
  /** Whether a player still here may hand the seat of one who left to the computer. */
  readonly standIn: boolean;
  /** What a seat's clock running out means: it loses, or the computer makes that move. */
  readonly onTimeout: 'forfeit' | 'bot';
}

/** The table as the rules see it: the match, and each seat's draft not yet in the log. */
export interface Table {
  readonly match: MatchState;
  readonly drafts: readonly (readonly unknown[])[];
}

export type TableCommand =
  /** A player's move, chosen when the match stood at `chosenAt` (null: not said). */
  | {
      readonly kind: 'move';
      readonly seat: Seat;
      readonly move: unknown;
      readonly chosenAt: number | null;
    }
  | { readonly kind: 'resign' | 'leave'; readonly seat: Seat }
  | { readonly kind: 'claim'; readonly seat: Seat; readonly result: 'win' | 'draw' }
  | { readonly kind: 'draw'; readonly seat: Seat; readonly action: 'offer' | 'accept' | 'decline' }
  /** A player asks for the computer to play `target`, whose player left. */
  | { readonly kind: 'stand-in'; readonly seat: Seat; readonly target: Seat }
  /** The player opened the match again. */
  | { readonly kind: 'back'; readonly seat: Seat }
  /** The player stayed away past the table's grace period. */
  | { readonly kind: 'grace-over'; readonly seat: Seat }
  /** The seat's clock ran out: its move clock, or in a setup phase the setup clock. */
  | { readonly kind: 'clock-out'; readonly seat: Seat }
  /**
   * The decision of the bot of `level` for the seat (null: it failed or did not answer in time),
   * chosen at `chosenAt`. With `owed`, the computer makes one move a timed-out player owes.
   */
  | {
      readonly kind: 'bot';
      readonly seat: Seat;
      readonly level: string;
      readonly move: unknown | null;
      readonly chosenAt: number;
      readonly owed?: boolean;
    };

/** One log entry the command made and the step it produced. */
export interface TableStep {
  readonly entry: LogEntry;
  readonly applied: Applied;
}

export interface Decision {
  readonly steps: readonly TableStep[];
  /** The table after them. */
  readonly table: Table;
  /** The seat whose draft changed (it is stored, and shown to that seat alone), or null. */
  readonly drafted: Seat | null;
  /** A seat whose player ran out of time and owes a move the computer makes now, or null. */
  readonly owes: Seat | null;
  /** Why a bot's own decision was replaced by the fallback move, or null. */
  readonly fault: string | null;
}

/** Which of the table's clocks the seats to move in `state` are on (see `Game.clock`). */
export function clockIn(game: AnyGame, state: unknown): SeatClockKind | null {
  return game.clock ? game.clock(state) : 'move';
}

/** The level that stands in for a player who left: the game's own, or its middle one. */
export function standInLevel(game: AnyGame): string | undefined {
  if (game.leaverBot) return game.leaverBot;
  return game.bots[Math.floor((game.bots.length - 1) / 2)]?.id;
}

/** The match as `seat` sees it with its draft applied (the same version: a draft is no step). */
export function withDraft(game: AnyGame, table: Table, seat: Seat): MatchState {
  const draft = table.drafts[seat] ?? [];
  if (draft.length === 0) return table.match;
  const state = playDrafts(game, table.match.state, seat, draft);
  return state.ok ? { ...table.match, state: state.value } : table.match;
}

/** Builds a decision by applying entries one after the other. */
class Steps {
  readonly steps: TableStep[] = [];
  drafts: readonly (readonly unknown[])[];
  drafted: Seat | null = null;
  owes: Seat | null = null;
  fault: string | null = null;

  constructor(
    private readonly game: AnyGame,
    public match: MatchState,
    drafts: readonly (readonly unknown[])[],
  ) {
    this.drafts = drafts;
  }

  apply(entry: LogEntry): Result<null> {
    const applied = applyEntry(this.game, this.match, entry);
    if (!applied.ok) return applied;
    this.steps.push({ entry, applied: applied.value });
    this.match = applied.value.match;
    return ok(null);
  }

  setDraft(seat: Seat, draft: readonly unknown[]): void {
    this.drafts = this.drafts.map((d, s) => (s === seat ? draft : d));
    this.drafted = seat;
  }

  get over(): boolean {
    return matchOutcome(this.game, this.match) !== null;
  }

  done(): Result<Decision> {
    return ok({
      steps: this.steps,
      table: { match: this.match, drafts: this.drafts },
      drafted: this.drafted,
      owes: this.owes,
      fault: this.fault,
    });
  }
}

/** Decides what `command` does at `table`: the entries it makes, or why it is refused. */
export function decide(
  game: AnyGame,
  table: Table,
  command: TableCommand,
  rules: TableRules,
): Result<Decision> {
  const { match } = table;
  const seat = command.seat;
  if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats.length) {
    return fail('no-such-seat', 'There is no such seat in this match.');
  }
  if (matchOutcome(game, match)) return fail('game-over', 'The game is over.');
  const steps = new Steps(game, match, normalDrafts(table, match.seats.length));
  const status = match.seats[seat]!;
  switch (command.kind) {
    case 'move': {
      if (status.resigned) return fail('resigned', 'You resigned from this game.');
      if (command.chosenAt !== null && command.chosenAt < match.moved[seat]!) {
        return fail('stale', 'The game has moved on since that move was chosen.');
      }
      const back = takeBack(steps, seat);
      if (!back.ok) return back;
      const moved = move(game, steps, seat, command.move);
      return moved.ok ? steps.done() : moved;
    }
    case 'resign': {
      if (status.resigned) return fail('already-resigned', 'You already resigned.');
      const back = takeBack(steps, seat);
      if (!back.ok) return back;
      const resigned = steps.apply({ kind: 'resign', seat });
      if (!resigned.ok) return resigned;
      // A table that plays on without a player (a card series) has the computer play the seat.
      const level = game.resignerBot ? game.leaverBot : undefined;
      if (level && !steps.over) steps.apply({ kind: 'takeover', seat, level });
      return steps.done();
    }
    case 'leave':
    case 'grace-over': {
      const quiet = command.kind === 'grace-over';
      if (status.resigned)
        return quiet ? steps.done() : fail('resigned', 'You resigned from this game.');
      if (quiet && (status.away || !status.player)) return steps.done();
      const left = leaves(game, steps, seat);
      return left.ok ? steps.done() : left;
    }
    case 'back': {
      if (status.player && status.away && !status.resigned) {
        const back = steps.apply({ kind: 'return', seat });
        if (!back.ok) return back;
      }
      return steps.done();
    }
    case 'claim': {
      const claimed = steps.apply({ kind: 'claim', seat, result: command.result });
      return claimed.ok ? steps.done() : claimed;
    }
    case 'draw': {
      const drawn = steps.apply({ kind: 'draw', seat, action: command.action });
      return drawn.ok ? steps.done() : drawn;
    }
    case 'stand-in': {
      const target = match.seats[command.target];
      if (!rules.standIn) {
        return fail('no-stand-in', 'This table does not hand seats to the computer.');
      }
      if (command.target === seat || !target?.away || target.bot !== null) {
        return fail('not-away', 'That player has not left their seat.');
      }
      const level = standInLevel(game);
      if (!level) return fail('no-bot', `${game.id} has no computer player.`);
      const taken = steps.apply({ kind: 'takeover', seat: command.target, level });
      return taken.ok ? steps.done() : taken;
    }
    case 'clock-out': {
      if (!seatsToMove(game, match).includes(seat) || status.bot !== null || !status.player) {
        return steps.done();
      }
      // Not ready by the end of the setup: the seat counts as left, as after a leave (a player
      // still here may claim, or hand it to the computer; the game's leaver bot takes it).
      if (clockIn(game, match.state) === 'setup') {
        if (status.away || status.resigned) return steps.done();
        const left = leaves(game, steps, seat);
        return left.ok ? steps.done() : left;
      }
      const forfeit = rules.onTimeout === 'forfeit';
      const timedOut = steps.apply({ kind: 'timeout', seat, forfeit });
      if (!timedOut.ok) return timedOut;
      // A game that plays on after a forfeit (a table of four) still needs the move: the
      // computer makes it, so that the table never stalls.
      if (!steps.over && seatsToMove(game, steps.match).includes(seat)) steps.owes = seat;
      return steps.done();
    }
    case 'bot':
      return botDecision(game, steps, command);
  }
}

/** Drafts for every seat (a table made before drafts existed has none). */
function normalDrafts(table: Table, seats: number): readonly (readonly unknown[])[] {
  if (table.drafts.length === seats) return table.drafts;
  return Array.from({ length: seats }, (_, s) => table.drafts[s] ?? []);
}

/** The seat's player has left: a `leave`, and the game's leaver bot takes the seat if it has one. */
function leaves(game: AnyGame, steps: Steps, seat: Seat): Result<null> {
  const left = steps.apply({ kind: 'leave', seat });
  if (!left.ok) return left;
  if (game.leaverBot && !steps.over) steps.apply({ kind: 'takeover', seat, level: game.leaverBot });
  return ok(null);
}

/** A player who acts while away or while a bot stands in takes the seat back first. */
function takeBack(steps: Steps, seat: Seat): Result<null> {
  const status = steps.match.seats[seat]!;
  if (!status.player || (!status.away && status.bot === null)) return ok(null);
  return steps.apply({ kind: 'return', seat });
}

/** A move of the seat: a draft of its secret preparation, or an entry carrying the draft so far. */
function move(game: AnyGame, steps: Steps, seat: Seat, move: unknown): Result<null> {
  // A game without drafts goes straight to the reducer, which checks the move and the turn.
  if (!game.draft) return steps.apply({ kind: 'move', seat, move });
  const draft = steps.drafts[seat] ?? [];
  const parsed = parseMove(game, move);
  if (!parsed.ok) return parsed;
  const before = playDrafts(game, steps.match.state, seat, draft);
  if (!before.ok) return before;
  if (game.draft(before.value, seat, parsed.value)) {
    if (!seatsToMove(game, steps.match).includes(seat)) {
      return fail('not-your-turn', 'It is not your turn.');
    }
    const played = game.play(before.value, seat, parsed.value);
    if (!played.ok) return played;
    steps.setDraft(seat, [...draft, parsed.value]);
    return ok(null);
  }
  const entry: LogEntry =
    draft.length > 0
      ? { kind: 'move', seat, move: parsed.value, drafts: draft }
      : { kind: 'move', seat, move: parsed.value };
  const applied = steps.apply(entry);
  if (!applied.ok) return applied;
  if (draft.length > 0) steps.setDraft(seat, []);
  return ok(null);
}

/**
 * A bot's decision stands if the seat is still the bot's to play and to move and the bot chose
 * after the seat's latest move. A decision the rules refuse, or none, is replaced by the game's
 * fallback move, so a bot never hangs a match; one refused after other seats moved is asked for
 * again (what it saw is out of date).
 */
function botDecision(
  game: AnyGame,
  steps: Steps,
  command: Extract<TableCommand, { kind: 'bot' }>,
): Result<Decision> {
  const { match } = steps;
  const { seat } = command;
  const status = match.seats[seat]!;
  const plays = command.owed ? status.bot === null : status.bot === command.level;
  if (!plays || !seatsToMove(game, match).includes(seat)) {
    return fail('not-the-bots', 'That seat is not the computer’s to play now.');
  }
  if (command.chosenAt < match.moved[seat]!) {
    return fail('stale', 'The game has moved on since that move was chosen.');
  }
  if (command.move !== null) {
    const moved = move(game, steps, seat, command.move);
    if (moved.ok) return steps.done();
    if (command.chosenAt !== match.version) {
      return fail('stale', 'The game has moved on since that move was chosen.');
    }
    steps.fault = `chose ${JSON.stringify(command.move)}: ${moved.error.message}`;
  } else {
    steps.fault = 'gave no move';
  }
  const fallback = game.fallbackMove(withDraft(game, steps, seat).state, seat);
  if (fallback === null) return fail('no-move', 'The computer has no move for that seat.');
  const moved = move(game, steps, seat, fallback);
  return moved.ok ? steps.done() : moved;
}
