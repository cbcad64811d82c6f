import { describe, expect, it } from 'vitest';
import { errorKeys } from './errorKeys';

describe('errorKeys', () => {
  it("looks a game's own code up in that game's texts", () => {
    expect(errorKeys('knights.occupied', 'knights')).toEqual(['knights.error.occupied']);
    expect(errorKeys('knights.occupied')).toEqual(['knights.error.occupied']);
    expect(errorKeys('twist.not-your-seat', 'twist')).toEqual(['twist.error.not-your-seat']);
  });

  it('asks the game first for a platform code, then the platform', () => {
    expect(errorKeys('game-over', 'guillotine')).toEqual([
      'guillotine.error.game-over',
      'error.game-over',
    ]);
  });

  it('asks only the platform when the game is not known', () => {
    expect(errorKeys('not-your-turn')).toEqual(['error.not-your-turn']);
  });
});
