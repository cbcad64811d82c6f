import { eventsFor } from '../core/events';
import type { AnyGame, Outcome, Seat, SeatClockKind, Viewer } from '../core/game';
import { type MatchSpec, type MatchState, matchOutcome } from '../core/match';
import type {
  MatchNow,
  MatchStateMessage,
  MatchStepsMessage,
  RematchInfo,
  SeatInfo,
  SeatPlan,
  SeatPlayer,
  TableSettings,
  WireStep,
} from '../core/protocol';
import { type Table, withDraft } from '../core/table';
import { StepRing } from './step-ring';
import type { RematchOffer } from './store/store';
import { clockLimit } from './table-settings';
import { seatOfToken } from './tokens';

/** How many recent steps a match keeps for watchers who reconnect after missing some. */
export const RING_STEPS = 128;

/**
 * A match held in memory, by its owner or as a follower's copy (see MatchHandle): state, seats,
 * recent steps and dedup counters. Everything a watcher is sent is built here, from its own
 * seat's view. Each field has one writer per role: on the owner, the part its comment names (the
 * command path the state, steps and counters; the commit gate how far it is durable; the seat
 * timers the clocks and graces; the bot scheduler what bots were told; the rematches the offer;
 * the owner's handle the kept answers); on a follower, `cluster/replica.ts` alone.
 */
export class LiveMatch {
  /** Highest client sequence number accepted per seat (-1: none yet). */
  readonly lastClientSeq: number[];
  /**
   * Per seat, the version its command numbered `lastClientSeq` made (the entry it wrote, or the
   * version it was taken at when it only changed the seat's draft): what a repeat is answered.
   */
  readonly answered: number[];
  /** Per seat, the player who holds it where they have a name here (see players/seating.ts). */
  readonly seatPlayers: (SeatPlayer | null)[];
  /** Per seat, the version up to which its bot has been told what the seat saw. */
  readonly botSeen: number[];

  /** When this match was last touched (for evicting idle matches from memory). */
  touchedAt = Date.now();
  /** When its last step was applied (to pace a table of bots only). */
  lastStepAt = 0;
  /** The highest version on disk; -1 until the match itself is. Nothing newer leaves the server. */
  durable: number;
  /** Drafts written and not yet on disk (see Game.draft): nothing leaves the server meanwhile. */
  draftsPending = 0;
  /** Per seat, its draft: the moves of its secret preparation that are not yet in the log. */
  drafts: readonly (readonly unknown[])[];
  readonly ring: StepRing;
  /** Per seat: since when its player has been disconnected (null: connected, or not seated). */
  readonly offlineSince: (number | null)[];
  /** Per seat: the timer that counts a disconnected player as gone once the grace is over. */
  readonly graceTimers: (ReturnType<typeof setTimeout> | null)[];
  /**
   * Per seat: when its clock for the current move (or setup) started, which of the table's
   * clocks it is (its limit is the table's for that kind), and the timer that ends it.
   */
  readonly clockStarted: (number | null)[];
  readonly clockKinds: (SeatClockKind | null)[];
  readonly clockTimers: (ReturnType<typeof setTimeout> | null)[];
  /** The rematch being agreed on, once the match is over (as the store keeps it). */
  rematch: RematchOffer | null;
  /** The rematch that followed, once everyone agreed. */
  next: string | null;
  /**
   * The answers of the commands that take effect once (a seat taken, a seat moved), by the hash
   * of their id, as stored with their effect: written by the owner's handle alone.
   */
  readonly answers: Map<string, string>;

  constructor(
    readonly id: string,
    readonly game: AnyGame,
    readonly spec: MatchSpec,
    readonly plan: readonly SeatPlan[],
    readonly tokenHashes: (string | null)[],
    readonly createdAt: number,
    public match: MatchState,
    readonly settings: TableSettings,
    opts: {
      durable: boolean;
      ring?: StepRing;
      next?: string | null;
      rematch?: RematchOffer | null;
      drafts?: readonly (readonly unknown[])[];
      answers?: ReadonlyMap<string, string>;
    },
  ) {
    this.answers = new Map(opts.answers ?? []);
    this.drafts = Array.from({ length: spec.seats }, (_, s) => opts.drafts?.[s] ?? []);
    this.lastClientSeq = Array.from({ length: spec.seats }, () => -1);
    this.answered = Array.from({ length: spec.seats }, () => -1);
    this.seatPlayers = Array.from({ length: spec.seats }, () => null);
    this.offlineSince = Array.from({ length: spec.seats }, () => null);
    this.graceTimers = Array.from({ length: spec.seats }, () => null);
    this.clockStarted = Array.from({ length: spec.seats }, () => null);
    this.clockKinds = Array.from({ length: spec.seats }, () => null);
    this.clockTimers = Array.from({ length: spec.seats }, () => null);
    this.next = opts.next ?? null;
    this.rematch = opts.rematch ?? null;
    this.botSeen = Array.from({ length: spec.seats }, () => match.version);
    this.durable = opts.durable ? match.version : -1;
    this.ring = opts.ring ?? new StepRing(RING_STEPS, match.version);
  }

  /** Tokens already proven, with their seat: a token is hashed once, not on every action. */
  private readonly proven = new Map<string, Seat>();

  /** Which seat a token proves, or null. */
  seatOfToken(token: string): Seat | null {
    const known = this.proven.get(token);
    if (known !== undefined) return known;
    const seat = seatOfToken(token, this.tokenHashes);
    if (seat !== null) this.proven.set(token, seat);
    return seat;
  }

  /** Gives a seat its token (by hash); any token it had stops proving it. */
  setTokenHash(seat: Seat, hash: string): void {
    this.tokenHashes[seat] = hash;
    for (const [token, s] of this.proven) if (s === seat) this.proven.delete(token);
  }

  get version(): number {
    return this.match.version;
  }

  /** Whether every entry (and every draft) applied so far is on disk. */
  get isDurable(): boolean {
    return this.durable === this.match.version && this.draftsPending === 0;
  }

  /** The table as its rules see it. */
  get table(): Table {
    return { match: this.match, drafts: this.drafts };
  }

  /** The match as `viewer` sees it: a seat sees its own draft, nobody else does. */
  matchFor(viewer: Viewer): MatchState {
    if (viewer === 'spectator' || (this.drafts[viewer]?.length ?? 0) === 0) return this.match;
    return withDraft(this.game, this.table, viewer);
  }

  /** What `viewer` may know of the game now. */
  viewFor(viewer: Viewer): unknown {
    return this.game.view(this.matchFor(viewer).state, viewer);
  }

  /** The outcome and the seats to move, worked out once per state (many parts ask each step). */
  private judged: { match: MatchState; outcome: Outcome | null; toMove: Seat[] } | null = null;

  private judge(): { outcome: Outcome | null; toMove: Seat[] } {
    if (this.judged?.match !== this.match) {
      const outcome = matchOutcome(this.game, this.match);
      const toMove = outcome ? [] : this.game.toMove(this.match.state);
      this.judged = { match: this.match, outcome, toMove };
    }
    return this.judged;
  }

  get outcome(): Outcome | null {
    return this.judge().outcome;
  }

  get finished(): boolean {
    return this.judge().outcome !== null;
  }

  /** The seats to move (a copy: callers may keep it). */
  toMove(): Seat[] {
    return [...this.judge().toMove];
  }

  seatInfo(connected: (seat: Seat) => boolean): SeatInfo[] {
    return this.plan.map((p, seat) => {
      const s = this.match.seats[seat]!;
      const started = this.clockStarted[seat];
      // The limit of the clock that runs: the move clock, or the setup clock in a setup phase.
      const limit = clockLimit(this.settings, this.clockKinds[seat] ?? null);
      const common = {
        away: s.away,
        resigned: s.resigned,
        ...(started != null && limit
          ? { timeLeft: Math.max(0, limit * 1000 - (Date.now() - started)) }
          : {}),
      };
      if (p.kind === 'bot') {
        return { kind: 'bot', level: s.bot ?? p.level, taken: true, connected: true, ...common };
      }
      const online = connected(seat);
      const since = this.offlineSince[seat];
      const player = this.seatPlayers[seat];
      return {
        kind: 'human',
        ...(s.bot !== null ? { level: s.bot } : {}),
        ...(player ? { player } : {}),
        taken: this.tokenHashes[seat] !== null,
        connected: online,
        ...common,
        ...(!online && since != null ? { offlineFor: Date.now() - since } : {}),
      };
    });
  }

  rematchInfo(): RematchInfo | null {
    if (this.next) return { accepted: [], declinedBy: null, next: this.next };
    if (!this.rematch) return null;
    const agreed = new Set(this.rematch.accepted.map(([seat]) => seat));
    const accepted = this.plan.flatMap((p, seat) =>
      p.kind === 'bot' || agreed.has(seat) ? [seat] : [],
    );
    return { accepted, declinedBy: this.rematch.declinedBy, next: null };
  }

  now(viewer: Viewer, seats: SeatInfo[]): MatchNow {
    return {
      seats,
      view: this.viewFor(viewer),
      toMove: this.toMove(),
      outcome: this.outcome,
      drawOffer: [...this.match.drawOffer],
    };
  }

  /** The whole of what `viewer` may know now, with the events it may see of the latest steps. */
  snapshot(viewer: Viewer, seats: SeatInfo[]): MatchStateMessage {
    const recent = this.ring.held().flatMap((s) => eventsFor(s.events, viewer));
    return {
      matchId: this.id,
      game: this.spec.game,
      version: this.version,
      seat: viewer === 'spectator' ? null : viewer,
      ...this.now(viewer, seats),
      table: this.settings,
      rematch: this.rematchInfo(),
      ...(recent.length > 0 ? { recent } : {}),
    };
  }

  /**
   * What `viewer` may see of the steps after version `from`, up to now: the events it may see
   * or a skip for each, and its state after them unless every one was a skip. Null when the ring
   * no longer holds them all.
   */
  stepsSince(from: number, viewer: Viewer, seats: SeatInfo[]): MatchStepsMessage | null {
    const held = this.ring.since(from);
    if (!held) return null;
    let seen = false;
    const steps: WireStep[] = held.map((s) => {
      const events = eventsFor(s.events, viewer);
      if (events.length === 0) return { v: s.v };
      seen = true;
      return { v: s.v, events };
    });
    return {
      matchId: this.id,
      from,
      version: this.version,
      steps,
      ...(seen ? this.now(viewer, seats) : {}),
    };
  }
}
