/** What is at each location of a board, for anything that draws one (terminal, browser). */
import { COLUMNS, ROWS } from './board';
import { placementCells } from './cells';
import type { Peg, Piece } from './pieces';
import type { Position } from './placement';

export interface BoardCell {
  readonly x: number;
  readonly y: number;
  /** The piece covering this location, if any (the last one listed, should pieces overlap). */
  readonly piece: Piece | null;
  /** True when the covering loop is a hole (a peg may show through it). */
  readonly hole: boolean;
  readonly peg: Peg | null;
}

/** Rows top to bottom, each with its 8 locations left to right. Off-board loops are left out. */
export function boardCells(position: Position): BoardCell[][] {
  const grid = Array.from({ length: ROWS }, (_, y) =>
    Array.from({ length: COLUMNS }, (_, x) => ({
      x,
      y,
      piece: null as Piece | null,
      hole: false,
      peg: null as Peg | null,
    })),
  );
  for (const p of position.pieces) {
    for (const l of placementCells(p)) {
      const cell = grid[l.y]?.[l.x];
      if (cell) {
        cell.piece = p.piece;
        cell.hole = l.hole;
      }
    }
  }
  for (const peg of position.pegs) {
    const cell = grid[peg.y]?.[peg.x];
    if (cell) cell.peg = peg.peg;
  }
  return grid;
}
