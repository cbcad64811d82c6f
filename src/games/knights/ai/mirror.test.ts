import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { boardMask, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { ComponentCache } from './cache';
import { mapSet } from './geometry';
import { isMirrorSymmetric, mirrorMoves, usableMirrors } from './mirror';
import { GrundySolver } from './solver';

describe('the mirror strategy (knights-theory.md §2)', () => {
  const solver = new GrundySolver(new ComponentCache(20));

  it('random symmetric positions are lost for the side to move, on every board', () => {
    const rng = new Rng('symmetric');
    let checked = 0;
    for (let files = 3; files <= 8; files++) {
      for (let ranks = 3; ranks <= 8; ranks++) {
        const size = { files, ranks };
        const mirrors = usableMirrors(size);
        for (let game = 0; game < 12; game++) {
          let [lo, hi] = boardMask(size);
          if (files % 2 === 1 && ranks % 2 === 1) {
            [lo, hi] = placeOn(lo, hi, ((ranks - 1) / 2) * 8 + (files - 1) / 2);
          }
          const sigma = rng.pick(mirrors);
          while (popcount(lo, hi) > 30) {
            const s = rng.pick(squaresOf(lo, hi));
            [lo, hi] = placeOn(lo, hi, s);
            expect(squaresOf(lo, hi)).toContain(sigma[s]!);
            [lo, hi] = placeOn(lo, hi, sigma[s]!);
          }
          expect(mapSet(lo, hi, sigma)).toEqual([lo, hi]);
          expect(isMirrorSymmetric(size, lo, hi)).toBe(true);
          expect(solver.solve(lo, hi), `${files}×${ranks}`).toBe(0);
          checked++;
        }
      }
    }
    expect(checked).toBe(36 * 12);
  });

  it('the mirror reply to any move restores symmetry and wins', () => {
    const rng = new Rng('reply');
    const size = { files: 8, ranks: 8 };
    for (let i = 0; i < 100; i++) {
      let [lo, hi] = boardMask(size);
      for (let k = 0; k < 12 && (lo | hi) !== 0; k++) {
        const s = rng.pick(squaresOf(lo, hi));
        [lo, hi] = placeOn(lo, hi, s);
        const replies = mirrorMoves(size, lo, hi, s);
        expect(replies.length).toBeGreaterThan(0);
        [lo, hi] = placeOn(lo, hi, replies[0]!);
        // Point reflection first, and the same mirror all game: s ^ 63.
        expect(replies[0]).toBe(s ^ 63);
      }
    }
  });

  it('no mirror move exists on odd×odd boards while the centre is still legal, except the centre', () => {
    const size = { files: 5, ranks: 5 };
    const [lo, hi] = boardMask(size);
    expect(isMirrorSymmetric(size, lo, hi)).toBe(false);
    expect(mirrorMoves(size, lo, hi)).toEqual([18]);
  });
});
