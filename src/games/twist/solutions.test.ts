import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng';
import { FULL_BOARD } from './board';
import { colourIndex, obeysPegs, pegMasks, placementMasks } from './cells';
import { sameFootprint } from './orientations';
import { PEG_LIMIT, PEGS } from './pieces';
import {
  formatPeg,
  formatPiece,
  type PegPlacement,
  type PiecePlacement,
  parsePlacementString,
} from './placement';
import { getSolutions, solve } from './solutions';
import { checkPlacementString, isPlacementStringValid } from './validity';

const EMPTY = getSolutions('');

const piecesOf = (s: string): PiecePlacement[] => {
  const r = parsePlacementString(s);
  if (!r.ok) throw new Error(r.error.message);
  return [...r.value.pieces];
};

/**
 * An independent answer for pegs-only starts: a canonical empty-board solution survives the pegs
 * when every piece has some member of its footprint class that obeys them; the lowest such member
 * is its canonical orientation there.
 */
function solutionsUnderPegs(pegs: readonly PegPlacement[]): string[] {
  const masks = pegMasks(pegs);
  const out: string[] = [];
  for (const s of EMPTY) {
    const placed: string[] = [];
    for (const p of piecesOf(s)) {
      const o = sameFootprint(p.piece, p.orientation).find((q) => {
        const m = placementMasks({ ...p, orientation: q })!;
        return obeysPegs(m.mask, m.holes, colourIndex(p.piece), masks);
      });
      if (o === undefined) break;
      placed.push(formatPiece({ ...p, orientation: o }));
    }
    if (placed.length === 8) out.push(placed.join(''));
  }
  return out.sort();
}

describe('solutions (spec §9)', () => {
  it('finds the 5,992 canonical solutions of the empty board, sorted and distinct', () => {
    expect(EMPTY.length).toBe(5992);
    expect([...EMPTY].sort()).toEqual(EMPTY);
    expect(new Set(EMPTY).size).toBe(5992);
  });

  it('writes every empty-board piece in the lowest orientation of its footprint class', () => {
    for (const s of EMPTY) {
      for (const p of piecesOf(s))
        expect(sameFootprint(p.piece, p.orientation)[0]).toBe(p.orientation);
    }
  });

  it('gives only valid solutions that cover all 32 locations', () => {
    for (const s of EMPTY) {
      expect(s.length).toBe(32);
      expect(isPlacementStringValid(s)).toBe(true);
      let covered = 0;
      for (const p of piecesOf(s)) covered |= placementMasks(p)!.mask;
      expect(covered >>> 0).toBe(FULL_BOARD);
    }
  });

  it('reports b6A5 without the red peg at 6B and b6A7 with it (§5)', () => {
    expect(EMPTY.some((s) => s.includes('b6A5'))).toBe(true);
    expect(EMPTY.some((s) => s.includes('b6A7'))).toBe(false);
    const withPeg = getSolutions('i6B0').filter((s) => s.includes('b6A'));
    expect(withPeg.some((s) => s.includes('b6A7'))).toBe(true);
    expect(withPeg.some((s) => s.includes('b6A5'))).toBe(false);
  });

  it('keeps a non-canonical start piece as given (f3C4 stays f3C4)', () => {
    const withStart = getSolutions('f3C4');
    expect(withStart.length).toBeGreaterThan(0);
    expect(withStart.every((s) => s.includes('f3C4'))).toBe(true);
    expect(getSolutions('f3C2').map((s) => s.replace('f3C2', 'f3C4'))).toEqual(withStart);
  });

  it('returns [] when there is no solution, and a full valid board as its own solution', () => {
    expect(getSolutions('a7A7b6A7c1A0d1B0e1C2f3C2g4A7i6D0')).toEqual([]);
    expect(getSolutions('a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0i6B0')).toEqual([
      'a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0',
    ]);
  });

  it('counts with a limit, without building strings', () => {
    const r = solve('', { limit: 10, countOnly: true });
    expect(r.ok && r.value).toEqual({ solutions: [], count: 10, capped: true });
    const all = solve('i6B0', { countOnly: true });
    expect(all.ok && all.value.capped).toBe(false);
    expect(solve('d7A0').ok).toBe(false);
  });

  it('agrees with an independent filter of the empty-board solutions for random pegs', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const pegs: PegPlacement[] = [];
        const used = new Set<number>();
        for (const peg of PEGS) {
          const n = rng.int(PEG_LIMIT[peg] + 1);
          for (let k = 0; k < n; k++) {
            const cell = rng.int(32);
            if (used.has(cell)) continue;
            used.add(cell);
            pegs.push({ peg, x: cell >> 2, y: cell & 3 });
          }
        }
        if (pegs.length === 0) return;
        const start = pegs.map(formatPeg).join('');
        expect(getSolutions(start)).toEqual(solutionsUnderPegs(pegs));
      }),
      { numRuns: 60 },
    );
    // Sixty solves: under two seconds on an idle machine, the timeout many times that.
  }, 60_000);

  it('solves random starts taken from solutions: each answer is valid and keeps the start', () => {
    fc.assert(
      fc.property(fc.nat(EMPTY.length - 1), fc.integer({ min: 1, max: 255 }), (index, keep) => {
        const pieces = piecesOf(EMPTY[index]!);
        const start = pieces.filter((_, i) => (keep >> i) & 1).map(formatPiece);
        const solutions = getSolutions(start.join(''));
        expect(solutions).toContain(EMPTY[index]);
        for (const s of solutions) {
          expect(checkPlacementString(s).ok).toBe(true);
          for (const p of start) expect(s).toContain(p);
        }
      }),
      { numRuns: 60 },
    );
  });
});
