/**
 * One match as the page sees it: the latest state from the server, the seats this browser holds,
 * the last refusal, and the commands (move, resign, sit) that prove a seat with its token.
 *
 * The server sends the whole state once, then steps: what each version changed, as this seat may
 * see it (events, or a skip). The view the server sends is the truth; the events say what
 * happened, in order, for the page to play (sounds, animations, a log).
 */
import { signal } from '@preact/signals';
import type { RuleError } from '../../core/errors';
import type { Seat } from '../../core/game';
import {
  type Ack,
  ClientEvents,
  type MatchSeatsMessage,
  type MatchStateMessage,
  type MatchStepsMessage,
  type WireStep,
} from '../../core/wire';
import { forgetSeats, heldSeats, nextClientSeq, rememberSeat, tokenOf } from './seats';
import { request, rewatch, watch } from './socket';

/** Told of the steps of a live change, with the state before and after them. */
export type StepListener = (
  steps: readonly WireStep[],
  prev: MatchStateMessage,
  next: MatchStateMessage,
) => void;

const MAX_EVENTS = 500;

export class MatchSession {
  readonly state = signal<MatchStateMessage | null>(null);
  /** The last refusal, from an ack or a `parlour:error` event; cleared by the next success. */
  readonly error = signal<RuleError | null>(null);
  /** Seats this browser holds here (two on a shared screen). */
  readonly mine = signal<Seat[]>([]);
  /** Set when the server says there is no such match. */
  readonly missing = signal(false);
  /** The events seen since the page opened, oldest first (the most recent MAX_EVENTS). */
  readonly events = signal<readonly unknown[]>([]);
  private stop: (() => void) | null = null;
  private readonly listeners = new Set<StepListener>();

  constructor(readonly matchId: string) {
    this.mine.value = heldSeats(matchId);
  }

  open(): void {
    this.stop = watch(this.matchId, {
      token: () => {
        const seat = this.mine.value[0];
        return seat === undefined ? undefined : tokenOf(this.matchId, seat);
      },
      version: () => this.state.value?.version,
      onState: (msg) => this.receiveState(msg),
      onSteps: (msg) => this.receiveSteps(msg),
      onSeats: (msg) => this.receiveSeats(msg),
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
    this.listeners.clear();
  }

  /**
   * Called with the steps of every change that arrives live (never for the state found on
   * opening the page), in order, with the state before and after: e.g. to play sounds.
   */
  onSteps(fn: StepListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private receiveState(msg: MatchStateMessage): void {
    const prev = this.state.value;
    // A reply to an older watch of the same seat may come after newer steps: never go back.
    if (prev && prev.seat === msg.seat && msg.version < prev.version) return;
    this.state.value = msg;
    this.missing.value = false;
  }

  private receiveSteps(msg: MatchStepsMessage): void {
    const prev = this.state.value;
    if (!prev || msg.version <= prev.version) return;
    if (msg.from !== prev.version) {
      // Steps that do not continue what we have: ask for what we miss since our version.
      rewatch(this.matchId);
      return;
    }
    const { from: _from, steps: _steps, ...now } = msg;
    const next: MatchStateMessage = { ...prev, ...now };
    this.state.value = next;
    const seen = msg.steps.flatMap((s) => s.events ?? []);
    if (seen.length > 0) this.events.value = [...this.events.value, ...seen].slice(-MAX_EVENTS);
    for (const fn of this.listeners) fn(msg.steps, prev, next);
  }

  private receiveSeats(msg: MatchSeatsMessage): void {
    const prev = this.state.value;
    if (prev && msg.version === prev.version) this.state.value = { ...prev, seats: msg.seats };
  }

  /** The held seat that may act now, if any (on a shared screen: whichever is to move). */
  actingSeat(): Seat | null {
    const toMove = this.state.value?.toMove ?? [];
    return this.mine.value.find((s) => toMove.includes(s)) ?? null;
  }

  async move(seat: Seat, move: unknown): Promise<boolean> {
    const st = this.state.value;
    const token = tokenOf(this.matchId, seat);
    if (!st || !token) return false;
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
    if (!token) return false;
    const ack = await request(ClientEvents.resign, {
      matchId: this.matchId,
      token,
      clientSeq: nextClientSeq(this.matchId, seat),
    });
    return this.settle(ack);
  }

  /** Takes a seat (a friend's join link); the token is stored and the watch renewed with it. */
  async sit(seat: Seat): Promise<boolean> {
    const ack = await request(ClientEvents.sit, { matchId: this.matchId, seat });
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
