import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardMask, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { ComponentCache } from './cache';
import { GrundySolver } from './solver';

const fresh = () => new GrundySolver(new ComponentCache(16), 12);

function grundyOfBoard(files: number, ranks: number): number {
  const [lo, hi] = boardMask({ files, ranks });
  return fresh().solve(lo, hi)!;
}

function winningFirstMoves(files: number, ranks: number): number[] {
  const solver = fresh();
  const [lo, hi] = boardMask({ files, ranks });
  return squaresOf(lo, hi).filter((s) => solver.solve(...placeOn(lo, hi, s)) === 0);
}

/** Plain mex recursion over whole positions, no components, no symmetry: the definition. */
function bruteGrundy(lo: number, hi: number, memo = new Map<string, number>()): number {
  const key = `${lo},${hi}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const s of squaresOf(lo, hi)) seen.add(bruteGrundy(...placeOn(lo, hi, s), memo));
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(key, g);
  return g;
}

describe('Grundy values (knights-theory.md §4)', () => {
  it('3×3: G = 1 and only the centre wins', () => {
    expect(grundyOfBoard(3, 3)).toBe(1);
    expect(winningFirstMoves(3, 3)).toEqual([9]); // b2: row 1, col 1
  });

  it('3×5 and 5×3: G = 4, only the centre wins', () => {
    expect(grundyOfBoard(3, 5)).toBe(4);
    expect(grundyOfBoard(5, 3)).toBe(4);
    expect(winningFirstMoves(3, 5)).toEqual([2 * 8 + 1]);
  });

  it('boards with an even side have G = 0; odd squares 1; 5×7 is 2', () => {
    for (const [f, r] of [
      [4, 4],
      [4, 5],
      [4, 6],
      [5, 6],
      [3, 4],
      [3, 6],
      [3, 8],
      [6, 6],
      [4, 8],
    ] as const) {
      expect(grundyOfBoard(f, r), `${f}×${r}`).toBe(0);
    }
    expect(grundyOfBoard(5, 5)).toBe(1);
    expect(grundyOfBoard(3, 7)).toBe(1);
    expect(grundyOfBoard(7, 5)).toBe(2);
  });

  it('winning first moves: 13 on 3×7, every (even, even) square on 5×5', () => {
    expect(winningFirstMoves(3, 7)).toHaveLength(13);
    const even = squaresOf(...boardMask({ files: 5, ranks: 5 })).filter(
      (s) => (s >> 3) % 2 === 0 && (s & 7) % 2 === 0,
    );
    expect(winningFirstMoves(5, 5)).toEqual(even);
  });

  it('agrees with the plain definition on random small sets, whatever their place or shape', () => {
    const solver = fresh();
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        // Thin a random 64-square set to about 12 squares.
        let lo = (a & Math.imul(b, 0x2545f491) & 0x5a5a5a5a) >>> 0;
        let hi = (b & Math.imul(a, 0x9e3779b1) & 0xa5a5a5a5) >>> 0;
        while (popcount(lo, hi) > 16) {
          lo = (lo & (lo - 1)) >>> 0;
          if (popcount(lo, hi) > 16) hi = (hi & (hi - 1)) >>> 0;
        }
        expect(solver.solve(lo, hi)).toBe(bruteGrundy(lo, hi));
      }),
      { numRuns: 300 },
    );
  });

  it('a node budget stops a solve, and the kept work lets a later call finish', () => {
    const solver = fresh();
    const [lo, hi] = boardMask({ files: 6, ranks: 6 });
    expect(solver.solve(lo, hi, 50)).toBeNull();
    let g: number | null = null;
    for (let i = 0; i < 1000 && g === null; i++) g = solver.solve(lo, hi, 500);
    expect(g).toBe(0);
  });
});
