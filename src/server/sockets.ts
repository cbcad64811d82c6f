import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { RuleError } from '../core/errors';
import type { Seat, Viewer } from '../core/game';
import {
  type Ack,
  ClientEvents,
  claimSchema,
  drawSchema,
  type ErrorMessage,
  type MatchSeatsMessage,
  moveSchema,
  type RematchedMessage,
  type SeatInfo,
  type SeatMovedMessage,
  ServerEvents,
  seatActionSchema,
  seatTokenSchema,
  sitSchema,
  standInSchema,
  watchSchema,
} from '../core/protocol';
import { backedUp, ConnectionGuard, cutOff, type SocketLimits } from './connection-guard';
import type { LiveMatch } from './live-match';
import type { MatchService, PlayerAction } from './match-service';
import { encodeEvent } from './socket-packet';

export type { SocketLimits } from './connection-guard';

const room = (matchId: string, viewer: Viewer) => `${matchId}:${viewer}`;

/** Per socket: the version of each match it has been brought to, and the seat token it proved. */
interface SocketData {
  at: Map<string, number>;
  tokens: Map<string, string>;
}

const versionsOf = (socket: Socket): Map<string, number> => {
  const data = socket.data as Partial<SocketData>;
  data.at ??= new Map();
  return data.at;
};

/** The seat token each match was watched with on this socket (to tell it its rematch seat). */
const tokensOf = (socket: Socket): Map<string, string> => {
  const data = socket.data as Partial<SocketData>;
  data.tokens ??= new Map();
  return data.tokens;
};

/**
 * The socket edge: every message is parsed with its schema before anything else looks at it,
 * every refusal is an error event with a reason (and the ack, when the client asked for one),
 * and what goes out is only ever what the socket's own seat may see, once it is on disk.
 */
export function attachSockets(
  io: Server,
  service: MatchService,
  limits: SocketLimits | null = { perSecond: 40, burst: 80 },
): void {
  const connected = (matchId: string, seat: Seat) =>
    (io.sockets.adapter.rooms.get(room(matchId, seat))?.size ?? 0) > 0;

  const seatsOf = (live: LiveMatch) => live.seatInfo((seat) => connected(live.id, seat));

  /**
   * Sends a message encoded by `encodeEvent` (once for all the sockets it goes to), or gives up
   * on a connection whose reader does not keep up.
   */
  const sendEncoded = (socket: Socket, packet: string) => {
    socket.conn.write(packet);
    if (backedUp(socket)) cutOff(socket);
  };

  const send = (socket: Socket, event: string, msg: unknown) =>
    sendEncoded(socket, encodeEvent(event, msg));

  /** Brings one socket from the version it has to now: the missing steps, or the whole state. */
  const bringUp = (socket: Socket, live: LiveMatch, viewer: Viewer, from: number | undefined) => {
    const seats = seatsOf(live);
    const steps = from === undefined ? null : live.stepsSince(from, viewer, seats);
    if (steps && steps.steps.length > 0) send(socket, ServerEvents.state, steps);
    else if (steps) send(socket, ServerEvents.seats, seatsMessage(live, seats));
    else send(socket, ServerEvents.state, live.snapshot(viewer, seats));
    versionsOf(socket).set(live.id, live.version);
  };

  const viewersOf = (live: LiveMatch): Viewer[] => [
    ...Array.from({ length: live.spec.seats }, (_, s) => s),
    'spectator',
  ];

  /** Brings every watcher up to the match's (durable) version, each with what it may see. */
  const deliver = (live: LiveMatch) => {
    const rooms = io.sockets.adapter.rooms;
    let seats: SeatInfo[] | null = null;
    // Sockets of one room are nearly always at the same version: build and encode each message
    // once. When the game hides nothing, the steps since a version read the same to every
    // viewer, so one message serves them all (a whole state does not: it names its seat).
    const shared = live.game.hidesNothing === true ? new Map<number, string>() : null;
    for (const viewer of viewersOf(live)) {
      const ids = rooms.get(room(live.id, viewer));
      if (!ids) continue;
      seats ??= seatsOf(live);
      const built = shared ?? new Map<number, string>();
      for (const id of ids) {
        const socket = io.sockets.sockets.get(id);
        if (!socket) continue;
        const at = versionsOf(socket).get(live.id) ?? -1;
        if (at >= live.version) continue;
        let packet = built.get(at);
        if (packet === undefined) {
          const steps = live.stepsSince(at, viewer, seats);
          packet = encodeEvent(ServerEvents.state, steps ?? live.snapshot(viewer, seats));
          if (steps || !shared) built.set(at, packet);
        }
        sendEncoded(socket, packet);
        versionsOf(socket).set(live.id, live.version);
      }
    }
  };

  const seatsMessage = (live: LiveMatch, seats = seatsOf(live)): MatchSeatsMessage => ({
    matchId: live.id,
    version: live.version,
    seats,
    rematch: live.rematchInfo(),
  });

  const socketsOf = (live: LiveMatch, viewer: Viewer): Socket[] =>
    [...(io.sockets.adapter.rooms.get(room(live.id, viewer)) ?? [])].flatMap((id) => {
      const socket = io.sockets.sockets.get(id);
      return socket ? [socket] : [];
    });

  /**
   * A socket that watches a match leaves the rooms of the finished ones it watched: nothing more
   * happens there but a rematch offer, and by now it has moved on (a page opens one match).
   */
  const leaveFinished = (socket: Socket, except: string) => {
    for (const name of socket.rooms) {
      const matchId = name.split(':')[0]!;
      if (matchId === socket.id || matchId === except) continue;
      if (service.peek(matchId)?.finished === false) continue;
      socket.leave(name);
      versionsOf(socket).delete(matchId);
      tokensOf(socket).delete(matchId);
    }
  };

  /** Puts a socket in the room of the viewer it watches as, leaving any other of that match. */
  const seatSocket = (socket: Socket, live: LiveMatch, viewer: Viewer) => {
    leaveFinished(socket, live.id);
    for (const v of viewersOf(live)) {
      if (v === viewer || !socket.rooms.has(room(live.id, v))) continue;
      socket.leave(room(live.id, v));
      if (v !== 'spectator' && !connected(live.id, v)) service.seatDeparted(live, v);
    }
    socket.join(room(live.id, viewer));
  };

  /** Tells one seat's sockets where that seat plays in the rematch, with its token there. */
  const tellRematch = (socket: Socket, live: LiveMatch, place: { seat: Seat; token: string }) => {
    const msg: RematchedMessage = { matchId: live.id, next: live.next!, ...place };
    send(socket, ServerEvents.rematched, msg);
  };

  /** Tells every watcher but `except` who sits and who is connected now. */
  const announceSeats = (live: LiveMatch, except?: Socket) => {
    const msg = seatsMessage(live);
    for (const viewer of viewersOf(live)) {
      for (const id of io.sockets.adapter.rooms.get(room(live.id, viewer)) ?? []) {
        const socket = io.sockets.sockets.get(id);
        if (socket && socket !== except) send(socket, ServerEvents.seats, msg);
      }
    }
  };

  service.setPresence(connected);
  service.setListener({
    stepped: (live) => {
      // A step applied after the commit that called us waits for its own commit.
      if (live.isDurable) deliver(live);
    },
    tableChanged: (live) => announceSeats(live),
    rematched: (live) => {
      for (let seat = 0; seat < live.spec.seats; seat++) {
        for (const socket of socketsOf(live, seat)) {
          const token = tokensOf(socket).get(live.id);
          const place = token === undefined ? null : service.rematchFor(live, token);
          if (place) tellRematch(socket, live, place);
        }
      }
      announceSeats(live);
    },
  });

  io.on('connection', (socket) => {
    const guard = limits && new ConnectionGuard(limits);
    socket.use((packet, next) => {
      const admission = guard ? guard.admit() : 'handle';
      if (admission === 'handle') return next();
      if (admission === 'disconnect') return cutOff(socket);
      if (admission === 'refuse') {
        refuse(
          { code: 'rate-limited', message: 'Too many messages: slow down a little.' },
          packet.at(-1),
        );
      }
    });

    const refuse = (
      error: RuleError,
      ack: unknown,
      extra: { matchId?: string; clientSeq?: number } = {},
    ) => {
      const msg: ErrorMessage = { ...error, ...extra };
      send(socket, ServerEvents.error, msg);
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
      let viewer: Viewer = 'spectator';
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
        service.comeBack(live, seat);
      }
      // Nothing is sent about entries still waiting for the disk, not even their version.
      service.whenDurable(live, () => {
        if (!socket.connected) return;
        const arriving = viewer !== 'spectator' && !connected(live.id, viewer);
        // Another browser holding this seat: the page may offer to continue here instead.
        const elsewhere =
          viewer !== 'spectator' && socketsOf(live, viewer).some((other) => other !== socket);
        seatSocket(socket, live, viewer);
        if (msg.token !== undefined) tokensOf(socket).set(live.id, msg.token);
        if (arriving) service.seatArrived(live, viewer as Seat);
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
        bringUp(socket, live, viewer, msg.version);
        // A player back after everyone agreed to a rematch is given their seat in it.
        const place = msg.token === undefined ? null : service.rematchFor(live, msg.token);
        if (place) tellRematch(socket, live, place);
        // The others see that this seat is now connected.
        if (arriving && !live.finished) announceSeats(live, socket);
      });
    });

    socket.on('disconnecting', () => {
      for (const name of socket.rooms) {
        const [matchId, viewer] = name.split(':');
        if (!matchId || viewer === undefined || viewer === 'spectator') continue;
        socket.leave(name);
        // Only matches held in memory can have others watching; never load one just to say so.
        const live = service.peek(matchId);
        if (!live || live.finished || connected(matchId, Number(viewer))) continue;
        service.seatDeparted(live, Number(viewer));
        announceSeats(live);
      }
    });

    socket.on(ClientEvents.sit, (payload: unknown, ack?: unknown) => {
      const msg = parse(sitSchema, payload, ack);
      if (!msg) return;
      const sat = service.sit(msg.matchId, msg.seat);
      if (!sat.ok) return refuse(sat.error, ack, { matchId: msg.matchId });
      const { seat, token } = sat.value;
      service.afterCommit(() => {
        reply(ack, { ok: true, seat, token });
        const live = service.peek(msg.matchId);
        if (live) announceSeats(live);
      });
    });

    const onAction =
      (kind: 'move' | 'resign' | 'leave') =>
      (payload: unknown, ack?: unknown): void => {
        if (kind === 'move') {
          const msg = parse(moveSchema, payload, ack);
          if (msg) act(msg, msg.version, { kind: 'move', move: msg.move }, ack);
          return;
        }
        const msg = parse(seatActionSchema, payload, ack);
        if (msg) act(msg, null, { kind }, ack);
      };
    socket.on(ClientEvents.move, onAction('move'));
    socket.on(ClientEvents.resign, onAction('resign'));
    socket.on(ClientEvents.leave, onAction('leave'));

    socket.on(ClientEvents.claim, (payload: unknown, ack?: unknown) => {
      const msg = parse(claimSchema, payload, ack);
      if (msg) answer(msg, service.claim(msg.matchId, msg.token, msg.clientSeq, msg.result), ack);
    });

    socket.on(ClientEvents.draw, (payload: unknown, ack?: unknown) => {
      const msg = parse(drawSchema, payload, ack);
      if (msg) answer(msg, service.draw(msg.matchId, msg.token, msg.clientSeq, msg.action), ack);
    });

    socket.on(ClientEvents.standIn, (payload: unknown, ack?: unknown) => {
      const msg = parse(standInSchema, payload, ack);
      if (msg) answer(msg, service.standIn(msg.matchId, msg.token, msg.clientSeq, msg.seat), ack);
    });

    socket.on(ClientEvents.moveSeat, (payload: unknown, ack?: unknown) => {
      const msg = parse(seatTokenSchema, payload, ack);
      if (!msg) return;
      const moved = service.moveSeat(msg.matchId, msg.token);
      if (!moved.ok) return refuse(moved.error, ack, { matchId: msg.matchId });
      const { live, seat, token } = moved.value;
      service.afterCommit(() => {
        // The other browsers of this seat are told, and watch no more as that seat.
        const told: SeatMovedMessage = { matchId: live.id, seat };
        for (const other of socketsOf(live, seat)) {
          if (other === socket) continue;
          send(other, ServerEvents.seatMoved, told);
          other.leave(room(live.id, seat));
        }
        if (tokensOf(socket).has(live.id)) tokensOf(socket).set(live.id, token);
        reply(ack, { ok: true, seat, token });
      });
    });

    socket.on(ClientEvents.rematch, (payload: unknown, ack?: unknown) => {
      const msg = parse(seatTokenSchema, payload, ack);
      if (!msg) return;
      const done = service.rematch(msg.matchId, msg.token);
      if (!done.ok) return refuse(done.error, ack, { matchId: msg.matchId });
      service.afterCommit(() => reply(ack, { ok: true, seat: done.value.seat }));
    });

    socket.on(ClientEvents.decline, (payload: unknown, ack?: unknown) => {
      const msg = parse(seatTokenSchema, payload, ack);
      if (!msg) return;
      const done = service.decline(msg.matchId, msg.token);
      if (!done.ok) return refuse(done.error, ack, { matchId: msg.matchId });
      service.afterCommit(() => reply(ack, { ok: true }));
    });

    function act(
      msg: { matchId: string; token: string; clientSeq: number },
      version: number | null,
      action: PlayerAction,
      ack: unknown,
    ): void {
      answer(msg, service.act(msg.matchId, msg.token, msg.clientSeq, version, action), ack);
    }

    /** Answers a seat's command once what it did is durable, and resyncs a sender behind. */
    function answer(
      msg: { matchId: string; token: string; clientSeq: number },
      done: ReturnType<MatchService['act']>,
      ack: unknown,
    ): void {
      const live = service.peek(msg.matchId);
      const tell = () => {
        if (done.ok) reply(ack, { ok: true, version: done.value.version });
        else refuse(done.error, ack, { matchId: msg.matchId, clientSeq: msg.clientSeq });
        // A duplicate or a stale move: the sender may have missed the latest steps.
        if (done.ok ? done.value.duplicate : done.error.code === 'stale') resync(msg);
      };
      // The answer, like the new steps, waits until the entry is on disk; so does a refusal,
      // which may name what a step not yet on disk did ("a knight already stands on c3").
      if (live) service.whenDurable(live, tell);
      else tell();
    }

    /** Brings this socket up to date on a match it acts in (it may have missed steps). */
    function resync(msg: { matchId: string; token: string }): void {
      const live = service.peek(msg.matchId);
      const seat = live ? service.seatOf(live, msg.token) : null;
      if (!live || seat === null) return;
      service.whenDurable(live, () => {
        const at = versionsOf(socket).get(live.id);
        if (at === undefined || at < live.version) bringUp(socket, live, seat, at);
      });
    }
  });
}

function reply(ack: unknown, value: Ack): void {
  if (typeof ack === 'function') ack(value);
}
