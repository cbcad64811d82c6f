/**
 * IQ Twist as a one-seat Game: the options give the start (a challenge, or "" for the empty
 * board); the player places and takes back pieces until the board is full. Nothing is secret, so
 * the view is the state.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/errors';
import { publicMove } from '../../core/events';
import type { BotLevel, Game, Outcome, Seat, SetupOptions, Viewer } from '../../core/game';
import { placementMasks } from './cells';
import { hintFor } from './hint';
import { ORIENTATIONS } from './orientations';
import { isPiece, PIECES } from './pieces';
import { formatPiece, formatPosition, type Position, parsePlacement } from './placement';
import { checkBoard, placementError } from './validity';

export const twistOptionsSchema = z
  .object({
    /** The challenge: zero or one piece and pegs; "" is the empty board. */
    start: z
      .string()
      .default('')
      .refine((s) => checkBoard(s).ok, { message: 'start must be a valid placement string' }),
  })
  .strict();
export type TwistOptions = z.infer<typeof twistOptionsSchema>;

export const twistMoveSchema = z.union([
  z.object({ place: z.string().length(4) }).strict(),
  z.object({ remove: z.string().length(1) }).strict(),
]);
export type TwistMove = z.infer<typeof twistMoveSchema>;

export interface TwistState {
  /** The challenge as given; its pieces cannot be taken back. */
  readonly start: string;
  /** Everything on the board now (start pieces, placed pieces, pegs) as a placement string. */
  readonly board: string;
}

export type TwistView = TwistState;

function positionOf(board: string): Position {
  const r = checkBoard(board);
  if (!r.ok) throw new Error(`corrupt twist state: ${r.error.message}`);
  return r.value;
}

export function isSolved(state: TwistState): boolean {
  return positionOf(state.board).pieces.length === PIECES.length;
}

export function setup(s: SetupOptions<TwistOptions>): TwistState {
  const start = formatPosition(positionOf(s.options.start));
  return { start, board: start };
}

export function toMove(state: TwistState): Seat[] {
  return isSolved(state) ? [] : [0];
}

/** Every valid placement (every orientation, not only canonical ones) and every take-back. */
export function legalMoves(state: TwistState, seat: Seat): TwistMove[] {
  if (seat !== 0 || isSolved(state)) return [];
  const position = positionOf(state.board);
  const moves: TwistMove[] = [];
  for (const piece of PIECES) {
    if (position.pieces.some((p) => p.piece === piece)) continue;
    for (let x = 0; x < 8; x++) {
      for (let y = 0; y < 4; y++) {
        for (let orientation = 0; orientation < ORIENTATIONS; orientation++) {
          const p = { piece, x, y, orientation };
          if (placementMasks(p) && !placementError(position, p))
            moves.push({ place: formatPiece(p) });
        }
      }
    }
  }
  const fixed = new Set(positionOf(state.start).pieces.map((p) => p.piece));
  for (const p of position.pieces) if (!fixed.has(p.piece)) moves.push({ remove: p.piece });
  return moves;
}

export function play(state: TwistState, seat: Seat, move: TwistMove): Result<TwistState> {
  if (seat !== 0) return fail('twist.not-your-seat', 'IQ Twist has one seat');
  if (isSolved(state)) return fail('twist.solved', 'The board is already solved');
  const position = positionOf(state.board);
  if ('place' in move) {
    const parsed = parsePlacement(move.place);
    if (!parsed.ok) return parsed;
    if (parsed.value.kind !== 'piece') {
      return fail(
        'twist.peg-move',
        `${move.place}: pegs belong to the challenge; place a piece (a–h)`,
        {
          placement: move.place,
        },
      );
    }
    const { piece, x, y, orientation } = parsed.value;
    const placement = { piece, x, y, orientation };
    const error = placementError(position, placement);
    if (error) return { ok: false, error };
    return ok({
      ...state,
      board: formatPosition({ ...position, pieces: [...position.pieces, placement] }),
    });
  }
  const letter = move.remove;
  if (!isPiece(letter)) {
    return fail('twist.bad-piece', `"${letter}" is not a piece (a–h)`, { piece: letter });
  }
  if (!position.pieces.some((p) => p.piece === letter)) {
    return fail('twist.not-placed', `Piece ${letter} is not on the board`, { piece: letter });
  }
  if (positionOf(state.start).pieces.some((p) => p.piece === letter)) {
    return fail('twist.start-piece', `Piece ${letter} is part of the challenge and stays`, {
      piece: letter,
    });
  }
  const pieces = position.pieces.filter((p) => p.piece !== letter);
  return ok({ ...state, board: formatPosition({ ...position, pieces }) });
}

export function view(state: TwistState, _viewer: Viewer): TwistView {
  return state;
}

export function outcome(state: TwistState): Outcome | null {
  return isSolved(state) ? { winners: [0], reason: 'solved' } : null;
}

/** Plays the hint: the next piece of the solution, or takes back a piece that blocks it. */
export function hintMove(state: TwistState): TwistMove | null {
  if (isSolved(state)) return null;
  const h = hintFor(positionOf(state.board), positionOf(state.start));
  if (h.kind === 'place') return { place: h.placement };
  if (h.kind === 'takeBack') return { remove: h.piece };
  return legalMoves(state, 0)[0] ?? null;
}

const solverBot: BotLevel<TwistView, TwistMove> = {
  id: 'solver',
  choose(v) {
    const move = hintMove(v);
    if (!move) throw new Error('no legal move');
    return move;
  },
};

export const twist: Game<TwistState, TwistMove, TwistView, TwistOptions> = {
  id: 'twist',
  minSeats: 1,
  maxSeats: 1,
  optionsSchema: twistOptionsSchema,
  moveSchema: twistMoveSchema,
  setup,
  toMove,
  legalMoves,
  fallbackMove: (state, seat) => (seat === 0 ? hintMove(state) : null),
  // A solo puzzle: the one seat sees its own moves.
  play: (state, seat, move) => publicMove(play(state, seat, move), seat, move),
  view,
  hidesNothing: true,
  outcome,
  bots: [solverBot],
};
