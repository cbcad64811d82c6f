import { abortOf } from './abort';
import { fail, ok, type Result } from './errors';
import type {
  AnyGame,
  GameEvent,
  Outcome,
  Seat,
  SeatAction,
  SeatStatus,
  Step,
  Viewer,
} from './game';
import { unsafeKey } from './unsafe-keys';
import type { SeatPlan } from './wire';

/** What a match is, apart from its log: replaying the log from this gives the state. */
export interface MatchSpec {
  readonly game: string;
  readonly options: unknown;
  readonly seats: number;
  readonly seed: string;
}

/** One accepted entry of a match's append-only log: a move, or a platform action on a seat. */
export type LogEntry =
  /**
   * A move; `drafts` are the moves of the seat's secret preparation made before it (see
   * `Game.draft`), applied first in the same step, so that nobody learns how many there were.
   */
  | {
      readonly kind: 'move';
      readonly seat: Seat;
      readonly move: unknown;
      readonly drafts?: readonly unknown[];
    }
  | { readonly kind: 'resign' | 'leave' | 'return'; readonly seat: Seat }
  /** Without `forfeit` (recorded by older versions), the seat lost by it. */
  | { readonly kind: 'timeout'; readonly seat: Seat; readonly forfeit?: boolean }
  /** A draw offered, accepted or declined; it is agreed once every seat still playing agrees. */
  | { readonly kind: 'draw'; readonly seat: Seat; readonly action: 'offer' | 'accept' | 'decline' }
  | { readonly kind: 'takeover'; readonly seat: Seat; readonly level: string }
  /** Every other player has left: this seat ends the match as won, or as a draw. */
  | { readonly kind: 'claim'; readonly seat: Seat; readonly result: 'win' | 'draw' };

/** A game's state plus what the platform adds to every game: the seats and a version. */
export interface MatchState<S = unknown> {
  readonly state: S;
  readonly seats: readonly SeatStatus[];
  /** Set when the platform ended the match (a resignation in a game that leaves that to it). */
  readonly ended: Outcome | null;
  /** The seats that have offered or accepted a draw since the last move. */
  readonly drawOffer: readonly Seat[];
  /** Number of accepted log entries; every accepted entry raises it by one. */
  readonly version: number;
  /**
   * Per seat, the version of its latest move (0: none yet): a move the seat chose before that is
   * stale (see `src/core/table.ts`). Derived from the log, so not part of the state's hash.
   */
  readonly moved: readonly number[];
}

/** The result of one log entry: the next match state and the events of that step. */
export interface Applied<S = unknown> {
  readonly match: MatchState<S>;
  readonly events: readonly GameEvent[];
}

/** The platform's own event for a seat action, which everyone sees. */
export type SeatEvent =
  | { readonly type: 'resigned' | 'left' | 'returned' | 'timeout'; readonly seat: Seat }
  | { readonly type: 'takeover'; readonly seat: Seat; readonly level: string }
  | { readonly type: 'claimed'; readonly seat: Seat; readonly result: 'win' | 'draw' }
  | { readonly type: 'draw'; readonly seat: Seat; readonly action: 'offer' | 'accept' | 'decline' }
  | { readonly type: 'timeout'; readonly seat: Seat; readonly forfeit: boolean };

const seatEventType = {
  resign: 'resigned',
  leave: 'left',
  return: 'returned',
} as const;

export function startMatch(
  game: AnyGame,
  spec: MatchSpec,
  plan: readonly SeatPlan[] = [],
): MatchState {
  const options = game.optionsSchema.parse(spec.options ?? {});
  const seats = Array.from({ length: spec.seats }, (_, seat): SeatStatus => {
    const p = plan[seat];
    return p?.kind === 'bot'
      ? { player: false, bot: p.level, away: false, resigned: false }
      : { player: true, bot: null, away: false, resigned: false };
  });
  return {
    state: game.setup({ seats: spec.seats, seed: spec.seed, options }),
    seats,
    ended: null,
    drawOffer: [],
    version: 0,
    moved: seats.map(() => 0),
  };
}

export function matchOutcome(game: AnyGame, match: MatchState): Outcome | null {
  return game.outcome(match.state) ?? match.ended;
}

export function seatsToMove(game: AnyGame, match: MatchState): Seat[] {
  if (matchOutcome(game, match)) return [];
  return game.toMove(match.state);
}

function withSeat(match: MatchState, seat: Seat, status: SeatStatus): readonly SeatStatus[] {
  return match.seats.map((s, i) => (i === seat ? status : s));
}

/** The seat statuses after a platform action, or why the action does not apply. */
function seatsAfter(
  game: AnyGame,
  match: MatchState,
  seat: Seat,
  action: SeatAction,
): Result<readonly SeatStatus[]> {
  const s = match.seats[seat]!;
  switch (action.kind) {
    case 'resign':
      if (s.resigned) return fail('already-resigned', 'You already resigned.');
      return ok(withSeat(match, seat, { ...s, resigned: true }));
    case 'leave':
      if (!s.player) return fail('not-a-player-seat', 'A bot plays that seat.');
      if (s.away) return fail('already-away', 'That player has already left.');
      return ok(withSeat(match, seat, { ...s, away: true }));
    case 'return':
      // A seat that resigned stays resigned: taking it back from its bot would leave nobody.
      if (s.resigned) return fail('resigned', 'You resigned from this game.');
      if (!s.player || (!s.away && s.bot === null)) {
        return fail('not-away', 'That player has not left their seat.');
      }
      return ok(withSeat(match, seat, { ...s, away: false, bot: null }));
    case 'takeover':
      if (!game.bots.some((b) => b.id === action.level)) {
        return fail('unknown-level', `${game.id} has no computer level "${action.level}".`, {
          level: action.level,
        });
      }
      return ok(withSeat(match, seat, { ...s, bot: action.level }));
    case 'timeout':
      return ok(match.seats);
  }
}

/**
 * Whether `seat` may end the match because everyone else it plays against has gone: each other
 * seat with a player has left (or resigned) and no bot plays it. Seats made for bots do not count.
 */
export function mayClaim(match: MatchState, seat: Seat): boolean {
  const me = match.seats[seat];
  if (!me?.player || me.away || me.resigned) return false;
  const others = match.seats.filter((s, i) => i !== seat && s.player && !s.resigned);
  return others.length > 0 && others.every((s) => s.away && s.bot === null);
}

/** The end a claim makes: the claimer wins, or nobody does. */
function claimed(match: MatchState, seat: Seat, result: 'win' | 'draw'): Result<Outcome> {
  if (!mayClaim(match, seat)) {
    return fail('cannot-claim', 'You can end the game only when the other players have left.');
  }
  return ok(
    result === 'win'
      ? { winners: [seat], reason: 'abandoned' }
      : { winners: [], reason: 'abandoned-draw' },
  );
}

function seatActionOf(entry: Exclude<LogEntry, { kind: 'move' | 'claim' | 'draw' }>): SeatAction {
  if (entry.kind === 'takeover') return { kind: 'takeover', level: entry.level };
  if (entry.kind === 'timeout') return { kind: 'timeout', forfeit: entry.forfeit ?? true };
  return { kind: entry.kind };
}

/** The seats whose agreement a draw needs: every one still playing. */
const drawVoters = (match: MatchState): Seat[] =>
  match.seats.flatMap((s, seat) => (s.resigned ? [] : [seat]));

function drawAfter(
  match: MatchState,
  seat: Seat,
  action: 'offer' | 'accept' | 'decline',
): Result<{ offer: readonly Seat[]; agreed: boolean }> {
  const offered = match.drawOffer.length > 0;
  if (action === 'decline') {
    if (!offered || match.drawOffer.includes(seat)) {
      return fail('no-draw-offer', 'No draw is offered to you.');
    }
    return ok({ offer: [], agreed: false });
  }
  if (action === 'accept' && (!offered || match.drawOffer.includes(seat))) {
    return fail('no-draw-offer', 'No draw is offered to you.');
  }
  if (action === 'offer' && offered) return fail('draw-offered', 'A draw is already offered.');
  const offer = [...match.drawOffer, seat];
  return ok({ offer, agreed: drawVoters(match).every((s) => offer.includes(s)) });
}

/**
 * The match ended by the platform's decision: the game may record it and show what it hid
 * (`conclude`); the events of that follow the platform's own.
 */
function endedBy(
  game: AnyGame,
  match: MatchState,
  outcome: Outcome | null,
  events: readonly GameEvent[],
): Applied {
  if (!outcome || !game.conclude) return { match: { ...match, ended: outcome }, events };
  const step = game.conclude(match.state, outcome);
  return {
    match: { ...match, state: step.state, ended: outcome },
    events: [...events, ...step.events],
  };
}

/** The platform's reading of a seat action, for a game that does not reduce them itself. */
function defaultEnd(match: MatchState, seat: Seat, action: SeatAction): Outcome | null {
  if (action.kind !== 'resign' && !(action.kind === 'timeout' && action.forfeit)) return null;
  const winners = match.seats
    .map((_, i) => i)
    .filter((i) => i !== seat && !match.seats[i]!.resigned);
  return { winners, reason: action.kind === 'resign' ? 'resigned' : 'timeout' };
}

/**
 * A move checked against the game's schema. A key no move names (`__proto__`, which a schema
 * would silently drop) is refused rather than cleaned away.
 */
export function parseMove(game: AnyGame, move: unknown): Result<unknown> {
  const unsafe = unsafeKey(move);
  if (unsafe !== null) return fail('bad-move', `That is not a move of this game (${unsafe}).`);
  const parsed = game.moveSchema.safeParse(move);
  if (!parsed.success) return fail('bad-move', 'That is not a move of this game.');
  return ok(parsed.data);
}

/** A move checked against the game's schema, then played. */
function playMove(game: AnyGame, state: unknown, seat: Seat, move: unknown): Result<Step<unknown>> {
  const parsed = parseMove(game, move);
  return parsed.ok ? game.play(state, seat, parsed.value) : parsed;
}

/**
 * The game's state after a seat's draft (its secret preparation, see `Game.draft`). The events
 * of a draft were the seat's own and it has seen them: they are not told again.
 */
export function playDrafts(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  drafts: readonly unknown[],
): Result<unknown> {
  let now = state;
  for (const move of drafts) {
    const parsed = parseMove(game, move);
    if (!parsed.ok || game.draft?.(now, seat, parsed.value) !== true) {
      return fail('bad-move', 'That is not a move of this game.');
    }
    const played = game.play(now, seat, parsed.value);
    if (!played.ok) return played;
    now = (played.value as Step<unknown>).state;
  }
  return ok(now);
}

/** Applies one log entry. Moves are validated against the game's schema and rules. */
export function applyEntry(game: AnyGame, match: MatchState, entry: LogEntry): Result<Applied> {
  if (matchOutcome(game, match)) return fail('game-over', 'The game is over.');
  if (!Number.isInteger(entry.seat) || entry.seat < 0 || entry.seat >= match.seats.length) {
    return fail('no-such-seat', 'There is no such seat in this match.');
  }
  const version = match.version + 1;
  if (entry.kind === 'move') {
    // A resigned player moves no more; a bot may still play the seat if the game hands it one.
    const status = match.seats[entry.seat]!;
    if (status.resigned && status.bot === null) {
      return fail('resigned', 'You resigned from this game.');
    }
    // The platform checks the turn, so that no game can forget to.
    if (!game.toMove(match.state).includes(entry.seat)) {
      return fail('not-your-turn', 'It is not your turn.');
    }
    const drafted = playDrafts(game, match.state, entry.seat, entry.drafts ?? []);
    if (!drafted.ok) return drafted;
    const played = playMove(game, drafted.value, entry.seat, entry.move);
    if (!played.ok) return played;
    // A move lets any draw offer lapse.
    const moved = match.moved.map((v, s) => (s === entry.seat ? version : v));
    return ok({
      match: { ...match, state: played.value.state, version, drawOffer: [], moved },
      events: played.value.events,
    });
  }
  if (entry.kind === 'draw') {
    const draw = drawAfter(match, entry.seat, entry.action);
    if (!draw.ok) return draw;
    const told: SeatEvent = { type: 'draw', seat: entry.seat, action: entry.action };
    const after = { ...match, drawOffer: draw.value.offer, version };
    const outcome: Outcome | null = draw.value.agreed
      ? { winners: [], reason: 'agreed-draw' }
      : null;
    return ok(endedBy(game, after, outcome, [{ to: 'all', event: told }]));
  }
  if (entry.kind === 'claim') {
    // The table, not the game, decides this: the game has nobody left to play against.
    const end = claimed(match, entry.seat, entry.result);
    if (!end.ok) return end;
    const told: SeatEvent = { type: 'claimed', seat: entry.seat, result: entry.result };
    return ok(endedBy(game, { ...match, version }, end.value, [{ to: 'all', event: told }]));
  }
  const action = seatActionOf(entry);
  const seats = seatsAfter(game, match, entry.seat, action);
  if (!seats.ok) return seats;
  const told: SeatEvent =
    action.kind === 'takeover'
      ? { type: 'takeover', seat: entry.seat, level: action.level }
      : action.kind === 'timeout'
        ? { type: 'timeout', seat: entry.seat, forfeit: action.forfeit }
        : { type: seatEventType[action.kind], seat: entry.seat };
  const platform: GameEvent = { to: 'all', event: told };
  if (!game.seatAction) {
    const after = { ...match, seats: seats.value, version };
    const end = defaultEnd(after, entry.seat, action) ?? leftEnd(game, after, action);
    return ok(endedBy(game, after, end, [platform]));
  }
  const reduced = game.seatAction(match.state, entry.seat, action);
  if (!reduced.ok) return reduced;
  const after = { ...match, state: reduced.value.state, seats: seats.value, version };
  const events = [platform, ...reduced.value.events];
  const end = game.outcome(after.state) ? null : leftEnd(game, after, action);
  return ok(end ? endedBy(game, after, end, events) : { match: after, events });
}

/** A leave that leaves a table between people with nobody before play began aborts it. */
function leftEnd(game: AnyGame, after: MatchState, action: SeatAction): Outcome | null {
  return action.kind === 'leave' ? abortOf(game, after) : null;
}

/** A step of a match: its version and the events of the entry that produced it. */
export interface VersionedStep {
  readonly v: number;
  readonly events: readonly GameEvent[];
}

export interface Replayed {
  readonly match: MatchState;
  /** The last steps of the log (as many as asked for), oldest first. */
  readonly recent: readonly VersionedStep[];
}

/** Rebuilds a match from its spec and log. A log entry that no longer applies is an error. */
export function replay(
  game: AnyGame,
  spec: MatchSpec,
  log: readonly LogEntry[],
  opts: { plan?: readonly SeatPlan[]; keepSteps?: number } = {},
): Result<Replayed> {
  let match = startMatch(game, spec, opts.plan);
  const keep = opts.keepSteps ?? 0;
  const recent: VersionedStep[] = [];
  for (const [i, entry] of log.entries()) {
    const next = applyEntry(game, match, entry);
    if (!next.ok) {
      return fail('replay-failed', `Log entry ${i + 1} no longer applies: ${next.error.message}`);
    }
    match = next.value.match;
    if (log.length - i <= keep) recent.push({ v: match.version, events: next.value.events });
  }
  return ok({ match, recent });
}

export function viewOf(game: AnyGame, match: MatchState, viewer: Viewer): unknown {
  return game.view(match.state, viewer);
}
