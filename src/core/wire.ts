/**
 * The wire protocol's event names and message shapes, free of any validation library so that the
 * browser bundle stays small. The schemas that validate incoming messages are in ./protocol.
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
} as const;

export const ServerEvents = {
  state: 'match:state',
  error: 'parlour:error',
} as const;

export interface SeatInfo {
  kind: 'human' | 'bot';
  level?: string;
  /** A human seat somebody has taken (bots always count as taken). */
  taken: boolean;
  /** Someone holding this seat is connected now. */
  connected: boolean;
}

/** What a client receives about a match: only ever the view of its own seat (or the public view). */
export interface MatchStateMessage {
  matchId: string;
  game: string;
  version: number;
  /** The seat this socket holds, or null for a spectator. */
  seat: Seat | null;
  seats: SeatInfo[];
  view: unknown;
  toMove: Seat[];
  outcome: Outcome | null;
  /** The entry that produced this version, if the client may know it. */
  last: { seat: Seat; kind: 'move' | 'resign'; move?: unknown } | null;
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
