/**
 * How a piece and a peg look, drawn like the real puzzle: each loop a round disc in the piece's
 * colour, neighbouring loops joined by a bridge; a hole is a ring, so the board (and a peg)
 * shows through it; a peg is a coloured stud. Sizes are in board units, one cell = UNIT.
 */
import {
  type Colour,
  orientedShape,
  PEG_COLOUR,
  type Peg,
  PIECE_COLOUR,
  type Piece,
} from '../../../games/twist';

export const UNIT = 100;
const LOOP_R = 44;
const HOLE_R = 21;
const BRIDGE = 46;
/** Bridges start outside a hole (HOLE_R) so they never fill one. */
const BRIDGE_FROM = 30;
const PEG_R = 15;

export function pieceColour(piece: Piece): Colour {
  return PIECE_COLOUR[piece];
}

export function pegColour(peg: Peg): Colour {
  return PEG_COLOUR[peg];
}

interface PieceArtProps {
  piece: Piece;
  orientation: number;
  /** Top-left of the piece's box, in cells. */
  x?: number;
  y?: number;
  class?: string;
}

/** One piece as an SVG group; the colour comes from CSS (.colour-red …). */
export function PieceArt({ piece, orientation, x = 0, y = 0, class: extra }: PieceArtProps) {
  const shape = orientedShape(piece, orientation);
  const at = new Set(shape.loops.map((l) => `${l.x},${l.y}`));
  const bridges: preact.JSX.Element[] = [];
  for (const l of shape.loops) {
    const cx = (x + l.x) * UNIT + UNIT / 2;
    const cy = (y + l.y) * UNIT + UNIT / 2;
    if (at.has(`${l.x + 1},${l.y}`)) {
      bridges.push(
        <rect
          key={`h${l.x},${l.y}`}
          x={cx + BRIDGE_FROM}
          y={cy - BRIDGE / 2}
          width={UNIT - 2 * BRIDGE_FROM}
          height={BRIDGE}
        />,
      );
    }
    if (at.has(`${l.x},${l.y + 1}`)) {
      bridges.push(
        <rect
          key={`v${l.x},${l.y}`}
          x={cx - BRIDGE / 2}
          y={cy + BRIDGE_FROM}
          width={BRIDGE}
          height={UNIT - 2 * BRIDGE_FROM}
        />,
      );
    }
  }
  return (
    <g class={`piece colour-${pieceColour(piece)}${extra ? ` ${extra}` : ''}`} data-piece={piece}>
      <g class="piece-body">{bridges}</g>
      {shape.loops.map((l) => {
        const cx = (x + l.x) * UNIT + UNIT / 2;
        const cy = (y + l.y) * UNIT + UNIT / 2;
        return l.hole ? (
          // A ring: the stroke is the piece, the middle is open.
          <circle
            key={`${l.x},${l.y}`}
            class="loop loop-hole"
            cx={cx}
            cy={cy}
            r={(LOOP_R + HOLE_R) / 2}
            stroke-width={LOOP_R - HOLE_R}
          />
        ) : (
          <g key={`${l.x},${l.y}`} class="loop loop-filled">
            <circle class="piece-body" cx={cx} cy={cy} r={LOOP_R} />
            <circle class="loop-shine" cx={cx} cy={cy} r={LOOP_R - 12} />
          </g>
        );
      })}
    </g>
  );
}

export function PegArt({ peg, x, y }: { peg: Peg; x: number; y: number }) {
  const cx = x * UNIT + UNIT / 2;
  const cy = y * UNIT + UNIT / 2;
  return (
    <g class={`peg colour-${pegColour(peg)}`} data-peg={peg}>
      <circle class="peg-base" cx={cx} cy={cy + 3} r={PEG_R + 2} />
      <circle class="peg-top" cx={cx} cy={cy} r={PEG_R} />
      <circle class="peg-shine" cx={cx - 5} cy={cy - 5} r={4} />
    </g>
  );
}
