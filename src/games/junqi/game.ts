/**
 * Junqi as a Parlour game: seat 0 plays blue (moves first), seat 1 red. Both seats set up at
 * once — swaps or a whole layout, then "ready" — and what a seat does to its own layout is its
 * draft (`draft`): the platform keeps it for that seat and writes it into the log with its
 * "ready", so the other side learns nothing but that. In play every move is public as squares and an outcome ("both removed"),
 * each side is told its own piece's part in it, and the rules' reveals go to whom they concern.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/errors';
import type { Game, GameEvent, Outcome, Seat, SetupOptions, Step } from '../../core/game';
import { parseSquare, SETUP_SQUARES, type Side, squareName } from './board';
import type { CombatResult } from './combat';
import { checkLayout } from './layout';
import { movesOf } from './moves';
import { type Rank, SIDE_NAMES, type SideName } from './pieces';
import {
  concludeWith,
  DEFAULT_OPTIONS,
  flagRevealed,
  flagSquare,
  initialState,
  type JunqiOptions,
  type JunqiState,
  markReady,
  playMove,
  setLayout,
  swap,
} from './state';
import { type JunqiView, junqiView } from './view';

export const junqiOptionsSchema = z
  .object({
    quietDraw: z.boolean().default(DEFAULT_OPTIONS.quietDraw),
    mineKillsBoth: z.boolean().default(DEFAULT_OPTIONS.mineKillsBoth),
  })
  .strict();

const square = z.string().regex(/^[a-e](1[0-2]|[1-9])$/, 'a square such as c7');

export const junqiMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('swap'), a: square, b: square }).strict(),
  z
    .object({
      type: z.literal('layout'),
      pieces: z.record(z.string(), z.number().int()),
    })
    .strict(),
  z.object({ type: z.literal('ready') }).strict(),
  z.object({ type: z.literal('move'), from: square, to: square }).strict(),
]);
export type JunqiMove = z.infer<typeof junqiMoveSchema>;

/** The events a seat may be told of. */
export type JunqiEvent =
  | { type: 'setup'; side: SideName; change: 'swap' | 'layout'; squares: readonly string[] }
  | { type: 'ready'; side: SideName }
  | { type: 'started' }
  | { type: 'moved'; side: SideName; from: string; to: string; result: CombatResult | null }
  | {
      type: 'combat';
      role: 'attacker' | 'defender';
      /** The viewer's own piece in it, never the enemy's. */
      rank: Rank;
      result: CombatResult;
      square: string;
    }
  | { type: 'flag-shown'; side: SideName; square: string }
  | { type: 'over'; winner: SideName | null; reason: string };

const sideOf = (seat: Seat): Side => (seat === 0 ? 0 : 1);
const toSeat = (side: Side): Seat[] => [side];
const event = (to: GameEvent['to'], e: JunqiEvent): GameEvent => ({ to, event: e });

function setupStep(state: JunqiState, seat: Seat, move: JunqiMove): Result<Step<JunqiState>> {
  const side = sideOf(seat);
  if (move.type === 'swap') {
    const a = parseSquare(move.a)!;
    const b = parseSquare(move.b)!;
    const next = swap(state, side, a, b);
    if (!next.ok) return next;
    const told = {
      type: 'setup',
      side: SIDE_NAMES[side],
      change: 'swap',
      squares: [move.a, move.b],
    } as const;
    return ok({ state: next.value, events: [event(toSeat(side), told)] });
  }
  if (move.type === 'layout') {
    const layout = checkLayout(side, move.pieces);
    if (!layout.ok) return layout;
    const next = setLayout(state, side, layout.value);
    if (!next.ok) return next;
    const squares = SETUP_SQUARES[side]!.map(squareName);
    const told = { type: 'setup', side: SIDE_NAMES[side], change: 'layout', squares } as const;
    return ok({ state: next.value, events: [event(toSeat(side), told)] });
  }
  if (move.type === 'ready') {
    const next = markReady(state, side);
    if (!next.ok) return next;
    const events = [event('all', { type: 'ready', side: SIDE_NAMES[side] })];
    if (next.value.phase !== 'setup') events.push(event('all', { type: 'started' }));
    return ok({ state: next.value, events });
  }
  return fail('junqi.setup', 'The game has not begun: finish the setup.');
}

function playStep(state: JunqiState, seat: Seat, move: JunqiMove): Result<Step<JunqiState>> {
  if (move.type !== 'move') {
    return fail('junqi.not-setup', 'The setup is over: the pieces move now.');
  }
  const side = sideOf(seat);
  const from = parseSquare(move.from)!;
  const to = parseSquare(move.to)!;
  const played = playMove(state, side, from, to);
  if (!played.ok) return played;
  const { state: next, attacker, defender, result } = played.value;
  const events: GameEvent[] = [
    event('all', { type: 'moved', side: SIDE_NAMES[side], from: move.from, to: move.to, result }),
  ];
  if (result !== null && defender !== null) {
    const at = move.to;
    events.push(
      event(toSeat(side), { type: 'combat', role: 'attacker', rank: attacker, result, square: at }),
    );
    const enemy = (1 - side) as Side;
    events.push(
      event(toSeat(enemy), {
        type: 'combat',
        role: 'defender',
        rank: defender,
        result,
        square: at,
      }),
    );
  }
  // A field marshal that falls shows its side's flag to the opponent.
  for (const s of [0, 1] as const) {
    if (flagRevealed(next.board, s) && !flagRevealed(state.board, s)) {
      const flag = flagSquare(next.board, s);
      if (flag !== null) {
        const shown = {
          type: 'flag-shown',
          side: SIDE_NAMES[s],
          square: squareName(flag),
        } as const;
        events.push(event(toSeat((1 - s) as Side), shown));
      }
    }
  }
  if (next.result) events.push(overEvent(next));
  return ok({ state: next, events });
}

function overEvent(state: JunqiState): GameEvent {
  const r = state.result!;
  return event('all', {
    type: 'over',
    winner: r.winner === null ? null : SIDE_NAMES[r.winner],
    reason: r.reason,
  });
}

function play(state: JunqiState, seat: Seat, move: JunqiMove): Result<Step<JunqiState>> {
  if (seat !== 0 && seat !== 1) return fail('no-such-seat', 'Junqi has two seats.');
  if (state.phase === 'over') return fail('game-over', 'The game is over.');
  return state.phase === 'setup' ? setupStep(state, seat, move) : playStep(state, seat, move);
}

function toMove(state: JunqiState): Seat[] {
  if (state.phase === 'setup') return [0, 1].filter((s) => !state.ready[s]);
  if (state.phase === 'play') return [state.toMove];
  return [];
}

/** Every swap that keeps the rules, then "ready"; every move in play. Whole layouts are not listed. */
function legalMoves(state: JunqiState, seat: Seat): JunqiMove[] {
  if (!toMove(state).includes(seat)) return [];
  const side = sideOf(seat);
  if (state.phase === 'play') {
    return movesOf(state.board, side).map((m) => ({
      type: 'move',
      from: squareName(m.from),
      to: squareName(m.to),
    }));
  }
  const moves: JunqiMove[] = [];
  const squares = SETUP_SQUARES[side]!;
  for (const [i, a] of squares.entries()) {
    for (const b of squares.slice(i + 1)) {
      if (state.board[a]?.rank === state.board[b]?.rank) continue;
      if (swap(state, side, a, b).ok)
        moves.push({ type: 'swap', a: squareName(a), b: squareName(b) });
    }
  }
  moves.push({ type: 'ready' });
  return moves;
}

function fallbackMove(state: JunqiState, seat: Seat): JunqiMove | null {
  if (!toMove(state).includes(seat)) return null;
  if (state.phase === 'setup') return { type: 'ready' };
  return legalMoves(state, seat)[0] ?? null;
}

function outcome(state: JunqiState): Outcome | null {
  const r = state.result;
  if (!r) return null;
  return { winners: r.winner === null ? [] : [r.winner], reason: r.reason };
}

/** The platform ended it (resigned, agreed draw, claim, clock): record it, show both layouts. */
function conclude(state: JunqiState, end: Outcome): Step<JunqiState> {
  if (state.phase === 'over') return { state, events: [] };
  const winner = end.winners.length === 1 ? sideOf(end.winners[0]!) : null;
  const next = concludeWith(state, { winner, reason: end.reason });
  return { state: next, events: [overEvent(next)] };
}

export function setup(s: SetupOptions<JunqiOptions>): JunqiState {
  return initialState(s.options);
}

export const junqiGame = {
  id: 'junqi',
  minSeats: 2,
  maxSeats: 2,
  optionsSchema: junqiOptionsSchema as unknown as z.ZodType<JunqiOptions>,
  moveSchema: junqiMoveSchema,
  setup,
  toMove,
  legalMoves,
  fallbackMove,
  play,
  // Swaps and layouts are each side's secret: the other side learns only "ready".
  draft: (state: JunqiState, _seat: Seat, move: JunqiMove) =>
    state.phase === 'setup' && (move.type === 'swap' || move.type === 'layout'),
  conclude,
  // Setting up runs on the table's setup clock (where it has one), play on its move clock.
  clock: (state: JunqiState) =>
    state.phase === 'setup' ? 'setup' : state.phase === 'play' ? 'move' : null,
  view: junqiView,
  outcome,
} satisfies Omit<Game<JunqiState, JunqiMove, JunqiView, JunqiOptions>, 'bots'>;
