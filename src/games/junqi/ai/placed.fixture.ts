/** For the search's tests: a position from `square: [side, rank]` pairs (blue is 0, red 1). */
import { parseSquare } from '../board';
import { emptyPosition, type Position } from './position';

export function placed(pieces: Record<string, readonly [number, number]>): Position {
  const p = emptyPosition();
  for (const [name, [side, rank]] of Object.entries(pieces)) {
    const s = parseSquare(name)!;
    p.side[s] = side;
    p.rank[s] = rank;
  }
  return p;
}
