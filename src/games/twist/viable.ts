/**
 * Viable piece placements (spec §8): every valid single placement of every piece not yet on the
 * board, symmetric duplicates collapsed to the lowest orientation valid there. Whether a placement
 * can still lead to a full solution is not considered.
 */
import { CELLS, cellX, cellY } from './board';
import { colourIndex, coveredMask, obeysPegs, pegMasks } from './cells';
import { FOOTPRINT, HOLES, ORIENTATIONS, sameFootprintByIndex, slot } from './orientations';
import { PIECES } from './pieces';
import { formatPiece, type PiecePlacement, type Position } from './placement';

/** Viable placements of a valid position, per piece, unsorted. */
export function viablePlacements(position: Position): PiecePlacement[] {
  const pegs = pegMasks(position.pegs);
  const covered = coveredMask(position);
  const placed = new Set(position.pieces.map((p) => p.piece));
  const out: PiecePlacement[] = [];
  PIECES.forEach((piece, p) => {
    if (placed.has(piece)) return;
    const colour = colourIndex(piece);
    for (let anchor = 0; anchor < CELLS; anchor++) {
      for (let o = 0; o < ORIENTATIONS; o++) {
        const s = slot(p, o, anchor);
        const mask = FOOTPRINT[s]!;
        if (mask === 0 || (mask & covered) !== 0 || !obeysPegs(mask, HOLES[s]!, colour, pegs)) {
          continue;
        }
        // Keep o only if no lower orientation of its class is valid at this anchor too; the
        // footprint is shared, so only the peg rule can tell class members apart.
        const lowerValid = sameFootprintByIndex(p, o).some(
          (q) => q < o && obeysPegs(mask, HOLES[slot(p, q, anchor)]!, colour, pegs),
        );
        if (!lowerValid) out.push({ piece, x: cellX(anchor), y: cellY(anchor), orientation: o });
      }
    }
  });
  return out;
}

/** §8 getViablePiecePlacements: sorted placement strings, or null when there are none. */
export function getViablePiecePlacements(position: Position): string[] | null {
  const list = viablePlacements(position).map(formatPiece).sort();
  return list.length === 0 ? null : list;
}
