/**
 * The state of a Junqi match and the rules that move it: setup (both sides at once, by swaps or
 * whole layouts, then "ready"), then play (blue first), then the end.
 */
import { fail, ok, type Result } from '../../core/errors';
import { HALF, halfOf, isCamp, type Side, SQUARES, type Square, squareName } from './board';
import { type CombatResult, combat } from './combat';
import { defaultLayout, type Layout, layoutRecord, placementRefusal } from './layout';
import { type Board, destinations, hasMove, stuckRefusal } from './moves';
import { FLAG, MARSHAL, type Piece, RANK_NAMES, type Rank, SIDE_NAMES } from './pieces';

export interface JunqiOptions {
  /** A draw once 60 plies in a row pass without an attack. */
  readonly quietDraw: boolean;
  /** A landmine attacked by anything but an engineer removes both pieces (not only the attacker). */
  readonly mineKillsBoth: boolean;
}

export const QUIET_PLIES = 60;

export type Phase = 'setup' | 'play' | 'over';

export interface JunqiResult {
  /** The winning side; null for a draw. */
  readonly winner: Side | null;
  /** flag-captured, no-legal-move, quiet-draw, or the platform's reason (resigned, agreed-draw…). */
  readonly reason: string;
}

export interface LastMove {
  readonly side: Side;
  readonly from: Square;
  readonly to: Square;
  /** The attack's result from the attacker's side; null for a move to an empty square. */
  readonly result: CombatResult | null;
}

export interface JunqiState {
  readonly options: JunqiOptions;
  readonly phase: Phase;
  readonly board: Board;
  /** During setup: who has said they are ready. */
  readonly ready: readonly [boolean, boolean];
  readonly toMove: Side;
  /** Plies played since the game began, and plies in a row without an attack. */
  readonly ply: number;
  readonly quiet: number;
  /** The ranks each side has lost, in the order it lost them. */
  readonly lost: readonly [readonly Rank[], readonly Rank[]];
  readonly last: LastMove | null;
  /** Every move of the game, in order (shown to all once it is over, for the replay). */
  readonly moves: readonly LastMove[];
  /** Each side's layout as play began (square name → rank), shown to all once the game is over. */
  readonly layouts:
    | readonly [Readonly<Record<string, Rank>>, Readonly<Record<string, Rank>>]
    | null;
  readonly result: JunqiResult | null;
}

export const DEFAULT_OPTIONS: JunqiOptions = { quietDraw: false, mineKillsBoth: false };

const placeLayout = (board: (Piece | null)[], side: Side, layout: Layout) => {
  for (const s of HALF[side]!) board[s] = null;
  for (const [s, rank] of layout) board[s] = { side, rank, origin: s, moved: false };
};

/** The start of a match: both sides on the default layout, setting up. */
export function initialState(options: JunqiOptions = DEFAULT_OPTIONS): JunqiState {
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  placeLayout(board, 0, defaultLayout(0));
  placeLayout(board, 1, defaultLayout(1));
  return {
    options,
    phase: 'setup',
    board,
    ready: [false, false],
    toMove: 0,
    ply: 0,
    quiet: 0,
    lost: [[], []],
    last: null,
    moves: [],
    layouts: null,
    result: null,
  };
}

/** A position as given (for analysis and teaching): in play, counters at zero, no checks. */
export function positionState(
  board: Board,
  toMove: Side,
  options: JunqiOptions = DEFAULT_OPTIONS,
  extra: { quiet?: number; ply?: number } = {},
): JunqiState {
  const state: JunqiState = {
    ...initialState(options),
    phase: 'play',
    board,
    ready: [true, true],
    toMove,
    quiet: extra.quiet ?? 0,
    ply: extra.ply ?? 0,
  };
  return settle(state);
}

/** Whether the rules show `side`'s flag to its opponent: once its field marshal is gone. */
export function flagRevealed(board: Board, side: Side): boolean {
  return !board.some((p) => p?.side === side && p.rank === MARSHAL);
}

export function flagSquare(board: Board, side: Side): Square | null {
  const s = board.findIndex((p) => p?.side === side && p.rank === FLAG);
  return s < 0 ? null : s;
}

/** Replaces a side's whole layout during setup (a layout already checked by checkLayout). */
export function setLayout(state: JunqiState, side: Side, layout: Layout): Result<JunqiState> {
  const why = setupRefusal(state, side);
  if (why) return why;
  const board = [...state.board];
  placeLayout(board, side, layout);
  return ok({ ...state, board });
}

function setupRefusal(state: JunqiState, side: Side): Result<never> | null {
  if (state.phase !== 'setup') return fail('junqi.not-setup', 'The setup is over.');
  if (state.ready[side]) {
    return fail('junqi.already-ready', 'You said you were ready: your layout is final.');
  }
  return null;
}

/** Swaps two of a side's pieces during setup; each must be allowed on its new square. */
export function swap(state: JunqiState, side: Side, a: Square, b: Square): Result<JunqiState> {
  const why = setupRefusal(state, side);
  if (why) return why;
  if (a === b) return fail('junqi.same-square', 'Choose two different pieces to swap.');
  for (const s of [a, b]) {
    if (halfOf(s) !== side || state.board[s]?.side !== side) {
      return fail('junqi.not-yours', `${squareName(s)} holds none of your pieces.`, {
        square: squareName(s),
      });
    }
  }
  const pa = state.board[a]!;
  const pb = state.board[b]!;
  for (const [piece, to] of [
    [pa, b],
    [pb, a],
  ] as const) {
    const refused = placementRefusal(side, piece.rank, to);
    if (refused) return { ok: false, error: refused };
  }
  const board = [...state.board];
  board[a] = { ...pb, origin: a };
  board[b] = { ...pa, origin: b };
  return ok({ ...state, board });
}

/** A side is ready; once both are, the game begins (blue to move) and the layouts are kept. */
export function markReady(state: JunqiState, side: Side): Result<JunqiState> {
  const why = setupRefusal(state, side);
  if (why) return why;
  const ready: [boolean, boolean] = [...state.ready];
  ready[side] = true;
  if (!ready[0] || !ready[1]) return ok({ ...state, ready });
  return ok(settle({ ...state, ready, phase: 'play', toMove: 0, layouts: layoutsOf(state.board) }));
}

function layoutsOf(board: Board): [Record<string, Rank>, Record<string, Rank>] {
  const of = (side: Side) =>
    layoutRecord(
      new Map(
        HALF[side]!.flatMap((s) => {
          const p = board[s];
          return p && p.side === side ? [[s, p.rank] as [Square, Rank]] : [];
        }),
      ),
    );
  return [of(0), of(1)];
}

/** What one move did: the next state, and the attack's result if it was one. */
export interface Played {
  readonly state: JunqiState;
  readonly attacker: Rank;
  readonly defender: Rank | null;
  readonly result: CombatResult | null;
}

/** Plays a move for `side`: to an empty square, or an attack. */
export function playMove(state: JunqiState, side: Side, from: Square, to: Square): Result<Played> {
  if (state.phase === 'setup')
    return fail('junqi.setup', 'The game has not begun: finish the setup.');
  if (state.phase === 'over') return fail('game-over', 'The game is over.');
  if (side !== state.toMove) return fail('not-your-turn', 'It is not your turn.');
  const piece = state.board[from];
  if (!piece || piece.side !== side) {
    return fail('junqi.not-yours', `${squareName(from)} holds none of your pieces.`, {
      square: squareName(from),
    });
  }
  const reach = destinations(state.board, from);
  if (!reach.includes(to)) {
    // A piece that can go nowhere is refused for that (it never moves, it is in a headquarters,
    // it is hemmed in), whatever square was asked for.
    const stuck = reach.length === 0 ? stuckRefusal(state.board, from) : null;
    if (stuck) return { ok: false, error: stuck };
    const target = state.board[to];
    if (target && target.side !== side && isCamp(to)) {
      // The square is within reach but for the piece on it: a camp shelters it.
      const open = [...state.board];
      open[to] = null;
      if (destinations(open, from).includes(to)) {
        return fail(
          'junqi.camp-shelters',
          `The piece in the camp on ${squareName(to)} cannot be attacked there.`,
          { square: squareName(to) },
        );
      }
    }
    return fail('junqi.illegal', illegalReason(state.board, from, to), {
      from: squareName(from),
      to: squareName(to),
    });
  }
  const board = [...state.board];
  const defender = board[to];
  const moved: Piece = { ...piece, moved: true };
  board[from] = null;
  let result: CombatResult | null = null;
  const lost: [Rank[], Rank[]] = [[...state.lost[0]], [...state.lost[1]]];
  if (!defender) {
    board[to] = moved;
  } else {
    result = combat(piece.rank, defender.rank, state.options);
    if (result === 'won') board[to] = moved;
    if (result === 'won' || result === 'both') lost[defender.side].push(defender.rank);
    if (result === 'lost' || result === 'both') lost[side].push(piece.rank);
    if (result === 'both') board[to] = null;
  }
  const next: JunqiState = {
    ...state,
    board,
    toMove: (1 - side) as Side,
    ply: state.ply + 1,
    quiet: defender ? 0 : state.quiet + 1,
    lost,
    last: { side, from, to, result },
    moves: [...state.moves, { side, from, to, result }],
  };
  return ok({
    state: settle(next),
    attacker: piece.rank,
    defender: defender?.rank ?? null,
    result,
  });
}

function illegalReason(board: Board, from: Square, to: Square): string {
  const piece = board[from]!;
  const name = RANK_NAMES[piece.rank]!;
  const target = board[to];
  if (target?.side === piece.side) return `${squareName(to)} holds one of your own pieces.`;
  return `Your ${name.toLowerCase()} on ${squareName(from)} cannot reach ${squareName(to)}.`;
}

/** After a move: a flag lost, a quiet draw, or the side to move left without a move ends it. */
function settle(state: JunqiState): JunqiState {
  if (state.phase !== 'play') return state;
  const end = endOf(state);
  return end ? { ...state, phase: 'over', result: end } : state;
}

function endOf(state: JunqiState): JunqiResult | null {
  for (const side of [0, 1] as const) {
    if (state.lost[side].includes(FLAG))
      return { winner: (1 - side) as Side, reason: 'flag-captured' };
  }
  if (state.options.quietDraw && state.quiet >= QUIET_PLIES)
    return { winner: null, reason: 'quiet-draw' };
  if (!hasMove(state.board, state.toMove)) {
    return { winner: (1 - state.toMove) as Side, reason: 'no-legal-move' };
  }
  return null;
}

/** The end the platform decided (a resignation, a draw agreed, a claim, a clock): shown to all. */
export function concludeWith(state: JunqiState, result: JunqiResult): JunqiState {
  if (state.phase === 'over') return state;
  return {
    ...state,
    phase: 'over',
    result,
    layouts: state.layouts ?? layoutsOf(state.board),
  };
}

export const sideName = (side: Side) => SIDE_NAMES[side];
