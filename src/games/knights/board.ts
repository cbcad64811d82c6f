/**
 * Knight-graph bitboards for boards up to 8×8.
 *
 * Square index s = row * 8 + col on a fixed 8-wide layout whatever the board size, with row 0 the
 * top rank and col 0 the a-file (the original game's numbering: square 10 is c7 on 8×8).
 * A set of squares is two unsigned 32-bit halves: lo = squares 0..31, hi = squares 32..63,
 * because JavaScript's bitwise operators work on 32 bits.
 */

export const MIN_SIDE = 3;
export const MAX_SIDE = 8;

export interface BoardSize {
  readonly files: number;
  readonly ranks: number;
}

/** Knight attacks of every square on the full 8×8 layout, lo and hi halves. */
const ATTACK_LO = new Uint32Array(64);
const ATTACK_HI = new Uint32Array(64);
const JUMPS: readonly [number, number][] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

for (let s = 0; s < 64; s++) {
  const row = s >> 3;
  const col = s & 7;
  for (const [dr, dc] of JUMPS) {
    const r = row + dr;
    const c = col + dc;
    if (r < 0 || r > 7 || c < 0 || c > 7) continue;
    const t = r * 8 + c;
    if (t < 32) ATTACK_LO[s] = (ATTACK_LO[s]! | (1 << t)) >>> 0;
    else ATTACK_HI[s] = (ATTACK_HI[s]! | (1 << (t - 32))) >>> 0;
  }
}

export function attacksLo(s: number): number {
  return ATTACK_LO[s]!;
}

export function attacksHi(s: number): number {
  return ATTACK_HI[s]!;
}

function computeBoardMask(files: number, ranks: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let row = 0; row < ranks; row++) {
    for (let col = 0; col < files; col++) {
      const s = row * 8 + col;
      if (s < 32) lo |= 1 << s;
      else hi |= 1 << (s - 32);
    }
  }
  return [lo >>> 0, hi >>> 0];
}

const BOARD_MASKS = Array.from({ length: MAX_SIDE + 1 }, (_, files) =>
  Array.from({ length: MAX_SIDE + 1 }, (_, ranks) => computeBoardMask(files, ranks)),
);

/** The board's squares as a [lo, hi] pair (a shared value: do not modify it). */
export function boardMask(size: BoardSize): readonly [number, number] {
  return BOARD_MASKS[size.files]![size.ranks]!;
}

export function hasSquare(lo: number, hi: number, s: number): boolean {
  return s < 32 ? ((lo >>> s) & 1) === 1 : ((hi >>> (s - 32)) & 1) === 1;
}

export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function popcount(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}

/** Index of the lowest set bit of a non-zero 32-bit word. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Every square of a set, in increasing index order. */
export function squaresOf(lo: number, hi: number): number[] {
  const out: number[] = [];
  let l = lo >>> 0;
  while (l !== 0) {
    const b = lowestBit(l);
    out.push(b);
    l = (l & (l - 1)) >>> 0;
  }
  let h = hi >>> 0;
  while (h !== 0) {
    const b = lowestBit(h);
    out.push(b + 32);
    h = (h & (h - 1)) >>> 0;
  }
  return out;
}

/** Square names by board height and index, built once: naming squares is on the server's hot path. */
const NAMES: string[][] = Array.from({ length: MAX_SIDE + 1 }, (_, ranks) =>
  Array.from({ length: 64 }, (_, s) => `${String.fromCharCode(97 + (s & 7))}${ranks - (s >> 3)}`),
);

/** Chess name of a square: files a.. from the left, ranks 1.. from the bottom. */
export function squareName(s: number, size: BoardSize): string {
  return NAMES[size.ranks]![s]!;
}

/** Parses a chess square name on the given board; null when it is not a square of that board. */
export function parseSquare(name: string, size: BoardSize): number | null {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  const col = m[1]!.charCodeAt(0) - 97;
  const rank = Number(m[2]);
  if (col >= size.files || rank < 1 || rank > size.ranks) return null;
  return (size.ranks - rank) * 8 + col;
}
