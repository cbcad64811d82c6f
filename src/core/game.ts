import type { z } from 'zod';
import type { Result } from './errors';

/** Seats are numbered 0..seats-1 in turn order. */
export type Seat = number;

/** Who looks at a state: a seat, or a spectator who sees only what is public. */
export type Viewer = Seat | 'spectator';

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

/** A bot chooses a move from what its own seat may see, never from the full state. */
export interface BotContext {
  readonly seat: Seat;
  /** Seed for this decision, so a bot's play is reproducible. */
  readonly seed: string;
}

export interface BotLevel<V, M> {
  readonly id: string;
  choose(view: V, ctx: BotContext): M;
  /**
   * Thinks on the opponent's time about the position in `view` (the bot's own view after its
   * move): one short slice of work per call, true when there is nothing left to do. Optional.
   */
  ponder?(view: V, ctx: BotContext): boolean;
}

/**
 * The contract every game implements. State is plain JSON; every function is pure.
 * Only `view` output ever leaves the server.
 */
export interface Game<S, M, V, O = Record<string, never>> {
  readonly id: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly optionsSchema: z.ZodType<O>;
  readonly moveSchema: z.ZodType<M>;
  setup(setup: SetupOptions<O>): S;
  /** Seats that may act now; empty once the game is over. */
  toMove(state: S): Seat[];
  legalMoves(state: S, seat: Seat): M[];
  play(state: S, seat: Seat, move: M): Result<S>;
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;
  /**
   * Whether every move may be shown to every viewer as it was played. Leave it unset for games
   * with secrets: then only the mover sees its move, and the others learn through their views.
   */
  readonly publicMoves?: boolean;
  /** Bot levels by id, weakest first. */
  readonly bots: readonly BotLevel<V, M>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every type
export type AnyGame = Game<any, any, any, any>;
