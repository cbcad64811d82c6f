import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../../games/junqi/board';
import { initialState, positionState } from '../../../games/junqi/state';
import { junqiView } from '../../../games/junqi/view';
import { moveRefusal, pieceRefusal, setupRefusal, swapRefusal } from './refusal';

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

describe('setupRefusal', () => {
  const setup = junqiView(initialState(), 0);

  it('says which rule a square without one of your pieces breaks for the chosen piece', () => {
    expect(setupRefusal(setup, 0, sq('a6'), sq('b5'))).toMatchObject({
      code: 'junqi.placement-camp',
      params: { square: 'b5' },
    });
    expect(setupRefusal(setup, 0, sq('a6'), sq('c9'))).toMatchObject({
      code: 'junqi.placement-half',
      params: { square: 'c9' },
    });
  });

  it('refuses to choose a square that holds none of your pieces', () => {
    expect(setupRefusal(setup, 0, null, sq('c9'))).toMatchObject({
      code: 'junqi.not-yours',
      params: { square: 'c9' },
    });
    expect(setupRefusal(setup, 0, null, sq('b3'))).toMatchObject({ code: 'junqi.not-yours' });
  });
});

describe('moveRefusal', () => {
  const play = junqiView({ ...initialState(), phase: 'play', ready: [true, true] }, 0);

  it('refuses an enemy piece or an empty square chosen first, whoever is to move', () => {
    expect(moveRefusal(play, 0, null, sq('c8'))).toMatchObject({
      code: 'junqi.not-yours',
      params: { square: 'c8' },
    });
    expect(moveRefusal({ ...play, toMove: 'red' }, 0, null, sq('b3'))).toMatchObject({
      code: 'junqi.not-yours',
    });
  });

  it('refuses a square the piece cannot reach, and allows one it can', () => {
    expect(moveRefusal(play, 0, sq('a6'), sq('b3'))).toMatchObject({
      code: 'junqi.illegal',
      params: { from: 'a6', to: 'b3' },
    });
    expect(moveRefusal(play, 0, sq('a6'), sq('a7'))).toBeNull();
  });

  it('says a piece the chosen one could reach is sheltered by its camp', () => {
    // Red's lieutenant steps from c8 into the camp on b8; blue's captain stands on a7.
    const board = [...initialState().board];
    board[sq('b8')] = board[sq('c8')]!;
    board[sq('c8')] = null;
    board[sq('a7')] = board[sq('a6')]!;
    board[sq('a6')] = null;
    const view = junqiView(positionState(board, 0), 0);
    expect(moveRefusal(view, 0, sq('a7'), sq('b8'))).toMatchObject({
      code: 'junqi.camp-shelters',
      params: { square: 'b8' },
    });
    // Out of reach whatever stands there: the rules' own refusal.
    expect(moveRefusal(view, 0, sq('e6'), sq('d8'))).toMatchObject({ code: 'junqi.illegal' });
  });
});
