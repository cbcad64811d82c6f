import type { Seat } from '../../core/game';

/** Sent to a bot worker: everything a bot may know is the view of its own seat. */
export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly level: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly seed: string;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly move: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };
