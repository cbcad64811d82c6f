import { describe, expect, it } from 'vitest';
import { FOOTPRINT, ORIENTATIONS, slot } from './orientations';
import { PIECES } from './pieces';
import { EMPTY_POSITION, type Position } from './placement';
import { solvePosition } from './solutions';
import { checkPlacementString } from './validity';
import { getViablePiecePlacements, viablePlacements } from './viable';

const position = (s: string): Position => {
  const r = checkPlacementString(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('viable placements (spec §8)', () => {
  it("gives the spec's 13 placements for a 6-piece board missing a and b", () => {
    // Built from a real solution that contains a7A7 and b6A7, with the red peg under b's hole.
    const start = 'c1A0d1B0e1C2f3C2g4A7h6D0i6B0';
    expect(getViablePiecePlacements(position(start))).toEqual(
      'a6A0 a6A2 a6A4 a6A7 a6B0 a7A1 a7A3 a7A5 a7A7 b6A0 b6A7 b7A1 b7A5'.split(' '),
    );
    expect(solvePosition(position(start))).toEqual(['a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0']);
  });

  it('collapses to the lowest orientation valid there: b6A5 without the peg, b6A7 with it', () => {
    const without = getViablePiecePlacements(position('c1A0d1B0e1C2f3C2g4A7h6D0'));
    expect(without).toContain('b6A5');
    expect(without).not.toContain('b6A7');
    const withPeg = getViablePiecePlacements(position('c1A0d1B0e1C2f3C2g4A7h6D0i6B0'));
    expect(withPeg).toContain('b6A7');
    expect(withPeg).not.toContain('b6A5');
  });

  it('returns null when no piece fits (a 7-piece board whose eighth piece has no spot)', () => {
    // h removed from a solution and put back elsewhere is impossible; take a board where h's
    // gap is filled by nothing: a solution minus h, with a blocking peg in h's gap.
    const solution = 'a7A7b6A7c1A0d1B0e1C2f3C2g4A7';
    const blocked = `${solution}i6D0`;
    expect(getViablePiecePlacements(position(blocked))).toBeNull();
    expect(getViablePiecePlacements(position(solution))).toEqual(['h6D0']);
  });

  it('never lists pegs or pieces already placed', () => {
    const list = getViablePiecePlacements(position('a1A0c5A0j3C0'))!;
    expect(list.every((s) => 'bdefgh'.includes(s[0]!))).toBe(true);
  });

  it('matches §10: valid single placements and distinct footprints per piece', () => {
    const expected: Record<string, [number, number]> = {
      a: [128, 128],
      b: [128, 64],
      c: [112, 28],
      d: [128, 128],
      e: [168, 84],
      f: [128, 64],
      g: [96, 96],
      h: [160, 40],
    };
    const footprints = viablePlacements(EMPTY_POSITION);
    PIECES.forEach((piece, p) => {
      let valid = 0;
      for (let o = 0; o < ORIENTATIONS; o++) {
        for (let a = 0; a < 32; a++) if (FOOTPRINT[slot(p, o, a)] !== 0) valid++;
      }
      const distinct = footprints.filter((f) => f.piece === piece).length;
      expect([valid, distinct], piece).toEqual(expected[piece]);
    });
  });
});
