import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { popcount, suitMask } from './bits';
import { sampler } from './sample';

describe('sampler', () => {
  it('gives every seat its size, every unseen card once, no seat a card it cannot hold', () => {
    const rng = new Rng('sizes');
    const unseen = ~0xff; // all but the spades, which "I" held or saw played
    const excluded = [0, suitMask(1), 0, suitMask(2) | suitMask(3)];
    const deals = sampler(2, unseen, [8, 8, 8, 8], excluded);
    expect(deals.feasible).toBe(true);
    const hands = new Int32Array(4);
    for (let k = 0; k < 200; k++) {
      deals.draw(() => rng.next(), hands);
      expect([0, 1, 3].map((s) => popcount(hands[s]!))).toEqual([8, 8, 8]);
      expect(hands[0]! | hands[1]! | hands[3]!).toBe(unseen);
      for (const s of [0, 1, 3]) expect(hands[s]! & excluded[s]!).toBe(0);
    }
  });

  it('says when nothing fits', () => {
    // Two seats may hold none of the 8 hearts, the third needs only 4 cards.
    const hearts = suitMask(1);
    const deals = sampler(0, hearts | 0xff, [8, 4, 6, 6], [0, 0, hearts, hearts]);
    expect(deals.feasible).toBe(false);
  });

  it('draws every consistent deal equally often', () => {
    // Six cards, two each to seats 1–3; seat 1 may not hold card 0: 6!/(2!2!2!) = 90 deals, 60 fit.
    const rng = new Rng('uniform');
    const deals = sampler(0, 0b111111, [0, 2, 2, 2], [0, 0b1, 0, 0]);
    const counts = new Map<string, number>();
    const hands = new Int32Array(4);
    const draws = 60_000;
    for (let k = 0; k < draws; k++) {
      deals.draw(() => rng.next(), hands);
      const key = `${hands[1]},${hands[2]},${hands[3]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(60);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(200);
  });
});
