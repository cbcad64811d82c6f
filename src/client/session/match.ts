/**
 * One match as the page sees it: the latest state from the server, the seats this browser holds,
 * the last refusal, and the commands (move, resign, sit, and those of the table: claim, hand a
 * seat to the computer, continue here, rematch) that prove a seat with its token.
 *
 * The server sends the whole state once, then steps: what each version changed, as this seat may
 * see it (events, or a skip). The view the server sends is the truth; the events say what
 * happened, in order, for the page to play (sounds, animations, a log).
 */

import { signal } from '@preact/signals';
import type { RuleError } from '../../core/errors';
import type { Seat } from '../../core/game';
import { type Ack, ClientEvents, type MatchStateMessage, type WireStep } from '../../core/wire';
import { newCommandId } from './command-id';
import { type Received, receive } from './known';
import { takeOwnSeat } from './ownSeat';
import {
  catchUpClientSeq,
  forgetSeats,
  heldSeats,
  nextClientSeq,
  rememberSeat,
  tokenOf,
} from './seats';
import { connection, request, rewatch, watch } from './socket';

/** Told of the steps of a live change, with the state before and after them. */
export type StepListener = (
  steps: readonly WireStep[],
  prev: MatchStateMessage,
  next: MatchStateMessage,
) => void;

/** Refusals that only said the connection was down: gone once it is back. */
const CONNECTION_ERRORS = new Set(['offline', 'timeout', 'network']);

export class MatchSession {
  readonly state = signal<MatchStateMessage | null>(null);
  /** The last refusal, from an ack or a `parlour:error` event; cleared by the next success. */
  readonly error = signal<RuleError | null>(null);
  /** Seats this browser holds here (two on a shared screen). */
  readonly mine = signal<Seat[]>([]);
  /** Set when the server says there is no such match. */
  readonly missing = signal(false);
  /**
   * The events seen, oldest first (the most recent MAX_EVENTS): those that came with the last
   * whole state (the latest steps before it), then those of every step since.
   */
  readonly events = signal<readonly unknown[]>([]);
  /** Another browser holds our seat too (say, after opening the private link here). */
  readonly elsewhere = signal(false);
  /** Our seat moved to another browser: this page only watches now. */
  readonly movedAway = signal(false);
  /** The rematch that followed, with our seat in it, once everyone agreed. */
  readonly next = signal<string | null>(null);
  private stop: (() => void) | null = null;
  private stopOnline: (() => void) | null = null;
  private readonly listeners = new Set<StepListener>();

  constructor(readonly matchId: string) {
    this.mine.value = heldSeats(matchId);
  }

  private ownToken(): string | undefined {
    const seat = this.mine.value[0];
    return seat === undefined ? undefined : tokenOf(this.matchId, seat);
  }

  open(): void {
    this.stopOnline = connection.subscribe((c) => {
      if (c === 'online' && CONNECTION_ERRORS.has(this.error.value?.code ?? '')) {
        this.error.value = null;
      }
    });
    this.stop = watch(this.matchId, {
      token: () => {
        const token = this.ownToken();
        const seat = this.mine.value[0];
        if (token !== undefined && seat !== undefined) this.usedTokens.set(seat, token);
        return token;
      },
      version: () => this.state.value?.version,
      onWatched: (ack) => {
        if (ack.seat !== undefined && ack.nextSeq !== undefined) {
          catchUpClientSeq(this.matchId, ack.seat, ack.nextSeq);
        }
        this.elsewhere.value = ack.elsewhere === true;
      },
      onRematched: (msg) => {
        rememberSeat(msg.next, msg.seat, msg.token);
        this.next.value = msg.next;
      },
      onSeatMoved: (msg) => this.seatMoved(msg.seat),
      onState: (msg) => this.take({ kind: 'state', msg }),
      onSteps: (msg) => this.take({ kind: 'steps', msg }),
      onSeats: (msg) => this.take({ kind: 'seats', msg }),
      onError: (err) => {
        if (err.code === 'no-such-match') this.missing.value = true;
        if (err.code === 'bad-token' && this.mine.value.length > 0) {
          // The server does not know our seat (e.g. its data was reset): watch as a spectator
          // rather than stay on an empty page.
          forgetSeats(this.matchId);
          this.mine.value = [];
          rewatch(this.matchId, { fresh: true });
        }
        this.error.value = err;
      },
    });
  }

  close(): void {
    this.stop?.();
    this.stop = null;
    this.stopOnline?.();
    this.stopOnline = null;
    this.listeners.clear();
  }

  /**
   * Our seat is played in another browser now. Another tab of this same browser shares our
   * storage and already holds the new token: then there is nothing to forget.
   */
  private seatMoved(seat: Seat): void {
    const used = this.usedTokens.get(seat);
    if (used !== undefined && tokenOf(this.matchId, seat) !== used) {
      rewatch(this.matchId, { fresh: true });
      return;
    }
    forgetSeats(this.matchId);
    this.mine.value = [];
    this.movedAway.value = true;
    rewatch(this.matchId, { fresh: true });
  }

  /** The token each seat was watched with, to tell a move to another browser from one to a tab. */
  private readonly usedTokens = new Map<Seat, string>();

  /**
   * Called with the steps of every change that arrives live (never for the state found on
   * opening the page), in order, with the state before and after: e.g. to play sounds.
   */
  onSteps(fn: StepListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Every message about the match goes through the one logic the tests' client uses too. */
  private take(received: Received): void {
    const after = receive({ state: this.state.value, events: this.events.value }, received);
    if (after.gap !== null) {
      // Steps that do not continue what we have: ask for what we miss since our version.
      rewatch(this.matchId);
      return;
    }
    if (received.kind === 'state' && after.known.state === received.msg) this.missing.value = false;
    this.state.value = after.known.state;
    this.events.value = after.known.events;
    const live = after.live;
    if (live) for (const fn of this.listeners) fn(live.steps, live.prev, live.next);
  }

  /** The held seat that may act now, if any (on a shared screen: whichever is to move). */
  actingSeat(): Seat | null {
    const toMove = this.state.value?.toMove ?? [];
    return this.mine.value.find((s) => toMove.includes(s)) ?? null;
  }

  /** Refuses at once, sending nothing, while the connection is down. */
  private offline(): boolean {
    if (connection.value === 'online') return false;
    this.error.value = { code: 'offline', message: 'You are offline: nothing was sent.' };
    return true;
  }

  async move(seat: Seat, move: unknown): Promise<boolean> {
    const st = this.state.value;
    const token = tokenOf(this.matchId, seat);
    if (!st || !token || this.offline()) return false;
    const ack = await request(ClientEvents.move, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
      version: st.version,
      move,
    });
    return this.settle(ack);
  }

  async resign(seat: Seat): Promise<boolean> {
    const token = tokenOf(this.matchId, seat);
    if (!token || this.offline()) return false;
    const ack = await request(ClientEvents.resign, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
    });
    return this.settle(ack);
  }

  /** Takes a seat (a friend's join link); the token is stored and the watch renewed with it. */
  async sit(seat: Seat): Promise<boolean> {
    const ack = await request(ClientEvents.sit, {
      matchId: this.matchId,
      seat,
      commandId: newCommandId(),
    });
    if (!ack.ok) {
      this.error.value = ack;
      return false;
    }
    if (ack.token) {
      rememberSeat(this.matchId, ack.seat ?? seat, ack.token);
      this.mine.value = heldSeats(this.matchId);
      // From now on this page sees what the seat sees: start again from its whole state.
      rewatch(this.matchId, { fresh: true });
    }
    return true;
  }

  /** The other players have left: end the match as a win or a draw for our seat. */
  async claim(result: 'win' | 'draw'): Promise<boolean> {
    const seat = this.mine.value[0];
    const token = this.ownToken();
    if (seat === undefined || !token || this.offline()) return false;
    const ack = await request(ClientEvents.claim, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
      result,
    });
    return this.settle(ack);
  }

  /** Offers a draw, or accepts or declines the one offered. */
  async draw(action: 'offer' | 'accept' | 'decline'): Promise<boolean> {
    const seat = this.mine.value[0];
    const token = this.ownToken();
    if (seat === undefined || !token || this.offline()) return false;
    const ack = await request(ClientEvents.draw, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
      action,
    });
    return this.settle(ack);
  }

  /** Hands the seat of a player who left to the computer. */
  async standIn(target: Seat): Promise<boolean> {
    const seat = this.mine.value[0];
    const token = this.ownToken();
    if (seat === undefined || !token || this.offline()) return false;
    const ack = await request(ClientEvents.standIn, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
      seat: target,
    });
    return this.settle(ack);
  }

  /** Plays our seat in this browser from now on; the other one is told and only watches. */
  async continueHere(): Promise<boolean> {
    const token = this.ownToken();
    if (!token || this.offline()) return false;
    const ack = await request(ClientEvents.moveSeat, {
      matchId: this.matchId,
      token,
      commandId: newCommandId(),
    });
    if (!ack.ok || ack.token === undefined || ack.seat === undefined) return this.settle(ack);
    rememberSeat(this.matchId, ack.seat, ack.token);
    this.elsewhere.value = false;
    rewatch(this.matchId, { fresh: true });
    return this.settle(ack);
  }

  /**
   * Takes our own seat, played on another device where our player is signed in: a new token
   * here (the server knows the player by the cookie), the other device is told and only watches.
   */
  async takeOwnSeat(seat: Seat): Promise<boolean> {
    if (this.offline()) return false;
    const ack = await takeOwnSeat(this.matchId, seat);
    if (!ack.ok || ack.token === undefined) return this.settle(ack);
    this.mine.value = heldSeats(this.matchId);
    this.movedAway.value = false;
    this.elsewhere.value = false;
    rewatch(this.matchId, { fresh: true });
    return this.settle(ack);
  }

  /** Offers a rematch, or accepts the one offered. */
  async rematch(): Promise<boolean> {
    const token = this.ownToken();
    if (!token || this.offline()) return false;
    return this.settle(await request(ClientEvents.rematch, { matchId: this.matchId, token }));
  }

  async declineRematch(): Promise<boolean> {
    const token = this.ownToken();
    if (!token || this.offline()) return false;
    return this.settle(await request(ClientEvents.decline, { matchId: this.matchId, token }));
  }

  /**
   * Every step of the match this page's seat (or a spectator) may see, oldest first, asked page
   * by page from the server's log: for a history or a replay that reaches back before the page
   * opened. Null when it cannot be had now (offline, refused).
   */
  async history(): Promise<WireStep[] | null> {
    const steps: WireStep[] = [];
    for (;;) {
      const from = steps.at(-1)?.v ?? 0;
      const ack = await request(ClientEvents.history, {
        matchId: this.matchId,
        token: this.ownToken(),
        from,
      });
      if (!ack.ok || !ack.steps) return null;
      steps.push(...ack.steps);
      if (!ack.more || ack.steps.length === 0) return steps;
    }
  }

  /** Shows a refusal found by the client itself (nothing was sent). */
  refuse(error: RuleError): void {
    this.error.value = error;
  }

  clearError(): void {
    this.error.value = null;
  }

  private settle(ack: Ack): boolean {
    if (ack.ok) {
      this.error.value = null;
      return true;
    }
    this.error.value = ack;
    return false;
  }
}
