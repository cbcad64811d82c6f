/** Square names and geometry for drawing the board (files a.. left to right, rank 1 at the bottom). */

export interface Cell {
  /** 0 = the a-file, at the left. */
  col: number;
  /** 0 = the top row, which is rank `ranks`. */
  row: number;
}

export function squareAt(cell: Cell, ranks: number): string {
  return `${String.fromCharCode(97 + cell.col)}${ranks - cell.row}`;
}

export function cellOf(square: string, ranks: number): Cell {
  return { col: square.charCodeAt(0) - 97, row: ranks - Number(square.slice(1)) };
}

/** Whether a knight on one square attacks the other. */
export function knightJump(a: string, b: string): boolean {
  const df = Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
  const dr = Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
  return (df === 1 && dr === 2) || (df === 2 && dr === 1);
}
