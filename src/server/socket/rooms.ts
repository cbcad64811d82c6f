import type { Server, Socket } from 'socket.io';
import type { Seat, Viewer } from '../../core/game';
import type { LiveMatch } from '../live-match';

/** The room of one viewer of a match: `<match>:<seat>` or `<match>:spectator`. */
export const room = (matchId: string, viewer: Viewer) => `${matchId}:${viewer}`;

/** Per socket: the version of each match it has been brought to, and the seat token it proved. */
interface SocketData {
  at: Map<string, number>;
  tokens: Map<string, string>;
}

/** The version of each match this socket has been brought to. */
export const versionsOf = (socket: Socket): Map<string, number> => {
  const data = socket.data as Partial<SocketData>;
  data.at ??= new Map();
  return data.at;
};

/** The seat token each match was watched with on this socket (to tell it its rematch seat). */
export const tokensOf = (socket: Socket): Map<string, string> => {
  const data = socket.data as Partial<SocketData>;
  data.tokens ??= new Map();
  return data.tokens;
};

const viewerLists = new Map<number, readonly Viewer[]>();

/** Every viewer of a match: each seat, then the spectators (one list per number of seats). */
export function viewersOf(live: LiveMatch): readonly Viewer[] {
  const seats = live.spec.seats;
  let list = viewerLists.get(seats);
  if (!list) {
    list = [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
    viewerLists.set(seats, list);
  }
  return list;
}

/** Who watches what, as socket.io's rooms of this process hold it. */
export class Rooms {
  constructor(private readonly io: Server) {}

  /** How many sockets of this process watch as the seat. */
  count(matchId: string, seat: Seat): number {
    return this.io.sockets.adapter.rooms.get(room(matchId, seat))?.size ?? 0;
  }

  /** Whether someone holding the seat is connected (watches it). */
  connected(matchId: string, seat: Seat): boolean {
    return (this.io.sockets.adapter.rooms.get(room(matchId, seat))?.size ?? 0) > 0;
  }

  /** The sockets in one viewer's room of a match. */
  socketsOf(matchId: string, viewer: Viewer): Socket[] {
    const sockets: Socket[] = [];
    this.eachSocket(matchId, viewer, (socket) => sockets.push(socket));
    return sockets;
  }

  /** Calls `fn` for each socket in one viewer's room (the delivery loop: no list is built). */
  eachSocket(matchId: string, viewer: Viewer, fn: (socket: Socket) => void): void {
    const ids = this.io.sockets.adapter.rooms.get(room(matchId, viewer));
    if (!ids) return;
    const sockets = this.io.sockets.sockets;
    for (const id of ids) {
      const socket = sockets.get(id);
      if (socket) fn(socket);
    }
  }

  /** Whether any socket watches the match. */
  watched(matchId: string, viewers: readonly Viewer[]): boolean {
    return viewers.some((v) => this.io.sockets.adapter.rooms.has(room(matchId, v)));
  }
}
