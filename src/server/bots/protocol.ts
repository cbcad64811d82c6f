import type { Seat } from '../../core/game';

/** What a bot is given: everything a bot may know is the view of its own seat. */
export interface BotTask {
  /** Requests of one match go to one worker, so that its caches serve the whole match. */
  readonly matchId: string;
  readonly game: string;
  readonly level: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly seed: string;
}

/** Sent to a bot worker: choose a move (answered), or think on the opponent's time (not). */
export type BotRequest =
  | (BotTask & { readonly type: 'choose'; readonly id: number })
  | (BotTask & { readonly type: 'ponder' });

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly move: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };
