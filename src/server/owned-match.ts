import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import type { CommandPath } from './command-path';
import type { LiveMatch } from './live-match';
import type { MatchHandle, Seated } from './match-handle';
import { commandOf, type PlayerAction } from './player-action';
import type { Rematches } from './rematches';
import type { SeatTimers } from './seat-timers';
import type { MatchStore } from './store/store';
import { commandToken, hashToken } from './tokens';

/** What the owner's handles share: the parts that change a match here. */
export interface OwnerParts {
  readonly store: MatchStore;
  readonly commands: CommandPath;
  readonly timers: SeatTimers;
  readonly rematches: Rematches;
  /** Gives a free seat to the token whose hash this is; false when the seat is taken. */
  claimSeat(live: LiveMatch, seat: Seat, hash: string): boolean;
  /** A seat's token changed (moved to another browser): the others holding the match hear of it. */
  tokensChanged(live: LiveMatch): void;
}

/** What is kept, by the hash of its id, of a command that gave a seat out. */
interface SeatAnswer {
  readonly seat: Seat;
  readonly tokenHash: string;
}

const badToken = () => fail('bad-token', 'That seat token is not valid for this match.');

/**
 * A match this process owns: its commands run here, through the command path and the table's
 * rules, and its clocks and graces are kept here.
 */
export class OwnedMatch implements MatchHandle {
  constructor(
    private readonly live: LiveMatch,
    private readonly parts: OwnerParts,
  ) {}

  act(token: string, clientSeq: number, version: number | null, action: PlayerAction) {
    // At once, without a turn of the event loop: the socket's fast path.
    const { live } = this;
    live.touchedAt = Date.now();
    return this.parts.commands.asSeat(live, token, clientSeq, (seat) =>
      commandOf(seat, version, action),
    );
  }

  async sit(seat: Seat, commandId: string): Promise<Result<Seated>> {
    const { live } = this;
    const again = this.answered(commandId, 'sit');
    if (again) return again;
    if (live.plan[seat]?.kind !== 'human') {
      return fail('no-such-seat', 'That seat is not open to players.');
    }
    if (live.finished) return fail('game-over', 'The game is over.');
    const token = commandToken(commandId, purpose('sit', live.id));
    const tokenHash = hashToken(token);
    if (!this.parts.claimSeat(live, seat, tokenHash)) {
      return fail('seat-taken', 'Someone already sits there.');
    }
    this.keep(commandId, { seat, tokenHash });
    return ok({ seat, token });
  }

  async moveSeat(token: string, commandId: string): Promise<Result<Seated>> {
    const again = this.answered(commandId, 'move');
    if (again) return again;
    const seat = this.live.seatOfToken(token);
    if (seat === null) return badToken();
    return ok(this.reseat(seat, commandId));
  }

  async giveSeat(seat: Seat, commandId: string): Promise<Result<Seated>> {
    const again = this.answered(commandId, 'move');
    if (again) return again;
    const { live } = this;
    if (live.plan[seat]?.kind !== 'human' || live.tokenHashes[seat] === null) {
      return fail('seat-not-taken', 'Nobody holds that seat.');
    }
    return ok(this.reseat(seat, commandId));
  }

  /** A new token for the seat, derived from the request's id; the old one stops working. */
  private reseat(seat: Seat, commandId: string): Seated {
    const { live, parts } = this;
    const fresh = commandToken(commandId, purpose('move', live.id));
    const tokenHash = hashToken(fresh);
    parts.store.replaceToken(live.id, seat, tokenHash);
    live.setTokenHash(seat, tokenHash);
    parts.rematches.seatMoved(live, seat, fresh);
    this.keep(commandId, { seat, tokenHash });
    parts.tokensChanged(live);
    return { seat, token: fresh };
  }

  async rematch(token: string, accept: boolean): Promise<Result<null>> {
    const seat = this.live.seatOfToken(token);
    if (seat === null) return badToken();
    const { rematches } = this.parts;
    return accept ? rematches.accept(this.live, seat, token) : rematches.decline(this.live, seat);
  }

  comeBack(seat: Seat): void {
    if (!this.live.finished) this.parts.commands.run(this.live, { kind: 'back', seat });
  }

  presence(seat: Seat, connected: boolean): void {
    if (this.live.finished) return;
    if (connected) this.parts.timers.arrived(this.live, seat);
    else this.parts.timers.departed(this.live, seat);
  }

  /**
   * The answer of a command already run under this id: the same seat and token, or, when the
   * seat has moved to another browser since, a refusal that says the seat was the sender's.
   */
  private answered(commandId: string, kind: 'sit' | 'move'): Result<Seated> | null {
    const { live } = this;
    const kept = live.answers.get(hashToken(commandId));
    if (kept === undefined) return null;
    const { seat } = JSON.parse(kept) as SeatAnswer;
    const token = commandToken(commandId, purpose(kind, live.id));
    if (live.tokenHashes[seat] !== hashToken(token)) {
      return fail('seat-moved', 'You took this seat, and it has moved to another browser since.', {
        seat,
      });
    }
    return ok({ seat, token });
  }

  /** Keeps the answer with its effect, in the same commit (see MatchStore.recordAnswer). */
  private keep(commandId: string, answer: SeatAnswer): void {
    const key = hashToken(commandId);
    const text = JSON.stringify(answer);
    this.parts.store.recordAnswer(this.live.id, key, text);
    this.live.answers.set(key, text);
  }
}

const purpose = (kind: 'sit' | 'move', matchId: string) => `${kind}:${matchId}`;
