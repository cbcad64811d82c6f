/** The eight pieces and four peg colours of IQ Twist (spec §2–§3). */

export const PIECES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export type Piece = (typeof PIECES)[number];

export const PEGS = ['i', 'j', 'k', 'l'] as const;
export type Peg = (typeof PEGS)[number];

export type Colour = 'red' | 'blue' | 'green' | 'yellow';
export const COLOURS: readonly Colour[] = ['red', 'blue', 'green', 'yellow'];

/** One loop of a piece in orientation 0: offset in its bounding box, and whether it is a hole. */
export interface Loop {
  readonly dx: number;
  readonly dy: number;
  readonly hole: boolean;
}

export interface PieceShape {
  readonly width: number;
  readonly height: number;
  /** In index order: sorted by dx, then dy. */
  readonly loops: readonly Loop[];
}

const loop = (dx: number, dy: number, hole = false): Loop => ({ dx, dy, hole });

/** Orientation-0 shapes, transcribed from the spec's table (holes marked true). */
export const SHAPES: Readonly<Record<Piece, PieceShape>> = {
  a: { width: 3, height: 2, loops: [loop(0, 0, true), loop(1, 0), loop(2, 0, true), loop(2, 1)] },
  b: { width: 3, height: 2, loops: [loop(0, 0), loop(1, 0), loop(1, 1, true), loop(2, 1)] },
  c: { width: 4, height: 1, loops: [loop(0, 0), loop(1, 0, true), loop(2, 0), loop(3, 0)] },
  d: {
    width: 3,
    height: 2,
    loops: [loop(0, 0), loop(1, 0), loop(1, 1, true), loop(2, 0), loop(2, 1, true)],
  },
  e: { width: 2, height: 2, loops: [loop(0, 0), loop(1, 0, true), loop(1, 1, true)] },
  f: { width: 3, height: 2, loops: [loop(0, 0), loop(1, 0), loop(1, 1, true), loop(2, 0, true)] },
  g: {
    width: 3,
    height: 3,
    loops: [loop(0, 0, true), loop(0, 1, true), loop(1, 1), loop(1, 2, true), loop(2, 1)],
  },
  h: { width: 3, height: 1, loops: [loop(0, 0, true), loop(1, 0), loop(2, 0)] },
};

export const PIECE_COLOUR: Readonly<Record<Piece, Colour>> = {
  a: 'red',
  b: 'red',
  c: 'blue',
  d: 'blue',
  e: 'green',
  f: 'green',
  g: 'yellow',
  h: 'yellow',
};

export const PEG_COLOUR: Readonly<Record<Peg, Colour>> = {
  i: 'red',
  j: 'blue',
  k: 'green',
  l: 'yellow',
};

/** How many pegs of each letter the game has (and so the most a string may hold). */
export const PEG_LIMIT: Readonly<Record<Peg, number>> = { i: 1, j: 2, k: 2, l: 2 };

export const COLOUR_PEG: Readonly<Record<Colour, Peg>> = {
  red: 'i',
  blue: 'j',
  green: 'k',
  yellow: 'l',
};

export function isPiece(letter: string): letter is Piece {
  return letter.length === 1 && letter >= 'a' && letter <= 'h';
}

export function isPeg(letter: string): letter is Peg {
  return letter.length === 1 && letter >= 'i' && letter <= 'l';
}

export function pieceIndex(piece: Piece): number {
  return piece.charCodeAt(0) - 97;
}
