/**
 * A board rebuilt from what a seat sees, for the seat's own bot: its own pieces with their
 * ranks, the enemy's where they stand with a rank the bot must not rely on. Which moves are legal
 * depends only on where pieces stand and on the mover's own ranks, so they come out exact.
 */
import { parseSquare, type Side, SQUARES } from './board';
import { isRank, type Piece, type Rank, sideNamed } from './pieces';
import type { JunqiView } from './view';

/** The rank given to an enemy piece whose rank the viewer does not know. */
export const UNKNOWN_RANK: Rank = 7;

export function boardFromView(view: JunqiView): (Piece | null)[] {
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const p of view.pieces) {
    const s = parseSquare(p.square);
    const side = sideNamed(p.side);
    if (s === null || side === null) continue;
    board[s] = {
      side,
      rank: isRank(p.rank) ? p.rank : UNKNOWN_RANK,
      origin: parseSquare(p.origin) ?? s,
      moved: p.moved,
    };
  }
  return board;
}

export const viewerSide = (view: JunqiView): Side | null =>
  view.you === null ? null : sideNamed(view.you);
