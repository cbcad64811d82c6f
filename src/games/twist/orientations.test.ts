import { describe, expect, it } from 'vitest';
import { drawOrientation, FOOTPRINT, ORIENTATIONS, sameFootprint } from './orientations';
import { PIECES, type Piece } from './pieces';

/** The spec's §4 drawing of all 64 orientations, verbatim. */
const SPEC_DRAWINGS = `
        o=0    o=1    o=2    o=3    o=4    o=5    o=6    o=7
a:      O#O    .O     #..    O#     ..#    O.     O#O    #O
        ..#    .#     O#O    #.     O#O    #.     #..    .#
               #O            O.            O#            .O
b:      ##.    .#     #O.    .#     .O#    #.     .##    #.
        .O#    O#     .##    #O     ##.    #O     #O.    O#
               #.            #.            .#            .#
c:      #O##   #      ##O#   #      #O##   #      ##O#   #
               O             #             O             #
               #             O             #             O
               #             #             #             #
d:      ###    .#     OO.    #O     .OO    #.     ###    O#
        .OO    O#     ###    #O     ###    #O     OO.    O#
               O#            #.            #O            .#
e:      #O     .#     O.     OO     .O     #.     O#     OO
        .O     OO     O#     #.     #O     OO     O.     .#
f:      ##O    .#     .O.    O.     .O.    #.     O##    .O
        .O.    O#     O##    #O     ##O    #O     .O.    O#
               .O            #.            O.            .#
g:      O..    .OO    .O.    .#.    .O.    OO.    ..O    .#.
        O##    O#.    ##O    .#O    O##    .#O    ##O    O#.
        .O.    .#.    ..O    OO.    O..    .#.    .O.    .OO
h:      O##    O      ##O    #      O##    O      ##O    #
               #             #             #             #
               #             O             #             O
`;

/** Reads the drawing by its fixed columns: orientation o starts at character 8 + 7·o. */
function specDrawings(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let piece = '';
  for (const line of SPEC_DRAWINGS.split('\n').slice(2)) {
    if (line.trim() === '') continue;
    if (line[1] === ':') piece = line[0]!;
    for (let o = 0; o < ORIENTATIONS; o++) {
      const cell = line.slice(8 + 7 * o, 15 + 7 * o).trim();
      if (cell === '') continue;
      const key = `${piece}${o}`;
      out.set(key, [...(out.get(key) ?? []), cell]);
    }
  }
  return out;
}

describe('orientations (spec §4)', () => {
  const drawings = specDrawings();

  it('reads all 64 drawings from the spec', () => {
    expect(drawings.size).toBe(64);
  });

  for (const piece of PIECES) {
    it(`draws piece ${piece} in all 8 orientations as the spec does`, () => {
      for (let o = 0; o < ORIENTATIONS; o++) {
        expect(drawOrientation(piece, o), `${piece}${o}`).toEqual(drawings.get(`${piece}${o}`));
      }
    });
  }

  it('anchors d2A6 at the top-left of its box: 2A 3A 4A filled, 2B 3B holes', () => {
    expect(drawOrientation('d', 6)).toEqual(['###', 'OO.']);
  });
});

describe('same-footprint classes (spec §5)', () => {
  const classes = (piece: Piece) => {
    const seen = new Set<string>();
    for (let o = 0; o < ORIENTATIONS; o++) {
      const cls = sameFootprint(piece, o);
      if (cls.length > 1) seen.add(cls.join(','));
    }
    return [...seen];
  };

  it('matches the table of §5', () => {
    expect(classes('a')).toEqual([]);
    expect(classes('b')).toEqual(['0,2', '1,3', '4,6', '5,7']);
    expect(classes('c')).toEqual(['0,2,4,6', '1,3,5,7']);
    expect(classes('d')).toEqual([]);
    expect(classes('e')).toEqual(['0,7', '1,4', '2,5', '3,6']);
    expect(classes('f')).toEqual(['0,6', '1,7', '2,4', '3,5']);
    expect(classes('g')).toEqual([]);
    expect(classes('h')).toEqual(['0,2,4,6', '1,3,5,7']);
  });

  it('knows strict symmetry: c and h are identical, holes too, for o and o+4', () => {
    for (const piece of ['c', 'h'] as const) {
      for (let o = 0; o < 4; o++) {
        expect(drawOrientation(piece, o)).toEqual(drawOrientation(piece, o + 4));
      }
    }
    expect(drawOrientation('b', 0)).not.toEqual(drawOrientation('b', 2));
  });

  it('counts 32 loops in total, and every on-board placement has as many bits as loops', () => {
    const sizes = PIECES.map((p) => drawOrientation(p, 0).join('').replace(/\./g, '').length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(32);
    expect(FOOTPRINT.length).toBe(8 * 8 * 32);
  });
});
