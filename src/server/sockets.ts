import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { RuleError } from '../core/errors';
import type { Seat } from '../core/game';
import {
  type Ack,
  ClientEvents,
  type ErrorMessage,
  moveSchema,
  resignSchema,
  ServerEvents,
  sitSchema,
  watchSchema,
} from '../core/protocol';
import type { LiveMatch } from './live-match';
import type { MatchService } from './match-service';
import { TokenBucket } from './rate-limit';

const room = (matchId: string, viewer: Seat | 'spectator') => `${matchId}:${viewer}`;

/**
 * The socket edge: every message is parsed with its schema before anything else looks at it,
 * every refusal is an error event with a reason (and the ack, when the client asked for one),
 * and what goes out is only ever `view(state, seat)` of the socket's own seat.
 */
/** Messages a connection may send: 40 a second on average, 80 at once (a person needs a few). */
export interface SocketLimits {
  perSecond: number;
  burst: number;
}

export function attachSockets(
  io: Server,
  service: MatchService,
  limits: SocketLimits | null = { perSecond: 40, burst: 80 },
): void {
  const connected = (matchId: string, seat: Seat) =>
    (io.sockets.adapter.rooms.get(room(matchId, seat))?.size ?? 0) > 0;

  const seatsOf = (live: LiveMatch) => live.seatInfo((seat) => connected(live.id, seat));

  const sendState = (
    live: LiveMatch,
    to: Socket | null,
    viewer: Seat | 'spectator',
    seats = seatsOf(live),
    except?: Socket,
  ) => {
    const msg = live.message(viewer, seats);
    if (to) {
      to.emit(ServerEvents.state, msg);
      return;
    }
    // Straight to the room's sockets: a room here holds one or two sockets, and the adapter's
    // broadcast machinery cost more than the emits themselves on the hot path.
    const ids = io.sockets.adapter.rooms.get(room(live.id, viewer));
    if (!ids) return;
    for (const id of ids) {
      if (id !== except?.id) io.sockets.sockets.get(id)?.emit(ServerEvents.state, msg);
    }
  };

  /** Sends every watcher its own view; `except` already has the current state. */
  const broadcast = (live: LiveMatch, except?: Socket) => {
    const rooms = io.sockets.adapter.rooms;
    const seats = seatsOf(live);
    for (let seat = 0; seat < live.spec.seats; seat++) {
      if (rooms.has(room(live.id, seat))) sendState(live, null, seat, seats, except);
    }
    if (rooms.has(room(live.id, 'spectator'))) {
      sendState(live, null, 'spectator', seats, except);
    }
    // Nothing more will happen in a finished match: its watchers have the final state.
    if (live.finished) {
      for (let seat = 0; seat < live.spec.seats; seat++) io.socketsLeave(room(live.id, seat));
      io.socketsLeave(room(live.id, 'spectator'));
    }
  };
  service.setListener({ changed: (live) => broadcast(live) });

  io.on('connection', (socket) => {
    const budget = limits && new TokenBucket(limits.perSecond, limits.burst);
    socket.use((packet, next) => {
      if (!budget || budget.take()) return next();
      const ack = packet.at(-1);
      refuse({ code: 'rate-limited', message: 'Too many messages: slow down a little.' }, ack);
    });

    const refuse = (
      error: RuleError,
      ack: unknown,
      extra: { matchId?: string; clientSeq?: number } = {},
    ) => {
      const msg: ErrorMessage = { ...error, ...extra };
      socket.emit(ServerEvents.error, msg);
      reply(ack, { ok: false, ...error });
    };

    function parse<S extends z.ZodType>(
      schema: S,
      payload: unknown,
      ack: unknown,
    ): z.infer<S> | null {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      refuse(
        {
          code: 'bad-message',
          message: `Malformed message${where}: ${issue?.message ?? 'invalid'}.`,
        },
        ack,
      );
      return null;
    }

    socket.on(ClientEvents.watch, (payload: unknown, ack?: unknown) => {
      const msg = parse(watchSchema, payload, ack);
      if (!msg) return;
      const live = service.get(msg.matchId);
      if (!live)
        return refuse({ code: 'no-such-match', message: 'There is no such match.' }, ack, msg);
      let viewer: Seat | 'spectator' = 'spectator';
      if (msg.token !== undefined) {
        const seat = service.seatOf(live, msg.token);
        if (seat === null) {
          return refuse(
            { code: 'bad-token', message: 'That seat token is not valid for this match.' },
            ack,
            { matchId: msg.matchId },
          );
        }
        viewer = seat;
      }
      const arriving = viewer !== 'spectator' && !connected(live.id, viewer);
      socket.join(room(live.id, viewer));
      reply(
        ack,
        viewer === 'spectator'
          ? { ok: true, version: live.version }
          : { ok: true, version: live.version, seat: viewer },
      );
      // A reconnecting client gets the full view of its seat: it replaces whatever it missed.
      sendState(live, socket, viewer);
      // Nothing more will happen in a finished match: no need to stay in its room.
      if (live.finished) socket.leave(room(live.id, viewer));
      // The others see that this seat is now connected.
      else if (arriving) broadcast(live, socket);
    });

    socket.on('disconnecting', () => {
      for (const name of socket.rooms) {
        const [matchId, viewer] = name.split(':');
        if (!matchId || viewer === undefined || viewer === 'spectator') continue;
        socket.leave(name);
        // Only matches held in memory can have others watching; never load one just to say so.
        const live = service.peek(matchId);
        if (live && !live.finished && !connected(matchId, Number(viewer))) broadcast(live, socket);
      }
    });

    socket.on(ClientEvents.sit, (payload: unknown, ack?: unknown) => {
      const msg = parse(sitSchema, payload, ack);
      if (!msg) return;
      const sat = service.sit(msg.matchId, msg.seat);
      if (!sat.ok) return refuse(sat.error, ack, { matchId: msg.matchId });
      const { seat, token } = sat.value;
      service.afterCommit(() => reply(ack, { ok: true, seat, token }));
    });

    socket.on(ClientEvents.move, (payload: unknown, ack?: unknown) => {
      const msg = parse(moveSchema, payload, ack);
      if (!msg) return;
      const done = service.act(msg.matchId, msg.token, msg.clientSeq, msg.version, {
        kind: 'move',
        move: msg.move,
      });
      answer(msg, done, ack);
    });

    socket.on(ClientEvents.resign, (payload: unknown, ack?: unknown) => {
      const msg = parse(resignSchema, payload, ack);
      if (!msg) return;
      const done = service.act(msg.matchId, msg.token, msg.clientSeq, null, { kind: 'resign' });
      answer(msg, done, ack);
    });

    function answer(
      msg: { matchId: string; token: string; clientSeq: number },
      done: ReturnType<MatchService['act']>,
      ack: unknown,
    ): void {
      if (done.ok) {
        const version = done.value.version;
        // The ack, like the new state, waits until the move is on disk.
        service.afterCommit(() => reply(ack, { ok: true, version }));
        if (!done.value.duplicate) return;
      } else {
        refuse(done.error, ack, { matchId: msg.matchId, clientSeq: msg.clientSeq });
        if (done.error.code !== 'stale') return;
      }
      // A duplicate or a stale move: the sender may have missed the latest state, so resend it.
      const live = service.get(msg.matchId);
      const seat = live ? service.seatOf(live, msg.token) : null;
      if (live && seat !== null) sendState(live, socket, seat);
    }
  });
}

function reply(ack: unknown, value: Ack): void {
  if (typeof ack === 'function') ack(value);
}
