import type { Socket } from 'socket.io';
import type { Result, RuleError } from '../../core/errors';
import type { Seat } from '../../core/game';
import {
  type Ack,
  type ErrorMessage,
  HISTORY_PAGE,
  type SeatMovedMessage,
  ServerEvents,
} from '../../core/protocol';
import type { Answer } from '../command-path';
import type { LiveMatch } from '../live-match';
import { MATCH_MOVED, type MatchService, type PlayerAction } from '../match-service';
import type { Seating } from '../players/seating';
import { newToken } from '../tokens';
import { type Delivery, send } from './delivery';
import { type Rooms, room, tokensOf, versionsOf } from './rooms';

/** What every handler of one socket works with. */
export interface SocketContext {
  readonly socket: Socket;
  readonly service: MatchService;
  readonly rooms: Rooms;
  readonly delivery: Delivery;
  /** Who sits where as players (absent: seats only). */
  readonly seating?: Seating;
}

export function reply(ack: unknown, value: Ack): void {
  if (typeof ack === 'function') ack(value);
}

/** A refusal: an error event with a reason, and the ack when the client asked for one. */
export function refuse(
  ctx: SocketContext,
  error: RuleError,
  ack: unknown,
  extra: { matchId?: string; clientSeq?: number } = {},
): void {
  const msg: ErrorMessage = { ...error, ...extra };
  send(ctx.socket, ServerEvents.error, msg);
  reply(ack, { ok: false, ...error });
}

/** `match:sit`: a free human seat is taken; the answer and the news wait for the commit. */
export async function sit(
  ctx: SocketContext,
  msg: { matchId: string; seat: Seat; commandId?: string },
  ack: unknown,
): Promise<void> {
  const { seating } = ctx;
  // The cookie of the handshake: a page that becomes another player connects again (its socket).
  const player = seating ? await seating.playerOf(ctx.socket.handshake.headers.cookie) : null;
  if (seating) {
    const live = await ctx.service.matches.get(msg.matchId);
    const may = live ? await seating.maySit(live, player) : null;
    if (may && !may.ok) {
      refuse(ctx, may.error, ack, { matchId: msg.matchId });
      return;
    }
  }
  // A client that gives no id gets one for this request: the owner's answer survives a resend
  // between the processes at least.
  const sat = await ctx.service.sit(msg.matchId, msg.seat, msg.commandId ?? newToken());
  if (!sat.ok) {
    refuse(ctx, sat.error, ack, { matchId: msg.matchId });
    return;
  }
  const { seat, token } = sat.value;
  const taken = ctx.service.matches.peek(msg.matchId);
  if (seating && taken && player) {
    await seating.seated(taken, seat, player);
    ctx.service.cluster?.publishPlayers(taken);
  }
  const told = () => {
    reply(ack, { ok: true, seat, token });
    const live = ctx.service.matches.peek(msg.matchId);
    if (live) ctx.delivery.announceSeats(live);
  };
  if (!taken) told();
  else ctx.service.gate.afterWrites(taken, told, () => refuse(ctx, MATCH_MOVED, ack, msg));
}

/** A seat's command (move, resign, leave, claim, draw, stand-in). */
export function act(
  ctx: SocketContext,
  msg: { matchId: string; token: string; clientSeq: number },
  version: number | null,
  action: PlayerAction,
  ack: unknown,
): Promise<void> | undefined {
  // A match owned here and held in memory (nearly always) takes the command at once, with no
  // promise at all.
  const held = ctx.service.matches.peek(msg.matchId);
  if (held) {
    const done = ctx.service.handle(held).act(msg.token, msg.clientSeq, version, action);
    if (!(done instanceof Promise)) {
      answer(ctx, msg, done, ack);
      return undefined;
    }
    return done.then((d) => answer(ctx, msg, d, ack));
  }
  return ctx.service
    .act(msg.matchId, msg.token, msg.clientSeq, version, action)
    .then((done) => answer(ctx, msg, done, ack));
}

/** Answers a seat's command once what it did is durable, and resyncs a sender behind. */
function answer(
  ctx: SocketContext,
  msg: { matchId: string; token: string; clientSeq: number },
  done: Result<Answer>,
  ack: unknown,
): void {
  const live = ctx.service.matches.peek(msg.matchId);
  const tell = () => {
    if (done.ok) {
      const { version, duplicate } = done.value;
      reply(ack, duplicate ? { ok: true, version, repeated: true } : { ok: true, version });
    } else refuse(ctx, done.error, ack, { matchId: msg.matchId, clientSeq: msg.clientSeq });
    // A duplicate or a stale move: the sender may have missed the latest steps.
    if (live && (done.ok ? done.value.duplicate : done.error.code === 'stale'))
      resync(ctx, live, msg.token);
  };
  // The answer, like the new steps, waits until the entry is on disk; so does a refusal,
  // which may name what a step not yet on disk did ("a knight already stands on c3").
  const moved = () =>
    refuse(ctx, MATCH_MOVED, ack, { matchId: msg.matchId, clientSeq: msg.clientSeq });
  if (live) ctx.service.gate.whenDurable(live, tell, moved);
  else tell();
}

/** Brings this socket up to date on a match it acts in (it may have missed steps). */
function resync(ctx: SocketContext, live: LiveMatch, token: string): void {
  const seat = live.seatOfToken(token);
  if (seat === null) return;
  const at = versionsOf(ctx.socket).get(live.id);
  if (at === undefined || at < live.version) ctx.delivery.bringUp(ctx.socket, live, seat, at);
}

/** `match:move-seat`: the seat plays in this browser from now on; the others only watch. */
export async function moveSeat(
  ctx: SocketContext,
  msg: { matchId: string; token: string; commandId?: string },
  ack: unknown,
): Promise<void> {
  const moved = await ctx.service.moveSeat(msg.matchId, msg.token, msg.commandId ?? newToken());
  if (!moved.ok) {
    refuse(ctx, moved.error, ack, { matchId: msg.matchId });
    return;
  }
  seatMovedHere(ctx, moved.value, ack);
}

/**
 * Once the seat's new token is on disk: every other socket of the seat is told it now only
 * watches (and leaves the seat's room), and this one is answered with the token. A match lost
 * to another process meanwhile is refused instead (its writes were refused).
 */
export function seatMovedHere(
  ctx: SocketContext,
  moved: { live: LiveMatch; seat: Seat; token: string },
  ack: unknown,
): void {
  const { socket, rooms } = ctx;
  const { live, seat, token } = moved;
  const lost = () => refuse(ctx, MATCH_MOVED, ack, { matchId: live.id });
  ctx.service.gate.afterWrites(
    live,
    () => {
      const told: SeatMovedMessage = { matchId: live.id, seat };
      for (const other of rooms.socketsOf(live.id, seat)) {
        if (other === socket) continue;
        send(other, ServerEvents.seatMoved, told);
        other.leave(room(live.id, seat));
      }
      if (tokensOf(socket).has(live.id)) tokensOf(socket).set(live.id, token);
      reply(ack, { ok: true, seat, token });
    },
    lost,
  );
}

/** `match:rematch` and `match:decline`: the answer waits for the offer's commit. */
export async function rematch(
  ctx: SocketContext,
  msg: { matchId: string; token: string },
  accept: boolean,
  ack: unknown,
): Promise<void> {
  const live = await ctx.service.matches.get(msg.matchId);
  if (!live) {
    refuse(ctx, { code: 'no-such-match', message: 'There is no such match.' }, ack, msg);
    return;
  }
  const seat = live.seatOfToken(msg.token);
  if (seat === null) {
    const error = { code: 'bad-token', message: 'That seat token is not valid for this match.' };
    refuse(ctx, error, ack, { matchId: msg.matchId });
    return;
  }
  const done = await ctx.service.rematch(live, msg.token, accept);
  if (!done.ok) {
    refuse(ctx, done.error, ack, { matchId: msg.matchId });
    return;
  }
  // As for a seat taken or moved: a match lost to another process meanwhile wrote nothing.
  ctx.service.gate.afterWrites(
    live,
    () => reply(ack, accept ? { ok: true, seat } : { ok: true }),
    () => refuse(ctx, MATCH_MOVED, ack, { matchId: msg.matchId }),
  );
}

/** `match:history`: a page of the match's steps, as the token's seat (or a spectator) may see them. */
export async function history(
  ctx: SocketContext,
  msg: { matchId: string; token?: string; from: number; limit?: number },
  ack: unknown,
): Promise<void> {
  const live = await ctx.service.matches.get(msg.matchId);
  if (!live) {
    refuse(ctx, { code: 'no-such-match', message: 'There is no such match.' }, ack, msg);
    return;
  }
  const seat = msg.token === undefined ? 'spectator' : live.seatOfToken(msg.token);
  if (seat === null) {
    const error = { code: 'bad-token', message: 'That seat token is not valid for this match.' };
    refuse(ctx, error, ack, { matchId: msg.matchId });
    return;
  }
  // The page ends at the version durable now, whatever is applied while the log is read.
  const version = await new Promise<number>((resolve) =>
    ctx.service.gate.whenDurable(live, () => resolve(live.version)),
  );
  const page = await ctx.service.history.page(
    live,
    seat,
    msg.from,
    msg.limit ?? HISTORY_PAGE,
    version,
  );
  reply(ack, { ok: true, version, ...page });
}
