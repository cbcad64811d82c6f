import { describe, expect, it } from 'vitest';
import { nextFloat, Rng, seedState } from './rng';

describe('seeded randomness', () => {
  it('the same seed gives the same sequence; another seed another one', () => {
    const a = new Rng('match-1');
    const b = new Rng('match-1');
    const c = new Rng('match-2');
    const sa = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(sa);
  });

  it('the pure step is what the class does, and stays in [0, 1)', () => {
    let state = seedState('x');
    const r = new Rng('x');
    for (let i = 0; i < 1000; i++) {
      const [v, next] = nextFloat(state);
      state = next;
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
      expect(r.next()).toBe(v);
    }
  });

  it('shuffle is a permutation and int is roughly uniform', () => {
    const r = new Rng(7);
    expect(r.shuffle([1, 2, 3, 4, 5, 6]).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[r.int(4)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });
});
