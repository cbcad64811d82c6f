/**
 * Orientations and anchoring (spec §4–§5), precomputed once into flat typed arrays so that the
 * solver and the validity checks only ever do table look-ups and bit operations.
 */
import { bit, CELLS, cellIndex, cellX, cellY, onBoard } from './board';
import { PIECES, type Piece, pieceIndex, SHAPES } from './pieces';

export const ORIENTATIONS = 8;

export interface OrientedLoop {
  readonly x: number;
  readonly y: number;
  readonly hole: boolean;
}

export interface OrientedShape {
  readonly width: number;
  readonly height: number;
  readonly loops: readonly OrientedLoop[];
}

/**
 * Flip top↔bottom when o ≥ 4, then turn clockwise o mod 4 times: (x, y) → (h−1−y, x) with the box
 * swapping to (h, w). The anchor is the top-left corner of the transformed box.
 */
function orient(piece: Piece, orientation: number): OrientedShape {
  const shape = SHAPES[piece];
  let w = shape.width;
  let h = shape.height;
  let loops: OrientedLoop[] = shape.loops.map((l) => ({
    x: l.dx,
    y: orientation >= 4 ? h - 1 - l.dy : l.dy,
    hole: l.hole,
  }));
  for (let turn = 0; turn < orientation % 4; turn++) {
    const height = h;
    loops = loops.map((l) => ({ x: height - 1 - l.y, y: l.x, hole: l.hole }));
    [w, h] = [h, w];
  }
  return { width: w, height: h, loops };
}

const SHAPE_TABLE: readonly (readonly OrientedShape[])[] = PIECES.map((p) =>
  Array.from({ length: ORIENTATIONS }, (_, o) => orient(p, o)),
);

export function orientedShape(piece: Piece, orientation: number): OrientedShape {
  return SHAPE_TABLE[pieceIndex(piece)]![orientation]!;
}

/** Slot of (piece, orientation, anchor cell) in the flat tables. */
export function slot(pieceIdx: number, orientation: number, anchor: number): number {
  return (pieceIdx * ORIENTATIONS + orientation) * CELLS + anchor;
}

/** Every location a placement covers (filled loops and holes); 0 when any loop is off the board. */
export const FOOTPRINT = new Uint32Array(PIECES.length * ORIENTATIONS * CELLS);
/** The locations of the placement's holes (meaningful only where FOOTPRINT is not 0). */
export const HOLES = new Uint32Array(PIECES.length * ORIENTATIONS * CELLS);

for (let p = 0; p < PIECES.length; p++) {
  for (let o = 0; o < ORIENTATIONS; o++) {
    const shape = SHAPE_TABLE[p]![o]!;
    for (let anchor = 0; anchor < CELLS; anchor++) {
      const ax = cellX(anchor);
      const ay = cellY(anchor);
      let mask = 0;
      let holes = 0;
      let inside = true;
      for (const l of shape.loops) {
        if (!onBoard(ax + l.x, ay + l.y)) {
          inside = false;
          break;
        }
        const b = bit(cellIndex(ax + l.x, ay + l.y));
        mask |= b;
        if (l.hole) holes |= b;
      }
      if (inside) {
        FOOTPRINT[slot(p, o, anchor)] = mask >>> 0;
        HOLES[slot(p, o, anchor)] = holes >>> 0;
      }
    }
  }
}

function footprintKey(shape: OrientedShape): string {
  return shape.loops
    .map((l) => l.x * 8 + l.y)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * For each piece and orientation, the orientations (ascending) that cover the same locations at the
 * same anchor — the §5 same-footprint class, including the orientation itself.
 */
const SAME_FOOTPRINT: readonly (readonly (readonly number[])[])[] = SHAPE_TABLE.map((shapes) => {
  const keys = shapes.map(footprintKey);
  return keys.map((key) => keys.flatMap((k, o) => (k === key ? [o] : [])));
});

export function sameFootprint(piece: Piece, orientation: number): readonly number[] {
  return SAME_FOOTPRINT[pieceIndex(piece)]![orientation]!;
}

/** The lowest orientation of each same-footprint class: the representatives the solver searches. */
export function footprintRepresentatives(pieceIdx: number): number[] {
  const classes = SAME_FOOTPRINT[pieceIdx]!;
  return classes.flatMap((cls, o) => (cls[0] === o ? [o] : []));
}

export function sameFootprintByIndex(pieceIdx: number, orientation: number): readonly number[] {
  return SAME_FOOTPRINT[pieceIdx]![orientation]!;
}

/**
 * The orientation drawn as the spec draws it: `#` filled loop, `O` hole, `.` empty cell of the
 * bounding box; one string per row, top first.
 */
export function drawOrientation(piece: Piece, orientation: number): string[] {
  const shape = orientedShape(piece, orientation);
  const rows = Array.from({ length: shape.height }, () => Array<string>(shape.width).fill('.'));
  for (const l of shape.loops) rows[l.y]![l.x] = l.hole ? 'O' : '#';
  return rows.map((r) => r.join(''));
}
