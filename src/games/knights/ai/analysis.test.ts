import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { boardMask, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { analyzeLegal, huntWinningMove } from './analysis';
import { ComponentCache } from './cache';
import { GrundySolver } from './solver';

describe('exact analysis', () => {
  const solver = new GrundySolver(new ComponentCache(20));
  const size = { files: 8, ranks: 8 };

  function randomPosition(rng: Rng, maxLegal: number): [number, number] {
    let [lo, hi] = boardMask(size);
    while (popcount(lo, hi) > maxLegal) [lo, hi] = placeOn(lo, hi, rng.pick(squaresOf(lo, hi)));
    return [lo, hi];
  }

  it('winning moves are exactly the moves to value 0, and the hunt finds one of them', () => {
    const rng = new Rng('analysis');
    for (let i = 0; i < 300; i++) {
      const [lo, hi] = randomPosition(rng, 10 + rng.int(20));
      const a = analyzeLegal(size, lo, hi, Number.POSITIVE_INFINITY, solver)!;
      const zero = squaresOf(lo, hi).filter((s) => solver.solve(...placeOn(lo, hi, s)) === 0);
      expect(a.winningMoves).toEqual(zero);
      expect(a.verdict).toBe(zero.length > 0 ? 'win' : 'loss');
      const hunt = huntWinningMove(lo, hi, Number.POSITIVE_INFINITY, solver);
      if (a.verdict === 'loss') expect(hunt).toEqual({ kind: 'loss' });
      else expect(zero).toContain(hunt.kind === 'win' ? hunt.square : -1);
    }
  });

  it('answers null / unknown over the budget', () => {
    const fresh = new GrundySolver(new ComponentCache(16));
    // Not in the book: the empty board is, the position after a corner move is not.
    const [lo, hi] = placeOn(...boardMask({ files: 7, ranks: 6 }), 0);
    expect(analyzeLegal({ files: 7, ranks: 6 }, lo, hi, 1000, fresh)).toBeNull();
    expect(huntWinningMove(lo, hi, 1000, fresh)).toEqual({ kind: 'unknown' });
  });
});
