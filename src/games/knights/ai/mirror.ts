/**
 * The mirror strategy (knights-theory.md §2). A position whose legal squares are invariant under
 * a usable mirror σ is lost for the side to move: σ pairs every square with another that is not
 * a knight's move away, so the mirroring player always has an answer. A move that leaves such a
 * position therefore wins, found without any search.
 */
import type { BoardSize } from '../board';
import { squaresOf } from '../board';
import { placeOn } from '../rules';
import { mapSet, type SquareMap, symmetriesOf } from './geometry';

/**
 * The mirrors that satisfy the lemma on this board: left–right if the number of files is even,
 * top–bottom if the number of ranks is even, the point reflection if both are even, or if both
 * are odd (then it fixes the centre, so it only applies once the centre is gone).
 */
export function usableMirrors(size: BoardSize): SquareMap[] {
  const maps = symmetriesOf(size);
  const evenFiles = size.files % 2 === 0;
  const evenRanks = size.ranks % 2 === 0;
  // Index 1 = left–right, 2 = top–bottom, 3 = point reflection (square boards and rectangles).
  const out: SquareMap[] = [];
  if (evenFiles && evenRanks) out.push(maps[3]!, maps[1]!, maps[2]!);
  else if (evenFiles) out.push(maps[1]!);
  else if (evenRanks) out.push(maps[2]!);
  else out.push(maps[3]!);
  return out;
}

function centreOf(size: BoardSize): number | null {
  if (size.files % 2 === 0 || size.ranks % 2 === 0) return null;
  return ((size.ranks - 1) / 2) * 8 + (size.files - 1) / 2;
}

/** True if the legal set is invariant under a usable mirror that fixes none of its squares. */
export function isMirrorSymmetric(size: BoardSize, lo: number, hi: number): boolean {
  const centre = centreOf(size);
  if (centre !== null && squaresOf(lo, hi).includes(centre)) return false;
  for (const m of usableMirrors(size)) {
    const [l, h] = mapSet(lo, hi, m);
    if (l === lo && h === hi) return true;
  }
  return false;
}

/**
 * The moves that leave a mirror-symmetric position: each one wins. The mirror image of the
 * opponent's last move comes first when it is one of them, so mirroring stays with one symmetry.
 */
export function mirrorMoves(size: BoardSize, lo: number, hi: number, last?: number): number[] {
  const moves: number[] = [];
  const squares = squaresOf(lo, hi);
  if (last !== undefined) {
    for (const m of usableMirrors(size)) {
      const s = m[last]!;
      if (s >= 0 && squares.includes(s) && !moves.includes(s)) {
        const [l, h] = placeOn(lo, hi, s);
        if (isMirrorSymmetric(size, l, h)) moves.push(s);
      }
    }
    if (moves.length > 0) return moves;
  }
  for (const s of squares) {
    const [l, h] = placeOn(lo, hi, s);
    if (isMirrorSymmetric(size, l, h)) moves.push(s);
  }
  return moves;
}
