import { describe, expect, it } from 'vitest';
import { StepRing } from './step-ring';

const step = (v: number) => ({ v, events: [{ to: 'all' as const, event: { n: v } }] });

describe('the ring of recent steps', () => {
  it('gives exactly the steps after a version, while it still holds them', () => {
    const ring = new StepRing(4, 0);
    expect(ring.since(0)).toEqual([]);
    for (let v = 1; v <= 6; v++) ring.push(step(v));
    expect(ring.since(6)).toEqual([]);
    expect(ring.since(4)?.map((s) => s.v)).toEqual([5, 6]);
    expect(ring.since(2)?.map((s) => s.v)).toEqual([3, 4, 5, 6]);
    // Version 2 itself fell out: a client at version 1 needs the whole state.
    expect(ring.since(1)).toBeNull();
    // A client claiming a version the match never had cannot be brought up to date either.
    expect(ring.since(7)).toBeNull();
    // All it holds, for a page opened on the match now.
    expect(ring.held().map((s) => s.v)).toEqual([3, 4, 5, 6]);
    expect(new StepRing(4, 9).held()).toEqual([]);
  });

  it('starts at the version a reloaded match has, and refuses a step out of order', () => {
    const ring = new StepRing(8, 10);
    expect(ring.since(10)).toEqual([]);
    expect(ring.since(9)).toBeNull();
    expect(() => ring.push(step(12))).toThrow(/does not follow/);
    ring.push(step(11));
    expect(ring.since(10)?.map((s) => s.v)).toEqual([11]);
  });
});
