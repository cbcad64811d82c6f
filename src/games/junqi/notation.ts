/**
 * Parlour's Junqi position notation, in the manner of chess's FEN: four fields separated by
 * spaces —
 *
 *   1. the board, rows 12 down to 1 separated by "/", each row's five squares a to e separated
 *      by ",": a piece as its side's letter and rank ("r10", "b9"), a run of empty squares as
 *      its length ("2");
 *   2. the side to move, "b" or "r";
 *   3. the phase, "setup", "play" or "over";
 *   4. the plies in a row without an attack.
 *
 * The start of a game: `r10,r11,r10,r0,r0/r9,r10,r9,r2,r9/r6,1,r6,1,r5/r1,r3,1,r3,r5/r8,1,r8,1,r8/
 * r7,r7,r7,r4,r4/b7,b2,b7,b3,b7/b4,1,b5,1,b4/b8,b3,1,b1,b8/b6,1,b8,1,b5/b9,b10,b10,b9,b9/
 * b0,b11,b10,b0,b6 b setup 0` (without the line breaks).
 *
 * A position may also be given as JSON: `{"pieces":{"a2":"b9",...},"toMove":"blue"}` (occupied
 * squares only; in play; counters at zero). Positions are taken as given — any pieces on any
 * squares, for analysis and teaching: only what cannot be read is an error.
 */
import { fail, ok, type Result } from '../../core/errors';
import { parseSquare, ROWS, type Side, SQUARES, squareName, squareOf } from './board';
import type { Board } from './moves';
import { type Piece, parsePieceCode, pieceCode, SIDE_LETTERS, sideNamed } from './pieces';
import {
  initialState,
  type JunqiOptions,
  type JunqiState,
  type Phase,
  positionState,
} from './state';

const PHASES: readonly Phase[] = ['setup', 'play', 'over'];

const bad = (message: string) => fail<JunqiState>('junqi.notation', message);

function readBoard(text: string): Result<(Piece | null)[]> {
  const rows = text.split('/');
  if (rows.length !== ROWS) {
    const n = rows.length;
    return fail('junqi.notation', `the board has ${n} row${n === 1 ? '' : 's'}, not 12`);
  }
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const [i, row] of rows.entries()) {
    const rowNumber = ROWS - i;
    let column = 0;
    for (const cell of row.split(',')) {
      if (/^[1-5]$/.test(cell)) {
        column += Number(cell);
      } else {
        const piece = parsePieceCode(cell);
        if (!piece) {
          return fail(
            'junqi.notation',
            `row ${rowNumber}: "${cell}" is neither a piece (such as b9) nor a count of empty squares`,
          );
        }
        if (column < 5) {
          const s = squareOf(column, rowNumber);
          board[s] = { ...piece, origin: s, moved: false };
        }
        column++;
      }
      if (column > 5) return fail('junqi.notation', `row ${rowNumber} has more than 5 squares`);
    }
    if (column < 5) return fail('junqi.notation', `row ${rowNumber} has ${column} squares, not 5`);
  }
  return ok(board);
}

export function parseNotation(text: string, options?: JunqiOptions): Result<JunqiState> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 4) {
    return bad(
      `a position has 4 fields (board, side to move, phase, plies without an attack), not ${fields.length}`,
    );
  }
  const [boardText, sideText, phaseText, quietText] = fields as [string, string, string, string];
  const board = readBoard(boardText);
  if (!board.ok) return board;
  const side = SIDE_LETTERS.indexOf(sideText as 'b' | 'r');
  if (side < 0) return bad(`the side to move is "b" or "r", not "${sideText}"`);
  if (!PHASES.includes(phaseText as Phase))
    return bad(`the phase is setup, play or over, not "${phaseText}"`);
  if (!/^\d+$/.test(quietText))
    return bad(`the plies without an attack are a number, not "${quietText}"`);
  const quiet = Number(quietText);
  if (phaseText === 'setup') {
    const start = initialState(options);
    return ok({ ...start, board: board.value, toMove: side as Side });
  }
  const state = positionState(board.value, side as Side, options, { quiet });
  return ok(phaseText === 'over' ? { ...state, phase: 'over' } : state);
}

export function formatNotation(state: JunqiState): string {
  return `${formatBoard(state.board)} ${SIDE_LETTERS[state.toMove]} ${state.phase} ${state.quiet}`;
}

export function formatBoard(board: Board): string {
  const rows: string[] = [];
  for (let row = ROWS; row >= 1; row--) {
    const cells: string[] = [];
    let empty = 0;
    for (let column = 0; column < 5; column++) {
      const p = board[squareOf(column, row)];
      if (!p) {
        empty++;
        continue;
      }
      if (empty > 0) cells.push(String(empty));
      empty = 0;
      cells.push(pieceCode(p.side, p.rank));
    }
    if (empty > 0) cells.push(String(empty));
    rows.push(cells.join(','));
  }
  return rows.join('/');
}

/** A position as JSON: `{"pieces":{"a2":"b9",...},"toMove":"blue"}` (in play, counters at zero). */
export function parseJsonPosition(value: unknown, options?: JunqiOptions): Result<JunqiState> {
  if (!value || typeof value !== 'object')
    return bad('a position is an object with "pieces" and "toMove"');
  const { pieces, toMove } = value as { pieces?: unknown; toMove?: unknown };
  if (!pieces || typeof pieces !== 'object' || Array.isArray(pieces)) {
    return bad('"pieces" is an object of squares and pieces, such as {"a2":"b9"}');
  }
  const side = typeof toMove === 'string' ? sideNamed(toMove) : null;
  if (side === null) return bad(`"toMove" is "blue" or "red", not ${JSON.stringify(toMove)}`);
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const [name, code] of Object.entries(pieces as Record<string, unknown>)) {
    const s = parseSquare(name);
    if (s === null) return bad(`"${name}" is not a square of the board (a1 to e12)`);
    const piece = typeof code === 'string' ? parsePieceCode(code) : null;
    if (!piece)
      return bad(`${name}: ${JSON.stringify(code)} is not a piece (such as "b9" or "r11")`);
    board[s] = { ...piece, origin: s, moved: false };
  }
  return ok(positionState(board, side, options));
}

/** A position in either form: the notation as a string, or the JSON object. */
export function parsePosition(input: unknown, options?: JunqiOptions): Result<JunqiState> {
  return typeof input === 'string'
    ? parseNotation(input, options)
    : parseJsonPosition(input, options);
}

/** The pieces of a position as JSON squares and codes, as the command line reports them. */
export function piecesRecord(board: Board): Record<string, string> {
  const out: Record<string, string> = {};
  board.forEach((p, s) => {
    if (p) out[squareName(s)] = pieceCode(p.side, p.rank);
  });
  return out;
}
