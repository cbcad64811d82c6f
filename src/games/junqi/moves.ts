/**
 * Where a piece may go: one step along a road (camp diagonals and the three front crossings
 * included), or along a railroad — straight along one line over empty posts for every piece,
 * along any chain of rail posts for an engineer. Never through an occupied post, never onto an
 * occupied camp, never out of a headquarters; landmines and the flag never move.
 */
import { type RuleError, ruleError } from '../../core/errors';
import {
  isCamp,
  isHeadquarters,
  isRail,
  LINES_THROUGH,
  parseSquare,
  RAIL_NEIGHBOURS,
  ROAD_NEIGHBOURS,
  type Side,
  type Square,
  squareName,
} from './board';
import { canMove, ENGINEER, type Piece, RANK_NAMES } from './pieces';

export type Board = readonly (Piece | null)[];

export interface Move {
  readonly from: Square;
  readonly to: Square;
}

/** Every square the piece on `from` may move to or attack, in a stable order. */
export function destinations(board: Board, from: Square): Square[] {
  const piece = board[from];
  if (!piece || !canMove(piece.rank) || isHeadquarters(from)) return [];
  const found = new Set<Square>();
  // An empty square may be entered; an enemy may be attacked unless it shelters in a camp.
  const consider = (t: Square): 'empty' | 'stop' => {
    const there = board[t];
    if (!there) {
      found.add(t);
      return 'empty';
    }
    if (there.side !== piece.side && !isCamp(t)) found.add(t);
    return 'stop';
  };
  for (const t of ROAD_NEIGHBOURS[from]!) consider(t);
  if (isRail(from)) {
    if (piece.rank === ENGINEER) engineerRun(from, consider);
    else straightRuns(from, consider);
  }
  return [...found].sort((a, b) => a - b);
}

/** Along each line through `from`, both ways, until the first occupied post. */
function straightRuns(from: Square, consider: (t: Square) => 'empty' | 'stop'): void {
  for (const line of LINES_THROUGH[from]!) {
    const i = line.indexOf(from);
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < line.length; j += step) {
        if (consider(line[j]!) === 'stop') break;
      }
    }
  }
}

/** Every rail post reachable through empty posts, turning anywhere (a breadth-first search). */
function engineerRun(from: Square, consider: (t: Square) => 'empty' | 'stop'): void {
  const seen = new Set<Square>([from]);
  const queue: Square[] = [from];
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (const t of RAIL_NEIGHBOURS[s]!) {
      if (seen.has(t)) continue;
      seen.add(t);
      if (consider(t) === 'empty') queue.push(t);
    }
  }
}

/**
 * Why the mover's own piece on `from` can go nowhere now — it never moves (a landmine, the flag),
 * it is in a headquarters, or every way out is blocked — or null when it has somewhere to go (or
 * there is no piece there).
 */
export function stuckRefusal(board: Board, from: Square): RuleError | null {
  const piece = board[from];
  if (!piece) return null;
  const square = squareName(from);
  const yours = `Your ${RANK_NAMES[piece.rank]!.toLowerCase()}`;
  if (!canMove(piece.rank)) {
    return ruleError('junqi.never-moves', `${yours} never moves.`, { square });
  }
  if (isHeadquarters(from)) {
    return ruleError('junqi.in-headquarters', `${yours} on ${square} stays in its headquarters.`, {
      square,
    });
  }
  if (destinations(board, from).length === 0) {
    return ruleError('junqi.no-way', `${yours} on ${square} has nowhere to go now.`, { square });
  }
  return null;
}

/** Every legal move of `side`, ordered by the square moved from, then the square moved to. */
export function movesOf(board: Board, side: Side): Move[] {
  const moves: Move[] = [];
  for (let from = 0; from < board.length; from++) {
    if (board[from]?.side !== side) continue;
    for (const to of destinations(board, from)) moves.push({ from, to });
  }
  return moves;
}

export function hasMove(board: Board, side: Side): boolean {
  for (let from = 0; from < board.length; from++) {
    if (board[from]?.side === side && destinations(board, from).length > 0) return true;
  }
  return false;
}

/** `a4-a5` for a move to an empty square, `a6xa7` for an attack. */
export function formatMove(board: Board, move: Move): string {
  const sep = board[move.to] ? 'x' : '-';
  return `${squareName(move.from)}${sep}${squareName(move.to)}`;
}

/** Reads `a4-a5` or `a6xa7` (the separator is not checked against the board), or null. */
export function parseMove(text: string): Move | null {
  const m = /^([a-e](?:1[0-2]|[1-9]))[-x]([a-e](?:1[0-2]|[1-9]))$/.exec(text.trim());
  if (!m) return null;
  return { from: parseSquare(m[1]!)!, to: parseSquare(m[2]!)! };
}
