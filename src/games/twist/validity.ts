/**
 * Validity (spec §7): on the board, no overlap, the peg rule — with an error that names the
 * placement and what is wrong with it.
 */
import { fail, ok, type Result, type RuleError, ruleError } from '../../core/errors';
import { COLUMNS, cellIndex, ROWS } from './board';
import { placementCells } from './cells';
import { PEG_COLOUR, type Peg, PIECE_COLOUR, type Piece } from './pieces';
import {
  formatPeg,
  formatPiece,
  locationName,
  type PiecePlacement,
  type Position,
  parseBoard,
  parsePlacementString,
} from './placement';

/** What sits where on a board, for naming the culprit in an error. */
interface Occupancy {
  readonly piece: (Piece | undefined)[];
  readonly peg: (Peg | undefined)[];
}

function pegOccupancy(position: Position): Result<Occupancy> {
  const peg: (Peg | undefined)[] = Array(ROWS * COLUMNS).fill(undefined);
  for (const p of position.pegs) {
    const cell = cellIndex(p.x, p.y);
    const other = peg[cell];
    if (other !== undefined) {
      return fail('twist.pegs-stacked', `${formatPeg(p)}: two pegs at ${locationName(p.x, p.y)}`, {
        placement: formatPeg(p),
        location: locationName(p.x, p.y),
      });
    }
    peg[cell] = p.peg;
  }
  return ok({ piece: Array(ROWS * COLUMNS).fill(undefined), peg });
}

/** Why `p` cannot go on a board with this occupancy, or null when it can. */
function pieceError(p: PiecePlacement, board: Occupancy): RuleError | null {
  const name = formatPiece(p);
  const loops = placementCells(p);
  for (const l of loops) {
    if (l.x >= COLUMNS) {
      return ruleError('twist.off-board', `${name}: column ${l.x + 1} is off the board`, {
        placement: name,
        column: l.x + 1,
      });
    }
    if (l.y >= ROWS) {
      const row = String.fromCharCode(65 + l.y);
      return ruleError('twist.off-board', `${name}: row ${row} is off the board`, {
        placement: name,
        row,
      });
    }
  }
  for (const l of loops) {
    const cell = cellIndex(l.x, l.y);
    const where = locationName(l.x, l.y);
    const other = board.piece[cell];
    if (other !== undefined) {
      return ruleError('twist.overlap', `${name}: overlaps piece ${other} at ${where}`, {
        placement: name,
        piece: other,
        location: where,
      });
    }
    const peg = board.peg[cell];
    if (peg === undefined) continue;
    const pegColour = PEG_COLOUR[peg];
    if (pegColour !== PIECE_COLOUR[p.piece]) {
      return ruleError(
        'twist.peg-colour',
        `${name}: covers the ${pegColour} peg at ${where}, but piece ${p.piece} is ${PIECE_COLOUR[p.piece]}`,
        { placement: name, location: where, peg },
      );
    }
    if (!l.hole) {
      return ruleError(
        'twist.peg-filled',
        `${name}: covers the ${pegColour} peg at ${where} with a filled loop`,
        { placement: name, location: where, peg },
      );
    }
  }
  return null;
}

function occupy(board: Occupancy, p: PiecePlacement): void {
  for (const l of placementCells(p)) board.piece[cellIndex(l.x, l.y)] = p.piece;
}

/** Checks a parsed position; returns the first rule it breaks. */
export function validatePosition(position: Position): RuleError | null {
  const board = pegOccupancy(position);
  if (!board.ok) return board.error;
  for (const p of position.pieces) {
    const error = pieceError(p, board.value);
    if (error) return error;
    occupy(board.value, p);
  }
  return null;
}

/** Parses and validates a placement string ("" is refused, as §6 says). */
export function checkPlacementString(s: string): Result<Position> {
  const parsed = parsePlacementString(s);
  if (!parsed.ok) return parsed;
  const error = validatePosition(parsed.value);
  return error ? { ok: false, error } : parsed;
}

/** Parses and validates a board; "" is the empty board. */
export function checkBoard(s: string): Result<Position> {
  const parsed = parseBoard(s);
  if (!parsed.ok) return parsed;
  const error = validatePosition(parsed.value);
  return error ? { ok: false, error } : parsed;
}

export function isPlacementStringValid(s: string): boolean {
  return checkPlacementString(s).ok;
}

/**
 * Why a piece cannot be added to a valid position (the piece already there is an error too), or
 * null when it can.
 */
export function placementError(position: Position, p: PiecePlacement): RuleError | null {
  if (position.pieces.some((q) => q.piece === p.piece)) {
    return ruleError(
      'twist.piece-placed',
      `${formatPiece(p)}: piece ${p.piece} is already on the board`,
      {
        placement: formatPiece(p),
        piece: p.piece,
      },
    );
  }
  const board = pegOccupancy(position);
  if (!board.ok) return board.error;
  for (const q of position.pieces) occupy(board.value, q);
  return pieceError(p, board.value);
}
