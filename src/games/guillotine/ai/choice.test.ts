import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { GAMES } from '../games';
import { DEALER_AVERAGE, FUTURE, gameSet, playOut } from './choice';

describe("the dealer's choice tables", () => {
  it("hold the dealer's averages that the fast policies give (bench/guillotine-choice-table.ts)", () => {
    const rng = new Rng('averages check');
    const pack = Array.from({ length: 32 }, (_, i) => i);
    const hands = new Int32Array(4);
    const deals = 3000;
    for (const bonus of ['any', 'one'] as const) {
      const totals = GAMES.map(() => 0);
      for (let k = 0; k < deals; k++) {
        rng.shuffle(pack);
        hands.fill(0);
        for (let i = 0; i < 32; i++) hands[i >> 3]! |= 1 << pack[i]!;
        GAMES.forEach((g, i) => {
          totals[i]! += playOut(g, 0, hands, bonus === 'any');
        });
      }
      // A few standard errors of 3000 deals: the policies have not changed since the table.
      totals.forEach((t, i) => {
        expect(Math.abs(t / deals - DEALER_AVERAGE[bonus][i]!)).toBeLessThan(2);
      });
    }
  });

  it('value no games at nothing, one game at about its average, more games more', () => {
    expect(FUTURE.length).toBe(64);
    expect(FUTURE[0]).toBe(0);
    for (const g of GAMES) expect(Math.abs(FUTURE[gameSet([g])]!)).toBeLessThan(1);
    for (let set = 1; set < 64; set++) {
      for (let g = 0; g < 6; g++) {
        if ((set & (1 << g)) !== 0)
          expect(FUTURE[set]!).toBeLessThanOrEqual(FUTURE[set & ~(1 << g)]! + 0.5);
      }
    }
  });
});
