/**
 * Square-set geometry for the analyser: knight neighbourhoods as typed arrays, the eight
 * symmetries of the 8×8 layout, and the symmetries of a particular board.
 *
 * Sets are (lo, hi) pairs of unsigned 32-bit words, as in ../board.
 */
import { attacksHi, attacksLo, type BoardSize } from '../board';

/** Knight attacks of each square (not including the square itself). */
export const ATT_LO = new Uint32Array(64);
export const ATT_HI = new Uint32Array(64);
/** Closed neighbourhood N[s]: the square and its knight attacks, i.e. what a knight on s removes. */
export const NB_LO = new Uint32Array(64);
export const NB_HI = new Uint32Array(64);

for (let s = 0; s < 64; s++) {
  ATT_LO[s] = attacksLo(s);
  ATT_HI[s] = attacksHi(s);
  NB_LO[s] = (attacksLo(s) | (s < 32 ? 1 << s : 0)) >>> 0;
  NB_HI[s] = (attacksHi(s) | (s >= 32 ? 1 << (s - 32) : 0)) >>> 0;
}

/** A square as a (row, col) pair mapped by one of the 8 symmetries of an n×n square. */
function mapSquare(t: number, row: number, col: number, n: number): [number, number] {
  const m = n - 1;
  switch (t) {
    case 0:
      return [row, col];
    case 1:
      return [row, m - col];
    case 2:
      return [m - row, col];
    case 3:
      return [m - row, m - col];
    case 4:
      return [col, row];
    case 5:
      return [col, m - row];
    case 6:
      return [m - col, row];
    default:
      return [m - col, m - row];
  }
}

/**
 * Byte lookup tables for the 8 symmetries of the 8×8 layout: PLANE_LO/HI[t*2048 + row*256 + byte]
 * is the image of the squares `byte` (bit = column) of `row` under symmetry t. Eight lookups per
 * symmetry transform a whole set.
 */
const PLANE_LO = new Uint32Array(8 * 2048);
const PLANE_HI = new Uint32Array(8 * 2048);
for (let t = 0; t < 8; t++) {
  for (let row = 0; row < 8; row++) {
    for (let b = 0; b < 256; b++) {
      let lo = 0;
      let hi = 0;
      for (let col = 0; col < 8; col++) {
        if (((b >> col) & 1) === 0) continue;
        const [r, c] = mapSquare(t, row, col, 8);
        const s = r * 8 + c;
        if (s < 32) lo |= 1 << s;
        else hi |= 1 << (s - 32);
      }
      PLANE_LO[t * 2048 + row * 256 + b] = lo >>> 0;
      PLANE_HI[t * 2048 + row * 256 + b] = hi >>> 0;
    }
  }
}

/** Scratch output of the canonical-form functions (avoids allocating pairs in hot loops). */
export const out = { lo: 0, hi: 0 };

/** Shifts a non-empty set up and left until it touches row 0 and column 0. Result in `out`. */
export function toCorner(lo: number, hi: number): void {
  const minRow =
    lo !== 0 ? (31 - Math.clz32(lo & -lo)) >> 3 : 4 + ((31 - Math.clz32(hi & -hi)) >> 3);
  let x = lo | hi;
  x |= x >>> 16;
  x |= x >>> 8;
  x &= 0xff;
  const k = minRow * 8 + (31 - Math.clz32(x & -x));
  if (k === 0) {
    out.lo = lo;
    out.hi = hi;
  } else if (k >= 32) {
    out.lo = hi >>> (k - 32);
    out.hi = 0;
  } else {
    out.lo = ((lo >>> k) | (hi << (32 - k))) >>> 0;
    out.hi = hi >>> k;
  }
}

/**
 * Canonical form of a set under every isometry that keeps knight moves knight moves: the 8
 * symmetries of the square grid and all translations. The knight graph induced by a set depends
 * only on its shape, so this key is valid for any board size and lets one memo serve every board
 * (it is stronger than keying on the board's own 4 or 8 symmetries). Result in `out`.
 */
export function canonicalShape(lo: number, hi: number): void {
  let bestLo = 0;
  let bestHi = 0;
  // The 8 row bytes, read once.
  const b0 = lo & 0xff;
  const b1 = (lo >>> 8) & 0xff;
  const b2 = (lo >>> 16) & 0xff;
  const b3 = lo >>> 24;
  const b4 = hi & 0xff;
  const b5 = (hi >>> 8) & 0xff;
  const b6 = (hi >>> 16) & 0xff;
  const b7 = hi >>> 24;
  for (let t = 0; t < 8; t++) {
    const base = t * 2048;
    let tLo =
      PLANE_LO[base + b0]! |
      PLANE_LO[base + 256 + b1]! |
      PLANE_LO[base + 512 + b2]! |
      PLANE_LO[base + 768 + b3]! |
      PLANE_LO[base + 1024 + b4]! |
      PLANE_LO[base + 1280 + b5]! |
      PLANE_LO[base + 1536 + b6]! |
      PLANE_LO[base + 1792 + b7]!;
    let tHi =
      PLANE_HI[base + b0]! |
      PLANE_HI[base + 256 + b1]! |
      PLANE_HI[base + 512 + b2]! |
      PLANE_HI[base + 768 + b3]! |
      PLANE_HI[base + 1024 + b4]! |
      PLANE_HI[base + 1280 + b5]! |
      PLANE_HI[base + 1536 + b6]! |
      PLANE_HI[base + 1792 + b7]!;
    // Shift to the corner (as toCorner, inlined: this is the solver's hottest loop).
    const minRow =
      tLo !== 0 ? (31 - Math.clz32(tLo & -tLo)) >> 3 : 4 + ((31 - Math.clz32(tHi & -tHi)) >> 3);
    let x = tLo | tHi;
    x |= x >>> 16;
    x |= x >>> 8;
    x &= 0xff;
    const k = minRow * 8 + (31 - Math.clz32(x & -x));
    if (k >= 32) {
      tLo = tHi >>> (k - 32);
      tHi = 0;
    } else if (k > 0) {
      tLo = (tLo >>> k) | (tHi << (32 - k));
      tHi = tHi >>> k;
    }
    tLo >>>= 0;
    tHi >>>= 0;
    if (t === 0 || tHi < bestHi || (tHi === bestHi && tLo < bestLo)) {
      bestLo = tLo;
      bestHi = tHi;
    }
  }
  out.lo = bestLo;
  out.hi = bestHi;
}

/** A symmetry of one board, as a permutation of square indices (off-board squares map to -1). */
export type SquareMap = Int8Array;

function boardSymmetries(size: BoardSize): SquareMap[] {
  const { files, ranks } = size;
  const maps: SquareMap[] = [];
  const count = files === ranks ? 8 : 4;
  for (let t = 0; t < count; t++) {
    const map = new Int8Array(64).fill(-1);
    for (let row = 0; row < ranks; row++) {
      for (let col = 0; col < files; col++) {
        let r: number;
        let c: number;
        if (files === ranks) [r, c] = mapSquare(t, row, col, files);
        else {
          r = t & 2 ? ranks - 1 - row : row;
          c = t & 1 ? files - 1 - col : col;
        }
        map[row * 8 + col] = r * 8 + c;
      }
    }
    maps.push(map);
  }
  return maps;
}

const symmetryCache = new Map<number, SquareMap[]>();

/**
 * The board's symmetries: 8 on a square board, 4 on a rectangle; index 0 is the identity.
 * On square boards index t is mapSquare's t; on rectangles bit 0 = left–right, bit 1 = top–bottom.
 */
export function symmetriesOf(size: BoardSize): SquareMap[] {
  const key = size.files * 16 + size.ranks;
  let maps = symmetryCache.get(key);
  if (!maps) {
    maps = boardSymmetries(size);
    symmetryCache.set(key, maps);
  }
  return maps;
}

/** Index of the inverse of board symmetry t (only the two quarter turns are not involutions). */
export function inverseSymmetry(size: BoardSize, t: number): number {
  const maps = symmetriesOf(size);
  const m = maps[t]!;
  for (let u = 0; u < maps.length; u++) {
    const n = maps[u]!;
    let inverse = true;
    for (let s = 0; s < 64 && inverse; s++) {
      const img = m[s]!;
      if (img >= 0 && n[img] !== s) inverse = false;
    }
    if (inverse) return u;
  }
  throw new Error('symmetry without an inverse');
}

/** Image of a set under a square map. */
export function mapSet(lo: number, hi: number, map: SquareMap): [number, number] {
  let rLo = 0;
  let rHi = 0;
  for (let s = 0; s < 64; s++) {
    const bit = s < 32 ? (lo >>> s) & 1 : (hi >>> (s - 32)) & 1;
    if (bit === 0) continue;
    const t = map[s]!;
    if (t < 32) rLo |= 1 << t;
    else rHi |= 1 << (t - 32);
  }
  return [rLo >>> 0, rHi >>> 0];
}

/**
 * Canonical form of a whole position under the board's own symmetries (not translations, so
 * moves can be mapped back): the smallest image and the symmetry that produces it.
 */
export function canonicalPosition(
  lo: number,
  hi: number,
  size: BoardSize,
): { lo: number; hi: number; symmetry: number } {
  const maps = symmetriesOf(size);
  let best = { lo, hi, symmetry: 0 };
  for (let t = 1; t < maps.length; t++) {
    const [l, h] = mapSet(lo, hi, maps[t]!);
    if (h < best.hi || (h === best.hi && l < best.lo)) best = { lo: l, hi: h, symmetry: t };
  }
  return best;
}
