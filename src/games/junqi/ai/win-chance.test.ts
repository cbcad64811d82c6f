import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIN } from './evaluate';
import { chanceOf, scoreOfChances } from './win-chance';

const SCALE = 150;

/** A move's score over worlds, as the search reads it with a scale. */
function over(scores: readonly number[]): number {
  let won = 0;
  let lost = 0;
  for (const s of scores) {
    won += chanceOf(s, SCALE);
    lost += chanceOf(-s, SCALE);
  }
  return scoreOfChances(won, lost, SCALE);
}

const mean = (scores: readonly number[]) => scores.reduce((a, b) => a + b, 0) / scores.length;

describe('a move judged by its chance of winning over the worlds', () => {
  it('keeps its score where every world agrees', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3000, max: 3000, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (score, worlds) => {
          expect(over(Array(worlds).fill(score))).toBeCloseTo(score, 6);
        },
      ),
    );
  });

  it('does not stake a won position on one world in eight that ends the game', () => {
    // Game 2111, ply 105: the engineer that attacks the enemy's last mobile piece ends the game
    // where that piece is an engineer or a bomb, some one world in eight; in the others it falls,
    // and the major general it attacked runs down the railroad at our flag. The quiet move keeps
    // a won position in every world.
    const gamble = [WIN, ...Array(7).fill(-300)];
    const quiet = Array(8).fill(400);
    expect(mean(gamble)).toBeGreaterThan(mean(quiet));
    expect(over(gamble)).toBeLessThan(over(quiet));
    // Where it is the only hope, it is still taken.
    expect(over(gamble)).toBeGreaterThan(over(Array(8).fill(-3000)));
  });

  it('still tells apart a sure win from one all but sure, and a sure loss from one all but sure', () => {
    expect(over(Array(24).fill(WIN))).toBeGreaterThan(over([...Array(23).fill(WIN), 5000]));
    expect(over(Array(24).fill(-WIN))).toBeLessThan(over([...Array(23).fill(-WIN), -5000]));
  });

  it('orders moves as their worlds do: better in one world and no worse in any, better over all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -WIN, max: WIN, noNaN: true }), { minLength: 1, maxLength: 24 }),
        fc.nat(23),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        (scores, k, gain) => {
          const i = k % scores.length;
          const better = scores.map((s, j) => (j === i ? s + gain : s));
          expect(over(better)).toBeGreaterThanOrEqual(over(scores));
        },
      ),
    );
  });
});
