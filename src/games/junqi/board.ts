/**
 * The two-player Junqi board: 12 rows × 5 columns. A square is an index 0–59:
 * `(row - 1) * 5 + column`, columns a–e are 0–4, rows 1–12 from blue's back row. Blue owns rows
 * 1–6 (front row 6), red rows 7–12 (front row 7).
 *
 * Three kinds of links join squares:
 * - roads: orthogonal neighbours inside a half, the three front crossings a6–a7, c6–c7, e6–e7
 *   (b and d are blocked by the mountains), and the diagonals into and out of every camp;
 * - railroads: straight lines of rail posts (columns a and e from row 2 to 11, rows 2, 6, 7 and
 *   11, and the c6–c7 crossing), along which a piece may run any distance;
 * - nothing leaves a headquarters: a piece that enters one stays there.
 */

export type Square = number;
/** 0: blue (rows 1–6, moves first), 1: red (rows 7–12). */
export type Side = 0 | 1;

export const COLUMNS = 'abcde';
export const ROWS = 12;
export const SQUARES = 60;

export const squareOf = (column: number, row: number): Square => (row - 1) * 5 + column;
export const columnOf = (s: Square): number => s % 5;
export const rowOf = (s: Square): number => Math.floor(s / 5) + 1;

const NAMES: readonly string[] = Array.from(
  { length: SQUARES },
  (_, s) => `${COLUMNS[columnOf(s)]}${rowOf(s)}`,
);

export function squareName(s: Square): string {
  return NAMES[s]!;
}

/** The square a name such as "c7" names, or null. */
export function parseSquare(name: string): Square | null {
  const m = /^([a-e])(1[0-2]|[1-9])$/.exec(name);
  if (!m) return null;
  return squareOf(COLUMNS.indexOf(m[1]!), Number(m[2]));
}

/** The side whose half a square lies in. */
export const halfOf = (s: Square): Side => (rowOf(s) <= 6 ? 0 : 1);

/** A row counted from a side's own front row (front = 1, back = 6). */
export const rowFromFront = (s: Square, side: Side): number =>
  side === 0 ? 7 - rowOf(s) : rowOf(s) - 6;

const CAMPS = new Set(['b3', 'd3', 'c4', 'b5', 'd5', 'b8', 'd8', 'c9', 'b10', 'd10']);
const HEADQUARTERS = new Set(['b1', 'd1', 'b12', 'd12']);

export const isCamp = (s: Square): boolean => CAMPS.has(squareName(s));
export const isHeadquarters = (s: Square): boolean => HEADQUARTERS.has(squareName(s));

/** The railroad lines, each a list of posts in order along the line. */
export const RAIL_LINES: readonly (readonly Square[])[] = [
  Array.from({ length: 10 }, (_, i) => squareOf(0, i + 2)), // column a, a2–a11
  Array.from({ length: 10 }, (_, i) => squareOf(4, i + 2)), // column e, e2–e11
  ...[2, 6, 7, 11].map((row) => Array.from({ length: 5 }, (_, c) => squareOf(c, row))),
  [squareOf(2, 6), squareOf(2, 7)], // the c crossing
];

const RAIL = new Set(RAIL_LINES.flat());
export const isRail = (s: Square): boolean => RAIL.has(s);

/** For each rail post, the lines through it (one, or two at a corner). */
export const LINES_THROUGH: readonly (readonly (readonly Square[])[])[] = Array.from(
  { length: SQUARES },
  (_, s) => RAIL_LINES.filter((line) => line.includes(s)),
);

/** The rail posts next to each rail post along any line: the network engineers run on. */
export const RAIL_NEIGHBOURS: readonly (readonly Square[])[] = Array.from(
  { length: SQUARES },
  (_, s) => {
    const out = new Set<Square>();
    for (const line of LINES_THROUGH[s]!) {
      const i = line.indexOf(s);
      if (i > 0) out.add(line[i - 1]!);
      if (i < line.length - 1) out.add(line[i + 1]!);
    }
    return [...out];
  },
);

function roadNeighbours(s: Square): Square[] {
  if (isHeadquarters(s)) return [];
  const c = columnOf(s);
  const r = rowOf(s);
  const out: Square[] = [];
  const add = (dc: number, dr: number) => {
    const nc = c + dc;
    const nr = r + dr;
    if (nc < 0 || nc > 4 || nr < 1 || nr > ROWS) return;
    const t = squareOf(nc, nr);
    // The halves meet only at the three crossings; the mountains block b and d.
    if (halfOf(t) !== halfOf(s) && (dc !== 0 || c === 1 || c === 3)) return;
    out.push(t);
  };
  for (const [dc, dr] of [
    [0, -1],
    [-1, 0],
    [1, 0],
    [0, 1],
  ] as const) {
    add(dc, dr);
  }
  for (const [dc, dr] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const t =
      c + dc >= 0 && c + dc <= 4 && r + dr >= 1 && r + dr <= ROWS ? squareOf(c + dc, r + dr) : -1;
    // A diagonal road runs only into or out of a camp.
    if (t >= 0 && (isCamp(s) || isCamp(t)) && halfOf(t) === halfOf(s)) out.push(t);
  }
  return out;
}

/** One-step road moves out of each square (none out of a headquarters). */
export const ROAD_NEIGHBOURS: readonly (readonly Square[])[] = Array.from(
  { length: SQUARES },
  (_, s) => roadNeighbours(s),
);

/** The squares of a side's half, and the ones its pieces start on (every one but the camps). */
export const HALF: readonly (readonly Square[])[] = [0, 1].map((side) =>
  Array.from({ length: SQUARES }, (_, s) => s).filter((s) => halfOf(s) === side),
);
export const SETUP_SQUARES: readonly (readonly Square[])[] = HALF.map((half) =>
  half.filter((s) => !isCamp(s)),
);
