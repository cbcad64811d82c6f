import { describe, expect, it } from 'vitest';
import {
  isCamp,
  isHeadquarters,
  isRail,
  LINES_THROUGH,
  parseSquare,
  RAIL_LINES,
  ROAD_NEIGHBOURS,
  SQUARES,
  squareName,
} from './board';
import { SPEC_BOARD } from './spec-board.fixture';

const LINE_NAMES = ['col_a', 'col_e', 'row_2', 'row_6', 'row_7', 'row_11', 'c_crossing'];

describe('the Junqi board', () => {
  it('names every square and reads the names back', () => {
    for (let s = 0; s < SQUARES; s++) expect(parseSquare(squareName(s))).toBe(s);
    for (const bad of ['f1', 'a0', 'a13', 'A1', 'a', 'c07']) expect(parseSquare(bad)).toBeNull();
  });

  it('has, square by square, the types, railroad lines and road moves of the specification', () => {
    expect(Object.keys(SPEC_BOARD)).toHaveLength(60);
    for (const [name, want] of Object.entries(SPEC_BOARD)) {
      const s = parseSquare(name)!;
      const type = isCamp(s) ? 'camp' : isHeadquarters(s) ? 'headquarters' : 'post';
      expect(type, name).toBe(want.type);
      const lines = LINES_THROUGH[s]!.map((l) => LINE_NAMES[RAIL_LINES.indexOf(l)]);
      expect(lines.sort(), name).toEqual([...want.rails].sort());
      expect(isRail(s), name).toBe(want.rails.length > 0);
      expect(ROAD_NEIGHBOURS[s]!.map(squareName).sort(), name).toEqual([...want.roads].sort());
    }
  });

  it('crosses the front only at a, c and e; the mountains block b and d', () => {
    const crossing = (a: string, b: string) =>
      ROAD_NEIGHBOURS[parseSquare(a)!]!.includes(parseSquare(b)!);
    expect(crossing('a6', 'a7') && crossing('c6', 'c7') && crossing('e7', 'e6')).toBe(true);
    expect(crossing('b6', 'b7') || crossing('d7', 'd6')).toBe(false);
  });
});
