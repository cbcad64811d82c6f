import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import type { SeatPlan, TableSettings } from '../core/protocol';
import type { LiveMatch } from './live-match';
import type { MatchStore } from './store/store';
import { hashToken, newMatchId, rematchToken } from './tokens';

/** A seat's place in a rematch: the seats move round by one, so that who starts changes. */
export const rematchSeat = (seat: Seat, seats: number): Seat => (seat + 1) % seats;

/** Told once the writes behind a change of the rematch are durable. */
export interface RematchListener {
  /** The offer changed (made, accepted by one more, declined). */
  offered(live: LiveMatch): void;
  /** Everyone agreed (`live.next`): each player is told their place there. */
  agreed(live: LiveMatch): void;
}

/** What a rematch needs of the rest of the server. */
export interface RematchDeps {
  store: MatchStore;
  afterCommit(callback: () => void): void;
  /** Makes the rematch under the id chosen with the offer; the new match, or why not. */
  create(
    req: {
      game: string;
      options: Record<string, unknown>;
      seats: SeatPlan[];
      table: TableSettings;
    },
    id: string,
  ): Result<LiveMatch>;
  /** Gives a seat of a match to the token whose hash this is; false if the seat is taken. */
  claimSeat(live: LiveMatch, seat: Seat, hash: string): boolean;
  /** The rematch is made and its seats claimed; nobody has been told yet. */
  rematched(from: LiveMatch, to: LiveMatch): void;
}

/**
 * Rematches of finished matches: an offer stored with the match, each acceptance recording the
 * hash of that player's token in the rematch (derived from their token here), and the new match
 * made once every player has accepted (bots always do).
 */
export class Rematches {
  listener: RematchListener = { offered() {}, agreed() {} };

  constructor(private readonly deps: RematchDeps) {}

  /** A player asks for a rematch, or accepts the one offered. */
  accept(live: LiveMatch, seat: Seat, token: string): Result<null> {
    if (!live.finished) return fail('not-over', 'The game is not over yet.');
    if (live.next) return ok(null);
    const offer =
      live.rematch && live.rematch.declinedBy === null
        ? live.rematch
        : { next: newMatchId(), accepted: [], declinedBy: null };
    const hash = hashToken(rematchToken(token, offer.next));
    live.rematch = {
      ...offer,
      accepted: [...offer.accepted.filter(([s]) => s !== seat), [seat, hash]],
    };
    const agreed = new Set(live.rematch.accepted.map(([s]) => s));
    if (live.plan.every((p, s) => p.kind !== 'human' || agreed.has(s))) this.start(live);
    else this.offerChanged(live);
    return ok(null);
  }

  /** A player says no to the rematch offered. */
  decline(live: LiveMatch, seat: Seat): Result<null> {
    if (!live.rematch || live.next) return fail('no-offer', 'There is no rematch to decline.');
    live.rematch = { next: live.rematch.next, accepted: [], declinedBy: seat };
    this.offerChanged(live);
    return ok(null);
  }

  /** A seat moved to another browser takes its acceptance along (re-derived from its new token). */
  seatMoved(live: LiveMatch, seat: Seat, token: string): void {
    const offer = live.rematch;
    if (!offer?.accepted.some(([s]) => s === seat)) return;
    const moved = hashToken(rematchToken(token, offer.next));
    live.rematch = {
      ...offer,
      accepted: offer.accepted.map(([s, h]) => [s, s === seat ? moved : h] as const),
    };
    this.deps.store.setRematch(live.id, live.rematch);
  }

  /** A seat's place and token in the rematch that followed, for a player who comes back late. */
  placeOf(live: LiveMatch, token: string): { seat: Seat; token: string } | null {
    const seat = live.seatOfToken(token);
    if (!live.next || seat === null || live.plan[seat]?.kind !== 'human') return null;
    return { seat: rematchSeat(seat, live.spec.seats), token: rematchToken(token, live.next) };
  }

  private offerChanged(live: LiveMatch): void {
    this.deps.store.setRematch(live.id, live.rematch);
    this.deps.afterCommit(() => this.listener.offered(live));
  }

  /** Creates the rematch, each seat proven by the hash its player's acceptance recorded. */
  private start(live: LiveMatch): void {
    const offer = live.rematch!;
    const n = live.spec.seats;
    const plan: SeatPlan[] = Array.from({ length: n }, (_, s) => live.plan[(s - 1 + n) % n]!);
    const created = this.deps.create(
      {
        game: live.game.id,
        options: live.spec.options as Record<string, unknown>,
        seats: plan,
        table: live.settings,
      },
      offer.next,
    );
    if (!created.ok) return;
    for (const [old, hash] of offer.accepted) {
      this.deps.claimSeat(created.value, rematchSeat(old, n), hash);
    }
    this.deps.rematched(live, created.value);
    live.next = offer.next;
    live.rematch = null;
    this.deps.store.setNext(live.id, offer.next);
    this.deps.store.setRematch(live.id, null);
    this.deps.afterCommit(() => this.listener.agreed(live));
  }
}
