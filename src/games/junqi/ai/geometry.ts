/**
 * Tables the search reads in its inner loops, built once from the board's own links so they can
 * never disagree with the rules: rays along the railroads, the squares from which a headquarters
 * is entered, and move distances that ignore what stands in the way.
 */
import {
  HALF,
  isCamp,
  isHeadquarters,
  isRail,
  LINES_THROUGH,
  RAIL_NEIGHBOURS,
  ROAD_NEIGHBOURS,
  type Side,
  SQUARES,
  type Square,
} from '../board';
import { ENGINEER as ENGINEER_RANK } from '../pieces';

/** From each rail post, the posts along each line in each direction, nearest first. */
export const RAYS: readonly (readonly (readonly Square[])[])[] = Array.from(
  { length: SQUARES },
  (_, s) => {
    const rays: Square[][] = [];
    for (const line of LINES_THROUGH[s]!) {
      const i = line.indexOf(s);
      if (i > 0) rays.push(line.slice(0, i).reverse());
      if (i < line.length - 1) rays.push(line.slice(i + 1));
    }
    return rays;
  },
);

/** The squares a piece may enter each square from in one road step (a headquarters has three). */
export const ENTRIES: readonly (readonly Square[])[] = Array.from({ length: SQUARES }, (_, t) =>
  Array.from({ length: SQUARES }, (_, s) => s).filter((s) => ROAD_NEIGHBOURS[s]!.includes(t)),
);

export const HEADQUARTERS_OF: readonly (readonly Square[])[] = HALF.map((half) =>
  half.filter(isHeadquarters),
);

function distances(engineer: boolean): Uint8Array {
  const out = new Uint8Array(SQUARES * SQUARES).fill(255);
  for (let from = 0; from < SQUARES; from++) {
    const row = from * SQUARES;
    out[row + from] = 0;
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      if (isHeadquarters(s)) continue;
      const next: Square[] = [...ROAD_NEIGHBOURS[s]!];
      if (isRail(s)) {
        if (engineer) next.push(...railComponent(s));
        else for (const ray of RAYS[s]!) next.push(...ray);
      }
      for (const t of next) {
        if (out[row + t] !== 255) continue;
        out[row + t] = out[row + s]! + 1;
        queue.push(t);
      }
    }
  }
  return out;
}

function railComponent(from: Square): Square[] {
  const seen = new Set([from]);
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    for (const t of RAIL_NEIGHBOURS[queue[q]!]!) {
      if (seen.has(t)) continue;
      seen.add(t);
      queue.push(t);
    }
  }
  seen.delete(from);
  return [...seen];
}

const PIECE_DISTANCE = distances(false);
const ENGINEER_DISTANCE = distances(true);

/** Moves a piece needs from `a` to `b` on an empty board (255: never, out of a headquarters). */
export const moveDistance = (a: Square, b: Square): number => PIECE_DISTANCE[a * SQUARES + b]!;
export const engineerDistance = (a: Square, b: Square): number =>
  ENGINEER_DISTANCE[a * SQUARES + b]!;

export const otherSide = (side: Side): Side => (1 - side) as Side;

/** 1 on the headquarters (a piece that goes in never leaves) and on the camps (no attack there). */
export const IN_HEADQUARTERS = Uint8Array.from({ length: SQUARES }, (_, s) =>
  isHeadquarters(s) ? 1 : 0,
);
export const IN_CAMP = Uint8Array.from({ length: SQUARES }, (_, s) => (isCamp(s) ? 1 : 0));

/** Whether a piece of `rank` on `s` can still move: not a landmine or flag, not in a headquarters. */
export const mobile = (rank: number, s: Square): boolean =>
  rank <= ENGINEER_RANK && !IN_HEADQUARTERS[s];
