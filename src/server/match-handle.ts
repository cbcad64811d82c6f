import type { Result } from '../core/errors';
import type { Seat } from '../core/game';
import type { Answer } from './command-path';
import type { PlayerAction } from './player-action';

/** A seat and the token that proves it. */
export interface Seated {
  readonly seat: Seat;
  readonly token: string;
}

/**
 * What the rest of the process may ask of a match, wherever it is run: a match is held through
 * one handle, chosen when it is loaded — the owner's (`OwnedMatch`: the commands run here) or a
 * follower's (`FollowedMatch`: they go to the owner, and come back with the steps they made).
 * Nothing outside the handles asks which it is. A command that changes what is stored answers
 * once its effect is applied; the caller sends the answer on once it is durable (`CommitGate`).
 */
export interface MatchHandle {
  /** A seat's command, proven by its token; a re-sent one (same clientSeq) is answered, not run. */
  act(
    token: string,
    clientSeq: number,
    version: number | null,
    action: PlayerAction,
  ): Result<Answer> | Promise<Result<Answer>>;
  /**
   * Takes a free human seat. `commandId` names the request: the same id sent again, to any
   * process, gets the same seat and token back, never a second seat.
   */
  sit(seat: Seat, commandId: string): Promise<Result<Seated>>;
  /** The seat plays in the sender's browser from now on: a new token (the same one for the same id). */
  moveSeat(token: string, commandId: string): Promise<Result<Seated>>;
  /**
   * The seat's own player, signed in on another device (the caller checked it against the seat's
   * recorded player: players/seating), takes it there: a new token, as `moveSeat` gives, without
   * the old one. The same id again gets the same token.
   */
  giveSeat(seat: Seat, commandId: string): Promise<Result<Seated>>;
  /** A player accepts a rematch (or asks for one), or declines it. */
  rematch(token: string, accept: boolean): Promise<Result<null>>;
  /** A player who had left opens the match again: they are back in their seat. */
  comeBack(seat: Seat): void;
  /** Whether a socket of the seat is connected anywhere changed: its grace starts or ends. */
  presence(seat: Seat, connected: boolean): void;
}
