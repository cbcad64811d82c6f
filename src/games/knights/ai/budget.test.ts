import { describe, expect, it } from 'vitest';
import { boardMask, squaresOf } from '../board';
import { placeOn } from '../rules';
import { analyzeLegal } from './analysis';
import { parseBudget, solveWithin } from './budget';
import { ComponentCache } from './cache';
import { GrundySolver } from './solver';
import { StepwiseAnalysis } from './stepwise';

const size = { files: 8, ranks: 8 };
const fresh = () => new GrundySolver(new ComponentCache(18), 12);
/** One knight in a corner: 61 legal squares, out of the book, hours from solved. */
const hopeless = () => new StepwiseAnalysis(size, ...placeOn(...boardMask(size), 0), fresh());

describe('analysis budgets', () => {
  it('reads a time or a count of work units, and nothing else', () => {
    expect(parseBudget('10s')).toEqual({ kind: 'time', ms: 10_000 });
    expect(parseBudget('500ms')).toEqual({ kind: 'time', ms: 500 });
    expect(parseBudget(' 1.5m ')).toEqual({ kind: 'time', ms: 90_000 });
    expect(parseBudget('50000000')).toEqual({ kind: 'work', units: 50_000_000 });
    expect(parseBudget('50_000_000')).toEqual({ kind: 'work', units: 50_000_000 });
    for (const bad of ['', 'soon', '0s', '0', '-5', '10 s', '1e6', '10h', '5_', '1,000']) {
      expect(parseBudget(bad), bad).toBeNull();
    }
  });

  it('a work budget gives up at the same point every time, within one component of it', () => {
    const first = solveWithin(hopeless(), { kind: 'work', units: 250_000 }, () => 0);
    const again = solveWithin(hopeless(), { kind: 'work', units: 250_000 }, () => 0);
    expect(first.kind).toBe('budget');
    expect(again).toEqual(first);
    if (first.kind !== 'budget') return;
    expect(first.effort.work).toBeGreaterThanOrEqual(250_000);
    expect(first.effort.work).toBeLessThanOrEqual(250_000 + 64);
    expect(first.effort.positions).toBeGreaterThan(0);
  });

  it('a time budget is read on the clock it is given, after each slice', () => {
    let clock = 0;
    const seen: number[] = [];
    const r = solveWithin(
      hopeless(),
      { kind: 'time', ms: 1_000 },
      () => (clock += 100),
      (e) => seen.push(e.elapsedMs),
    );
    expect(r).toMatchObject({ kind: 'budget', effort: { elapsedMs: 1_000 } });
    expect(seen).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('without a budget it finishes, with the answer of one unlimited call', () => {
    let [lo, hi] = boardMask({ files: 6, ranks: 6 });
    for (const s of [0, 35, 14]) [lo, hi] = placeOn(lo, hi, s);
    const expected = analyzeLegal(
      { files: 6, ranks: 6 },
      lo,
      hi,
      Number.POSITIVE_INFINITY,
      fresh(),
    );
    const run = new StepwiseAnalysis({ files: 6, ranks: 6 }, lo, hi, fresh());
    const r = solveWithin(run, null, () => 0);
    expect(r).toEqual({ kind: 'solved', analysis: expected });
    expect(squaresOf(lo, hi).length).toBeGreaterThan(20);
  });
});
