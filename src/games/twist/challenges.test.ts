import { describe, expect, it } from 'vitest';
import { CHALLENGES } from './challenges';
import { gradeChallenge, LEVELS } from './generator';
import { getSolutions } from './solutions';
import { checkPlacementString } from './validity';

describe('the shipped challenges', () => {
  it('are 120, 24 per level, with distinct ids and starts', () => {
    expect(CHALLENGES.length).toBe(120);
    for (const level of LEVELS) expect(CHALLENGES.filter((c) => c.level === level).length).toBe(24);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(120);
    expect(new Set(CHALLENGES.map((c) => c.start)).size).toBe(120);
  });

  it('each have exactly one solution, the stored one', () => {
    for (const c of CHALLENGES) expect(getSolutions(c.start), c.id).toEqual([c.solution]);
  });

  it('have zero or one start piece and some pegs, and grade as their level', () => {
    for (const c of CHALLENGES) {
      const start = checkPlacementString(c.start);
      expect(start.ok, c.id).toBe(true);
      if (!start.ok) continue;
      expect(start.value.pieces.length).toBeLessThanOrEqual(1);
      expect(start.value.pegs.length).toBeGreaterThan(0);
      expect(gradeChallenge(start.value).level, c.id).toBe(c.level);
    }
  });
});
