/**
 * The 8×4 board as a 32-bit set. A location (x, y) — x = column − 1 (0..7), y = row − 'A' (0..3)
 * — is bit `x * 4 + y`. Column-major order is deliberate: the solver always fills the lowest
 * empty bit, so it sweeps the board left to right one short column at a time, which keeps the
 * ragged frontier small (4 cells) and makes the lowest empty cell the most constrained one.
 */

export const COLUMNS = 8;
export const ROWS = 4;
export const CELLS = COLUMNS * ROWS;
export const FULL_BOARD = 0xffffffff;

/** Bits of the top row (y = 0) and bottom row (y = 3), used to stop vertical shifts wrapping. */
const TOP_ROW = 0x11111111;
const BOTTOM_ROW = 0x88888888;

export function cellIndex(x: number, y: number): number {
  return x * ROWS + y;
}

export function cellX(cell: number): number {
  return cell >>> 2;
}

export function cellY(cell: number): number {
  return cell & 3;
}

export function onBoard(x: number, y: number): boolean {
  return x >= 0 && x < COLUMNS && y >= 0 && y < ROWS;
}

/** Location name as the encoding writes it: column digit then row letter, e.g. "3C". */
export function cellName(cell: number): string {
  return `${cellX(cell) + 1}${String.fromCharCode(65 + cellY(cell))}`;
}

export function bit(cell: number): number {
  return (1 << cell) >>> 0;
}

export function popcount(mask: number): number {
  let m = mask >>> 0;
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Index of the lowest set bit (mask must not be 0). */
export function lowestCell(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The cells of a mask in increasing bit order. */
export function cellsOf(mask: number): number[] {
  const out: number[] = [];
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  return out;
}

/** Every cell orthogonally next to a cell of `mask` (mask itself not included unless adjacent). */
export function neighbours(mask: number): number {
  const m = mask >>> 0;
  const up = (m & ~TOP_ROW) >>> 1;
  const down = (m & ~BOTTOM_ROW) << 1;
  return (up | down | (m << 4) | (m >>> 4)) >>> 0;
}
