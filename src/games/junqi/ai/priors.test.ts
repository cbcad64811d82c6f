import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { parseSquare, SETUP_SQUARES } from '../board';
import { FLAG } from '../pieces';
import { initialBeliefs } from './beliefs';
import { guardedDoorsOf, priorFor } from './priors';
import { sampleAssignment } from './sample';
import { SEARCH_DEFAULTS } from './search';

const sq = (name: string) => parseSquare(name)!;

/** Red's pieces where they started, none moved but those on `moved`. */
function redPieces(moved: readonly string[]) {
  const went = new Set(moved.map(sq));
  return SETUP_SQUARES[1]!.map((s) => ({ square: s, origin: s, moved: went.has(s) }));
}

describe('the flag prior', () => {
  it('counts the doors of each headquarters still held by pieces that never moved', () => {
    // Red's headquarters are b12 (doors a12, c12, b11) and d12 (doors c12, e12, d11).
    const doors = guardedDoorsOf(redPieces(['a12', 'b11']));
    expect(doors.get(sq('b12'))).toBe(1);
    expect(doors.get(sq('d12'))).toBe(3);
    // A piece that moved out of a headquarters is no flag, and gets no count.
    expect(guardedDoorsOf(redPieces(['b12'])).has(sq('b12'))).toBe(false);
  });

  it('puts the flag more often behind doors that never moved', () => {
    const pieces = redPieces(['a12', 'b11']);
    const unmoved = new Set(pieces.filter((p) => !p.moved).map((p) => p.origin));
    const prior = priorFor(0, unmoved, SEARCH_DEFAULTS, new Set(), guardedDoorsOf(pieces));
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const rng = new Rng('flag-prior');
    let shutIn = 0;
    let open = 0;
    for (let i = 0; i < 400; i++) {
      const a = sampleAssignment(b, rng, prior);
      if (a[sq('d12')] === FLAG) shutIn++;
      if (a[sq('b12')] === FLAG) open++;
    }
    expect(shutIn).toBeGreaterThan(2 * open);
    // Without the prior the two are alike.
    const even = priorFor(0, unmoved, { ...SEARCH_DEFAULTS, guardedFlag: 1 });
    let evenShutIn = 0;
    for (let i = 0; i < 400; i++)
      if (sampleAssignment(b, rng, even)[sq('d12')] === FLAG) evenShutIn++;
    expect(evenShutIn).toBeLessThan(shutIn);
  });
});
