import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { parseSquare } from '../board';
import { randomLayout } from '../layout';
import { BOMB, COUNTS, ENGINEER, FLAG, type Rank } from '../pieces';
import { allows, bit, initialBeliefs, narrow, originsOf } from './beliefs';
import { consistent, sampleAssignment } from './sample';

const sq = (name: string) => parseSquare(name)!;

describe('sampled assignments', () => {
  it('always agree with the beliefs and the counts', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (seed, keep) => {
        const rng = new Rng(seed);
        const truth = randomLayout(1, rng);
        // Evidence as the game gives it: each piece narrowed to some set that holds its rank.
        let b = initialBeliefs(1, { mineKillsBoth: false });
        for (const [s, rank] of truth) {
          let mask = bit(rank);
          for (let r = 0; r < 12; r++) if (rng.next() > keep) mask |= bit(r as Rank);
          b = narrow(b, s, mask);
        }
        expect(allows(b, truth)).toBe(true);
        for (let i = 0; i < 5; i++) expect(consistent(b, sampleAssignment(b, rng))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('follow the prior', () => {
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const rng = new Rng('prior');
    let bombs = 0;
    for (let i = 0; i < 200; i++) {
      const a = sampleAssignment(b, rng, (s, r) => (s === sq('c10') && r === BOMB ? 50 : 1));
      if (a[sq('c10')] === BOMB) bombs++;
    }
    expect(bombs).toBeGreaterThan(100);
  });

  it('put the flag in either headquarters alike when the prior favours both alike', () => {
    // Late in a game every piece that never moved is likelier the flag: that must not favour the
    // headquarters the sampler happens to reach first.
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const hq = [sq('b12'), sq('d12')];
    const rng = new Rng('even');
    let first = 0;
    for (let i = 0; i < 400; i++) {
      const a = sampleAssignment(b, rng, (s, r) => (hq.includes(s) && r === FLAG ? 4 : 1));
      if (a[sq('b12')] === FLAG) first++;
    }
    expect(first).toBeGreaterThan(160);
    expect(first).toBeLessThan(240);
  });

  it('deal every rank even when the beliefs contradict themselves', () => {
    let b = initialBeliefs(1, { mineKillsBoth: false });
    // Four engineers where a side has three: no assignment fits; one still comes out, complete.
    for (const name of ['a8', 'b8', 'c8', 'd8']) {
      b = { ...b, possible: b.possible.map((m, s) => (s === sq(name) ? bit(ENGINEER) : m)) };
    }
    const a = sampleAssignment(b, new Rng(1));
    const counts = Array.from({ length: 12 }, () => 0);
    for (const s of originsOf(1)) counts[a[s]!]!++;
    expect(counts).toEqual([...COUNTS]);
  });
});
