/**
 * Position notation for the analyser: board size (files×ranks), a colon, then the squares taken
 * in the order played, in chess coordinates: `8x8:d5,e3,c6`. Nothing after the colon is the
 * empty board.
 */
import { type BoardSize, squareName } from '../board';
import { sizeOf } from '../rules';
import { fromSquares } from '../setup';

export interface ParsedPosition {
  readonly size: BoardSize;
  /** Square indices in the order played. */
  readonly placed: number[];
  readonly legalLo: number;
  readonly legalHi: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const SHAPE = /^\s*(\d+)\s*[x×]\s*(\d+)\s*:(.*)$/i;

const refuse = (error: string): Parsed<never> => ({ ok: false, error });

/**
 * Only the text is read here; whether the board and the squares make a position is for the
 * rules (setup.ts) to say, in the words the game itself uses.
 */
export function parsePosition(text: string): Parsed<ParsedPosition> {
  const m = SHAPE.exec(text);
  if (!m) {
    return refuse(
      `"${text.trim()}" is not a position: expected files×ranks, a colon and the squares played, e.g. 8x8:d5,e3,c6`,
    );
  }
  const list = m[3]!.trim();
  const names = list === '' ? [] : list.split(',').map((s) => s.trim().toLowerCase());
  // Squares before a blank name are judged first, so the first fault in reading order is named.
  const blank = names.indexOf('');
  const state = fromSquares(
    { files: Number(m[1]), ranks: Number(m[2]) },
    blank < 0 ? names : names.slice(0, blank),
  );
  if (!state.ok) return refuse(state.error.message);
  if (blank >= 0) return refuse(`an empty square name in "${list}"`);
  const { placed, legalLo, legalHi } = state.value;
  return { ok: true, value: { size: sizeOf(state.value), placed: [...placed], legalLo, legalHi } };
}

export function formatPosition(size: BoardSize, placed: readonly number[]): string {
  return `${size.files}x${size.ranks}:${placed.map((s) => squareName(s, size)).join(',')}`;
}
