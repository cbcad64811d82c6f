import type { Seat, Viewer } from '../../core/game';
import type { LiveMatch } from '../live-match';
import { refuse, reply, type SocketContext } from './handlers';
import { room, tokensOf, versionsOf, viewersOf } from './rooms';

/** `match:watch`: the socket watches as the seat its token proves, or as a spectator. */
export async function watch(
  ctx: SocketContext,
  msg: { matchId: string; token?: string; version?: number },
  ack: unknown,
): Promise<void> {
  const { service, socket, rooms, delivery } = ctx;
  const live = await service.atLeast(msg.matchId, msg.version);
  // Gone while the match was loaded: nobody is back at the table.
  if (!socket.connected) return;
  if (!live) {
    refuse(ctx, { code: 'no-such-match', message: 'There is no such match.' }, ack, msg);
    return;
  }
  let viewer: Viewer = 'spectator';
  if (msg.token !== undefined) {
    const seat = live.seatOfToken(msg.token);
    if (seat === null) {
      const error = { code: 'bad-token', message: 'That seat token is not valid for this match.' };
      refuse(ctx, error, ack, { matchId: msg.matchId });
      return;
    }
    viewer = seat;
    service.comeBack(live, seat);
  }
  // Nothing is sent about entries still waiting for the disk, not even their version.
  service.gate.whenDurable(live, () => {
    if (!socket.connected) return;
    const arriving = viewer !== 'spectator' && !rooms.connected(live.id, viewer);
    // Another browser holding this seat: the page may offer to continue here instead.
    const elsewhere =
      viewer !== 'spectator' && rooms.socketsOf(live.id, viewer).some((other) => other !== socket);
    seatSocket(ctx, live, viewer);
    if (msg.token !== undefined) tokensOf(socket).set(live.id, msg.token);
    if (arriving) service.arrived(live, viewer as Seat);
    reply(
      ack,
      viewer === 'spectator'
        ? { ok: true, version: live.version }
        : {
            ok: true,
            version: live.version,
            seat: viewer,
            nextSeq: (live.lastClientSeq[viewer] ?? -1) + 1,
            elsewhere,
          },
    );
    delivery.bringUp(socket, live, viewer, msg.version);
    // A player back after everyone agreed to a rematch is given their seat in it.
    const place = msg.token === undefined ? null : service.rematches.placeOf(live, msg.token);
    if (place) delivery.tellRematch(socket, live, place);
    // The others see that this seat is now connected.
    if (arriving && !live.finished) delivery.announceSeats(live, socket);
  });
}

/**
 * A socket that watches a match leaves the rooms of the finished ones it watched: nothing more
 * happens there but a rematch offer, and by now it has moved on (a page opens one match).
 */
function leaveFinished(ctx: SocketContext, except: string): void {
  const { socket, service } = ctx;
  for (const name of socket.rooms) {
    const matchId = name.split(':')[0]!;
    if (matchId === socket.id || matchId === except) continue;
    if (service.matches.peek(matchId)?.finished === false) continue;
    socket.leave(name);
    versionsOf(socket).delete(matchId);
    tokensOf(socket).delete(matchId);
  }
}

/** Puts a socket in the room of the viewer it watches as, leaving any other of that match. */
function seatSocket(ctx: SocketContext, live: LiveMatch, viewer: Viewer): void {
  const { socket, rooms, service } = ctx;
  leaveFinished(ctx, live.id);
  for (const v of viewersOf(live)) {
    if (v === viewer || !socket.rooms.has(room(live.id, v))) continue;
    socket.leave(room(live.id, v));
    if (v !== 'spectator' && !rooms.connected(live.id, v)) service.departed(live, v);
  }
  socket.join(room(live.id, viewer));
}

/** The socket is going: each seat it held that nobody else holds starts its grace. */
export function disconnecting(ctx: SocketContext): void {
  const { socket, service, rooms, delivery } = ctx;
  for (const name of socket.rooms) {
    const [matchId, viewer] = name.split(':');
    if (!matchId || viewer === undefined || viewer === 'spectator') continue;
    socket.leave(name);
    // Only matches held in memory can have others watching; never load one just to say so.
    const live = service.matches.peek(matchId);
    if (!live || live.finished || rooms.connected(matchId, Number(viewer))) continue;
    service.departed(live, Number(viewer));
    delivery.announceSeats(live);
  }
}
