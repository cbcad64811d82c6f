import { describe, expect, it } from 'vitest';
import { botSeed } from './seed';

describe("a bot's seed", () => {
  it('is the same for the same decision, and differs by seat, version and purpose', () => {
    const seed = 'the deck of this match';
    expect(botSeed(seed, 1, 7)).toBe(botSeed(seed, 1, 7));
    const others = [botSeed(seed, 2, 7), botSeed(seed, 1, 8), botSeed(seed, 1, 7, 'ponder')];
    expect(new Set([botSeed(seed, 1, 7), ...others]).size).toBe(4);
  });

  it('never carries the match seed, or any part of it', () => {
    const seed = 'c0ffee00c0ffee00c0ffee00';
    const derived = botSeed(seed, 0, 0);
    expect(derived).not.toContain(seed);
    expect(derived).not.toContain(seed.slice(0, 8));
    expect(derived).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
