import type { Server } from 'socket.io';
import type { z } from 'zod';
import {
  ClientEvents,
  claimSchema,
  drawSchema,
  historySchema,
  moveSchema,
  moveSeatSchema,
  seatActionSchema,
  seatTokenSchema,
  sitSchema,
  standInSchema,
  watchSchema,
} from '../core/protocol';
import { unsafeKey } from '../core/unsafe-keys';
import { ConnectionGuard, cutOff, type SocketLimits } from './connection-guard';
import type { MatchService } from './match-service';
import type { Seating } from './players/seating';
import { Delivery } from './socket/delivery';
import * as on from './socket/handlers';
import { Rooms } from './socket/rooms';
import { takeSeat } from './socket/take-seat';
import { disconnecting, watch } from './socket/watch';

export type { SocketLimits } from './connection-guard';

/**
 * The socket edge: every message is parsed with its schema before anything else looks at it,
 * every refusal is an error event with a reason (and the ack, when the client asked for one),
 * and what goes out is only ever what the socket's own seat may see, once it is on disk.
 */
export function attachSockets(
  io: Server,
  service: MatchService,
  limits: SocketLimits | null = { perSecond: 40, burst: 80 },
  seating?: Seating,
): { rooms: Rooms; delivery: Delivery } {
  const rooms = new Rooms(io);
  const delivery = new Delivery(rooms, service);
  const cluster = service.cluster;
  service.setPresence(
    cluster
      ? (matchId, seat) =>
          rooms.connected(matchId, seat) || cluster.connectedElsewhere(matchId, seat)
      : (matchId, seat) => rooms.connected(matchId, seat),
  );
  service.setListener(delivery);

  io.on('connection', (socket) => {
    const ctx: on.SocketContext = { socket, service, rooms, delivery, seating };
    const guard = limits && new ConnectionGuard(limits);
    socket.use((packet, next) => {
      const admission = guard ? guard.admit() : 'handle';
      if (admission === 'handle') return next();
      if (admission === 'disconnect') return cutOff(socket);
      if (admission === 'refuse') {
        const error = { code: 'rate-limited', message: 'Too many messages: slow down a little.' };
        on.refuse(ctx, error, packet.at(-1));
      }
    });

    /**
     * Registers a handler that sees only messages its schema accepts. A handler that waits for
     * the store (a match loaded from it) and fails there is logged; the client's own deadline
     * answers it.
     */
    const handle = <S extends z.ZodType>(
      event: string,
      schema: S,
      run: (msg: z.infer<S>, ack: unknown) => void | Promise<void>,
    ) =>
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const unsafe = unsafeKey(payload);
        if (unsafe !== null) {
          const message = `Malformed message (${unsafe}): no message has such a key.`;
          on.refuse(ctx, { code: 'bad-message', message }, ack);
          return;
        }
        const parsed = schema.safeParse(payload);
        if (parsed.success) {
          const done = run(parsed.data, ack);
          if (done) done.catch((e: unknown) => console.error(`parlour: ${event} failed:`, e));
          return;
        }
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
        const message = `Malformed message${where}: ${issue?.message ?? 'invalid'}.`;
        on.refuse(ctx, { code: 'bad-message', message }, ack);
      });

    handle(ClientEvents.watch, watchSchema, (msg, ack) => watch(ctx, msg, ack));
    socket.on('disconnecting', () => disconnecting(ctx));
    handle(ClientEvents.sit, sitSchema, (msg, ack) => on.sit(ctx, msg, ack));
    handle(ClientEvents.move, moveSchema, (msg, ack) =>
      on.act(ctx, msg, msg.version, { kind: 'move', move: msg.move }, ack),
    );
    handle(ClientEvents.resign, seatActionSchema, (msg, ack) =>
      on.act(ctx, msg, null, { kind: 'resign' }, ack),
    );
    handle(ClientEvents.leave, seatActionSchema, (msg, ack) =>
      on.act(ctx, msg, null, { kind: 'leave' }, ack),
    );
    handle(ClientEvents.claim, claimSchema, (msg, ack) =>
      on.act(ctx, msg, null, { kind: 'claim', result: msg.result }, ack),
    );
    handle(ClientEvents.draw, drawSchema, (msg, ack) =>
      on.act(ctx, msg, null, { kind: 'draw', action: msg.action }, ack),
    );
    handle(ClientEvents.standIn, standInSchema, (msg, ack) =>
      on.act(ctx, msg, null, { kind: 'stand-in', seat: msg.seat }, ack),
    );
    handle(ClientEvents.moveSeat, moveSeatSchema, (msg, ack) => on.moveSeat(ctx, msg, ack));
    handle(ClientEvents.takeSeat, sitSchema, (msg, ack) => takeSeat(ctx, msg, ack));
    handle(ClientEvents.rematch, seatTokenSchema, (msg, ack) => on.rematch(ctx, msg, true, ack));
    handle(ClientEvents.decline, seatTokenSchema, (msg, ack) => on.rematch(ctx, msg, false, ack));
    handle(ClientEvents.history, historySchema, (msg, ack) => on.history(ctx, msg, ack));
  });
  return { rooms, delivery };
}
