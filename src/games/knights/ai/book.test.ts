import { describe, expect, it } from 'vitest';
import { parseSquare, popcount, squaresOf } from '../board';
import { placeOn } from '../rules';
import { type BookEntry, bookEntries, lookupBook } from './book';
import { ComponentCache } from './cache';
import { symmetriesOf } from './geometry';
import { parsePosition } from './notation';
import { GrundySolver } from './solver';

const solver = new GrundySolver(new ComponentCache(21));

function position(entry: BookEntry) {
  const p = parsePosition(entry.position);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

const squaresIn = (entry: BookEntry, names: readonly string[]) =>
  names.map((n) => parseSquare(n, position(entry).size)!);

/** "w/l" after a move, computed by the solver. */
function replyShare(lo: number, hi: number): string {
  const squares = squaresOf(lo, hi);
  const w = squares.filter((s) => solver.solve(...placeOn(lo, hi, s)) === 0).length;
  return `${w}/${squares.length}`;
}

describe('the opening book', () => {
  const entries = bookEntries();

  it('every entry is a legal position whose moves are legal squares', () => {
    expect(entries.length).toBeGreaterThan(2);
    for (const e of entries) {
      const { legalLo, legalHi } = position(e);
      const legal = squaresOf(legalLo, legalHi);
      for (const s of squaresIn(e, [...e.play, ...e.winningMoves])) expect(legal).toContain(s);
      expect(e.play.length).toBeGreaterThan(0);
      if (e.verdict === 'loss') expect(e.winningMoves).toEqual([]);
      else expect(e.play).toEqual(e.winningMoves);
    }
  });

  it('8×8 opens on c7 or a symmetric copy; 13 of the 57 replies to c7 win (theory §5)', () => {
    const empty = entries.find((e) => e.position === '8x8:')!;
    expect(squaresIn(empty, empty.play).sort((a, b) => a - b)).toEqual([
      10, 13, 17, 22, 41, 46, 50, 53,
    ]);
    const c7 = entries.find((e) => e.position === '8x8:c7')!;
    expect(c7.verdict).toBe('win');
    expect(squaresIn(c7, c7.winningMoves).sort((a, b) => a - b)).toEqual([
      7, 12, 13, 14, 21, 37, 39, 42, 49, 50, 53, 56, 60,
    ]);
  });

  it('has the theory §5 examples: h8 → trap c5 (1 of 47 replies wins), b8 → only b6 wins', () => {
    const h8 = entries.find((e) => e.position === '8x8:c7,h8')!;
    expect(h8).toMatchObject({ verdict: 'loss', play: ['c5'], replies: '1/47' });
    const b8 = entries.find((e) => e.position === '8x8:c7,b8')!;
    expect(b8).toMatchObject({ verdict: 'win', winningMoves: ['b6'] });
    const c2 = entries.find((e) => e.position === '8x8:c7,c2')!;
    expect(c2).toMatchObject({ verdict: 'loss', replies: '1/44' });
    expect(entries.filter((e) => e.position.startsWith('8x8:c7,'))).toHaveLength(57);
  });

  it('answers for every symmetric copy of a position, in that copy’s frame', () => {
    const c7 = entries.find((e) => e.position === '8x8:c7')!;
    const { size, legalLo, legalHi } = position(c7);
    for (const map of symmetriesOf(size)) {
      const copy = squaresOf(legalLo, legalHi).map((s) => map[s]!);
      let lo = 0;
      let hi = 0;
      for (const s of copy) {
        if (s < 32) lo |= 1 << s;
        else hi |= 1 << (s - 32);
      }
      const answer = lookupBook(size, lo >>> 0, hi >>> 0)!;
      const expected = squaresIn(c7, c7.winningMoves).map((s) => map[s]!);
      expect(answer.winningMoves).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('small-board openings agree with the analyser: lost, and the least share of winning replies', () => {
    const small = entries.filter((e) => {
      const { size } = position(e);
      return size.files * size.ranks <= 36 && e.position.endsWith(':');
    });
    expect(small.length).toBeGreaterThan(10);
    for (const e of small) {
      const { legalLo, legalHi } = position(e);
      expect(solver.solve(legalLo, legalHi), e.position).toBe(0);
      const shares = squaresOf(legalLo, legalHi).map((s) => {
        const [lo, hi] = placeOn(legalLo, legalHi, s);
        const [w, l] = replyShare(lo, hi).split('/').map(Number) as [number, number];
        return { s, w, l };
      });
      const best = Math.min(...shares.map((x) => x.w / x.l));
      const play = shares.filter((x) => Math.abs(x.w / x.l - best) < 1e-12).map((x) => x.s);
      expect(
        squaresIn(e, e.play).sort((a, b) => a - b),
        e.position,
      ).toEqual(play);
      expect(e.replies).toBe(
        `${shares.find((x) => x.s === play[0])!.w}/${shares.find((x) => x.s === play[0])!.l}`,
      );
    }
  });

  it('a sample of 8×8 entries agrees with the analyser (the cheapest to verify)', () => {
    const deep = entries.filter(
      (e) => e.position.startsWith('8x8:') && position(e).placed.length === 2,
    );
    // After each entry's move: the smaller the position, the cheaper the check.
    const cost = (e: BookEntry) => {
      const { legalLo, legalHi } = position(e);
      const s = squaresIn(e, e.play)[0]!;
      return popcount(...placeOn(legalLo, legalHi, s));
    };
    const pick = (verdict: 'win' | 'loss') =>
      deep.filter((e) => e.verdict === verdict).sort((a, b) => cost(a) - cost(b))[0];
    for (const e of [pick('win'), pick('loss')]) {
      if (!e) continue;
      const { legalLo, legalHi } = position(e);
      const [lo, hi] = placeOn(legalLo, legalHi, squaresIn(e, e.play)[0]!);
      if (e.verdict === 'win') expect(solver.solve(lo, hi), e.position).toBe(0);
      else expect(replyShare(lo, hi), e.position).toBe(e.replies);
    }
  }, 60_000);
});
