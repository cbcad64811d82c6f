import { describe, expect, it } from 'vitest';
import { tally } from '../../../test/toy/tally';
import { ratedRefusal } from '../../core/rated';
import { analyzePosition } from './ai/api';
import { knights } from './index';
import { knightsRatedRefusal, MIN_RATED_SIDE } from './rated';

describe('the smallest rated knights board', () => {
  it('is 6×6: a board with a side under six is casual only, with the reason', () => {
    expect(MIN_RATED_SIDE).toBe(6);
    for (const [files, ranks] of <[number, number][]>[
      [4, 4],
      [5, 5],
      [5, 8],
      [8, 5],
    ]) {
      expect(knightsRatedRefusal({ files, ranks })).toMatchObject({
        code: 'knights.board-too-small-to-rate',
        params: { side: 6 },
      });
    }
    for (const [files, ranks] of <[number, number][]>[
      [6, 6],
      [6, 7],
      [8, 8],
    ]) {
      expect(knightsRatedRefusal({ files, ranks })).toBeNull();
    }
  });

  it('is the rule the platform asks of the game, on its checked options', () => {
    expect(ratedRefusal(knights, { files: 4, ranks: 4 })?.code).toBe(
      'knights.board-too-small-to-rate',
    );
    // 8×8 by default; options that are none of the game's are for making the match to refuse.
    expect(ratedRefusal(knights, {})).toBeNull();
    expect(ratedRefusal(knights, { files: 'four' })).toBeNull();
    // A game without the rule may be rated with any options.
    expect(ratedRefusal(tally, {})).toBeNull();
  });

  it('keeps out 4×4, which the second player always wins', () => {
    expect(analyzePosition('4x4:').verdict).toBe('loss');
  });
});
