import type { Socket } from 'socket.io';
import type { Seat, Viewer } from '../../core/game';
import {
  type MatchSeatsMessage,
  type RematchedMessage,
  type SeatInfo,
  ServerEvents,
} from '../../core/protocol';
import { backedUp, cutOff } from '../connection-guard';
import type { LiveMatch } from '../live-match';
import type { MatchListener, MatchService } from '../match-service';
import { encodeEvent } from '../socket-packet';
import { type Rooms, tokensOf, versionsOf, viewersOf } from './rooms';

/**
 * Sends a message encoded by `encodeEvent` (once for all the sockets it goes to), or gives up
 * on a connection whose reader does not keep up.
 */
export const sendEncoded = (socket: Socket, packet: string) => {
  socket.conn.write(packet);
  if (backedUp(socket)) cutOff(socket);
};

export const send = (socket: Socket, event: string, msg: unknown) =>
  sendEncoded(socket, encodeEvent(event, msg));

/**
 * What goes out to watchers: each only what its own seat may see, and only once it is durable
 * (every entry point here is called by the commit gate, or after `whenDurable`).
 */
export class Delivery implements MatchListener {
  constructor(
    private readonly rooms: Rooms,
    private readonly service: MatchService,
  ) {}

  seatsOf(live: LiveMatch): SeatInfo[] {
    return live.seatInfo((seat) => this.service.isConnected(live.id, seat));
  }

  seatsMessage(live: LiveMatch, seats = this.seatsOf(live)): MatchSeatsMessage {
    return { matchId: live.id, version: live.version, seats, rematch: live.rematchInfo() };
  }

  /** Brings one socket from the version it has to now: the missing steps, or the whole state. */
  bringUp(socket: Socket, live: LiveMatch, viewer: Viewer, from: number | undefined): void {
    const seats = this.seatsOf(live);
    const steps = from === undefined ? null : live.stepsSince(from, viewer, seats);
    if (steps && steps.steps.length > 0) send(socket, ServerEvents.state, steps);
    else if (steps) send(socket, ServerEvents.seats, this.seatsMessage(live, seats));
    else send(socket, ServerEvents.state, live.snapshot(viewer, seats));
    versionsOf(socket).set(live.id, live.version);
  }

  /** Brings every watcher up to the match's (durable) version, each with what it may see. */
  stepped(live: LiveMatch): void {
    // A step applied after the commit that called us waits for its own commit.
    if (!live.isDurable) return;
    let seats: SeatInfo[] | null = null;
    // Sockets of one room are nearly always at the same version: build and encode each message
    // once. When the game hides nothing, the steps since a version read the same to every
    // viewer, so one message serves them all (a whole state does not: it names its seat).
    const shared = live.game.hidesNothing === true ? new Map<number, string>() : null;
    const version = live.version;
    for (const viewer of viewersOf(live)) {
      let built: Map<number, string> | null = shared;
      this.rooms.eachSocket(live.id, viewer, (socket) => {
        const versions = versionsOf(socket);
        const at = versions.get(live.id) ?? -1;
        if (at >= version) return;
        seats ??= this.seatsOf(live);
        built ??= new Map<number, string>();
        let packet = built.get(at);
        if (packet === undefined) {
          const steps = live.stepsSince(at, viewer, seats);
          packet = encodeEvent(ServerEvents.state, steps ?? live.snapshot(viewer, seats));
          if (steps || !shared) built.set(at, packet);
        }
        sendEncoded(socket, packet);
        versions.set(live.id, version);
      });
    }
  }

  /** A seat's draft changed: its own sockets get its table again; nobody else hears a thing. */
  drafted(live: LiveMatch, seat: Seat): void {
    const sockets = this.rooms.socketsOf(live.id, seat);
    if (sockets.length === 0) return;
    const packet = encodeEvent(ServerEvents.state, live.snapshot(seat, this.seatsOf(live)));
    for (const socket of sockets) {
      sendEncoded(socket, packet);
      versionsOf(socket).set(live.id, live.version);
    }
  }

  /** Tells every watcher but `except` who sits and who is connected now, once that is durable. */
  announceSeats(live: LiveMatch, except?: Socket): void {
    this.service.gate.whenDurable(live, () => {
      const msg = encodeEvent(ServerEvents.seats, this.seatsMessage(live));
      for (const viewer of viewersOf(live)) {
        for (const socket of this.rooms.socketsOf(live.id, viewer)) {
          if (socket !== except) sendEncoded(socket, msg);
        }
      }
    });
  }

  /** Tells one socket where its seat plays in the rematch, with its token there. */
  tellRematch(socket: Socket, live: LiveMatch, place: { seat: Seat; token: string }): void {
    const msg: RematchedMessage = { matchId: live.id, next: live.next!, ...place };
    send(socket, ServerEvents.rematched, msg);
  }

  offered(live: LiveMatch): void {
    this.announceSeats(live);
  }

  agreed(live: LiveMatch): void {
    for (let seat = 0; seat < live.spec.seats; seat++) {
      for (const socket of this.rooms.socketsOf(live.id, seat)) {
        const token = tokensOf(socket).get(live.id);
        const place = token === undefined ? null : this.service.rematches.placeOf(live, token);
        if (place) this.tellRematch(socket, live, place);
      }
    }
    this.announceSeats(live);
  }
}
