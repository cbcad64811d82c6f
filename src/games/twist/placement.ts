/**
 * Placement strings (spec §6): parsing, formatting and well-formedness. Syntax and counts only;
 * positions on the board are validity's business (validity.ts).
 */
import { fail, ok, type Result } from '../../core/errors';
import { cellIndex, cellName } from './board';
import { isPeg, isPiece, PEG_LIMIT, type Peg, type Piece } from './pieces';

export interface PiecePlacement {
  readonly piece: Piece;
  /** 0-based column of the anchor (top-left of the transformed bounding box). */
  readonly x: number;
  /** 0-based row of the anchor. */
  readonly y: number;
  readonly orientation: number;
}

export interface PegPlacement {
  readonly peg: Peg;
  readonly x: number;
  readonly y: number;
}

/** A parsed placement string: pieces in a…h order, pegs in the order written. */
export interface Position {
  readonly pieces: readonly PiecePlacement[];
  readonly pegs: readonly PegPlacement[];
}

export const EMPTY_POSITION: Position = { pieces: [], pegs: [] };

/** At most one of each piece, one red peg and two of each other peg. */
export const MAX_PLACEMENTS = 15;

export type Placement =
  | ({ readonly kind: 'piece' } & PiecePlacement)
  | ({ readonly kind: 'peg' } & PegPlacement);

/** Parses one 4-character placement, or says which character is wrong. */
export function parsePlacement(s: string): Result<Placement> {
  if (s.length !== 4) {
    return fail('twist.placement-length', `"${s}": a placement has 4 characters, not ${s.length}`, {
      placement: s,
    });
  }
  const [letter, column, row, digit] = s as unknown as [string, string, string, string];
  if (!isPiece(letter) && !isPeg(letter)) {
    return fail('twist.bad-letter', `${s}: "${letter}" is not a piece (a–h) or a peg (i–l)`, {
      placement: s,
      letter,
    });
  }
  if (!(column >= '1' && column <= '8')) {
    return fail('twist.bad-column', `${s}: column ${column} is off the board`, {
      placement: s,
      column,
    });
  }
  if (!(row >= 'A' && row <= 'D')) {
    return fail('twist.bad-row', `${s}: row ${row} is off the board`, {
      placement: s,
      row,
    });
  }
  const x = column.charCodeAt(0) - 49;
  const y = row.charCodeAt(0) - 65;
  if (isPeg(letter)) {
    if (digit !== '0') {
      return fail('twist.peg-orientation', `${s}: a peg's orientation digit is always 0`, {
        placement: s,
      });
    }
    return ok({ kind: 'peg', peg: letter, x, y });
  }
  if (!(digit >= '0' && digit <= '7')) {
    return fail('twist.bad-orientation', `${s}: orientation ${digit} is not 0–7`, {
      placement: s,
      orientation: digit,
    });
  }
  return ok({ kind: 'piece', piece: letter, x, y, orientation: digit.charCodeAt(0) - 48 });
}

export function isPlacementWellFormed(s: string): boolean {
  return parsePlacement(s).ok;
}

/** Parses a non-empty placement string (spec §6), or names the first thing wrong with it. */
export function parsePlacementString(s: string): Result<Position> {
  if (s.length === 0) {
    return fail('twist.empty', 'an empty string is not a placement string');
  }
  if (s.length % 4 !== 0) {
    return fail('twist.string-length', `"${s}": length ${s.length} is not a multiple of 4`, {
      length: s.length,
    });
  }
  if (s.length > MAX_PLACEMENTS * 4) {
    return fail('twist.too-many', `"${s}": ${s.length / 4} placements, at most 15 fit the game`, {
      count: s.length / 4,
    });
  }
  const pieces: PiecePlacement[] = [];
  const pegs: PegPlacement[] = [];
  const counts = new Map<string, number>();
  let previous = '';
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4);
    const parsed = parsePlacement(chunk);
    if (!parsed.ok) return parsed;
    const p = parsed.value;
    const letter = chunk[0]!;
    if (letter < previous) {
      return fail(
        'twist.order',
        `${chunk}: "${letter}" comes after "${previous}"; write a…h, then i…l`,
        {
          placement: chunk,
        },
      );
    }
    previous = letter;
    const count = (counts.get(letter) ?? 0) + 1;
    counts.set(letter, count);
    const limit = p.kind === 'peg' ? PEG_LIMIT[p.peg] : 1;
    if (count > limit) {
      const what = p.kind === 'peg' ? `peg ${letter}` : `piece ${letter}`;
      return fail(
        'twist.repeated',
        `${chunk}: ${what} appears more than ${limit === 1 ? 'once' : `${limit} times`}`,
        {
          placement: chunk,
          letter,
        },
      );
    }
    if (p.kind === 'piece') {
      pieces.push({ piece: p.piece, x: p.x, y: p.y, orientation: p.orientation });
    } else {
      pegs.push({ peg: p.peg, x: p.x, y: p.y });
    }
  }
  return ok({ pieces, pegs });
}

export function isPlacementStringWellFormed(s: string): boolean {
  return parsePlacementString(s).ok;
}

/** Like parsePlacementString, but "" is the empty board (for starts: the solver accepts it). */
export function parseBoard(s: string): Result<Position> {
  return s === '' ? ok(EMPTY_POSITION) : parsePlacementString(s);
}

export function locationName(x: number, y: number): string {
  return cellName(cellIndex(x, y));
}

export function formatPiece(p: PiecePlacement): string {
  return `${p.piece}${locationName(p.x, p.y)}${p.orientation}`;
}

export function formatPeg(p: PegPlacement): string {
  return `${p.peg}${locationName(p.x, p.y)}0`;
}

export function formatPlacement(p: Placement): string {
  return p.kind === 'piece' ? formatPiece(p) : formatPeg(p);
}

/** Writes a position back as a placement string: pieces a…h, then pegs (i…l, stable within a letter). */
export function formatPosition(position: Position): string {
  const pieces = [...position.pieces].sort((a, b) =>
    a.piece < b.piece ? -1 : a.piece > b.piece ? 1 : 0,
  );
  const pegs = [...position.pegs].sort((a, b) => (a.peg < b.peg ? -1 : a.peg > b.peg ? 1 : 0));
  return pieces.map(formatPiece).join('') + pegs.map(formatPeg).join('');
}
