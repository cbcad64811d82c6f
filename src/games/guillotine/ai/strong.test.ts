import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guillotine } from '../index';
import { type GuillotineBot, playSeries } from './arena';
import { maskOf } from './bits';
import type { StrongMind } from './strong';

const level = (id: string) => guillotine.bots.find((b) => b.id === id)!;
const strong = level('strong');
const random = level('random');

/**
 * The tests that play whole deals at strong's full budget: its work does not shrink on a loaded
 * machine (that is the point of it), so they are given the time a loaded machine takes (the
 * property below took 65 s with another test file beside it on two busy cores, 23 s alone).
 */
const SLOW = 240_000;

describe('strong', () => {
  it('is the last level, so it stands in for a player who leaves', () => {
    expect(guillotine.bots.map((b) => b.id)).toEqual(['random', 'casual', 'strong']);
    expect(guillotine.leaverBot).toBe('strong');
  });

  it(
    'never makes an illegal move or call, with or without the story, and never rules out the truth',
    () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
          fc.constantFrom('any' as const, 'one' as const),
          fc.integer({ min: 1, max: 6 }),
          (seed, strongSeats, aceBonus, deals) => {
            checkedSeries(strongSeats, seed, aceBonus, deals);
          },
        ),
        // Six short series besides the whole one below: every decision of strong's is at its
        // full budget and checked three ways, so each run costs seconds.
        { numRuns: 6 },
      );
    },
    SLOW,
  );

  it(
    'plays a whole series legally, the calls made for it included',
    () => {
      checkedSeries([true, false, true, false], 'a whole series', 'any', 24);
    },
    SLOW,
  );
});

function checkedSeries(
  strongSeats: readonly boolean[],
  seed: string,
  aceBonus: 'any' | 'one',
  deals: number,
): void {
  const levels: GuillotineBot[] = strongSeats.map((s) => (s ? strong : random));
  let decisions = 0;
  playSeries(levels, seed, {
    options: { aceBonus },
    deals,
    seedFor: (s, v) => `${seed}:${s}:${v}`,
    onDecision: (d) => {
      if (levels[d.seat] !== strong) return;
      const state = d.match.state;
      const legal = guillotine.legalMoves(state, d.seat);
      // The arena refuses an illegal move itself; this checks it against the rules' own list.
      expect(legal).toContainEqual(d.move);
      const excluded = (d.mind as StrongMind).excluded();
      state.deal.hands.forEach((h, s) => {
        if (s !== d.seat) expect(maskOf(h) & excluded[s]!).toBe(0);
      });
      // A mind that joins now, with nothing but the view.
      if (decisions++ % 7 === 0) {
        const cold = strong.choose(d.view, { seat: d.seat, seed: 'cold', events: null });
        expect(legal).toContainEqual(cold);
      }
    },
  });
}
