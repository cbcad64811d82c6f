/**
 * Tally: a toy game for the platform's tests, not shipped. It has every shape the real games
 * bring to the platform, in a few lines of rules:
 * - up to four seats, each with a private hand of numbered cards (dealt from the seed);
 * - a simultaneous first phase: every seat stakes one card in secret ("pick"), in any order,
 *   then the stakes are revealed; it is the game's setup, on the table's setup clock (`clock`);
 * - a turn phase in which the seat to move plays card after card (several moves in a row) until
 *   it passes or runs out, so a move the seat chose before its own latest one is stale;
 * - events for everyone, events for one seat only ("you staked 7"), and a secret draft nobody
 *   else learns of at all (a seat notes a card of its own hand: `draft`, written into the log
 *   with its stake);
 * - platform actions it reduces itself: a seat that resigns is out and the others play on; a
 *   timeout plays the seat's fallback move; a player who leaves is replaced by the "random" bot.
 * Score: twice the stake plus the cards played; the highest score wins, ties share the win.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../../src/core/errors';
import type {
  BotLevel,
  BotMind,
  Game,
  GameEvent,
  Outcome,
  Seat,
  SeatAction,
  SetupOptions,
  Step,
  Viewer,
} from '../../src/core/game';
import { Rng } from '../../src/core/rng';

export const HAND = 4;

export const tallyMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), card: z.number().int() }).strict(),
  z.object({ type: z.literal('play'), card: z.number().int() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('note'), card: z.number().int() }).strict(),
]);
export type TallyMove = z.infer<typeof tallyMoveSchema>;

export interface TallyState {
  readonly hands: readonly (readonly number[])[];
  readonly phase: 'pick' | 'play' | 'over';
  /** Each seat's staked card; secret until every seat has staked. */
  readonly stakes: readonly (number | null)[];
  readonly out: readonly boolean[];
  readonly turn: Seat | null;
  /** Passes in a row: once every seat still in has passed, the game is over. */
  readonly passes: number;
  readonly played: readonly { readonly seat: Seat; readonly card: number }[];
  /** A card each seat has noted for itself while staking (a private step; once per seat). */
  readonly notes: readonly (number | null)[];
}

export interface TallyView {
  readonly phase: TallyState['phase'];
  /** The viewer's own hand (null for a spectator). */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  /** Who has staked; the stakes themselves once all have (and the viewer's own before). */
  readonly ready: readonly boolean[];
  readonly stakes: readonly (number | null)[];
  readonly out: readonly boolean[];
  readonly turn: Seat | null;
  readonly played: TallyState['played'];
  readonly scores: readonly number[];
  /** The viewer's own note. */
  readonly note: number | null;
}

const replace = <T>(list: readonly T[], i: number, value: T): T[] =>
  list.map((x, j) => (j === i ? value : x));

function setup(s: SetupOptions<Record<string, never>>): TallyState {
  const deck = new Rng(s.seed).shuffle(Array.from({ length: 20 }, (_, i) => i + 1));
  const hands = Array.from({ length: s.seats }, (_, seat) =>
    deck.slice(seat * HAND, seat * HAND + HAND).sort((a, b) => a - b),
  );
  return {
    hands,
    phase: 'pick',
    stakes: hands.map(() => null),
    out: hands.map(() => false),
    turn: null,
    passes: 0,
    played: [],
    notes: hands.map(() => null),
  };
}

const inGame = (state: TallyState): Seat[] => state.out.flatMap((out, seat) => (out ? [] : [seat]));

function toMove(state: TallyState): Seat[] {
  if (state.phase === 'pick') return inGame(state).filter((s) => state.stakes[s] === null);
  if (state.phase === 'play' && state.turn !== null) return [state.turn];
  return [];
}

function scores(state: TallyState): number[] {
  return state.hands.map(
    (_, seat) =>
      2 * (state.stakes[seat] ?? 0) +
      state.played.filter((p) => p.seat === seat).reduce((sum, p) => sum + p.card, 0),
  );
}

function outcome(state: TallyState): Outcome | null {
  if (state.phase !== 'over') return null;
  const left = inGame(state);
  if (left.length <= 1) return { winners: left, reason: 'last-standing' };
  const score = scores(state);
  const best = Math.max(...left.map((s) => score[s]!));
  return { winners: left.filter((s) => score[s] === best), scores: score, reason: 'tally' };
}

function legalMoves(state: TallyState, seat: Seat): TallyMove[] {
  if (!toMove(state).includes(seat)) return [];
  const hand = state.hands[seat]!;
  if (state.phase === 'pick') {
    const notes: TallyMove[] =
      state.notes[seat] === null ? hand.map((card) => ({ type: 'note', card })) : [];
    return [...hand.map((card): TallyMove => ({ type: 'pick', card })), ...notes];
  }
  return [...hand.map((card): TallyMove => ({ type: 'play', card })), { type: 'pass' }];
}

function fallbackMove(state: TallyState, seat: Seat): TallyMove | null {
  if (!toMove(state).includes(seat)) return null;
  const lowest = state.hands[seat]![0];
  return state.phase === 'pick' && lowest !== undefined
    ? { type: 'pick', card: lowest }
    : { type: 'pass' };
}

/** The next seat still in with cards after `seat`, or null when nobody has any. */
function nextTurn(state: TallyState, seat: Seat): Seat | null {
  const n = state.hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (!state.out[s] && state.hands[s]!.length > 0) return s;
  }
  return null;
}

/** Once every seat still in has staked, the stakes are shown and the highest stake leads. */
function revealIfAllStaked(state: TallyState, events: GameEvent[]): TallyState {
  const left = inGame(state);
  if (state.phase !== 'pick' || left.some((s) => state.stakes[s] === null)) return state;
  if (left.length <= 1) return { ...state, phase: 'over' };
  events.push({ to: 'all', event: { type: 'revealed', stakes: state.stakes } });
  const leader = left.reduce((a, b) => (state.stakes[b]! > state.stakes[a]! ? b : a));
  return { ...state, phase: 'play', turn: leader };
}

/** After a pass or an empty hand: the next seat plays, or the game is over. */
function passTurn(state: TallyState, from: Seat): TallyState {
  const turn = nextTurn(state, from);
  if (turn === null || state.passes >= inGame(state).length) {
    return { ...state, phase: 'over', turn: null };
  }
  return { ...state, turn };
}

function play(state: TallyState, seat: Seat, move: TallyMove): Result<Step<TallyState>> {
  if (state.phase === 'over') return fail('game-over', 'The game is over.');
  if (!toMove(state).includes(seat)) {
    return fail(state.phase === 'pick' ? 'tally.already-staked' : 'not-your-turn', 'Not now.');
  }
  const hand = state.hands[seat]!;
  const events: GameEvent[] = [];
  if (move.type === 'note') {
    if (state.phase !== 'pick' || state.notes[seat] !== null) {
      return fail('tally.no-note', 'One note, while staking.');
    }
    if (!hand.includes(move.card)) return fail('tally.not-in-hand', `You have no ${move.card}.`);
    // Only the seat itself learns anything of this step.
    events.push({ to: [seat], event: { type: 'noted', seat, card: move.card } });
    return ok({ state: { ...state, notes: replace(state.notes, seat, move.card) }, events });
  }
  if (move.type === 'pick') {
    if (state.phase !== 'pick') return fail('tally.no-pick', 'Stakes are picked at the start.');
    if (!hand.includes(move.card)) return fail('tally.not-in-hand', `You have no ${move.card}.`);
    events.push({ to: [seat], event: { type: 'staked', seat, card: move.card } });
    events.push({ to: 'all', event: { type: 'ready', seat } });
    const next = {
      ...state,
      hands: replace(
        state.hands,
        seat,
        hand.filter((c) => c !== move.card),
      ),
      stakes: replace(state.stakes, seat, move.card),
    };
    return ok({ state: revealIfAllStaked(next, events), events });
  }
  if (state.phase !== 'play') return fail('tally.stake-first', 'Stake a card first.');
  if (move.type === 'pass') {
    events.push({ to: 'all', event: { type: 'passed', seat } });
    return ok({ state: passTurn({ ...state, passes: state.passes + 1 }, seat), events });
  }
  if (!hand.includes(move.card)) return fail('tally.not-in-hand', `You have no ${move.card}.`);
  events.push({ to: 'all', event: { type: 'played', seat, card: move.card } });
  const rest = hand.filter((c) => c !== move.card);
  const next: TallyState = {
    ...state,
    hands: replace(state.hands, seat, rest),
    passes: 0,
    played: [...state.played, { seat, card: move.card }],
  };
  // The seat plays on until it passes or has nothing left.
  return ok({ state: rest.length > 0 ? next : passTurn(next, seat), events });
}

function seatAction(state: TallyState, seat: Seat, action: SeatAction): Result<Step<TallyState>> {
  if (action.kind === 'timeout') {
    const move = fallbackMove(state, seat);
    return move ? play(state, seat, move) : ok({ state, events: [] });
  }
  if (action.kind !== 'resign') return ok({ state, events: [] });
  // Out of the game: the cards go, and the others play on without this seat.
  const events: GameEvent[] = [];
  let next: TallyState = {
    ...state,
    out: replace(state.out, seat, true),
    hands: replace(state.hands, seat, []),
  };
  if (inGame(next).length <= 1)
    return ok({ state: { ...next, phase: 'over', turn: null }, events });
  next = revealIfAllStaked(next, events);
  if (next.phase === 'play' && next.turn === seat) next = passTurn(next, seat);
  return ok({ state: next, events });
}

function view(state: TallyState, viewer: Viewer): TallyView {
  const revealed = state.phase !== 'pick';
  return {
    phase: state.phase,
    hand: viewer === 'spectator' ? null : state.hands[viewer]!,
    handSizes: state.hands.map((h) => h.length),
    ready: state.stakes.map((s) => s !== null),
    stakes: state.stakes.map((s, seat) => (revealed || seat === viewer ? s : null)),
    out: state.out,
    turn: state.turn,
    played: state.played,
    scores: revealed ? scores(state) : state.hands.map(() => 0),
    note: viewer === 'spectator' ? null : state.notes[viewer]!,
  };
}

/** Legal moves as the seat sees them: a bot works from its view, never from the state. */
function movesInView(v: TallyView, seat: Seat): TallyMove[] {
  const hand = v.hand ?? [];
  if (v.phase === 'pick')
    return v.ready[seat] || v.out[seat] ? [] : hand.map((card) => ({ type: 'pick', card }));
  if (v.phase !== 'play' || v.turn !== seat) return [];
  return [...hand.map((card): TallyMove => ({ type: 'play', card })), { type: 'pass' }];
}

const random: BotLevel<TallyView, TallyMove> = {
  id: 'random',
  choose(v, ctx) {
    return new Rng(ctx.seed).pick(movesInView(v, ctx.seat));
  },
};

/**
 * A bot with memory, which checks the platform's promises from the inside: it is only ever
 * asked for the seat it was made for, and it never sees another seat's private event. It throws
 * otherwise, which the server logs as a failed bot.
 */
export const careful: BotLevel<TallyView, TallyMove> = {
  id: 'careful',
  choose() {
    throw new Error('careful is a level with memory: use create()');
  },
  create(): BotMind<TallyView, TallyMove> {
    let mine: Seat | null = null;
    /** Its own stake, as the seat's private event told it. */
    let staked: number | null = null;
    return {
      choose(v, ctx) {
        mine ??= ctx.seat;
        if (ctx.seat !== mine) throw new Error(`asked for seat ${ctx.seat}, made for ${mine}`);
        for (const step of ctx.events ?? []) {
          for (const e of step.events as { type: string; seat?: Seat; card?: number }[]) {
            if (e.type !== 'staked') continue;
            if (e.seat !== mine) throw new Error(`saw seat ${e.seat} stake`);
            staked = e.card ?? null;
          }
        }
        if (staked !== null && v.stakes[mine] !== staked) {
          throw new Error(`remembers staking ${staked}, the view says ${v.stakes[mine]}`);
        }
        const moves = movesInView(v, ctx.seat);
        // Stake the highest card, play everything else: memory is for checking, not for skill.
        if (v.phase === 'pick') return moves.at(-1)!;
        return moves.find((m) => m.type === 'play') ?? moves.at(-1)!;
      },
    };
  },
};

export const tally: Game<TallyState, TallyMove, TallyView> = {
  id: 'tally',
  minSeats: 2,
  maxSeats: 4,
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  moveSchema: tallyMoveSchema,
  setup,
  toMove,
  legalMoves,
  fallbackMove,
  play,
  seatAction,
  draft: (_state, _seat, move) => move.type === 'note',
  // Staking is the setup: on the table's setup clock; the turns are on its move clock.
  clock: (state) => (state.phase === 'pick' ? 'setup' : state.phase === 'play' ? 'move' : null),
  leaverBot: 'random',
  view,
  outcome,
  bots: [random, careful],
};
