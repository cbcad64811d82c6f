/** Where a placement's loops land: for drawing, for validity and for the solver's masks. */

import { fail, ok, type Result } from '../../core/errors';
import { bit, cellIndex, onBoard } from './board';
import { FOOTPRINT, HOLES, orientedShape, slot } from './orientations';
import { COLOURS, PEG_COLOUR, PIECE_COLOUR, type Piece, pieceIndex } from './pieces';
import { type PegPlacement, type PiecePlacement, type Position, parsePlacement } from './placement';

export interface PlacedLoop {
  /** 0-based board column; may be off the board (≥ 8) for an invalid placement. */
  readonly x: number;
  readonly y: number;
  readonly hole: boolean;
}

/** The loops of a piece placement in board coordinates, in the spec's loop order. */
export function placementCells(p: PiecePlacement): PlacedLoop[] {
  return orientedShape(p.piece, p.orientation).loops.map((l) => ({
    x: p.x + l.x,
    y: p.y + l.y,
    hole: l.hole,
  }));
}

/** The loops of one placement written as a string (e.g. "d2A6"), for drawing a piece. */
export function placementCellsOf(s: string): Result<PlacedLoop[]> {
  const p = parsePlacement(s);
  if (!p.ok) return p;
  if (p.value.kind === 'peg')
    return fail('twist.not-a-piece', `${s}: a peg has no loops`, { placement: s });
  return ok(placementCells(p.value));
}

/** The covered locations and hole locations as 32-bit sets, or null when a loop is off the board. */
export function placementMasks(p: PiecePlacement): { mask: number; holes: number } | null {
  if (!onBoard(p.x, p.y)) return null;
  const s = slot(pieceIndex(p.piece), p.orientation, cellIndex(p.x, p.y));
  const mask = FOOTPRINT[s]!;
  return mask === 0 ? null : { mask, holes: HOLES[s]! };
}

/** Peg locations of a position: all of them, and per colour (index as COLOURS). */
export interface PegMasks {
  readonly all: number;
  readonly byColour: readonly [number, number, number, number];
}

export function pegMasks(pegs: readonly PegPlacement[]): PegMasks {
  const byColour: [number, number, number, number] = [0, 0, 0, 0];
  let all = 0;
  for (const peg of pegs) {
    const b = bit(cellIndex(peg.x, peg.y));
    all |= b;
    const c = COLOURS.indexOf(PEG_COLOUR[peg.peg]);
    byColour[c as 0] = (byColour[c as 0]! | b) >>> 0;
  }
  return { all: all >>> 0, byColour };
}

export function colourIndex(piece: Piece): number {
  return COLOURS.indexOf(PIECE_COLOUR[piece]);
}

/**
 * The peg rule (§7.3) for one footprint: every peg the piece covers has the piece's colour and
 * sits under a hole.
 */
export function obeysPegs(mask: number, holes: number, colour: number, pegs: PegMasks): boolean {
  const covered = mask & pegs.all;
  return (covered & ~(holes & pegs.byColour[colour as 0]!)) === 0;
}

/** Locations covered by the pieces of a position (assumes they are on the board). */
export function coveredMask(position: Position): number {
  let m = 0;
  for (const p of position.pieces) m |= placementMasks(p)?.mask ?? 0;
  return m >>> 0;
}
