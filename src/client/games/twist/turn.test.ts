import { describe, expect, it } from 'vitest';
import { drawOrientation, PIECES } from '../../../games/twist';
import { flip, rotateClockwise, rotateCounterClockwise } from './turn';

/** Turns a drawing (rows of characters) a quarter clockwise. */
function turnDrawing(rows: string[]): string[] {
  const h = rows.length;
  const w = rows[0]!.length;
  return Array.from({ length: w }, (_, y) =>
    Array.from({ length: h }, (_, x) => rows[h - 1 - x]![y]).join(''),
  );
}

describe('turning a piece in the hand', () => {
  it('rotates what the player sees clockwise, whatever the orientation', () => {
    for (const p of PIECES) {
      for (let o = 0; o < 8; o++) {
        expect(drawOrientation(p, rotateClockwise(o))).toEqual(turnDrawing(drawOrientation(p, o)));
        expect(rotateCounterClockwise(rotateClockwise(o))).toBe(o);
      }
    }
  });

  it('flips what the player sees top to bottom', () => {
    for (const p of PIECES) {
      for (let o = 0; o < 8; o++) {
        expect(drawOrientation(p, flip(o))).toEqual([...drawOrientation(p, o)].reverse());
        expect(flip(flip(o))).toBe(o);
      }
    }
  });

  it('reaches any orientation from 0 by F (when o ≥ 4) then R (o mod 4 times)', () => {
    for (let o = 0; o < 8; o++) {
      let x = o >= 4 ? flip(0) : 0;
      for (let r = 0; r < o % 4; r++) x = rotateClockwise(x);
      expect(x).toBe(o);
    }
  });
});
