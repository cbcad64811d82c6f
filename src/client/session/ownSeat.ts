/**
 * Takes this player's own seat, held on another device where they are signed in, into this
 * browser (`match:take-seat`): the server knows the player by the socket's cookie and gives a new
 * token, stored here; the other device is told and only watches.
 */

import type { Seat } from '../../core/game';
import { type Ack, ClientEvents } from '../../core/wire';
import { newCommandId } from './command-id';
import { rememberSeat } from './seats';
import { request } from './socket';

export async function takeOwnSeat(matchId: string, seat: Seat): Promise<Ack> {
  const ack = await request(ClientEvents.takeSeat, { matchId, seat, commandId: newCommandId() });
  if (ack.ok && ack.token !== undefined && ack.seat !== undefined) {
    rememberSeat(matchId, ack.seat, ack.token);
  }
  return ack;
}
