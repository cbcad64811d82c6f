/**
 * Choosing a move in a lost position (knights-theory.md §8.2). Against perfect play every move
 * loses, so the choice is made against a model of a fallible opponent: min-W/L makes a uniformly
 * random reply as likely as possible to be a mistake; lookahead-2 plans two of our own decisions
 * against an ε-noisy perfect opponent and comes within a few percent of the true optimum.
 * Both need only Grundy values of descendants, which the root solve has mostly cached.
 */
import { popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import type { GrundySolver } from './solver';

/** Work limit exceeded inside a trap search. */
class OutOfWork {}
const OUT_OF_WORK = new OutOfWork();

class Counter {
  private readonly stopAt: number;
  constructor(
    private readonly solver: GrundySolver,
    budget: number,
  ) {
    this.stopAt = solver.work + budget;
  }
  grundy(lo: number, hi: number): number {
    const g = this.solver.solve(lo, hi, this.stopAt - this.solver.work);
    if (g === null) throw OUT_OF_WORK;
    return g;
  }
  winningCount(lo: number, hi: number): number {
    let w = 0;
    for (const s of squaresOf(lo, hi)) if (this.grundy(...placeOn(lo, hi, s)) === 0) w++;
    return w;
  }
}

/** The min-W/L choice: the best moves, and the opponent's winning replies out of its legal ones. */
export interface WinShare {
  readonly moves: number[];
  readonly winning: number;
  readonly legal: number;
}

/**
 * min-W/L: the moves after which the smallest share of the opponent's replies win (ties all
 * returned), or null if the solver needs more than `budget` new units of work.
 */
export function minWinShareMoves(
  lo: number,
  hi: number,
  solver: GrundySolver,
  budget = Number.POSITIVE_INFINITY,
): WinShare | null {
  const counter = new Counter(solver, budget);
  try {
    let best: number[] = [];
    let bestW = 0;
    let bestL = 1;
    for (const s of squaresOf(lo, hi)) {
      const [cLo, cHi] = placeOn(lo, hi, s);
      const legal = popcount(cLo, cHi);
      const w = legal === 0 ? 0 : counter.winningCount(cLo, cHi);
      // Compare w/legal with bestW/bestL exactly, by cross-multiplying.
      const cmp = w * bestL - bestW * legal;
      if (best.length === 0 || cmp < 0) {
        best = [s];
        bestW = w;
        bestL = legal;
      } else if (cmp === 0) best.push(s);
    }
    return { moves: best, winning: bestW, legal: bestL };
  } catch (e) {
    if (e === OUT_OF_WORK) return null;
    throw e;
  }
}

/** The model opponent's noise: with probability ε it plays a uniformly random legal square. */
export const MODEL_EPSILON = 0.25;

/**
 * lookahead-2 (expectimax over two of our decisions). The opponent plays a random winning move
 * with probability 1−ε and a random legal move with probability ε; a mistake hands us the game
 * (we play perfectly from then on). After its correct reply we choose again, and that second
 * choice is scored by the chance that the opponent errs immediately. Returns the best moves
 * (ties all returned), or null if the solver needs more than `budget` new units of work or the loop
 * more than `maxLookups` Grundy lookups.
 */
export function lookaheadMoves(
  lo: number,
  hi: number,
  solver: GrundySolver,
  budget: number,
  maxLookups: number,
  eps = MODEL_EPSILON,
): number[] | null {
  const counter = new Counter(solver, budget);
  let lookups = 0;
  const errChance = new Map<string, number>();
  const secondChoice = new Map<string, number>();

  /** Chance the opponent, to move in a won position (lo, hi), errs right now. */
  const leaf = (l: number, h: number): number => {
    const n = popcount(l, h);
    if (n === 0) return 1;
    const key = `${l},${h}`;
    const known = errChance.get(key);
    if (known !== undefined) return known;
    lookups += n;
    if (lookups > maxLookups) throw OUT_OF_WORK;
    const v = (eps * (n - counter.winningCount(l, h))) / n;
    errChance.set(key, v);
    return v;
  };
  /** Our best second decision in the lost position (l, h). */
  const second = (l: number, h: number): number => {
    const key = `${l},${h}`;
    const known = secondChoice.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (const s of squaresOf(l, h)) best = Math.max(best, leaf(...placeOn(l, h, s)));
    secondChoice.set(key, best);
    return best;
  };

  try {
    let best: number[] = [];
    let bestValue = -1;
    for (const a of squaresOf(lo, hi)) {
      const [l1, h1] = placeOn(lo, hi, a);
      const n1 = popcount(l1, h1);
      let value: number;
      if (n1 === 0) value = 1;
      else {
        const winning: [number, number][] = [];
        for (const b of squaresOf(l1, h1)) {
          const [l2, h2] = placeOn(l1, h1, b);
          if (counter.grundy(l2, h2) === 0) winning.push([l2, h2]);
        }
        lookups += n1;
        const w = winning.length;
        value = (eps * (n1 - w)) / n1;
        const pEach = (1 - eps) / w + eps / n1;
        for (const [l2, h2] of winning) value += pEach * second(l2, h2);
      }
      if (value > bestValue + 1e-12) {
        best = [a];
        bestValue = value;
      } else if (Math.abs(value - bestValue) <= 1e-12) best.push(a);
    }
    return best;
  } catch (e) {
    if (e === OUT_OF_WORK) return null;
    throw e;
  }
}
