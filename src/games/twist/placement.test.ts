import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPlacement,
  formatPosition,
  isPlacementStringWellFormed,
  isPlacementWellFormed,
  parsePlacement,
  parsePlacementString,
} from './placement';

describe('one placement (spec §6)', () => {
  it('accepts pieces a–h with orientations 0–7 and pegs i–l with orientation 0', () => {
    for (const s of ['a1A0', 'h8D7', 'c4C3', 'i1A0', 'l8D0', 'j3B0']) {
      expect(isPlacementWellFormed(s), s).toBe(true);
    }
  });

  it('refuses wrong length, letters, columns, rows and digits', () => {
    for (const s of ['', 'a1A', 'a1A00', 'm1A0', 'A1A0', 'a0A0', 'a9A0', 'a1E0', 'a1a0', 'a1A8']) {
      expect(isPlacementWellFormed(s), s).toBe(false);
    }
    expect(isPlacementWellFormed('i1A1')).toBe(false);
    expect(isPlacementWellFormed('k2B7')).toBe(false);
  });

  it('says what is wrong', () => {
    const message = (s: string) => {
      const r = parsePlacement(s);
      return r.ok ? null : r.error.message;
    };
    expect(message('d9A0')).toBe('d9A0: column 9 is off the board');
    expect(message('d1E0')).toBe('d1E0: row E is off the board');
    expect(message('d1A9')).toBe('d1A9: orientation 9 is not 0–7');
    expect(message('j1A2')).toBe("j1A2: a peg's orientation digit is always 0");
    expect(message('z1A0')).toContain('"z" is not a piece');
  });
});

describe('placement strings (spec §6)', () => {
  it('accepts pieces then pegs, and pegs of one colour in either order', () => {
    for (const s of [
      'a1A0',
      'a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0',
      'c1A0d1B0e1C2f3C2g4A7h6D0i6B0',
      'j3B0j5C0',
      'a1A0j2B0j1C0k1A0k1A0l8D0',
      'i1A0',
    ]) {
      expect(isPlacementStringWellFormed(s), s).toBe(true);
    }
  });

  it('refuses the empty string, ragged lengths, disorder and too many of a letter', () => {
    for (const s of [
      '',
      'a1A0b',
      'b1A0a1A0',
      'i1A0a1A0',
      'a1A0a2A0',
      'i1A0i2A0',
      'j1A0j2A0j3A0',
      'l1A0l2A0l3A0',
      'a1A0b2A9',
    ]) {
      expect(isPlacementStringWellFormed(s), s).toBe(false);
    }
  });

  it('names the problem', () => {
    const r = parsePlacementString('b1A0a1A0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('a1A0');
    const twice = parsePlacementString('j1A0j2A0j3A0');
    if (!twice.ok) expect(twice.error.message).toBe('j3A0: peg j appears more than 2 times');
  });
});

/** Any well-formed placement string, built from its rules rather than by filtering. */
const wellFormedString = fc
  .record({
    pieces: fc.subarray(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']),
    pegs: fc.tuple(fc.nat(1), fc.nat(2), fc.nat(2), fc.nat(2)),
    cells: fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.constantFrom('A', 'B', 'C', 'D')), {
      minLength: 15,
      maxLength: 15,
    }),
    orientations: fc.array(fc.nat(7), { minLength: 8, maxLength: 8 }),
  })
  .map(({ pieces, pegs, cells, orientations }) => {
    let s = '';
    let k = 0;
    const cell = () => {
      const [c, r] = cells[k++]!;
      return `${c}${r}`;
    };
    pieces.forEach((p, i) => {
      s += `${p}${cell()}${orientations[i]}`;
    });
    ['i', 'j', 'k', 'l'].forEach((peg, i) => {
      for (let n = 0; n < pegs[i]!; n++) s += `${peg}${cell()}0`;
    });
    return s;
  })
  .filter((s) => s.length > 0);

describe('parse and format', () => {
  it('format(parse(s)) = s for every well-formed string', () => {
    fc.assert(
      fc.property(wellFormedString, (s) => {
        const r = parsePlacementString(s);
        expect(r.ok).toBe(true);
        if (r.ok) expect(formatPosition(r.value)).toBe(s);
      }),
    );
  });

  it('round-trips every single placement', () => {
    for (const letter of 'abcdefghijkl') {
      for (let c = 1; c <= 8; c++) {
        for (const r of 'ABCD') {
          for (let o = 0; o < (letter < 'i' ? 8 : 1); o++) {
            const s = `${letter}${c}${r}${o}`;
            const p = parsePlacement(s);
            expect(p.ok && formatPlacement(p.value)).toBe(s);
          }
        }
      }
    }
  });
});
