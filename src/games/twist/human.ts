/**
 * A human-style solver, used to grade difficulty rather than to solve fast. Like a person, it
 * first makes every forced move — a piece with one possible spot, or an empty location only one
 * placement can fill — and guesses only when nothing is forced, trying the alternatives of the
 * smallest choice. It explores the whole tree (proving uniqueness as a careful solver would), so
 * the effort does not depend on lucky ordering.
 */
import { CELLS } from './board';
import type { Position } from './placement';
import { coverProblem } from './rows';

export interface HumanEffort {
  /** Placements that were forced (one spot for a piece, or one way to fill a location). */
  readonly forced: number;
  /** Extra alternatives tried where nothing was forced (0: solvable by logic alone). */
  readonly guesses: number;
  /** Positions where a guess was needed. */
  readonly branchPoints: number;
  /** Deepest nesting of guesses. */
  readonly guessDepth: number;
  readonly solutions: number;
}

const TOP_ROW = 0x11111111;
const BOTTOM_ROW = 0x88888888;

/** An empty location with no empty neighbour can never be filled (smallest piece has 3 loops). */
function leavesIsolatedCell(covered: number): boolean {
  const empty = ~covered;
  const any =
    ((empty & ~TOP_ROW) >>> 1) | ((empty & ~BOTTOM_ROW) << 1) | (empty >>> 4) | (empty << 4);
  return (empty & ~any) !== 0;
}

export function humanEffort(position: Position): HumanEffort {
  const problem = coverProblem(position);
  const masks = problem.rows.map((r) => r.mask | 0);
  const pieces = problem.rows.map((r) => r.piece);
  let forced = 0;
  let guesses = 0;
  let branchPoints = 0;
  let guessDepth = 0;
  let solutions = 0;

  const visit = (covered: number, used: number, depth: number): void => {
    for (;;) {
      if (covered === -1) {
        solutions++;
        return;
      }
      // Candidates: fit the board and leave no isolated location.
      const candidates: number[] = [];
      for (let i = 0; i < masks.length; i++) {
        if ((used >> pieces[i]!) & 1 || (masks[i]! & covered) !== 0) continue;
        if (leavesIsolatedCell(covered | masks[i]!)) continue;
        candidates.push(i);
      }
      // Options per missing piece and per empty location.
      const byPiece: number[][] = Array.from({ length: 8 }, () => []);
      const byCell: number[][] = Array.from({ length: CELLS }, () => []);
      for (const i of candidates) {
        byPiece[pieces[i]!]!.push(i);
        let m = masks[i]!;
        while (m !== 0) {
          const low = m & -m;
          byCell[31 - Math.clz32(low)]!.push(i);
          m ^= low;
        }
      }
      let best: number[] | null = null;
      for (let p = 0; p < 8; p++) {
        if ((used >> p) & 1) continue;
        const options = byPiece[p]!;
        if (best === null || options.length < best.length) best = options;
      }
      for (let c = 0; c < CELLS; c++) {
        if ((covered >> c) & 1) continue;
        const options = byCell[c]!;
        if (best === null || options.length < best.length) best = options;
      }
      if (best === null || best.length === 0) return; // contradiction
      if (best.length === 1) {
        forced++;
        const i = best[0]!;
        covered |= masks[i]!;
        used |= 1 << pieces[i]!;
        continue;
      }
      branchPoints++;
      guesses += best.length - 1;
      guessDepth = Math.max(guessDepth, depth + 1);
      for (const i of best) visit(covered | masks[i]!, used | (1 << pieces[i]!), depth + 1);
      return;
    }
  };

  visit(problem.covered | 0, problem.used, 0);
  return { forced, guesses, branchPoints, guessDepth, solutions };
}
