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

/** Every viewer of a match: each seat, then the spectators. */
export const viewersOf = (live: LiveMatch): Viewer[] => [
  ...Array.from({ length: live.spec.seats }, (_, s) => s),
  'spectator',
];

/** Who watches what, as socket.io's rooms of this process hold it. */
export class Rooms {
  constructor(private readonly io: Server) {}

  /** Whether someone holding the seat is connected (watches it). */
  connected(matchId: string, seat: Seat): boolean {
    return (this.io.sockets.adapter.rooms.get(room(matchId, seat))?.size ?? 0) > 0;
  }

  /** The sockets in one viewer's room of a match. */
  socketsOf(matchId: string, viewer: Viewer): Socket[] {
    const ids = this.io.sockets.adapter.rooms.get(room(matchId, viewer));
    const sockets: Socket[] = [];
    for (const id of ids ?? []) {
      const socket = this.io.sockets.sockets.get(id);
      if (socket) sockets.push(socket);
    }
    return sockets;
  }

  /** Whether any socket watches the match. */
  watched(matchId: string, viewers: readonly Viewer[]): boolean {
    return viewers.some((v) => this.io.sockets.adapter.rooms.has(room(matchId, v)));
  }
}
