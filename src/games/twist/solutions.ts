/** All solutions of a start (spec §9), as sorted 32-character strings. */
import type { Result } from '../../core/errors';
import { cellX, cellY } from './board';
import { PIECES } from './pieces';
import { formatPiece, type PiecePlacement, type Position } from './placement';
import type { CoverRow } from './rows';
import { searchFor } from './solver';
import { checkBoard } from './validity';

function rowPlacement(row: CoverRow): PiecePlacement {
  return {
    piece: PIECES[row.piece]!,
    x: cellX(row.anchor),
    y: cellY(row.anchor),
    orientation: row.orientation,
  };
}

/** The solution string: start pieces exactly as given, added pieces canonical, a…h, no pegs. */
function solutionString(position: Position, rows: readonly CoverRow[]): string {
  const placements = [...position.pieces, ...rows.map(rowPlacement)];
  placements.sort((a, b) => (a.piece < b.piece ? -1 : 1));
  return placements.map(formatPiece).join('');
}

/** Every solution of a valid position, sorted; at most `limit` of them (the first found). */
export function solvePosition(position: Position, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  searchFor(position).run((rows) => out.push(solutionString(position, rows)), limit);
  return out.sort();
}

/** §9 getSolutions: every solution of a valid start ("" is the empty board); [] when none. */
export function getSolutions(start: string): string[] {
  const position = checkBoard(start);
  if (!position.ok) throw new Error(position.error.message);
  return solvePosition(position.value);
}

export interface SolveResult {
  /** Sorted solutions (all of them, or the first `limit` found when counting was cut short). */
  readonly solutions: string[];
  /** Number found; equals `limit` when the search stopped there. */
  readonly count: number;
  /** True when the search stopped at `limit`, so there may be more. */
  readonly capped: boolean;
}

export interface SolveOptions {
  /** Stop after this many solutions ("how many, counting no further than N"). */
  readonly limit?: number;
  /** Count only: do not build the solution strings. */
  readonly countOnly?: boolean;
}

/** Solve a start given as a string, with a reason when it is not a valid start. */
export function solve(start: string, options: SolveOptions = {}): Result<SolveResult> {
  const position = checkBoard(start);
  if (!position.ok) return position;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const search = searchFor(position.value);
  const solutions: string[] = [];
  const count = search.run(
    options.countOnly ? null : (rows) => solutions.push(solutionString(position.value, rows)),
    limit,
  );
  return { ok: true, value: { solutions: solutions.sort(), count, capped: count >= limit } };
}
