/** The player's position: the challenge's start plus the pieces placed so far (pure helpers). */
import {
  PIECES,
  type Piece,
  type PiecePlacement,
  type Position,
  parsePlacementString,
} from '../../../games/twist';

/** The start plus the placed pieces, pieces in a…h order. */
export function withPlaced(start: Position, placed: readonly PiecePlacement[]): Position {
  const pieces = [...start.pieces, ...placed].sort((a, b) => (a.piece < b.piece ? -1 : 1));
  return { pieces, pegs: start.pegs };
}

/** The pieces still in the tray. */
export function missing(position: Position): Piece[] {
  const on = new Set(position.pieces.map((p) => p.piece));
  return PIECES.filter((p) => !on.has(p));
}

/** The pieces of a solution string that the start does not already hold. */
export function solutionPieces(start: Position, solution: string): PiecePlacement[] {
  const parsed = parsePlacementString(solution);
  if (!parsed.ok) return [];
  const fixed = new Set(start.pieces.map((p) => p.piece));
  return parsed.value.pieces.filter((p) => !fixed.has(p.piece));
}
