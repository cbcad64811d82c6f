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

/** How a table treats its players, whatever the game (chosen when creating the match). */
export interface TableSettings {
  /** Listed in the lobby for anyone to join; otherwise only its link opens it. */
  listed: boolean;
  /** How long a player may be disconnected before their seat counts as left. */
  graceSeconds: number;
  /**
   * Whether the others may hand a left player's seat to a bot (in a game that does not do so by
   * itself), rather than only claim the win or a draw.
   */
  standIn: boolean;
  /** Seconds a seat has for each move, or null for no clock. */
  moveSeconds: number | null;
  /** When a seat's clock runs out: it loses, or the computer makes that move for it. */
  onTimeout: 'forfeit' | 'bot';
  /**
   * Seconds a seat has to finish a setup phase (the phases a game's `clock` calls `'setup'`:
   * Junqi's, where each side arranges its pieces and says it is ready), or null for no limit.
   * A seat not ready by then counts as left: the others may claim or hand it to the computer.
   */
  setupSeconds: number | null;
  /**
   * Counts for the players' ratings: every seat is a person's, each held by a different player
   * (see docs/architecture.md, "Players"). Otherwise casual.
   */
  rated: boolean;
}

/** Who holds a seat, as everyone at the table may know. */
export interface SeatPlayer {
  name: string;
  /** Their rating in the match's game, once it is no longer provisional (deviation under 110). */
  rating?: number;
  /** Of their rated games, the share they played to the end, in percent (once they have one). */
  finishRate?: number;
}

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
  /** The others have left: end the match as won or drawn, or hand a left seat to a bot. */
  claim: 'match:claim',
  /** Offer, accept or decline a draw. */
  draw: 'match:draw',
  standIn: 'match:stand-in',
  /** Play this seat here from now on: the seat gets a new token, the other browser is told. */
  moveSeat: 'match:move-seat',
  /**
   * The player's own seat, held on another device: a new token for this browser (the player is
   * known by the cookie of the socket's handshake), the other browser is told and only watches.
   */
  takeSeat: 'match:take-seat',
  rematch: 'match:rematch',
  decline: 'match:decline',
  /** The steps of a match from a version on, as the asking seat (or a spectator) may see them. */
  history: 'match:history',
} as const;

export const ServerEvents = {
  state: 'match:state',
  seats: 'match:seats',
  rematched: 'match:rematched',
  seatMoved: 'match:seat-moved',
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
  /** How long, in milliseconds when this was sent, its player has been disconnected. */
  offlineFor?: number;
  /** The player who holds the seat, where they have a name here: with their rating in this game. */
  player?: SeatPlayer;
  /**
   * The time left on its clock, in milliseconds when this was sent: for this move, or in a setup
   * phase (see `TableSettings.setupSeconds`) for getting ready.
   */
  timeLeft?: number;
}

/** A rematch being agreed on, once a match is over. */
export interface RematchInfo {
  /** Seats that asked for it or accepted it (bots always accept). */
  accepted: Seat[];
  /** A seat that said no: the offer is off. */
  declinedBy: Seat | null;
  /** The new match, once everyone agreed. */
  next: string | null;
}

/** What a watcher knows of a match after some version: only its own seat's view. */
export interface MatchNow {
  seats: SeatInfo[];
  view: unknown;
  toMove: Seat[];
  outcome: Outcome | null;
  /** The seats that offered or accepted a draw since the last move. */
  drawOffer: Seat[];
}

/** `match:state` as the whole of what a watcher may know. */
export interface MatchStateMessage extends MatchNow {
  matchId: string;
  game: string;
  version: number;
  /** The seat this socket holds, or null for a spectator. */
  seat: Seat | null;
  table: TableSettings;
  rematch: RematchInfo | null;
  /**
   * The events this watcher may see of the latest steps before this state (as many steps as
   * the server keeps, 128), oldest first; absent when there are none. A page opened on a game
   * under way shows them as what has just happened (Guillotine's log of the deal so far).
   */
  recent?: unknown[];
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

/** `match:seats`: who is connected, or a rematch offer, changed; the log did not move. */
export interface MatchSeatsMessage {
  matchId: string;
  version: number;
  seats: SeatInfo[];
  rematch: RematchInfo | null;
}

/** `match:rematched`, to one seat's sockets only: the new match and that seat's token in it. */
export interface RematchedMessage {
  matchId: string;
  next: string;
  seat: Seat;
  token: string;
}

/** `match:seat-moved`: this browser's seat is now played in another one (its token changed). */
export interface SeatMovedMessage {
  matchId: string;
  seat: Seat;
}

export interface ErrorMessage extends RuleError {
  matchId?: string;
  clientSeq?: number;
}

export type Ack =
  | {
      ok: true;
      version?: number;
      seat?: Seat;
      token?: string;
      /** On watching a seat: the next command number the server expects from it. */
      nextSeq?: number;
      /** On watching a seat: another connection holds the same seat right now. */
      elsewhere?: boolean;
      /**
       * A command re-sent (a `clientSeq` already taken): it was not applied again, and `version`
       * is the one it made the first time.
       */
      repeated?: boolean;
      /** The steps asked for (`match:history`), oldest first; `more` when a page did not hold them all. */
      steps?: WireStep[];
      more?: boolean;
    }
  | ({ ok: false } & RuleError);

/** One entry of the lobby: GET /api/matches (listed matches) or ?ids=… (your own). */
export interface LobbyEntry {
  matchId: string;
  game: string;
  options: unknown;
  /** Counts for the players' ratings (see TableSettings.rated); the server always says. */
  rated?: boolean;
  seats: SeatInfo[];
  createdAt: number;
  version: number;
  finished: boolean;
  /** For your own matches: who is to move and how it ended. */
  toMove?: Seat[];
  outcome?: Outcome | null;
  /** The rematch that followed it. */
  next?: string | null;
}
