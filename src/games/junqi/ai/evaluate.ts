/**
 * The static evaluation of a position in which every rank is known (one sampled world), from one
 * side's point of view, with that side to move: material by rank value; engineers worth more as
 * they grow scarce (only they clear the landmines round a flag); how close each side is to
 * breaking into the other's headquarters; a piece already at the enemy flag's door, which takes it
 * next move; the reserve of mobile pieces (the last few are worth far more than their ranks: they
 * are what attacks a flag, and a side with none has lost); and a side left with nothing that can
 * move, which has lost.
 */
import { isHeadquarters, SQUARES, type Square } from '../board';
import { BOMB, ENGINEER, LANDMINE } from '../pieces';
import { ENTRIES, engineerDistance, moveDistance } from './geometry';
import type { Position } from './position';

/** Material by rank: bomb, marshal … engineer (the first), landmine, flag (the game itself). */
export const VALUE: readonly number[] = [34, 100, 72, 50, 38, 28, 20, 14, 10, 12, 12, 0];
/** What the engineers add together, by how many are left: the last one matters most. */
const ENGINEER_SET = [0, 26, 40, 48];
/**
 * The reserve: what a side's mobile pieces are worth together beyond their ranks, by how many are
 * left. A flag behind landmines falls only to a side that still has pieces to send, and a side
 * with nothing that moves has lost: the last few mobile pieces matter far more than their rank
 * says, the tenth and beyond not at all. So a trade of equals costs the side with fewer mobile
 * pieces more than it costs the other, and the search keeps pieces back instead of trading its
 * way down to nothing.
 */
const RESERVE_STEP = [48, 38, 30, 23, 17, 12, 8, 5, 3, 2];
export const RESERVE: readonly number[] = RESERVE_STEP.reduce<number[]>(
  (acc, step) => {
    acc.push(acc.at(-1)! + step);
    return acc;
  },
  [0],
);
const reserve = (n: number) => RESERVE[Math.min(n, RESERVE.length - 1)]!;

export const WIN = 100_000;
/** A mobile piece at the door of the enemy flag, with its side to move: the flag falls next. */
const AT_THE_DOOR = 2500;
const NOTHING_MOVES = 20_000;

export interface EvalContext {
  readonly me: number;
  readonly myFlag: Square;
  readonly enemyFlag: Square;
  /** Weight of the race to the flags: higher once the enemy flag is known for certain. */
  readonly press: number;
  /** Material by rank (VALUE unless tuned). */
  readonly values: readonly number[];
}

const HQ = Uint8Array.from({ length: SQUARES }, (_, s) => (isHeadquarters(s) ? 1 : 0));
const mobile = (rank: number, s: number) => rank <= ENGINEER && !HQ[s];

/** The engineers counted as a set (ENGINEER_SET by how many are left), not one by one. */
const engineerWorth = (n: number, values: readonly number[]) =>
  ENGINEER_SET[Math.min(n, 3)]! - n * values[ENGINEER]!;

/**
 * How near a side stands to taking the flag on `flag`: for each square that enters the
 * headquarters, the moves its nearest useful piece needs to stand there, the best of them. An
 * enemy piece on the square must be got past first: a landmine by an engineer (or a bomb, which
 * goes with it), any other piece by one that beats it — one move more — or by a trade (a bomb,
 * an equal), which leaves the square to a second piece: two moves more. A piece that loses to
 * the guard is no threat through that square.
 */
function breakIn(p: Position, side: number, flag: Square): number {
  const { rank, side: owner } = p;
  let best = 30;
  for (const e of ENTRIES[flag]!) {
    const there = owner[e]!;
    const guarded = there !== side && there >= 0;
    const g = rank[e]!;
    for (let s = 0; s < SQUARES; s++) {
      if (owner[s] !== side) continue;
      const r = rank[s]!;
      if (!mobile(r, s)) continue;
      let extra = 0;
      if (guarded) {
        if (g === LANDMINE) {
          if (r === ENGINEER) extra = 1;
          else if (r === BOMB) extra = 2;
          else continue;
        } else if (g === BOMB || r === BOMB || r === g) extra = 2;
        else if (r < g) extra = 1;
        else continue;
      }
      const d = (r === ENGINEER ? engineerDistance(s, e) : moveDistance(s, e)) + extra;
      if (d < best) best = d;
    }
  }
  return best;
}

export function evaluate(p: Position, ctx: EvalContext): number {
  const { rank, side } = p;
  const me = ctx.me;
  const values = ctx.values;
  let score = 0;
  let myMobile = 0;
  let theirMobile = 0;
  let myEngineers = 0;
  let theirEngineers = 0;
  for (let s = 0; s < SQUARES; s++) {
    const sd = side[s]!;
    if (sd < 0) continue;
    const r = rank[s]!;
    const v = values[r]!;
    if (sd === me) {
      score += v;
      if (mobile(r, s)) {
        myMobile++;
        // A gentle pull towards the enemy flag, so that the pieces go somewhere.
        const d = moveDistance(s, ctx.enemyFlag);
        if (d < 10) score += 0.5 * (10 - d);
      }
      if (r === ENGINEER) myEngineers++;
    } else {
      score -= v;
      if (mobile(r, s)) {
        theirMobile++;
        const d = moveDistance(s, ctx.myFlag);
        if (d < 10) score -= 0.5 * (10 - d);
      }
      if (r === ENGINEER) theirEngineers++;
    }
  }
  if (theirMobile === 0) return NOTHING_MOVES;
  if (myMobile === 0) return -NOTHING_MOVES;
  score += engineerWorth(myEngineers, values) - engineerWorth(theirEngineers, values);
  score += reserve(myMobile) - reserve(theirMobile);
  const attack = breakIn(p, me, ctx.enemyFlag);
  if (attack === 0) score += AT_THE_DOOR;
  else score += ctx.press * Math.max(0, 12 - attack);
  const defence = breakIn(p, 1 - me, ctx.myFlag);
  // The enemy at our flag's door, with us to move: we may still take it, but it is grave.
  if (defence === 0) score -= AT_THE_DOOR / 2;
  else score -= ctx.press * Math.max(0, 12 - defence);
  return score;
}
