/**
 * Hints (spec §11): one piece placement that belongs to the solution of the current position, or
 * why there is none — and then which placed piece to take back.
 */
import { ok, type Result } from '../../core/errors';
import { PIECES, type Piece } from './pieces';
import { formatPiece, type PiecePlacement, type Position } from './placement';
import { coverProblem } from './rows';
import { solvePosition } from './solutions';
import { countSolutions } from './solver';
import { checkBoard } from './validity';

export type Hint =
  | {
      readonly kind: 'place';
      /** A placement of the (first, when several) solution. */
      readonly placement: string;
      /** True when the position has exactly one solution. */
      readonly unique: boolean;
      readonly message: string;
    }
  | { readonly kind: 'solved'; readonly message: string }
  | {
      readonly kind: 'takeBack';
      /** The piece to take back first. */
      readonly piece: Piece;
      /** Every piece of the smallest set whose removal makes the position solvable again. */
      readonly pieces: readonly Piece[];
      readonly message: string;
    }
  | { readonly kind: 'noSolution'; readonly message: string };

/** The smallest set of removable pieces whose removal leaves a solvable position, if any. */
function piecesToTakeBack(
  position: Position,
  removable: readonly PiecePlacement[],
): Piece[] | null {
  const n = removable.length;
  const subsets = Array.from({ length: 1 << n }, (_, m) => m).sort(
    (a, b) => bitCount(a) - bitCount(b) || a - b,
  );
  for (const subset of subsets) {
    if (subset === 0) continue;
    const gone = new Set(removable.filter((_, i) => (subset >> i) & 1).map((p) => p.piece));
    const rest = { pieces: position.pieces.filter((p) => !gone.has(p.piece)), pegs: position.pegs };
    if (countSolutions(rest, 1) > 0) return [...gone].sort();
  }
  return null;
}

function bitCount(m: number): number {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
}

/** Chooses, among the solution's missing pieces, the one with the fewest spots left: the most forced. */
function mostForced(position: Position, solution: string): string {
  const problem = coverProblem(position);
  const spots = new Array<number>(PIECES.length).fill(0);
  for (const row of problem.rows) spots[row.piece]!++;
  let best = '';
  let bestSpots = Number.POSITIVE_INFINITY;
  for (let i = 0; i < solution.length; i += 4) {
    const placement = solution.slice(i, i + 4);
    const p = placement.charCodeAt(0) - 97;
    if ((problem.used >> p) & 1) continue;
    if (spots[p]! < bestSpots) {
      best = placement;
      bestSpots = spots[p]!;
    }
  }
  return best;
}

/** A hint for a valid position; pieces of `start` (the challenge) are never suggested for removal. */
export function hintFor(position: Position, start: Position = { pieces: [], pegs: [] }): Hint {
  if (position.pieces.length === PIECES.length) {
    return { kind: 'solved', message: 'The board is already solved.' };
  }
  const solutions = solvePosition(position, 2);
  if (solutions.length > 0) {
    const placement = mostForced(position, solutions[0]!);
    const unique = solutions.length === 1;
    return {
      kind: 'place',
      placement,
      unique,
      message: unique
        ? `Try ${placement}.`
        : `Try ${placement} (the position has more than one solution; this one belongs to one of them).`,
    };
  }
  const fixed = new Set(start.pieces.map(formatPiece));
  const removable = position.pieces.filter((p) => !fixed.has(formatPiece(p)));
  const takeBack = piecesToTakeBack(position, removable);
  if (!takeBack) {
    return {
      kind: 'noSolution',
      message:
        removable.length === 0
          ? 'This start has no solution.'
          : 'No solution, even with every placed piece taken back: the start has no solution.',
    };
  }
  const piece = takeBack[0]!;
  return {
    kind: 'takeBack',
    piece,
    pieces: takeBack,
    message:
      takeBack.length === 1
        ? `No solution from here: take back piece ${piece}.`
        : `No solution from here: take back pieces ${takeBack.join(', ')} (start with ${piece}).`,
  };
}

/** A hint for a position given as a string ("" is the empty board), with the challenge start. */
export function hint(current: string, start = ''): Result<Hint> {
  const position = checkBoard(current);
  if (!position.ok) return position;
  const startPosition = checkBoard(start);
  if (!startPosition.ok) return startPosition;
  return ok(hintFor(position.value, startPosition.value));
}
