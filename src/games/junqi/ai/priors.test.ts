import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { parseSquare, SETUP_SQUARES } from '../board';
import { FLAG, LANDMINE, MARSHAL } from '../pieces';
import { initialBeliefs, sawAttack } from './beliefs';
import { guardedDoorsOf, priorFor } from './priors';
import { sampleAssignment } from './sample';
import { SEARCH_DEFAULTS } from './search';

const sq = (name: string) => parseSquare(name)!;

/** Red's pieces where they started, none moved but those on `moved`. */
function redPieces(moved: readonly string[]) {
  const went = new Set(moved.map(sq));
  return SETUP_SQUARES[1]!.map((s) => ({ square: s, origin: s, moved: went.has(s) }));
}

describe('the flag prior', () => {
  it('counts the doors of each headquarters still held by pieces that never moved', () => {
    // Red's headquarters are b12 (doors a12, c12, b11) and d12 (doors c12, e12, d11).
    const doors = guardedDoorsOf(redPieces(['a12', 'b11']));
    expect(doors.get(sq('b12'))).toBe(1);
    expect(doors.get(sq('d12'))).toBe(3);
    // A piece that moved out of a headquarters is no flag, and gets no count.
    expect(guardedDoorsOf(redPieces(['b12'])).has(sq('b12'))).toBe(false);
  });

  it('puts the flag more often behind doors that never moved', () => {
    const pieces = redPieces(['a12', 'b11']);
    const unmoved = new Set(pieces.filter((p) => !p.moved).map((p) => p.origin));
    const prior = priorFor(0, unmoved, SEARCH_DEFAULTS, new Set(), guardedDoorsOf(pieces));
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const rng = new Rng('flag-prior');
    let shutIn = 0;
    let open = 0;
    for (let i = 0; i < 400; i++) {
      const a = sampleAssignment(b, rng, prior);
      if (a[sq('d12')] === FLAG) shutIn++;
      if (a[sq('b12')] === FLAG) open++;
    }
    expect(shutIn).toBeGreaterThan(2 * open);
    // Without the prior the two are alike.
    const even = priorFor(0, unmoved, { ...SEARCH_DEFAULTS, guardedFlag: 1 });
    let evenShutIn = 0;
    for (let i = 0; i < 400; i++)
      if (sampleAssignment(b, rng, even)[sq('d12')] === FLAG) evenShutIn++;
    expect(evenShutIn).toBeLessThan(shutIn);
  });
});

describe('the landmine prior', () => {
  it("shuts the flag in: its doors are mined far more often than the other headquarters'", () => {
    const pieces = redPieces([]);
    const unmoved = new Set(pieces.map((p) => p.origin));
    const prior = priorFor(60, unmoved, SEARCH_DEFAULTS, new Set(), guardedDoorsOf(pieces));
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const rng = new Rng('door-mines');
    // b12's doors are a12, c12, b11; d12's are c12, e12, d11 (c12 is both's, left out).
    const mined = (a: Int8Array, names: string[]) =>
      names.filter((n) => a[sq(n)] === LANDMINE).length;
    let flagDoors = 0;
    let otherDoors = 0;
    for (let i = 0; i < 400; i++) {
      const a = sampleAssignment(b, rng, prior);
      const atB = a[sq('b12')] === FLAG;
      flagDoors += mined(a, atB ? ['a12', 'b11'] : ['e12', 'd11']);
      otherDoors += mined(a, atB ? ['e12', 'd11'] : ['a12', 'b11']);
    }
    expect(flagDoors).toBeGreaterThan(2 * otherDoors);
    // Without it, a landmine is as likely at either headquarters' doors.
    const even = priorFor(60, unmoved, { ...SEARCH_DEFAULTS, flagDoorMine: 1 });
    let evenFlagDoors = 0;
    for (let i = 0; i < 400; i++) {
      const a = sampleAssignment(b, rng, even);
      evenFlagDoors += mined(a, a[sq('b12')] === FLAG ? ['a12', 'b11'] : ['e12', 'd11']);
    }
    expect(evenFlagDoors).toBeLessThan(flagDoors);
  });
});

describe('the prior on attackers', () => {
  it('makes a piece that took several of ours likelier one of the big ones', () => {
    // a9 took three of our lieutenants: anything from a marshal to a captain beats one.
    let b = initialBeliefs(1, { mineKillsBoth: false });
    for (let i = 0; i < 3; i++) b = sawAttack(b, sq('a9'), 8, 'won');
    const unmoved = new Set<number>();
    const bold = priorFor(0, unmoved, SEARCH_DEFAULTS, new Set(), new Map(), b.taken);
    const blind = priorFor(
      0,
      unmoved,
      { ...SEARCH_DEFAULTS, bold: 0 },
      new Set(),
      new Map(),
      b.taken,
    );
    const rng = new Rng('bold');
    const marshals = (prior: ReturnType<typeof priorFor>) => {
      let n = 0;
      for (let i = 0; i < 400; i++) if (sampleAssignment(b, rng, prior)[sq('a9')] === MARSHAL) n++;
      return n;
    };
    const seen = marshals(bold);
    expect(seen).toBeGreaterThan(2 * marshals(blind));
    // Never a certainty: it is still often something else.
    expect(seen).toBeLessThan(360);
  });
});

describe('the prior on a piece that walks up to one of ours', () => {
  it('makes it likelier a bomb or a piece that beats or ties ours, never a certainty', () => {
    // a9 has just stepped up to our general (rank 2): a bomb, the marshal or the general take it.
    const b = initialBeliefs(1, { mineKillsBoth: false });
    const unmoved = new Set<number>();
    const approached = new Map([[sq('a9'), 2 as const]]);
    const wary = priorFor(0, unmoved, SEARCH_DEFAULTS, new Set(), new Map(), [], approached);
    const blind = priorFor(0, unmoved, SEARCH_DEFAULTS);
    const rng = new Rng('approach');
    const dangerous = (prior: ReturnType<typeof priorFor>) => {
      let n = 0;
      for (let i = 0; i < 400; i++) if (sampleAssignment(b, rng, prior)[sq('a9')]! <= 2) n++;
      return n;
    };
    const seen = dangerous(wary);
    expect(seen).toBeGreaterThan(2 * dangerous(blind));
    expect(seen).toBeLessThan(360);
  });
});
