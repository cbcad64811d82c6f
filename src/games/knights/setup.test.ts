import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../core/errors';
import { squareName } from './board';
import { stateFromView } from './position';
import {
  isOver,
  type KnightsState,
  legalSquares,
  play,
  playSquare,
  setup,
  sideToMove,
  view,
} from './rules';
import { fromSquares } from './setup';

const start = (files = 8, ranks = 8) => setup({ seats: 2, seed: 's', options: { files, ranks } });

function refusalOf(files: number, ranks: number, squares: string[]): RuleError {
  const r = fromSquares({ files, ranks }, squares);
  if (r.ok) throw new Error(`${squares.join(',')} was accepted`);
  return r.error;
}

/** Plays `squares` in turn through the rules, as a match would. */
function played(files: number, ranks: number, squares: string[]): KnightsState {
  let s = start(files, ranks);
  for (const square of squares) {
    const r = play(s, sideToMove(s), { square });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('fromSquares', () => {
  it('an empty list is the empty board of that size', () => {
    expect(fromSquares({ files: 8, ranks: 8 }, [])).toEqual({ ok: true, value: start() });
    expect(fromSquares({ files: 3, ranks: 5 }, [])).toEqual({ ok: true, value: start(3, 5) });
  });

  it('a legal sequence is the position the game reaches, knights in the order played', () => {
    const r = fromSquares({ files: 8, ranks: 8 }, ['d5', 'e2', 'c6']);
    expect(r.ok && r.value.placed).toEqual([27, 52, 18]);
    expect(r).toEqual({ ok: true, value: played(8, 8, ['d5', 'e2', 'c6']) });
  });

  it('refuses a square already taken', () => {
    expect(refusalOf(8, 8, ['d5', 'd5'])).toEqual({
      code: 'knights.occupied',
      message: 'A knight already stands on d5.',
      params: { square: 'd5' },
    });
  });

  it('refuses an attacked square, naming the attacker', () => {
    expect(refusalOf(8, 8, ['c3', 'd5'])).toEqual({
      code: 'knights.attacked',
      message: 'd5 is attacked by the knight on c3.',
      params: { square: 'd5', by: 'c3' },
    });
  });

  it('refuses a name that is not a square of the board, as written', () => {
    expect(refusalOf(8, 8, ['z9'])).toEqual({
      code: 'knights.off-board',
      message: 'z9 is not on this board.',
      params: { square: 'z9' },
    });
    expect(refusalOf(8, 8, ['a0']).code).toBe('knights.off-board');
    expect(refusalOf(8, 8, ['D5']).code).toBe('knights.off-board');
  });

  it('names the first fault in the order played', () => {
    expect(refusalOf(8, 8, ['d5', 'z9', 'd5']).params).toEqual({ square: 'z9' });
    expect(refusalOf(8, 8, ['d5', 'd5', 'e3']).code).toBe('knights.occupied');
  });

  it('on a rectangular board, files and ranks are told apart', () => {
    // 3×5: files a..c, ranks 1..5.
    expect(fromSquares({ files: 3, ranks: 5 }, ['a5', 'c1']).ok).toBe(true);
    expect(refusalOf(3, 5, ['d1']).params).toEqual({ square: 'd1' });
    expect(refusalOf(3, 5, ['a6']).params).toEqual({ square: 'a6' });
    expect(refusalOf(5, 3, ['a5']).code).toBe('knights.off-board');
    expect(fromSquares({ files: 5, ranks: 3 }, ['e3']).ok).toBe(true);
  });

  it('a board with no square left refuses the next one for its reason, not as game over', () => {
    const r = fromSquares({ files: 3, ranks: 3 }, ['a1', 'a3', 'c1', 'c3', 'b2']);
    expect(r.ok && isOver(r.value)).toBe(true);
    expect(refusalOf(3, 3, ['a1', 'a3', 'c1', 'c3', 'b2', 'b1'])).toMatchObject({
      code: 'knights.attacked',
      params: { square: 'b1', by: 'a3' },
    });
  });

  it('refuses a board size the bitboards cannot hold', () => {
    expect(refusalOf(9, 8, [])).toEqual({
      code: 'knights.unsupported-size',
      message: 'A 9×8 board is not supported: each side must be 3 to 8.',
      params: { files: 9, ranks: 8, min: 3, max: 8 },
    });
    for (const [files, ranks] of [
      [2, 8],
      [8, 2],
      [8, 9],
      [0, 0],
      [3.5, 4],
      [Number.NaN, 8],
    ] as const) {
      expect(refusalOf(files, ranks, ['a1']).code, `${files}×${ranks}`).toBe(
        'knights.unsupported-size',
      );
    }
  });

  it('words each refusal as play does', () => {
    const s = played(8, 8, ['d5']);
    for (const square of ['d5', 'e3', 'z9']) {
      const byPlay = play(s, 1, { square });
      expect(byPlay.ok || byPlay.error).toEqual(refusalOf(8, 8, ['d5', square]));
    }
  });

  it('stateFromView rebuilds the state, and throws the refusal on a view no game can reach', () => {
    const s = played(6, 5, ['a1', 'f5', 'c3']);
    expect(stateFromView(view(s, 'spectator'))).toEqual(s);
    const corrupt = {
      ...view(s, 'spectator'),
      knights: [
        { square: 'c3', seat: 0 },
        { square: 'd5', seat: 1 },
      ],
    };
    expect(() => stateFromView(corrupt)).toThrow('d5 is attacked by the knight on c3.');
  });

  it('agrees with playSquare on random games, and on one more square of any name', () => {
    const side = fc.integer({ min: 3, max: 8 });
    const picks = fc.array(fc.nat(), { maxLength: 64 });
    const anyName = fc
      .tuple(fc.constantFrom(...'abcdefghi'), fc.integer({ min: 0, max: 9 }))
      .map(([f, r]) => `${f}${r}`);
    fc.assert(
      fc.property(side, side, picks, anyName, (files, ranks, choices, extra) => {
        let s = start(files, ranks);
        const names: string[] = [];
        for (const n of choices) {
          if (isOver(s)) break;
          const legal = legalSquares(s);
          const square = legal[n % legal.length]!;
          const r = playSquare(s, sideToMove(s), square);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value;
          names.push(squareName(square, { files, ranks }));
        }
        expect(fromSquares({ files, ranks }, names)).toEqual({ ok: true, value: s });
        // With no square left, play answers game-over before it looks at the square.
        if (isOver(s)) return;
        expect(fromSquares({ files, ranks }, [...names, extra])).toEqual(
          play(s, sideToMove(s), { square: extra }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
