/**
 * Where each square is drawn. The board is seen from one side: that side's half at the bottom.
 * Blue sees a1 at the bottom left; for red the board is turned half round, so red sees e12 there.
 * Display rows count from the top (0–11); a wider band between display rows 5 and 6 is the front.
 */
import {
  columnOf,
  ROWS,
  rowOf,
  type Side,
  type Square,
  squareOf,
} from '../../../games/junqi/board';

export const COL = 100;
export const ROW = 64;
/** What the front band adds to one row's height. */
export const FRONT = 58;
export const TILE_W = 82;
export const TILE_H = 42;
/** The centre of the first display column and row, leaving room for the coordinates. */
const LEFT = 96;
const TOP = 38;
export const WIDTH = LEFT + 4 * COL + 62;
export const HEIGHT = TOP + 11 * ROW + FRONT + 62;
/** Width over height, for the page to size the board before it is drawn. */
export const ASPECT = WIDTH / HEIGHT;

export interface Cell {
  /** 0–4 from the left, 0–11 from the top, as seen by `bottom`. */
  readonly col: number;
  readonly row: number;
}

export function cellOf(s: Square, bottom: Side): Cell {
  const c = columnOf(s);
  const r = rowOf(s);
  return bottom === 0 ? { col: c, row: ROWS - r } : { col: 4 - c, row: r - 1 };
}

export function squareAtCell(cell: Cell, bottom: Side): Square {
  return bottom === 0 ? squareOf(cell.col, ROWS - cell.row) : squareOf(4 - cell.col, cell.row + 1);
}

export const xOfCol = (col: number): number => LEFT + col * COL;
export const yOfRow = (row: number): number => TOP + row * ROW + (row >= 6 ? FRONT : 0);

export function centre(s: Square, bottom: Side): { x: number; y: number } {
  const { col, row } = cellOf(s, bottom);
  return { x: xOfCol(col), y: yOfRow(row) };
}

/** The middle of the front band, between the two halves. */
export const FRONT_Y = (yOfRow(5) + yOfRow(6)) / 2;
/** Where the column letters and row numbers go. */
export const LABEL_X = 22;
export const LABEL_Y = yOfRow(11) + 46;
