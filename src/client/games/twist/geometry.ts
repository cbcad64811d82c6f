/** Where things are on the board's SVG: the drawing's frame, and screen points to cells. */
import { COLUMNS, ROWS } from '../../../games/twist';
import { UNIT } from './PieceArt';

/** Room for the column numbers above and the row letters to the left. */
export const MARGIN = 44;
export const VIEW_X = -MARGIN;
export const VIEW_Y = -MARGIN;
export const VIEW_W = COLUMNS * UNIT + MARGIN + 12;
export const VIEW_H = ROWS * UNIT + MARGIN + 12;

/** A screen point in board cells (fractional); null when the board is not shown. */
export function toCells(
  svg: SVGSVGElement | null,
  clientX: number,
  clientY: number,
): { x: number; y: number } | null {
  if (!svg) return null;
  const r = svg.getBoundingClientRect();
  if (r.width === 0) return null;
  const scale = VIEW_W / r.width;
  return {
    x: ((clientX - r.left) * scale + VIEW_X) / UNIT,
    y: ((clientY - r.top) * scale + VIEW_Y) / UNIT,
  };
}

/** How many screen pixels one cell takes right now. */
export function cellPixels(svg: SVGSVGElement | null): number {
  if (!svg) return 40;
  const r = svg.getBoundingClientRect();
  return r.width === 0 ? 40 : (r.width / VIEW_W) * UNIT;
}

/** True when the point is over the board itself, or near enough to count as a drop there. */
export function nearBoard(cells: { x: number; y: number }): boolean {
  return cells.x > -0.5 && cells.x < COLUMNS + 0.5 && cells.y > -0.5 && cells.y < ROWS + 0.5;
}

export function cellLabel(x: number, y: number): string {
  return `${x + 1}${String.fromCharCode(65 + y)}`;
}
