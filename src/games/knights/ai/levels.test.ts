import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { boardMask, popcount, squaresOf } from '../board';
import { knightsBots } from '../bots';
import { type KnightsState, placeOn, setup, view } from '../rules';
import { ComponentCache } from './cache';
import { casualMove, PERFECT_DEFAULTS, perfectMove, strongMove } from './levels';
import { GrundySolver } from './solver';

/** A position after random play, on a random board, with at most `maxLegal` legal squares. */
function randomState(rng: Rng, maxLegal: number): KnightsState {
  for (;;) {
    const files = 3 + rng.int(6);
    const ranks = 3 + rng.int(6);
    let [lo, hi] = boardMask({ files, ranks });
    const placed: number[] = [];
    while (popcount(lo, hi) > maxLegal || (placed.length < 2 && rng.next() < 0.5)) {
      const s = rng.pick(squaresOf(lo, hi));
      placed.push(s);
      [lo, hi] = placeOn(lo, hi, s);
    }
    // Sometimes walk on a little so that every stage of a game is represented.
    const extra = rng.int(6);
    for (let i = 0; i < extra && (lo | hi) !== 0; i++) {
      const s = rng.pick(squaresOf(lo, hi));
      placed.push(s);
      [lo, hi] = placeOn(lo, hi, s);
    }
    if ((lo | hi) !== 0) return { files, ranks, placed, legalLo: lo, legalHi: hi };
  }
}

describe('computer levels', () => {
  it('ids, weakest first', () => {
    expect(knightsBots.map((b) => b.id)).toEqual(['beginner', 'casual', 'strong', 'perfect']);
  });

  it('Perfect never throws away a won game (checked against the analyser)', () => {
    // The decision logic with no time limit (the shipped work budget only decides how big a
    // position it can analyse in time, which the bench measures), on up to 34 legal squares.
    const check = new GrundySolver(new ComponentCache(20));
    const unlimited = { ...PERFECT_DEFAULTS, budget: Number.POSITIVE_INFINITY };
    const rng = new Rng('never-throws');
    let won = 0;
    for (let i = 0; i < 5000; i++) {
      const state = randomState(rng, 8 + rng.int(27));
      const g = check.solve(state.legalLo, state.legalHi)!;
      const { square } = perfectMove(state, new Rng(i), unlimited);
      expect(squaresOf(state.legalLo, state.legalHi)).toContain(square);
      if (g === 0) continue;
      won++;
      expect(check.solve(...placeOn(state.legalLo, state.legalHi, square)), `${i}`).toBe(0);
    }
    expect(won).toBeGreaterThan(2500);
  });

  it('the shipped Perfect level wins every won position of up to 24 legal squares', () => {
    const check = new GrundySolver(new ComponentCache(20));
    const rng = new Rng('shipped');
    for (let i = 0; i < 1500; i++) {
      const state = randomState(rng, 8 + rng.int(17));
      if (check.solve(state.legalLo, state.legalHi) === 0) continue;
      const { square } = perfectMove(state, new Rng(i));
      expect(check.solve(...placeOn(state.legalLo, state.legalHi, square)), `${i}`).toBe(0);
    }
  });

  it('Perfect mirrors as second player on 8×8 and opens on c7 or a copy as first player', () => {
    const open = perfectMove(
      setup({ seats: 2, seed: 's', options: { files: 8, ranks: 8 } }),
      new Rng(1),
    );
    expect([10, 13, 17, 22, 41, 46, 50, 53]).toContain(open.square);
    const rng = new Rng('mirror');
    for (let game = 0; game < 20; game++) {
      let [lo, hi] = boardMask({ files: 8, ranks: 8 });
      const placed: number[] = [];
      while ((lo | hi) !== 0) {
        const human = rng.pick(squaresOf(lo, hi));
        placed.push(human);
        [lo, hi] = placeOn(lo, hi, human);
        expect(lo | hi, 'the mirroring side never runs out first').not.toBe(0);
        const r = perfectMove({ files: 8, ranks: 8, placed, legalLo: lo, legalHi: hi }, rng);
        expect(r.reason).toBe('mirror');
        placed.push(r.square);
        [lo, hi] = placeOn(lo, hi, r.square);
      }
    }
  });

  it('Perfect takes the centre first on odd×odd boards', () => {
    for (const [files, ranks] of [
      [3, 3],
      [5, 7],
      [7, 7],
    ] as const) {
      const r = perfectMove(setup({ seats: 2, seed: 's', options: { files, ranks } }), new Rng(1));
      expect(r.square).toBe(((ranks - 1) / 2) * 8 + (files - 1) / 2);
    }
  });

  it('Perfect in a lost position prefers traps: lookahead-2 and min-W/L choose legal moves', () => {
    const rng = new Rng('lost');
    const solver = new GrundySolver(new ComponentCache(18));
    let seen = 0;
    for (let i = 0; i < 300 && seen < 40; i++) {
      const state = randomState(rng, 26);
      if (solver.solve(state.legalLo, state.legalHi) !== 0) continue;
      seen++;
      const r = perfectMove(state, new Rng(i), { ...PERFECT_DEFAULTS, solver });
      expect(['lookahead', 'trap', 'mirror', 'book']).toContain(r.reason);
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('Casual and Strong play legal squares, reproducibly for a seed; Casual takes a last square', () => {
    const rng = new Rng('legal');
    for (let i = 0; i < 200; i++) {
      const state = randomState(rng, 40);
      const legal = squaresOf(state.legalLo, state.legalHi);
      expect(legal).toContain(casualMove(state, new Rng(i)));
      expect(legal).toContain(strongMove(state, new Rng(i), 200));
      expect(strongMove(state, new Rng(i), 200)).toBe(strongMove(state, new Rng(i), 200));
    }
    // Only a3 is left: taking it leaves the opponent nothing.
    const last: KnightsState = { files: 3, ranks: 3, placed: [], legalLo: 0b1, legalHi: 0 };
    expect(casualMove(last, new Rng(1))).toBe(0);
  });

  it('every level answers through the BotLevel interface with a legal square', () => {
    const state = setup({ seats: 2, seed: 's', options: { files: 6, ranks: 5 } });
    for (const bot of knightsBots) {
      const move = bot.choose(view(state, 0), { seat: 0, seed: 'x' });
      expect(view(state, 0).legal).toContain(move.square);
    }
  });
});
