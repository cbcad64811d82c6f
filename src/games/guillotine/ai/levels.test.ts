import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../core/game';
import { guillotine } from '../index';
import { type GuillotineBot, playSeries } from './arena';
import { STRONG_DEFAULTS } from './options';
import { createStrongMind } from './strong';

const level = (id: string) => guillotine.bots.find((b) => b.id === id)!;
const [random, casual, strong] = ['random', 'casual', 'strong'].map(level) as [
  GuillotineBot,
  GuillotineBot,
  GuillotineBot,
];

/**
 * Strong's own code at a tenth of its budget, for the tests that play many deals: whether its
 * decisions are legal and repeat does not hang on how much it thinks, and its full budget over
 * nine deals took 14 s alone and over 60 s beside other tests on two busy cores. Its work is
 * counted, not timed, so a smaller budget is the same level on a lighter load, not a faster clock.
 */
const TEST_BUDGET = { ...STRONG_DEFAULTS, rollouts: 200, work: 40_000, choiceWorlds: 30 };
const lightStrong: GuillotineBot = {
  id: 'strong',
  create: () => createStrongMind(TEST_BUDGET),
  choose: (view, ctx) => createStrongMind(TEST_BUDGET).choose(view, { ...ctx, events: null }),
};

/** Plays a series, checking every move against the rules' own list; returns the moves made. */
function checked(
  levels: readonly GuillotineBot[],
  seed: string,
  opts: { deals?: number; aceBonus?: 'any' | 'one' } = {},
): string[] {
  const moves: string[] = [];
  const r = playSeries(levels, seed, {
    options: { aceBonus: opts.aceBonus ?? 'any' },
    deals: opts.deals,
    seedFor: (s: Seat, v: number) => `${seed}:${s}:${v}`,
    onDecision: (d) => {
      expect(guillotine.legalMoves(d.match.state, d.seat)).toContainEqual(d.move);
      moves.push(`${d.seat}:${JSON.stringify(d.move)}`);
    },
  });
  if (opts.deals === undefined) {
    expect(r.places).not.toBeNull();
    expect(r.state.totals.reduce((a, b) => a + b, 0)).toBe(400);
  }
  return moves;
}

describe('the levels', () => {
  it('random, casual and strong, the weakest first; strong stands in for a leaver', () => {
    expect(guillotine.bots.map((b) => b.id)).toEqual(['random', 'casual', 'strong']);
    expect(guillotine.leaverBot).toBe('strong');
  });

  it('no level makes a refused move or call across whole series, either ace bonus', () => {
    checked([casual, casual, casual, casual], 'four casual');
    checked([random, casual, lightStrong, casual], 'all three levels', { aceBonus: 'one' });
  });

  it('a casual seat decides from the view alone, its call included', () => {
    checked([random, casual, random, random], 'one casual', { deals: 6 });
  });

  it('the same seed gives the same decisions, at every level', () => {
    const levels = [lightStrong, casual, random, lightStrong];
    const a = checked(levels, 'repeat', { deals: 3 });
    const b = checked(levels, 'repeat', { deals: 3 });
    expect(b).toEqual(a);
    expect(checked(levels, 'another seed', { deals: 3 })).not.toEqual(a);
  });

  it('a strong mind and a cold one (the view alone) choose alike from the same seed twice', () => {
    let compared = 0;
    playSeries([strong, random, random, random], 'cold twice', {
      deals: 2,
      seedFor: (s, v) => `cold twice:${s}:${v}`,
      onDecision: (d) => {
        if (d.seat !== 0 || compared++ % 5 !== 0) return;
        const ctx = { seat: d.seat, seed: 'same', events: null };
        expect(strong.choose(d.view, ctx)).toEqual(strong.choose(d.view, ctx));
        expect(casual.choose(d.view, ctx)).toEqual(casual.choose(d.view, ctx));
      },
    });
    expect(compared).toBeGreaterThan(10);
  });
});
