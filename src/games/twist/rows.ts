/**
 * The exact-cover rows of a start: one row per distinct footprint of each missing piece that
 * obeys the peg rule and misses the start pieces, written in its canonical orientation (§5, §9:
 * the lowest orientation of its same-footprint class that is valid there). The solver searches
 * these; the benchmark feeds the very same rows to Dancing Links.
 */
import { CELLS } from './board';
import { colourIndex, coveredMask, obeysPegs, pegMasks } from './cells';
import { FOOTPRINT, HOLES, ORIENTATIONS, sameFootprintByIndex, slot } from './orientations';
import { PIECES, pieceIndex } from './pieces';
import type { Position } from './placement';

export interface CoverRow {
  /** Index into PIECES. */
  readonly piece: number;
  readonly orientation: number;
  /** Anchor cell (board.ts numbering). */
  readonly anchor: number;
  /** Locations covered. */
  readonly mask: number;
}

export interface CoverProblem {
  /** Locations the start pieces already cover. */
  readonly covered: number;
  /** Bit p set when piece p is in the start. */
  readonly used: number;
  readonly rows: readonly CoverRow[];
}

export function coverProblem(position: Position): CoverProblem {
  const pegs = pegMasks(position.pegs);
  const covered = coveredMask(position);
  let used = 0;
  for (const p of position.pieces) used |= 1 << pieceIndex(p.piece);
  const rows: CoverRow[] = [];
  for (let p = 0; p < PIECES.length; p++) {
    if (used & (1 << p)) continue;
    const colour = colourIndex(PIECES[p]!);
    for (let anchor = 0; anchor < CELLS; anchor++) {
      for (let o = 0; o < ORIENTATIONS; o++) {
        const cls = sameFootprintByIndex(p, o);
        if (cls[0] !== o) continue; // visit each footprint class once, from its lowest member
        const mask = FOOTPRINT[slot(p, o, anchor)]!;
        if (mask === 0 || (mask & covered) !== 0) continue;
        // The canonical orientation is the lowest member that obeys the pegs here.
        const canonical = cls.find((q) =>
          obeysPegs(mask, HOLES[slot(p, q, anchor)]!, colour, pegs),
        );
        if (canonical !== undefined) rows.push({ piece: p, orientation: canonical, anchor, mask });
      }
    }
  }
  return { covered, used, rows };
}
