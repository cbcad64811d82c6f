import { z } from 'zod';
import { fail, ok, type Result, type RuleError, ruleError } from '../../core/errors';
import type { Outcome, Seat, SetupOptions, Viewer } from '../../core/game';
import {
  attacksHi,
  attacksLo,
  type BoardSize,
  boardMask,
  hasSquare,
  MAX_SIDE,
  MIN_SIDE,
  parseSquare,
  popcount,
  squareName,
  squaresOf,
} from './board';

export const knightsOptionsSchema = z
  .object({
    files: z.number().int().min(MIN_SIDE).max(MAX_SIDE).default(8),
    ranks: z.number().int().min(MIN_SIDE).max(MAX_SIDE).default(8),
  })
  .strict();

export type KnightsOptions = z.infer<typeof knightsOptionsSchema>;

/** A move names the square in chess coordinates, e.g. { square: "c7" }. */
export const knightsMoveSchema = z.object({ square: z.string().min(2).max(3) }).strict();
export type KnightsMove = z.infer<typeof knightsMoveSchema>;

/**
 * The whole game state. `legalLo`/`legalHi` are the squares where a knight may still go; they
 * follow from `placed` but are kept so that nothing is recomputed on each move.
 */
export interface KnightsState {
  readonly files: number;
  readonly ranks: number;
  /** Square indices in the order played; knight i belongs to seat i % 2. */
  readonly placed: readonly number[];
  readonly legalLo: number;
  readonly legalHi: number;
}

export function setup(s: SetupOptions<KnightsOptions>): KnightsState {
  const { files, ranks } = s.options;
  const [legalLo, legalHi] = boardMask({ files, ranks });
  return { files, ranks, placed: [], legalLo, legalHi };
}

export function sizeOf(state: KnightsState): BoardSize {
  return { files: state.files, ranks: state.ranks };
}

export function sideToMove(state: KnightsState): Seat {
  return state.placed.length % 2;
}

export function isOver(state: KnightsState): boolean {
  return state.legalLo === 0 && state.legalHi === 0;
}

export function toMove(state: KnightsState): Seat[] {
  return isOver(state) ? [] : [sideToMove(state)];
}

/** The legal squares left after a knight goes on `s` (the state's own legal set must hold `s`). */
export function placeOn(lo: number, hi: number, s: number): [number, number] {
  let rmLo = attacksLo(s);
  let rmHi = attacksHi(s);
  if (s < 32) rmLo |= 1 << s;
  else rmHi |= 1 << (s - 32);
  return [(lo & ~rmLo) >>> 0, (hi & ~rmHi) >>> 0];
}

export function legalSquares(state: KnightsState): number[] {
  return squaresOf(state.legalLo, state.legalHi);
}

export function legalMoves(state: KnightsState, seat: Seat): KnightsMove[] {
  if (isOver(state) || seat !== sideToMove(state)) return [];
  const size = sizeOf(state);
  return legalSquares(state).map((s) => ({ square: squareName(s, size) }));
}

/** Knights on the board that attack square s. */
function attackersOf(state: KnightsState, s: number): number[] {
  return state.placed.filter((k) => hasSquare(attacksLo(k), attacksHi(k), s));
}

/**
 * The refusals of a square, each worded only here: the server, the browser's instant refusal
 * and the analyser's notation all go through these, so a translation keyed by the code (see
 * src/client/i18n) always says what the English message says.
 */
export const GAME_OVER: RuleError = Object.freeze(ruleError('game-over', 'The game is over.'));

function offBoard(square: string): RuleError {
  return ruleError('knights.off-board', `${square} is not on this board.`, { square });
}

function occupied(square: string): RuleError {
  return ruleError('knights.occupied', `A knight already stands on ${square}.`, { square });
}

function attacked(square: string, by: string): RuleError {
  return ruleError('knights.attacked', `${square} is attacked by the knight on ${by}.`, {
    square,
    by,
  });
}

/** The index of the square named `square`, or the refusal of a name that is not on this board. */
export function locate(state: KnightsState, square: string): Result<number> {
  const s = parseSquare(square, sizeOf(state));
  return s === null ? { ok: false, error: offBoard(square) } : ok(s);
}

/**
 * Why a knight may not go on square s, or null when it may. Whose turn it is is left out: a
 * position being set up (see setup.ts) has no turn to check.
 */
export function placementError(state: KnightsState, s: number): RuleError | null {
  if (hasSquare(state.legalLo, state.legalHi, s)) return null;
  const size = sizeOf(state);
  const name = squareName(s, size);
  if (state.placed.includes(s)) return occupied(name);
  const by = attackersOf(state, s)[0];
  // Neither taken nor attacked, yet not legal: the index lies outside this board's files or ranks.
  return by === undefined ? offBoard(name) : attacked(name, squareName(by, size));
}

/** The state with a knight on s; only for an s that `placementError` accepts. */
export function placeKnight(state: KnightsState, s: number): KnightsState {
  const [legalLo, legalHi] = placeOn(state.legalLo, state.legalHi, s);
  return { ...state, placed: [...state.placed, s], legalLo, legalHi };
}

/** Places a knight on square index s; the checks are those of `play`. */
export function playSquare(state: KnightsState, seat: Seat, s: number): Result<KnightsState> {
  if (isOver(state)) return { ok: false, error: GAME_OVER };
  if (seat !== sideToMove(state)) return fail('not-your-turn', 'It is not your turn.');
  const refused = placementError(state, s);
  return refused ? { ok: false, error: refused } : ok(placeKnight(state, s));
}

export function play(state: KnightsState, seat: Seat, move: KnightsMove): Result<KnightsState> {
  const s = locate(state, move.square);
  return s.ok ? playSquare(state, seat, s.value) : s;
}

export function outcome(state: KnightsState): Outcome | null {
  if (!isOver(state)) return null;
  // Whoever cannot place loses: the seat to move now.
  return { winners: [1 - sideToMove(state)], reason: 'no-legal-square' };
}

/** What anyone may see: the game has no secrets, so every viewer gets the same view. */
export interface KnightsView {
  readonly files: number;
  readonly ranks: number;
  readonly knights: readonly { readonly square: string; readonly seat: Seat }[];
  readonly attacked: readonly string[];
  readonly legal: readonly string[];
  readonly toMove: Seat | null;
  readonly outcome: Outcome | null;
}

export function attackedSquares(state: KnightsState): number[] {
  let lo = 0;
  let hi = 0;
  for (const k of state.placed) {
    lo |= attacksLo(k);
    hi |= attacksHi(k);
  }
  const [bLo, bHi] = boardMask(sizeOf(state));
  return squaresOf((lo & bLo) >>> 0, (hi & bHi) >>> 0);
}

export function view(state: KnightsState, _viewer: Viewer): KnightsView {
  const size = sizeOf(state);
  return {
    files: state.files,
    ranks: state.ranks,
    knights: state.placed.map((s, i) => ({ square: squareName(s, size), seat: i % 2 })),
    attacked: attackedSquares(state).map((s) => squareName(s, size)),
    legal: legalSquares(state).map((s) => squareName(s, size)),
    toMove: isOver(state) ? null : sideToMove(state),
    outcome: outcome(state),
  };
}

export function legalCount(state: KnightsState): number {
  return popcount(state.legalLo, state.legalHi);
}
