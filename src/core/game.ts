import type { z } from 'zod';
import type { Result, RuleError } from './errors';

/** Seats are numbered 0..seats-1 in turn order. */
export type Seat = number;

/** Who looks at a state: a seat, or a spectator who sees only what is public. */
export type Viewer = Seat | 'spectator';

/** Who may see an event: everyone (every seat and every spectator), or only these seats. */
export type Audience = 'all' | readonly Seat[];

/**
 * Something that happened in one step of a match, and who may see it. The payload is the game's
 * own plain JSON (`{ type: 'move', seat, move }` for a game with nothing to hide). The platform's
 * own payloads (see `SeatAction`) use the types resigned, left, returned, takeover and timeout.
 */
export interface GameEvent<E = unknown> {
  readonly to: Audience;
  readonly event: E;
}

/** One step of a match: the next state and what each seat may learn of the step. */
export interface Step<S, E = unknown> {
  readonly state: S;
  readonly events: readonly GameEvent<E>[];
}

/**
 * What the platform does to a seat, as opposed to a move of the game. Each is a log entry that
 * the game reduces like a move (see `Game.seatAction`), so replay stays exact.
 */
export type SeatAction =
  | { readonly kind: 'resign' }
  /** The player left the table (or stayed away past the grace period). */
  | { readonly kind: 'leave' }
  /** The player is back and plays the seat again (taking it back from a bot). */
  | { readonly kind: 'return' }
  /** A bot of this level plays the seat from now on. */
  | { readonly kind: 'takeover'; readonly level: string }
  /**
   * The seat's clock ran out. With `forfeit` the table says the seat loses by it; without, the
   * computer makes the move for it next.
   */
  | { readonly kind: 'timeout'; readonly forfeit: boolean };

/** What the platform knows of a seat, whatever the game. */
export interface SeatStatus {
  /** A person plays this seat (it was made for one), as opposed to a seat made for a bot. */
  readonly player: boolean;
  /** The bot level that decides for this seat now, or null when its player does. */
  readonly bot: string | null;
  /** Its player has left and not come back. */
  readonly away: boolean;
  readonly resigned: boolean;
}

/** Which of the table's clocks a phase of a game runs on (see `Game.clock`). */
export type SeatClockKind = 'move' | 'setup';

export interface SetupOptions<O> {
  /** How many seats the match has. */
  readonly seats: number;
  /** All randomness of the rules derives from this seed. */
  readonly seed: string;
  /** The game's own options, already validated by `optionsSchema`. */
  readonly options: O;
}

export interface Outcome {
  /** Seats that won (empty for a draw). */
  readonly winners: Seat[];
  /** Points per seat, where the game keeps a score. */
  readonly scores?: number[];
  /** A machine-readable reason ("no-legal-square", "flag-captured", "resigned" ...). */
  readonly reason: string;
}

/** One step as a seat saw it: the events of version `v` that it may see (none: a skip). */
export interface SeenStep {
  readonly v: number;
  readonly events: readonly unknown[];
}

/** A bot decides from what its own seat may know, never from the full state. */
export interface BotContext {
  readonly seat: Seat;
  /** Seed for this decision, derived by hashing (never the match seed, which may be the deck). */
  readonly seed: string;
  /**
   * What the seat saw since this bot's previous decision, in order; null or absent when that is
   * not known (a fresh bot joining a match under way, or a gap): then the view is all there is.
   */
  readonly events?: readonly SeenStep[] | null;
}

/** The decisions of one bot in one seat of one match. It may keep memory of its own. */
export interface BotMind<V, M> {
  choose(view: V, ctx: BotContext): M;
  /**
   * Thinks on the opponents' time about the position in `view` (the bot's own view after its
   * move): one short slice of work per call, true when there is nothing left to do. Optional.
   */
  ponder?(view: V, ctx: BotContext): boolean;
}

/**
 * A computer level. A level with memory gives every seat its own mind through `create`; a
 * level without keeps no state between decisions and is its own mind.
 */
export interface BotLevel<V, M> extends BotMind<V, M> {
  readonly id: string;
  create?(): BotMind<V, M>;
}

/**
 * The contract every game implements. State is plain JSON; every function is pure and never
 * throws on a bad move (it returns a `RuleError`). Only `view` output and events ever leave the
 * server, each to whom it may concern.
 */
export interface Game<S, M, V, O = Record<string, never>> {
  readonly id: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly optionsSchema: z.ZodType<O>;
  readonly moveSchema: z.ZodType<M>;
  setup(setup: SetupOptions<O>): S;
  /** Seats that may act now (several in a simultaneous phase); empty once the game is over. */
  toMove(state: S): Seat[];
  /**
   * The seat's legal moves where they can be listed; a game whose moves cannot all be listed
   * (every layout of a board, say) lists some of them. `play` is the judge of legality.
   */
  legalMoves(state: S, seat: Seat): M[];
  /** A move to make for a seat to move whose bot failed: a legal one, or null if it has none. */
  fallbackMove(state: S, seat: Seat): M | null;
  /** The next state and the events of the step, or why the move is refused. */
  play(state: S, seat: Seat, move: M): Result<Step<S>>;
  /**
   * What a platform action means in this game. Without it: a resignation or a timeout ends the
   * match and the other seats win; leaving, returning and a takeover change only who plays.
   * The platform has already recorded the action in the seat's `SeatStatus` and tells everyone.
   */
  seatAction?(state: S, seat: Seat, action: SeatAction): Result<Step<S>>;
  /**
   * The platform ended the match (a resignation, a draw agreed, a claim, a clock): the game may
   * record it and show what it hid. Optional.
   */
  conclude?(state: S, outcome: Outcome): Step<S>;
  /**
   * Which of the table's clocks the seats to move are on now: `'move'`, the clock of each move;
   * `'setup'`, the clock of a phase in which the seats prepare (Junqi's setup, where every side
   * arranges its pieces and says it is ready), which runs out as leaving the table does rather
   * than as a slow move; or null for none. By default `'move'` (where the table has a clock).
   */
  clock?(state: S): SeatClockKind | null;
  /**
   * Whether `move` belongs to the seat's secret preparation (Junqi's swaps during setup): a move
   * that changes only what this seat may know, that no other seat's move can change the meaning
   * of, and whose events are for this seat alone. The platform keeps such moves as the seat's
   * draft — stored, shown to that seat, but no step of the match — and writes them into the log
   * with the seat's next other move, so that the others learn nothing of them, not even how many
   * there were or when. Optional: by default no move is a draft.
   */
  draft?(state: S, seat: Seat, move: M): boolean;
  /**
   * Why a rated table cannot be played with these options (a board too small for a real game),
   * or null; optional: without it every table between people may be rated. The server asks it
   * before a rated match is made (`ratedRefusal` in src/core/rated.ts), the new-game form too.
   */
  ratedRefusal?(options: O): RuleError | null;
  /** The bot level that plays the seat of a player who leaves, until they return; none: it waits. */
  readonly leaverBot?: string;
  /**
   * Whether that bot also plays on the seat of a player who resigns (a table that plays on
   * without them, such as a card series), rather than the game taking the seat out of play.
   */
  readonly resignerBot?: boolean;
  view(state: S, viewer: Viewer): V;
  /**
   * The game hides nothing: every viewer's view is the same and every event is for everyone, so
   * the platform builds and encodes one message per version for all the watchers of a match
   * (`src/games/public-games.test.ts` holds every game that says so to it).
   */
  readonly hidesNothing?: boolean;
  outcome(state: S): Outcome | null;
  /** Bot levels by id, weakest first. */
  readonly bots: readonly BotLevel<V, M>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every type
export type AnyGame = Game<any, any, any, any>;
