/**
 * Position notation for the analyser: board size (files×ranks), a colon, then the squares taken
 * in the order played, in chess coordinates: `8x8:d5,e3,c6`. Nothing after the colon is the
 * empty board.
 */
import {
  attacksHi,
  attacksLo,
  type BoardSize,
  boardMask,
  hasSquare,
  MAX_SIDE,
  MIN_SIDE,
  parseSquare,
  squareName,
} from '../board';
import { placeOn } from '../rules';

export interface ParsedPosition {
  readonly size: BoardSize;
  /** Square indices in the order played. */
  readonly placed: number[];
  readonly legalLo: number;
  readonly legalHi: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const SHAPE = /^\s*(\d+)\s*[x×]\s*(\d+)\s*:(.*)$/i;

export function parsePosition(text: string): Parsed<ParsedPosition> {
  const m = SHAPE.exec(text);
  if (!m) {
    return {
      ok: false,
      error: `"${text.trim()}" is not a position: expected files×ranks, a colon and the squares played, e.g. 8x8:d5,e3,c6`,
    };
  }
  const files = Number(m[1]);
  const ranks = Number(m[2]);
  if (files < MIN_SIDE || files > MAX_SIDE || ranks < MIN_SIDE || ranks > MAX_SIDE) {
    return {
      ok: false,
      error: `a ${files}×${ranks} board is not supported: each side must be ${MIN_SIDE} to ${MAX_SIDE}`,
    };
  }
  const size = { files, ranks };
  let [legalLo, legalHi] = boardMask(size);
  const placed: number[] = [];
  const list = m[3]!.trim();
  const names = list === '' ? [] : list.split(',').map((s) => s.trim().toLowerCase());
  for (const name of names) {
    if (name === '') return { ok: false, error: `an empty square name in "${list}"` };
    const s = parseSquare(name, size);
    if (s === null) {
      return { ok: false, error: `${name} is not a square of this ${files}×${ranks} board` };
    }
    if (placed.includes(s)) return { ok: false, error: `${name} is already taken by a knight` };
    if (!hasSquare(legalLo, legalHi, s)) {
      const by = placed.find((k) => hasSquare(attacksLo(k), attacksHi(k), s))!;
      return {
        ok: false,
        error: `${name} is attacked by the knight on ${squareName(by, size)}`,
      };
    }
    placed.push(s);
    [legalLo, legalHi] = placeOn(legalLo, legalHi, s);
  }
  return { ok: true, value: { size, placed, legalLo, legalHi } };
}

export function formatPosition(size: BoardSize, placed: readonly number[]): string {
  return `${size.files}x${size.ranks}:${placed.map((s) => squareName(s, size)).join(',')}`;
}
