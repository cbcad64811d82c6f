import { describe, expect, it } from 'vitest';
import { parseSquare, SQUARES } from '../../../games/junqi/board';
import { cellOf, squareAtCell } from './geometry';

describe('the board seen from either side', () => {
  it('puts each side’s own back row at the bottom, its left corner as it sits', () => {
    expect(cellOf(parseSquare('a1')!, 0)).toEqual({ col: 0, row: 11 });
    expect(cellOf(parseSquare('e12')!, 1)).toEqual({ col: 0, row: 11 });
    expect(cellOf(parseSquare('a12')!, 0)).toEqual({ col: 0, row: 0 });
    expect(cellOf(parseSquare('a1')!, 1)).toEqual({ col: 4, row: 0 });
  });

  it('finds every square back from its cell', () => {
    for (const bottom of [0, 1] as const) {
      for (let s = 0; s < SQUARES; s++) expect(squareAtCell(cellOf(s, bottom), bottom)).toBe(s);
    }
  });
});
