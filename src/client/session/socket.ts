/**
 * The one socket.io connection of the page. Socket.io reconnects by itself; on every (re)connect
 * we re-send `match:watch` for each match on screen with the last version we saw, so the server
 * sends exactly the steps we missed (or the whole state, when we are too far behind) and the page
 * catches up without a reload.
 */
import { signal } from '@preact/signals';
import { io, type Socket } from 'socket.io-client';
import {
  type Ack,
  ClientEvents,
  type ErrorMessage,
  isSteps,
  type MatchSeatsMessage,
  type MatchStateMessage,
  type MatchStepsMessage,
  type MatchUpdate,
  type RematchedMessage,
  type SeatMovedMessage,
  ServerEvents,
} from '../../core/wire';
import { loadMe, me } from './me';

export type ConnectionState = 'connecting' | 'online' | 'reconnecting';

/** For the "reconnecting…" banner. */
export const connection = signal<ConnectionState>('connecting');

export interface Watcher {
  /** The seat token to prove, if this browser holds a seat. */
  token(): string | undefined;
  /** The last version seen, sent on reconnect so only the missing part comes back. */
  version(): number | undefined;
  onState(msg: MatchStateMessage): void;
  onSteps(msg: MatchStepsMessage): void;
  onSeats(msg: MatchSeatsMessage): void;
  onError(msg: ErrorMessage): void;
  /** The server accepted the watch (for a seat: with its command count, and whether it is open elsewhere too). */
  onWatched(ack: Ack & { ok: true }): void;
  onRematched(msg: RematchedMessage): void;
  onSeatMoved(msg: SeatMovedMessage): void;
}

const ACK_TIMEOUT_MS = 10_000;

let socket: Socket | null = null;
const watchers = new Map<string, Watcher>();

function sendWatch(matchId: string, w: Watcher, fresh = false): void {
  const token = w.token();
  const version = fresh ? undefined : w.version();
  const payload = {
    matchId,
    ...(token ? { token } : {}),
    ...(version !== undefined ? { version } : {}),
  };
  void request(ClientEvents.watch, payload).then((ack) => {
    if (!ack.ok) w.onError({ code: ack.code, message: ack.message, params: ack.params, matchId });
    else w.onWatched(ack);
  });
}

function connect(): Socket {
  if (socket) return socket;
  // After a restart thousands of browsers reconnect at once: each waits 250–750 ms before its
  // first try, then twice as long (±50%) after every failure, up to 5 s, so the tries spread out.
  // WebSocket first: one connection, which a proxy in front of several Parlour processes may
  // send anywhere (no sticky sessions); long-polling only where WebSocket cannot get through.
  const s = io({
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
  });
  s.on('connect', () => {
    connection.value = 'online';
    for (const [id, w] of watchers) sendWatch(id, w);
  });
  s.on('disconnect', () => {
    connection.value = 'reconnecting';
  });
  s.io.on('reconnect_attempt', () => {
    connection.value = 'reconnecting';
  });
  s.on(ServerEvents.state, (msg: MatchUpdate) => {
    const w = watchers.get(msg.matchId);
    if (isSteps(msg)) w?.onSteps(msg);
    else w?.onState(msg);
  });
  s.on(ServerEvents.seats, (msg: MatchSeatsMessage) => {
    watchers.get(msg.matchId)?.onSeats(msg);
  });
  s.on(ServerEvents.rematched, (msg: RematchedMessage) => {
    watchers.get(msg.matchId)?.onRematched(msg);
  });
  s.on(ServerEvents.seatMoved, (msg: SeatMovedMessage) => {
    watchers.get(msg.matchId)?.onSeatMoved(msg);
  });
  s.on(ServerEvents.error, (msg: ErrorMessage) => {
    if (msg.matchId) watchers.get(msg.matchId)?.onError(msg);
    else for (const w of watchers.values()) w.onError(msg);
  });
  socket = s;
  // The server knows the player by the cookie the handshake carries, and a first visit gets it
  // from GET /api/me: open once the browser knows who it is (or that the server does not answer),
  // so that a seat a friend's link takes is always the player's, named, never by the luck of
  // which request went first. Events sent meanwhile wait in the socket's buffer.
  let connectedAs: string | undefined;
  void loadMe().then(() => {
    connectedAs = me.value?.id;
    s.connect();
  });
  // The page's player is no longer the one the socket was opened as (a transfer code, a passkey,
  // signing out, or a server that answered only later): connect again, so that what it does from
  // now on is that player's; the watches are renewed on connect.
  me.subscribe((player) => {
    if (!player || !s.active || player.id === connectedAs) return;
    connectedAs = player.id;
    s.disconnect().connect();
  });
  return s;
}

/** Emits a client event and resolves with the server's ack (or a timeout error as an ack). */
export function request(event: string, payload: unknown): Promise<Ack> {
  const s = connect();
  return new Promise((resolve) => {
    s.timeout(ACK_TIMEOUT_MS).emit(event, payload, (err: Error | null, ack: Ack) => {
      if (err)
        resolve({ ok: false, code: 'timeout', message: 'The server did not answer in time.' });
      else resolve(ack ?? { ok: true });
    });
  });
}

/** Starts watching a match; returns the function that stops it. */
export function watch(matchId: string, w: Watcher): () => void {
  const s = connect();
  watchers.set(matchId, w);
  if (s.connected) sendWatch(matchId, w);
  return () => {
    if (watchers.get(matchId) === w) watchers.delete(matchId);
  };
}

/**
 * Watches again: to catch up after steps that did not follow on, or (`fresh`, for the whole
 * state) after taking a seat, so that the server knows which seat this socket holds.
 */
export function rewatch(matchId: string, opts: { fresh?: boolean } = {}): void {
  const w = watchers.get(matchId);
  if (w && socket?.connected) sendWatch(matchId, w, opts.fresh);
}

/** Opens the connection early (at start-up), so the banner reflects the real state. */
export function ensureConnected(): void {
  connect();
}
