import type { AnyGame, Seat, Viewer } from '../core/game';
import {
  type LogEntry,
  type MatchSpec,
  type MatchState,
  matchOutcome,
  seatsToMove,
} from '../core/match';
import type { MatchStateMessage, SeatInfo, SeatPlan } from '../core/protocol';

/** A match held in memory by the one process that owns it: state, seats and dedup counters. */
export class LiveMatch {
  /** Highest client sequence number accepted per seat (-1: none yet). */
  readonly lastClientSeq: number[];
  last: (LogEntry & { clientSeq: number | null }) | null = null;
  /** Bot decisions under way, by seat, so that one is never asked twice for the same version. */
  readonly thinking = new Set<Seat>();
  /** When this match was last touched (for evicting idle matches from memory). */
  touchedAt = Date.now();

  constructor(
    readonly id: string,
    readonly game: AnyGame,
    readonly spec: MatchSpec,
    readonly plan: readonly SeatPlan[],
    readonly tokenHashes: (string | null)[],
    readonly createdAt: number,
    public match: MatchState,
  ) {
    this.lastClientSeq = Array.from({ length: spec.seats }, () => -1);
  }

  get version(): number {
    return this.match.version;
  }

  get finished(): boolean {
    return matchOutcome(this.game, this.match, this.spec.seats) !== null;
  }

  toMove(): Seat[] {
    return seatsToMove(this.game, this.match, this.spec.seats);
  }

  seatInfo(connected: (seat: Seat) => boolean): SeatInfo[] {
    return this.plan.map((p, seat) =>
      p.kind === 'bot'
        ? { kind: 'bot', level: p.level, taken: true, connected: true }
        : { kind: 'human', taken: this.tokenHashes[seat] !== null, connected: connected(seat) },
    );
  }

  /** The only message about a match that ever leaves the server: built from one seat's view. */
  message(viewer: Viewer, seats: SeatInfo[]): MatchStateMessage {
    const last = this.last;
    return {
      matchId: this.id,
      game: this.spec.game,
      version: this.version,
      seat: viewer === 'spectator' ? null : viewer,
      seats,
      view: this.game.view(this.match.state, viewer),
      toMove: this.toMove(),
      outcome: matchOutcome(this.game, this.match, this.spec.seats),
      last:
        last === null
          ? null
          : last.kind === 'resign'
            ? { seat: last.seat, kind: 'resign' }
            : { seat: last.seat, kind: 'move', move: this.publicMove(last, viewer) },
    };
  }

  /**
   * A move is shown to the seat that made it; to others only if the game says moves are public
   * (a game with hidden information reveals its moves through the view instead).
   */
  private publicMove(last: LogEntry & { kind: 'move' }, viewer: Viewer): unknown {
    if (viewer === last.seat) return last.move;
    return this.game.publicMoves === true ? last.move : undefined;
  }
}
