import { describe, expect, it } from 'vitest';
import { placementMasks } from './cells';
import { EMPTY_POSITION, parsePlacement } from './placement';
import { checkPlacementString, isPlacementStringValid } from './validity';
import { getViablePiecePlacements } from './viable';

const masksOf = (s: string) => {
  const p = parsePlacement(s);
  if (!p.ok || p.value.kind !== 'piece') throw new Error(s);
  return placementMasks(p.value)!;
};

const errorOf = (s: string) => {
  const r = checkPlacementString(s);
  return r.ok ? null : r.error.message;
};

describe('validity (spec §7)', () => {
  it('accepts a full solution, pegs-only and pieces-only strings', () => {
    expect(isPlacementStringValid('a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0')).toBe(true);
    expect(isPlacementStringValid('a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0i6B0')).toBe(true);
    expect(isPlacementStringValid('j3B0j5C0')).toBe(true);
    expect(isPlacementStringValid('d2A6')).toBe(true);
  });

  it('refuses malformed strings, including the empty one', () => {
    expect(isPlacementStringValid('')).toBe(false);
    expect(isPlacementStringValid('b1A0a1A0')).toBe(false);
  });

  it('names a loop off the board', () => {
    expect(errorOf('d7A0')).toBe('d7A0: column 9 is off the board');
    expect(errorOf('c1B1')).toBe('c1B1: row E is off the board');
    expect(errorOf('h8A0')).toBe('h8A0: column 9 is off the board');
  });

  it('names an overlap', () => {
    expect(errorOf('a1A0c1A0')).toBe('c1A0: overlaps piece a at 1A');
  });

  it('applies the peg rule: colour and hole (§5 example b6A7 vs b6A5)', () => {
    expect(isPlacementStringValid('b6A7i6B0')).toBe(true);
    expect(errorOf('b6A5i6B0')).toBe('b6A5: covers the red peg at 6B with a filled loop');
    expect(errorOf('b6A7j6B0')).toBe('b6A7: covers the blue peg at 6B, but piece b is red');
    // A hole may sit over an empty location.
    expect(isPlacementStringValid('b6A7')).toBe(true);
  });

  it('refuses two pegs in one location', () => {
    expect(errorOf('j3B0j3B0')).toBe('j3B0: two pegs at 3B');
    expect(errorOf('i3B0k3B0')).toBe('k3B0: two pegs at 3B');
  });

  it('normalisations of §5 cover the same locations', () => {
    const pairs = [
      ['f3C4', 'f3C2'],
      ['f4B5', 'f4B3'],
      ['b2C6', 'b2C4'],
      ['f6A6', 'f6A0'],
      ['f4A6', 'f4A0'],
      ['e1A6', 'e1A3'],
      ['b7A3', 'b7A1'],
      ['c2D2', 'c2D0'],
      ['b3B7', 'b3B5'],
      ['h4B2', 'h4B0'],
    ];
    const viable = getViablePiecePlacements(EMPTY_POSITION)!;
    for (const [given, normal] of pairs as [string, string][]) {
      expect(isPlacementStringValid(given), given).toBe(true);
      expect(isPlacementStringValid(normal), normal).toBe(true);
      expect(masksOf(given).mask, given).toBe(masksOf(normal).mask);
      // Viable placements on the empty board report only the normal form.
      expect(viable).toContain(normal);
      expect(viable).not.toContain(given);
    }
  });
});
