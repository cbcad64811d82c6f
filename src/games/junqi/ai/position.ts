/**
 * A mutable board for the search: two typed arrays instead of piece objects, a move generator
 * that writes into a buffer, and make/unmake. It follows `destinations` in ../moves exactly (the
 * tests compare them on random positions); the rules module stays the judge of the real game.
 */
import { isRail, RAIL_NEIGHBOURS, ROAD_NEIGHBOURS, SQUARES } from '../board';
import { type CombatRules, combat } from '../combat';
import type { Board } from '../moves';
import { ENGINEER, FLAG, LANDMINE } from '../pieces';
import { ENTRIES, IN_CAMP, IN_HEADQUARTERS, RAYS } from './geometry';

export const EMPTY = -1;

export interface Position {
  /** Rank by square, EMPTY where nothing stands. */
  readonly rank: Int8Array;
  /** Side by square (0 or 1), EMPTY where nothing stands. */
  readonly side: Int8Array;
}

export const emptyPosition = (): Position => ({
  rank: new Int8Array(SQUARES).fill(EMPTY),
  side: new Int8Array(SQUARES).fill(EMPTY),
});

export function positionOf(board: Board): Position {
  const p = emptyPosition();
  board.forEach((piece, s) => {
    if (!piece) return;
    p.rank[s] = piece.rank;
    p.side[s] = piece.side;
  });
  return p;
}

export const copyPosition = (p: Position): Position => ({
  rank: p.rank.slice(),
  side: p.side.slice(),
});

const RAIL = Uint8Array.from({ length: SQUARES }, (_, s) => (isRail(s) ? 1 : 0));

/** Moves are packed as `from * 64 + to`. */
export const packMove = (from: number, to: number): number => (from << 6) | to;
export const moveFrom = (m: number): number => m >> 6;
export const moveTo = (m: number): number => m & 63;

/** Enough room for every move of a side (25 pieces, never 59 destinations each in practice). */
export const MOVE_BUFFER = 1600;

const seen = new Int32Array(SQUARES);
const visited = new Int32Array(SQUARES);
let stamp = 0;
const queue = new Int8Array(SQUARES);

// The move generator's state while it lists one piece's moves. Module-level, with `consider` a
// plain function: a closure made for every piece (each named at run time, as the loader keeps
// names) cost more than the rest of the generator.
let genSide: Int8Array = new Int8Array(0);
let genMe = 0;
let genFrom = 0;
let genOut: Uint16Array = new Uint16Array(0);
let genN = 0;

/** Lists the move of the piece being generated to `t`, if any; whether a run may go on past it. */
function consider(t: number): boolean {
  const s = genSide[t]!;
  if (s === EMPTY) {
    if (seen[t] !== stamp) {
      seen[t] = stamp;
      genOut[genN++] = (genFrom << 6) | t;
    }
    return true;
  }
  if (s !== genMe && !IN_CAMP[t] && seen[t] !== stamp) {
    seen[t] = stamp;
    genOut[genN++] = (genFrom << 6) | t;
  }
  return false;
}

/** Writes `me`'s legal moves into `out` (grouped by square moved from) and returns how many. */
export function generateMoves(p: Position, me: number, out: Uint16Array): number {
  const { rank, side } = p;
  genSide = side;
  genMe = me;
  genOut = out;
  genN = 0;
  for (let from = 0; from < SQUARES; from++) {
    if (side[from] !== me) continue;
    const r = rank[from]!;
    if (r === LANDMINE || r === FLAG || IN_HEADQUARTERS[from]) continue;
    stamp++;
    seen[from] = stamp;
    genFrom = from;
    for (const t of ROAD_NEIGHBOURS[from]!) consider(t);
    if (!RAIL[from]) continue;
    if (r === ENGINEER) {
      // Breadth-first over the rail network; `visited` is separate from `seen` (the moves found).
      visited[from] = stamp;
      let head = 0;
      let tail = 0;
      queue[tail++] = from;
      while (head < tail) {
        const s = queue[head++]!;
        for (const t of RAIL_NEIGHBOURS[s]!) {
          if (visited[t] === stamp) continue;
          visited[t] = stamp;
          if (consider(t)) queue[tail++] = t;
        }
      }
    } else {
      for (const ray of RAYS[from]!) {
        for (const t of ray) if (!consider(t)) break;
      }
    }
  }
  return genN;
}

/** What an engineer's run is for: finding one post, marking every post, or landing on a mark. */
const FIND = 0;
const MARK = 1;
const LAND = 2;

/**
 * An engineer's run: breadth-first along the railroad from `from`, round its corners, through
 * empty posts only. Every post the run gets to, empty or not, is looked at as `purpose` says:
 * FIND ends the run at `to`; MARK marks each in `marks` with `mark`; LAND ends it at an empty post
 * marked so. The answer is whether the run was ended. (A purpose, not a callback: a closure made
 * per call, named at run time by the loader, cost the search more than the run itself.)
 */
function engineerRun(
  p: Position,
  from: number,
  purpose: number,
  to: number,
  marks: Int32Array | null,
  mark: number,
): boolean {
  const { side } = p;
  stamp++;
  visited[from] = stamp;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  while (head < tail) {
    const s = queue[head++]!;
    for (const t of RAIL_NEIGHBOURS[s]!) {
      if (visited[t] === stamp) continue;
      visited[t] = stamp;
      if (purpose === FIND) {
        if (t === to) return true;
      } else if (purpose === MARK) marks![t] = mark;
      else if (side[t] === EMPTY && marks![t] === mark) return true;
      if (side[t] === EMPTY) queue[tail++] = t;
    }
  }
  return false;
}

const ROAD_STEP = new Uint8Array(SQUARES * SQUARES);
for (let s = 0; s < SQUARES; s++)
  for (const t of ROAD_NEIGHBOURS[s]!) ROAD_STEP[s * SQUARES + t] = 1;

/**
 * Whether the piece on `from` (a mobile one, out of a headquarters) gets to `to` in one move,
 * whatever stands on `to`: a road step, or a clear run along the railroad (round its corners for
 * an engineer).
 */
export function reachesInOne(p: Position, from: number, to: number): boolean {
  if (ROAD_STEP[from * SQUARES + to]) return true;
  if (!RAIL[from] || !RAIL[to]) return false;
  const { side } = p;
  if (p.rank[from] !== ENGINEER) {
    for (const ray of RAYS[from]!) {
      for (const t of ray) {
        if (t === to) return true;
        if (side[t] !== EMPTY) break;
      }
    }
    return false;
  }
  return engineerRun(p, from, FIND, to, null, 0);
}

/**
 * Marks in `out`, with `mark`, every square from which a piece strikes `to` in one move (moves to
 * it, or attacks what stands there): the squares one road step away (a headquarters is entered,
 * never left), and along the railroad the squares with nothing between — round the corners for an
 * engineer, the railroad going both ways.
 */
export function markStrikers(
  p: Position,
  to: number,
  engineer: boolean,
  out: Int32Array,
  mark: number,
): void {
  for (const t of ENTRIES[to]!) out[t] = mark;
  if (!RAIL[to]) return;
  const { side } = p;
  if (!engineer) {
    for (const ray of RAYS[to]!) {
      for (const t of ray) {
        out[t] = mark;
        if (side[t] !== EMPTY) break;
      }
    }
    return;
  }
  engineerRun(p, to, MARK, -1, out, mark);
}

/**
 * Whether the piece on `from` gets, in one move to an empty square, onto a square marked in
 * `strikers` (so that its second move strikes the square they were marked for).
 */
export function stepsOntoMarked(
  p: Position,
  from: number,
  strikers: Int32Array,
  mark: number,
): boolean {
  const { side } = p;
  for (const t of ROAD_NEIGHBOURS[from]!) {
    if (side[t] === EMPTY && strikers[t] === mark && !IN_HEADQUARTERS[t]) return true;
  }
  if (!RAIL[from]) return false;
  if (p.rank[from] !== ENGINEER) {
    for (const ray of RAYS[from]!) {
      for (const t of ray) {
        if (side[t] !== EMPTY) break;
        if (strikers[t] === mark) return true;
      }
    }
    return false;
  }
  return engineerRun(p, from, LAND, -1, strikers, mark);
}

const strikersOfTo = new Int32Array(SQUARES);
let strikerMark = 0;

/**
 * Whether the piece on `from` gets to `to` within two moves on the real board, whatever stands on
 * `to` (its first move ending on an empty square).
 */
export function reachesInTwo(p: Position, from: number, to: number): boolean {
  if (reachesInOne(p, from, to)) return true;
  strikerMark++;
  // The second move is made with the piece gone from `from`.
  const owner = p.side[from]!;
  p.side[from] = EMPTY;
  markStrikers(p, to, p.rank[from] === ENGINEER, strikersOfTo, strikerMark);
  p.side[from] = owner;
  return stepsOntoMarked(p, from, strikersOfTo, strikerMark);
}

/** Whether `me` has any legal move (cheaper than listing them). */
export function hasAnyMove(p: Position, me: number): boolean {
  const { rank, side } = p;
  for (let from = 0; from < SQUARES; from++) {
    if (side[from] !== me) continue;
    const r = rank[from]!;
    if (r === LANDMINE || r === FLAG || IN_HEADQUARTERS[from]) continue;
    for (const t of ROAD_NEIGHBOURS[from]!) {
      const s = side[t]!;
      if (s === EMPTY || (s !== me && !IN_CAMP[t])) return true;
    }
    // Every rail post's first step along a line is also a rail neighbour.
    if (RAIL[from]) {
      for (const t of RAIL_NEIGHBOURS[from]!) {
        const s = side[t]!;
        if (s === EMPTY || (s !== me && !IN_CAMP[t])) return true;
      }
    }
  }
  return false;
}

/** What a move did, as a number: NO_COMBAT, or the attacker's result. */
export const NO_COMBAT = 0;
export const WON = 1;
export const LOST = 2;
export const BOTH = 3;

const RESULT = { won: WON, lost: LOST, both: BOTH } as const;

/**
 * Plays a move in place and returns its result. The caller keeps the four values it overwrites
 * (rank and side of `from` and `to`) to undo it.
 */
export function makeMove(p: Position, from: number, to: number, rules: CombatRules): number {
  const { rank, side } = p;
  const r = rank[from]!;
  const s = side[from]!;
  rank[from] = EMPTY;
  side[from] = EMPTY;
  if (side[to] === EMPTY) {
    rank[to] = r;
    side[to] = s;
    return NO_COMBAT;
  }
  const result = RESULT[combat(r as never, rank[to] as never, rules)];
  if (result === WON) {
    rank[to] = r;
    side[to] = s;
  } else if (result === BOTH) {
    rank[to] = EMPTY;
    side[to] = EMPTY;
  }
  return result;
}
