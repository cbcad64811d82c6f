import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { boardMask, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { analyzeLegal } from './analysis';
import { ComponentCache } from './cache';
import { GrundySolver } from './solver';
import { StepwiseAnalysis } from './stepwise';

const size = { files: 8, ranks: 8 };
const fresh = () => new GrundySolver(new ComponentCache(18), 12);

function randomLegal(rng: Rng, legal: number): [number, number] {
  let [lo, hi] = boardMask(size);
  while (popcount(lo, hi) > legal) [lo, hi] = placeOn(lo, hi, rng.pick(squaresOf(lo, hi)));
  return [lo, hi];
}

describe('stepwise analysis', () => {
  it('slice by slice, ends with the analysis a single unlimited call gives', () => {
    const rng = new Rng('stepwise');
    for (let i = 0; i < 20; i++) {
      const [lo, hi] = randomLegal(rng, 18 + rng.int(8));
      const expected = analyzeLegal(size, lo, hi, Number.POSITIVE_INFINITY, fresh());
      const run = new StepwiseAnalysis(size, lo, hi, fresh());
      let slices = 0;
      let a = run.step(200);
      while (!a) {
        slices++;
        a = run.step(200);
      }
      expect(a).toEqual(expected);
      expect(run.positions).toBeGreaterThan(0);
      if (i === 0) expect(slices).toBeGreaterThan(0);
      // Finished: asking again costs nothing and answers the same.
      const work = run.work;
      expect(run.step(200)).toBe(a);
      expect(run.work).toBe(work);
    }
  });

  it('counts the work of every slice, each within its units and one component more', () => {
    const [lo, hi] = randomLegal(new Rng('count'), 40);
    const solver = fresh();
    const run = new StepwiseAnalysis(size, lo, hi, solver);
    const before = solver.work;
    for (let i = 1; i <= 5; i++) {
      const spent = run.work;
      expect(run.step(1_000)).toBeNull();
      expect(run.work - spent).toBeGreaterThan(0);
      expect(run.work - spent).toBeLessThanOrEqual(1_000 + 64);
    }
    expect(run.work).toBe(solver.work - before);
    expect(run.positions).toBeGreaterThan(0);
  });

  it('answers a book position in its first slice, with no work at all', () => {
    const run = new StepwiseAnalysis(size, ...boardMask(size), fresh());
    expect(run.step(1)).toMatchObject({ verdict: 'loss', legal: 64 });
    expect(run.work).toBe(0);
    expect(run.positions).toBe(0);
  });
});
