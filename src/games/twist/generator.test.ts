import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateChallenges, gradeChallenge, LEVELS, levelOf } from './generator';
import { getSolutions } from './solutions';
import { checkPlacementString } from './validity';

describe('the generator', () => {
  it('makes challenges of the asked level with exactly one solution, the stored one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEVELS), fc.string({ maxLength: 8 }), (level, seed) => {
        const [c] = generateChallenges(level, seed, 1);
        expect(c).toBeDefined();
        expect(c!.level).toBe(level);
        expect(getSolutions(c!.start)).toEqual([c!.solution]);
        const start = checkPlacementString(c!.start);
        expect(start.ok).toBe(true);
        if (start.ok) {
          expect(start.value.pieces.length).toBeLessThanOrEqual(1);
          expect(start.value.pegs.length).toBeGreaterThanOrEqual(1);
          expect(gradeChallenge(start.value).level).toBe(level);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('is deterministic from its seed', () => {
    expect(generateChallenges('wizard', 's', 3)).toEqual(generateChallenges('wizard', 's', 3));
    expect(generateChallenges('wizard', 's', 1)).not.toEqual(generateChallenges('wizard', 't', 1));
  });

  it('grades: a start piece makes it easy, guesses make it hard', () => {
    expect(levelOf(true, 0)).toBe('starter');
    expect(levelOf(true, 3)).toBe('junior');
    expect(levelOf(false, 0)).toBe('expert');
    expect(levelOf(false, 12)).toBe('master');
    expect(levelOf(false, 40)).toBe('wizard');
  });
});
