/**
 * The precise refusals of the rules: the code says which rule (a placement rule, a piece that
 * never moves…), the params which square, and the message is the rules' own sentence. The
 * server sends exactly these, and the browser asks the same functions before a click is sent.
 */
import { describe, expect, it } from 'vitest';
import { parseSquare, SQUARES, squareName } from './board';
import { junqiGame } from './game';
import {
  checkLayout,
  defaultLayout,
  layoutRecord,
  placementError,
  placementRefusal,
  placementRule,
} from './layout';
import { stuckRefusal } from './moves';
import { RANKS } from './pieces';
import { initialState, playMove, swap } from './state';

const sq = (name: string) => parseSquare(name)!;

// Which words of the rules' own sentence each rule stands for: if placementError changes its
// order or wording, this says so before a player reads the wrong reason.
const WORDS = {
  half: /is not in .* half/,
  camp: /is a camp/,
  flag: /headquarters/,
  landmine: /back two rows/,
  bomb: /front row/,
} as const;

describe('placement refusals', () => {
  it('name the rule placementError words, for every side, rank and square', () => {
    for (const side of [0, 1] as const) {
      for (const rank of RANKS) {
        for (let s = 0; s < SQUARES; s++) {
          const rule = placementRule(side, rank, s);
          const error = placementError(side, rank, s);
          const refused = placementRefusal(side, rank, s);
          const where = `${rank} on ${squareName(s)}`;
          if (rule === null) {
            expect(error, where).toBeNull();
            expect(refused, where).toBeNull();
          } else {
            expect(error, where).toMatch(WORDS[rule]);
            expect(refused, where).toEqual({
              code: `junqi.placement-${rule}`,
              message: error,
              params: { square: squareName(s) },
            });
          }
        }
      }
    }
  });

  it('come from a swap with the rule and the square it breaks', () => {
    // The flag stands on b1 in the default layout, an engineer on a2.
    const flag = swap(initialState(), 0, sq('b1'), sq('a2'));
    expect(flag.ok || flag.error).toMatchObject({
      code: 'junqi.placement-flag',
      params: { square: 'a2' },
    });
    // A landmine (b2) may not go forward to a6, whichever piece is named first.
    for (const [a, b] of [
      ['a6', 'b2'],
      ['b2', 'a6'],
    ]) {
      const mine = swap(initialState(), 0, sq(a!), sq(b!));
      expect(mine.ok || mine.error).toMatchObject({
        code: 'junqi.placement-landmine',
        params: { square: 'a6' },
      });
    }
  });

  it('come from a whole layout with the rule and the square it breaks', () => {
    const bombInFront = { ...layoutRecord(defaultLayout(0)), a6: 0 as const, a1: 7 as const };
    const r = checkLayout(0, bombInFront);
    expect(r.ok || r.error).toMatchObject({
      code: 'junqi.placement-bomb',
      params: { square: 'a6' },
    });
    expect(r.ok || r.error.message).toMatch(/front row/);
  });

  it('are what the game itself answers a seat', () => {
    const state = junqiGame.setup({
      seats: 2,
      seed: '1',
      options: junqiGame.optionsSchema.parse({}),
    });
    const camp = junqiGame.play(state, 0, { type: 'swap', a: 'b1', b: 'a5' });
    expect(camp.ok || camp.error).toMatchObject({
      code: 'junqi.placement-flag',
      params: { square: 'a5' },
    });
  });
});

describe('refusals of a piece that can go nowhere', () => {
  const play = { ...initialState(), phase: 'play' as const, ready: [true, true] as const };

  it('say why, for the square', () => {
    expect(stuckRefusal(play.board, sq('b2'))).toMatchObject({
      code: 'junqi.never-moves',
      params: { square: 'b2' },
    });
    expect(stuckRefusal(play.board, sq('d1'))).toMatchObject({
      code: 'junqi.in-headquarters',
      params: { square: 'd1' },
    });
    expect(stuckRefusal(play.board, sq('a1'))).toMatchObject({
      code: 'junqi.no-way',
      params: { square: 'a1' },
    });
    expect(stuckRefusal(play.board, sq('a6'))).toBeNull();
    expect(stuckRefusal(play.board, sq('c5'))).toBeNull();
  });

  it('are what a move of that piece is refused with; a piece that can move is refused its square', () => {
    const never = playMove(play, 0, sq('b2'), sq('b3'));
    expect(never.ok || never.error.code).toBe('junqi.never-moves');
    const stuck = playMove(play, 0, sq('a1'), sq('a2'));
    expect(stuck.ok || stuck.error.code).toBe('junqi.no-way');
    const far = playMove(play, 0, sq('a6'), sq('c4'));
    expect(far.ok || far.error).toMatchObject({
      code: 'junqi.illegal',
      params: { from: 'a6', to: 'c4' },
    });
  });
});
