/**
 * What never changes on the board, drawn once per orientation: the two halves, the front with
 * its two mountains (b and d do not cross), the roads (straight and the camps' diagonals), the
 * railroads drawn as tracks, and the coordinates.
 */
import {
  COLUMNS,
  RAIL_LINES,
  ROAD_NEIGHBOURS,
  type Side,
  SQUARES,
  type Square,
  squareOf,
} from '../../../games/junqi/board';
import { centre, FRONT_Y, HEIGHT, LABEL_X, LABEL_Y, WIDTH, xOfCol, yOfRow } from './geometry';

const key = (a: Square, b: Square) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const RAILS: readonly [Square, Square][] = RAIL_LINES.flatMap((line) =>
  line.slice(1).map((s, i) => [line[i]!, s] as [Square, Square]),
);
const RAIL_KEYS = new Set(RAILS.map(([a, b]) => key(a, b)));

const ROADS: readonly [Square, Square][] = Array.from({ length: SQUARES }, (_, s) =>
  ROAD_NEIGHBOURS[s]!.filter((t) => t > s && !RAIL_KEYS.has(key(s, t))).map(
    (t) => [s, t] as [Square, Square],
  ),
).flat();

function segment(a: Square, b: Square, bottom: Side) {
  const p = centre(a, bottom);
  const q = centre(b, bottom);
  return { x1: p.x, y1: p.y, x2: q.x, y2: q.y };
}

/** A mountain between the halves: two peaks. */
function Mountain({ x }: { x: number }) {
  const y = FRONT_Y;
  return (
    <path
      class="jq-mountain"
      d={`M${x - 34} ${y + 16} L${x - 12} ${y - 16} L${x} ${y - 2} L${x + 12} ${y - 20} L${x + 34} ${y + 16} Z`}
    />
  );
}

export function BoardLines({ bottom }: { bottom: Side }) {
  // The viewer's half is at the bottom (blue's for a spectator).
  const halves = [
    { side: bottom, top: yOfRow(6) - 34, bottom: yOfRow(11) + 34 },
    { side: (1 - bottom) as Side, top: yOfRow(0) - 34, bottom: yOfRow(5) + 34 },
  ];
  const letters = Array.from({ length: 5 }, (_, col) => {
    const s = bottom === 0 ? squareOf(col, 1) : squareOf(4 - col, 12);
    return COLUMNS[s % 5]!;
  });
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a drawing, never focused
    <g class="jq-static" aria-hidden="true">
      <rect class="jq-ground" x={0} y={0} width={WIDTH} height={HEIGHT} rx={14} />
      {halves.map((h) => (
        <rect
          key={h.side}
          class={`jq-half jq-half-${h.side === 0 ? 'blue' : 'red'}`}
          x={xOfCol(0) - 58}
          y={h.top}
          width={xOfCol(4) - xOfCol(0) + 116}
          height={h.bottom - h.top}
          rx={10}
        />
      ))}
      <line class="jq-front" x1={xOfCol(0) - 58} y1={FRONT_Y} x2={xOfCol(4) + 58} y2={FRONT_Y} />
      {ROADS.map(([a, b]) => (
        <line key={key(a, b)} class="jq-road" {...segment(a, b, bottom)} />
      ))}
      {RAILS.map(([a, b]) => (
        <line key={`r${key(a, b)}`} class="jq-rail-bed" {...segment(a, b, bottom)} />
      ))}
      {RAILS.map(([a, b]) => (
        <line key={`t${key(a, b)}`} class="jq-rail-ties" {...segment(a, b, bottom)} />
      ))}
      <Mountain x={xOfCol(1)} />
      <Mountain x={xOfCol(3)} />
      <g class="jq-coords">
        {Array.from({ length: 12 }, (_, row) => {
          const rank = bottom === 0 ? 12 - row : row + 1;
          return (
            <text key={`r${row}`} x={LABEL_X} y={yOfRow(row)}>
              {rank}
            </text>
          );
        })}
        {letters.map((letter, col) => (
          <text key={letter} x={xOfCol(col)} y={LABEL_Y}>
            {letter}
          </text>
        ))}
      </g>
    </g>
  );
}
