import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../../games/junqi/board';
import { initialState } from '../../../games/junqi/state';
import { junqiView } from '../../../games/junqi/view';
import { pieceRefusal, swapRefusal } from './refusal';

const sq = (name: string) => parseSquare(name)!;

describe('swapRefusal', () => {
  const setup = junqiView(initialState(), 0);

  it('allows what the rules allow', () => {
    expect(swapRefusal(setup, 0, sq('a6'), sq('b6'))).toBeNull();
  });

  it("says which rule a swap breaks, for which square, in the rules' own code", () => {
    // The flag stands on b1 in the default layout, an engineer on a2.
    expect(swapRefusal(setup, 0, sq('b1'), sq('a2'))).toMatchObject({
      code: 'junqi.placement-flag',
      params: { square: 'a2' },
    });
    // A landmine (b2) may not go forward to a6, whichever piece is picked first.
    expect(swapRefusal(setup, 0, sq('a6'), sq('b2'))).toMatchObject({
      code: 'junqi.placement-landmine',
      params: { square: 'a6' },
    });
    expect(swapRefusal(setup, 0, sq('a6'), sq('a6'))).toMatchObject({ code: 'junqi.same-square' });
  });

  it('refuses once the side is ready', () => {
    const ready = { ...setup, ready: { blue: true, red: false } };
    expect(swapRefusal(ready, 0, sq('a6'), sq('b6'))).toMatchObject({
      code: 'junqi.already-ready',
    });
  });
});

describe('pieceRefusal', () => {
  const play = junqiView({ ...initialState(), phase: 'play', ready: [true, true] }, 0);

  it('tells pieces that never move or cannot move from those that can', () => {
    expect(pieceRefusal(play, sq('b2'))).toMatchObject({ code: 'junqi.never-moves' });
    expect(pieceRefusal(play, sq('d1'))).toMatchObject({ code: 'junqi.in-headquarters' });
    expect(pieceRefusal(play, sq('a1'))).toMatchObject({ code: 'junqi.no-way' });
    expect(pieceRefusal(play, sq('a6'))).toBeNull();
  });
});
