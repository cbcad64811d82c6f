import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng';
import { attacksHi, attacksLo, hasSquare, parseSquare, squareName } from './board';
import {
  type KnightsState,
  legalCount,
  legalMoves,
  legalSquares,
  outcome,
  play,
  playSquare,
  setup,
  toMove,
  view,
} from './rules';

const start = (files = 8, ranks = 8) => setup({ seats: 2, seed: 's', options: { files, ranks } });

function must(state: KnightsState, seat: number, square: string): KnightsState {
  const r = play(state, seat, { square });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('knight placement rules', () => {
  it('starts with every square legal and the first seat to move', () => {
    const s = start();
    expect(legalCount(s)).toBe(64);
    expect(toMove(s)).toEqual([0]);
    expect(start(3, 5).legalLo).not.toBe(0);
    expect(legalCount(start(5, 3))).toBe(15);
  });

  it('numbers squares as the original game: square 10 is c7, 27 is d5', () => {
    const size = { files: 8, ranks: 8 };
    expect(squareName(10, size)).toBe('c7');
    expect(squareName(27, size)).toBe('d5');
    expect(parseSquare('d5', size)).toBe(27);
    expect(parseSquare('i1', size)).toBeNull();
    expect(parseSquare('a9', size)).toBeNull();
  });

  it('a knight on 27 attacks exactly 10, 12, 17, 21, 33, 37, 42, 44 and leaves 55 squares', () => {
    const attacked: number[] = [];
    for (let s = 0; s < 64; s++) if (hasSquare(attacksLo(27), attacksHi(27), s)) attacked.push(s);
    expect(attacked).toEqual([10, 12, 17, 21, 33, 37, 42, 44]);
    const r = playSquare(start(), 0, 27);
    expect(r.ok && legalCount(r.value)).toBe(55);
  });

  it('refuses occupied, attacked, off-board and out-of-turn squares with reasons', () => {
    const s = must(start(), 0, 'd5');
    const occupied = play(s, 1, { square: 'd5' });
    expect(occupied.ok || occupied.error.message).toBe('A knight already stands on d5.');
    const attacked = play(s, 1, { square: 'e3' });
    expect(attacked.ok || attacked.error.message).toBe('e3 is attacked by the knight on d5.');
    const off = play(start(5, 5), 0, { square: 'f1' });
    expect(off.ok || off.error.code).toBe('knights.off-board');
    const turn = play(s, 0, { square: 'a1' });
    expect(turn.ok || turn.error.code).toBe('not-your-turn');
  });

  it('on 3×3 the centre attacks nothing: eight squares stay legal', () => {
    let s = start(3, 3);
    s = must(s, 0, 'b2');
    // The centre of 3×3 attacks nothing; the 8 other squares stay legal.
    expect(legalCount(s)).toBe(8);
    expect(outcome(s)).toBeNull();
  });

  it('view shows whose knight is where, attacked and legal squares', () => {
    const s = must(must(start(), 0, 'a1'), 1, 'h8');
    const v = view(s, 'spectator');
    expect(v.knights).toEqual([
      { square: 'a1', seat: 0 },
      { square: 'h8', seat: 1 },
    ]);
    expect(v.attacked).toEqual(expect.arrayContaining(['b3', 'c2', 'g6', 'f7']));
    expect(v.legal).toHaveLength(64 - 2 - 4);
    expect(v.toMove).toBe(0);
  });

  it('random games: no knight on an attacked square, the game ends, the loser has no square', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 3, max: 8 }),
        fc.integer(),
        (files, ranks, seed) => {
          const rng = new Rng(seed);
          let s = start(files, ranks);
          let plies = 0;
          while (toMove(s).length > 0) {
            const seat = toMove(s)[0]!;
            const moves = legalMoves(s, seat);
            expect(moves.length).toBe(legalSquares(s).length);
            const r = play(s, seat, rng.pick(moves));
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            s = r.value;
            plies++;
            expect(plies).toBeLessThanOrEqual(files * ranks);
          }
          for (const a of s.placed) {
            for (const b of s.placed) {
              expect(hasSquare(attacksLo(a), attacksHi(a), b)).toBe(false);
            }
          }
          const o = outcome(s);
          const loser = s.placed.length % 2;
          expect(o?.winners).toEqual([1 - loser]);
          expect(legalMoves(s, loser)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
