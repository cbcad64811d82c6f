import { describe, expect, it } from 'vitest';
import { errorKeys } from './errorKeys';

describe('errorKeys', () => {
  it('asks the game first, then the platform', () => {
    expect(errorKeys('occupied', 'knights')).toEqual(['knights.error.occupied', 'error.occupied']);
  });

  it('asks only the platform when the game is not known', () => {
    expect(errorKeys('not-your-turn')).toEqual(['error.not-your-turn']);
  });

  it('does not repeat a game prefix the code already has', () => {
    expect(errorKeys('twist.notYourSeat', 'twist')[0]).toBe('twist.error.notYourSeat');
  });
});
