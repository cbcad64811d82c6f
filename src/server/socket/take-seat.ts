/**
 * `match:take-seat`: a player's own seat follows them to every device where they are signed in.
 * The socket's player (the cookie of its handshake) who holds the seat (as players/seating
 * recorded it) gets it here with a new token, as "continue here" gives: the browser that held it
 * is told and only watches, and can take it back the same way. A seat is one token at a time, so
 * that two devices never play one seat at once; the player, not the token, is the proof here.
 */
import type { Seat } from '../../core/game';
import { newToken } from '../tokens';
import { refuse, type SocketContext, seatMovedHere } from './handlers';

export async function takeSeat(
  ctx: SocketContext,
  msg: { matchId: string; seat: Seat; commandId?: string },
  ack: unknown,
): Promise<void> {
  const { seating } = ctx;
  const player = seating ? await seating.playerOf(ctx.socket.handshake.headers.cookie) : null;
  if (!seating || !player) {
    const error = { code: 'no-player', message: 'You have no player here.' };
    refuse(ctx, error, ack, { matchId: msg.matchId });
    return;
  }
  const holds = await seating.holds(msg.matchId, msg.seat, player);
  if (!holds.ok) {
    refuse(ctx, holds.error, ack, { matchId: msg.matchId });
    return;
  }
  const given = await ctx.service.giveSeat(msg.matchId, msg.seat, msg.commandId ?? newToken());
  if (!given.ok) {
    refuse(ctx, given.error, ack, { matchId: msg.matchId });
    return;
  }
  seatMovedHere(ctx, given.value, ack);
}
