import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { parseSquare, squareName } from '../board';
import { checkLayout } from '../layout';
import { FLAG, LANDMINE } from '../pieces';
import { ENTRIES } from './geometry';
import { strongLayout } from './layout';

describe('the strong level’s layout', () => {
  it('always keeps the setup rules, for both sides, and differs from game to game', () => {
    for (const side of [0, 1] as const) {
      const seen = new Set<string>();
      for (let i = 0; i < 300; i++) {
        const pieces = strongLayout(side, new Rng(`layout-${i}`));
        const r = checkLayout(side, pieces);
        expect(r.ok || r.error.message).toBe(true);
        seen.add(JSON.stringify(pieces));
      }
      expect(seen.size).toBeGreaterThan(290);
    }
  });

  it('shuts the flag in behind landmines on all its doors, in either headquarters', () => {
    const flags = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pieces = strongLayout(0, new Rng(`shut-${i}`));
      const flag = Object.keys(pieces).find((s) => pieces[s] === FLAG)!;
      flags.add(flag);
      const doors = ENTRIES[parseSquare(flag)!]!;
      expect(doors.map((s) => pieces[squareName(s)])).toEqual(doors.map(() => LANDMINE));
    }
    expect(flags).toEqual(new Set(['b1', 'd1']));
  });
});
