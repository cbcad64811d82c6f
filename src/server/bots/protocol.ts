import type { Seat, SeenStep } from '../../core/game';

/** What a bot is given: everything a bot may know is its own seat's view and events. */
export interface BotTask {
  readonly matchId: string;
  readonly game: string;
  readonly level: string;
  readonly seat: Seat;
  /** The seat's view at `version`. */
  readonly view: unknown;
  readonly version: number;
  /** Derived from the match seed by hashing; never the match seed itself. */
  readonly seed: string;
  /** What the seat saw after version `since`, up to `version`, one entry per version. */
  readonly since: number;
  readonly events: readonly SeenStep[];
  /**
   * How long the caller waits for this decision (ms), from the moment it is asked; the pool's
   * own deadline when absent. Past it the reply is `{ ok: false, error: 'deadline' }`.
   */
  readonly deadlineMs?: number;
}

/**
 * Sent to a bot worker: choose a move (answered), think on the opponents' time (not answered),
 * or forget a match's bots (it is over, or no longer held).
 */
export type BotRequest =
  | (BotTask & { readonly type: 'choose'; readonly id: number })
  | (BotTask & { readonly type: 'ponder' })
  | { readonly type: 'release'; readonly matchId: string };

/**
 * What a decision came to: the move and the time the bot took, or why there is none ("deadline"
 * when the bot did not answer in time; then `ms` is how long the pool waited).
 */
export type BotReply =
  | { readonly id: number; readonly ok: true; readonly move: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string; readonly ms?: number };
