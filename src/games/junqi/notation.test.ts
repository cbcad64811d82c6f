import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng';
import { randomLayout } from './layout';
import { movesOf } from './moves';
import { formatNotation, parseJsonPosition, parseNotation, piecesRecord } from './notation';
import { initialState, playMove } from './state';

const START =
  'r10,r11,r10,r0,r0/r9,r10,r9,r2,r9/r6,1,r6,1,r5/r1,r3,1,r3,r5/r8,1,r8,1,r8/r7,r7,r7,r4,r4/b7,b2,b7,b3,b7/b4,1,b5,1,b4/b8,b3,1,b1,b8/b6,1,b8,1,b5/b9,b10,b10,b9,b9/b0,b11,b10,b0,b6 b setup 0';

describe('the position notation', () => {
  it('writes the start of a game as documented, and reads it back', () => {
    expect(formatNotation(initialState())).toBe(START);
    const r = parseNotation(START);
    expect(r.ok && formatNotation(r.value)).toBe(START);
  });

  it('reads back whatever it writes, through random games', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        let state = {
          ...initialState(),
          phase: 'play' as const,
          ready: [true, true] as [boolean, boolean],
        };
        for (let i = 0; i < 40 && state.phase === 'play'; i++) {
          const moves = movesOf(state.board, state.toMove);
          const m = rng.pick(moves);
          const r = playMove(state, state.toMove, m.from, m.to);
          if (!r.ok) throw new Error(r.error.message);
          state = r.value.state as typeof state;
        }
        const text = formatNotation(state);
        const back = parseNotation(text);
        expect(back.ok && formatNotation(back.value)).toBe(text);
        expect(back.ok && piecesRecord(back.value.board)).toEqual(piecesRecord(state.board));
      }),
      { numRuns: 100 },
    );
    expect(randomLayout(0, new Rng(1)).size).toBe(25);
  });

  it('names the first thing it cannot read', () => {
    const cases: [string, RegExp][] = [
      ['', /4 fields/],
      [START.replace(' b setup 0', ' b setup'), /4 fields/],
      [START.replace('r10,r11', 'r10,r12'), /row 12: "r12" is neither a piece/],
      [START.replace('r6,1,r6,1,r5', 'r6,1,r6,r5'), /row 10 has 4 squares, not 5/],
      [START.replace('r6,1,r6,1,r5', 'r6,2,r6,1,r5'), /row 10 has more than 5 squares/],
      [START.replace(' b setup', ' g setup'), /side to move is "b" or "r", not "g"/],
      [START.replace(' setup ', ' war '), /phase is setup, play or over/],
      [START.replace('/b0,b11,b10,b0,b6', ''), /11 rows, not 12/],
    ];
    for (const [text, message] of cases) {
      const r = parseNotation(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(message);
    }
  });

  it('reads a position given as JSON, and names what is wrong with one', () => {
    const r = parseJsonPosition({ pieces: { a2: 'b9', b1: 'b11', b12: 'r11' }, toMove: 'blue' });
    expect(r.ok && r.value.phase).toBe('play');
    expect(r.ok && piecesRecord(r.value.board)).toEqual({ a2: 'b9', b1: 'b11', b12: 'r11' });
    const bad: [unknown, RegExp][] = [
      [{ pieces: { z9: 'b9' }, toMove: 'blue' }, /"z9" is not a square/],
      [{ pieces: { a2: 'g9' }, toMove: 'blue' }, /a2: "g9" is not a piece/],
      [{ pieces: { a2: 'b9' }, toMove: 'green' }, /"toMove" is "blue" or "red"/],
      [{ toMove: 'blue' }, /"pieces" is an object/],
      [42, /a position is an object/],
    ];
    for (const [value, message] of bad) {
      const r2 = parseJsonPosition(value);
      expect(r2.ok || r2.error.message).toMatch(message);
    }
  });
});
