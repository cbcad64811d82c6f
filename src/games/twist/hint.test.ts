import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGES } from './challenges';
import { hint } from './hint';

const ok = (current: string, start = '') => {
  const r = hint(current, start);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('hints', () => {
  it('names a placement of the unique solution', () => {
    const h = ok('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    expect(h.kind).toBe('place');
    if (h.kind === 'place') {
      expect(['a7A7', 'b6A7']).toContain(h.placement);
      expect(h.unique).toBe(true);
    }
  });

  it('says when a position has several solutions, and still names one placement of one', () => {
    const h = ok('');
    expect(h.kind === 'place' && h.unique).toBe(false);
  });

  it('says which placed piece to take back when there is no solution', () => {
    // c, d, e, f as in the solution of the §8 board; h at 5A blocks it.
    const h = ok('c1A0d1B0e1C2f3C2h5A0i6B0', 'i6B0');
    expect(h.kind).toBe('takeBack');
    if (h.kind === 'takeBack') expect(h.pieces).toEqual(['h']);
  });

  it('never suggests taking back a start piece', () => {
    const h = ok('c1A0d1B0e1C2f3C2h5A0i6B0', 'h5A0i6B0');
    expect(h.kind).toBe('takeBack');
    if (h.kind === 'takeBack') expect(h.pieces).not.toContain('h');
  });

  it('says when the start itself has no solution', () => {
    expect(ok('a7A7b6A7c1A0d1B0e1C2f3C2g4A7i6D0', 'a7A7b6A7c1A0d1B0e1C2f3C2g4A7i6D0').kind).toBe(
      'noSolution',
    );
  });

  it('knows a solved board', () => {
    expect(ok('a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0').kind).toBe('solved');
  });

  it('refuses an invalid position with the reason', () => {
    const r = hint('a1A0c1A0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('c1A0: overlaps piece a at 1A');
  });

  it('on a shipped challenge with some solution pieces placed, names another piece of the solution', () => {
    fc.assert(
      fc.property(fc.nat(CHALLENGES.length - 1), fc.nat(255), (index, keep) => {
        const c = CHALLENGES[index]!;
        const chunks = c.solution.match(/.{4}/g)!;
        const startPieces = c.start.match(/.{4}/g)!.filter((p) => p[0]! <= 'h');
        const pegs = c.start.slice(startPieces.length * 4);
        const placed = chunks.filter((p, i) => (keep >> i) & 1 || startPieces.includes(p));
        const h = ok(placed.join('') + pegs, c.start);
        if (placed.length === 8) {
          expect(h.kind).toBe('solved');
          return;
        }
        expect(h.kind).toBe('place');
        if (h.kind === 'place') {
          expect(chunks).toContain(h.placement);
          expect(placed).not.toContain(h.placement);
          expect(h.unique).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
