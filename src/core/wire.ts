/**
 * The wire protocol's event names and message shapes, free of any validation library so that the
 * browser bundle stays small. The schemas that validate incoming messages are in ./protocol.
 *
 * Every entry of a match's log is a version. `match:state` brings a watcher from the version it
 * has to the match's: as the steps since `from`, one per version, each carrying the events of
 * that step it may see or none (a skip that only advances the version), so versions are gap-free
 * for every watcher, with the watcher's state after them; or, when the server cannot bridge the
 * gap (a first watch, a client too far behind), as the whole of what the watcher may know.
 */
import type { RuleError } from './errors';
import type { Outcome, Seat } from './game';

export type SeatPlan = { kind: 'human' } | { kind: 'bot'; level: string };

export interface CreateMatchResponse {
  matchId: string;
  seat: Seat | null;
  token: string | null;
}

export const ClientEvents = {
  watch: 'match:watch',
  sit: 'match:sit',
  move: 'match:move',
  resign: 'match:resign',
  leave: 'match:leave',
} as const;

export const ServerEvents = {
  state: 'match:state',
  seats: 'match:seats',
  error: 'parlour:error',
} as const;

export interface SeatInfo {
  /** What the seat was made for. */
  kind: 'human' | 'bot';
  /** The bot level deciding for it now: a bot seat's own, or one standing in for a player. */
  level?: string;
  /** A human seat somebody has taken (bots always count as taken). */
  taken: boolean;
  /** Someone holding this seat is connected now. */
  connected: boolean;
  /** Its player has left the table (a bot may play meanwhile, see `level`). */
  away: boolean;
  resigned: boolean;
}

/** What a watcher knows of a match after some version: only its own seat's view. */
export interface MatchNow {
  seats: SeatInfo[];
  view: unknown;
  toMove: Seat[];
  outcome: Outcome | null;
}

/** `match:state` as the whole of what a watcher may know. */
export interface MatchStateMessage extends MatchNow {
  matchId: string;
  game: string;
  version: number;
  /** The seat this socket holds, or null for a spectator. */
  seat: Seat | null;
}

/** One version as a watcher sees it: the events it may see; none (absent) is a skip. */
export interface WireStep {
  v: number;
  events?: unknown[];
}

/**
 * `match:state` as what happened after version `from`, up to `version`, as this watcher may see
 * it; with the watcher's state after the last step, unless every step was a skip for it.
 */
export interface MatchStepsMessage extends Partial<MatchNow> {
  matchId: string;
  from: number;
  version: number;
  /** One per version from+1 … version, in order. */
  steps: WireStep[];
}

export type MatchUpdate = MatchStateMessage | MatchStepsMessage;

/** Whether an update continues what the watcher has (rather than replacing it). */
export function isSteps(msg: MatchUpdate): msg is MatchStepsMessage {
  return 'from' in msg;
}

/** `match:seats`: who is connected changed; the log did not move. */
export interface MatchSeatsMessage {
  matchId: string;
  version: number;
  seats: SeatInfo[];
}

export interface ErrorMessage extends RuleError {
  matchId?: string;
  clientSeq?: number;
}

export type Ack =
  | { ok: true; version?: number; seat?: Seat; token?: string }
  | ({ ok: false } & RuleError);

/** One entry of the lobby: GET /api/matches */
export interface LobbyEntry {
  matchId: string;
  game: string;
  options: unknown;
  seats: SeatInfo[];
  createdAt: number;
  version: number;
  finished: boolean;
}
