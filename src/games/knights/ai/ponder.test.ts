import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { squaresOf } from '../board';
import { playSquare, setup } from '../rules';
import { analyzeLegal } from './analysis';
import { ComponentCache } from './cache';
import { ponderStep } from './ponder';
import { GrundySolver } from './solver';

describe('pondering', () => {
  it('finishes a position slice by slice, after which analysing any reply costs no new work', () => {
    const rng = new Rng('ponder');
    let s = setup({ seats: 2, seed: 'p', options: { files: 8, ranks: 8 } });
    for (let i = 0; i < 6; i++) {
      const r = playSquare(s, i % 2, rng.pick(squaresOf(s.legalLo, s.legalHi)));
      if (r.ok) s = r.value;
    }
    const solver = new GrundySolver(new ComponentCache(20));
    const size = { files: 8, ranks: 8 };
    let slices = 0;
    while (!ponderStep(size, s.legalLo, s.legalHi, 2_000, solver)) slices++;
    expect(slices).toBeGreaterThan(0);
    const before = solver.work;
    for (const q of squaresOf(s.legalLo, s.legalHi)) {
      const reply = playSquare(s, 0, q);
      if (!reply.ok) continue;
      expect(
        analyzeLegal(size, reply.value.legalLo, reply.value.legalHi, 0, solver),
      ).not.toBeNull();
    }
    expect(solver.work).toBe(before);
  });
});
