import { describe, expect, it } from 'vitest';
import { parseSquare } from '../board';
import { BOMB, ENGINEER, FLAG, LANDMINE, MARSHAL, type Rank } from '../pieces';
import {
  bit,
  initialBeliefs,
  narrow,
  originsOf,
  ranksOf,
  sawAttack,
  sawDefence,
  sawEngineerRun,
  sawFlag,
  sawMarshal,
  sawMove,
} from './beliefs';

const sq = (name: string) => parseSquare(name)!;
const rules = { mineKillsBoth: false };
/** Beliefs about red's pieces, as blue holds them. */
const start = () => initialBeliefs(1, rules);
const ranks = (b: ReturnType<typeof start>, name: string) => ranksOf(b.possible[sq(name)]!);
const OFFICERS: Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('beliefs from the setup rules', () => {
  it('puts the flag only in a headquarters, landmines at the back, bombs behind the front row', () => {
    const b = start();
    expect(ranks(b, 'b12')).toContain(FLAG);
    expect(ranks(b, 'a12')).not.toContain(FLAG);
    expect(ranks(b, 'c11')).toContain(LANDMINE);
    expect(ranks(b, 'c10')).not.toContain(LANDMINE);
    expect(ranks(b, 'a7')).not.toContain(BOMB);
    expect(ranks(b, 'a8')).toContain(BOMB);
    expect(originsOf(1)).toHaveLength(25);
  });
});

describe('beliefs from movement', () => {
  it('a piece that moved is neither landmine nor flag', () => {
    const b = sawMove(start(), sq('b12'));
    // b12 cannot move (a headquarters), but the rule is about what moving proves.
    expect(ranks(b, 'b12')).not.toContain(FLAG);
    expect(ranks(sawMove(start(), sq('a11')), 'a11')).toEqual([0, ...OFFICERS]);
  });

  it('a piece that ran like an engineer is one', () => {
    expect(ranks(sawEngineerRun(start(), sq('a11')), 'a11')).toEqual([ENGINEER]);
  });
});

describe('beliefs from our attacks', () => {
  it('a defender our captain beat was weaker (the flag would have ended the game)', () => {
    const b = sawDefence(start(), sq('b12'), 7, 'won');
    expect(ranks(b, 'b12')).toEqual([8, 9]);
    expect(b.alive[sq('b12')]).toBe(false);
  });

  it('a defender our engineer beat may also have been a landmine', () => {
    expect(ranks(sawDefence(start(), sq('a12'), ENGINEER, 'won'), 'a12')).toEqual([LANDMINE]);
    expect(ranks(sawDefence(start(), sq('a11'), ENGINEER, 'won'), 'a11')).toEqual([LANDMINE]);
  });

  it('a defender our major beat us with was stronger, or a landmine', () => {
    const b = sawDefence(start(), sq('a11'), 6, 'lost');
    expect(ranks(b, 'a11')).toEqual([1, 2, 3, 4, 5, LANDMINE]);
    expect(b.alive[sq('a11')]).toBe(true);
    expect(ranks(sawDefence(start(), sq('a9'), 6, 'lost'), 'a9')).toEqual([1, 2, 3, 4, 5]);
  });

  it('both removed: the same rank or a bomb — or a landmine when landmines take both', () => {
    expect(ranks(sawDefence(start(), sq('a11'), 4, 'both'), 'a11')).toEqual([BOMB, 4]);
    const both = initialBeliefs(1, { mineKillsBoth: true });
    expect(ranks(sawDefence(both, sq('a11'), 4, 'both'), 'a11')).toEqual([BOMB, 4, LANDMINE]);
  });

  it('our bomb learns nothing of what it took with it', () => {
    expect(ranks(sawDefence(start(), sq('a9'), BOMB, 'both'), 'a9')).toEqual([0, ...OFFICERS]);
  });
});

describe('beliefs from their attacks', () => {
  it('an attacker that beat our colonel was stronger', () => {
    expect(ranks(sawAttack(start(), sq('a9'), 5, 'won'), 'a9')).toEqual([1, 2, 3, 4]);
  });

  it('counts the pieces each attacker took, and nothing for an attack that failed', () => {
    let b = sawAttack(start(), sq('a9'), 5, 'won');
    b = sawAttack(b, sq('a9'), 7, 'won');
    b = sawAttack(b, sq('b9'), 5, 'lost');
    expect(b.taken[sq('a9')]).toBe(2);
    expect(b.taken[sq('b9')]).toBe(0);
    expect(sawDefence(b, sq('c9'), 5, 'lost').taken[sq('c9')]).toBe(0);
  });

  it('an attacker that took our landmine was an engineer', () => {
    expect(ranks(sawAttack(start(), sq('a9'), LANDMINE, 'won'), 'a9')).toEqual([ENGINEER]);
  });

  it('an attacker that died on our colonel was weaker; on our landmine, no engineer', () => {
    const b = sawAttack(start(), sq('a9'), 5, 'lost');
    expect(ranks(b, 'a9')).toEqual([6, 7, 8, 9]);
    expect(b.alive[sq('a9')]).toBe(false);
    expect(ranks(sawAttack(start(), sq('a9'), LANDMINE, 'lost'), 'a9')).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('an attacker removed with our colonel was a colonel or a bomb; with our bomb, anything', () => {
    expect(ranks(sawAttack(start(), sq('a9'), 5, 'both'), 'a9')).toEqual([BOMB, 5]);
    expect(ranks(sawAttack(start(), sq('a9'), BOMB, 'both'), 'a9')).toEqual([0, ...OFFICERS]);
  });
});

describe('the counts', () => {
  it('once both bombs are known, no other piece is a bomb', () => {
    let b = narrow(start(), sq('a9'), bit(BOMB));
    expect(ranks(b, 'b9')).toContain(BOMB);
    b = narrow(b, sq('b9'), bit(BOMB));
    for (const s of originsOf(1)) {
      if (s !== sq('a9') && s !== sq('b9')) expect(ranksOf(b.possible[s]!)).not.toContain(BOMB);
    }
  });

  it('once one headquarters is ruled out, the other holds the flag', () => {
    const b = sawMove(start(), sq('d12'));
    expect(ranks(b, 'b12')).toEqual([FLAG]);
    expect(ranks(b, 'a12')).not.toContain(FLAG);
  });

  it('the last square that may hold the three landmines holds one', () => {
    // Ten squares in the back two rows; rule out seven of them.
    let b = start();
    for (const name of ['a12', 'c12', 'e12', 'a11', 'b11', 'c11', 'd11']) b = sawMove(b, sq(name));
    expect(ranks(b, 'e11')).toEqual([LANDMINE]);
    expect(ranks(b, 'b12')).toEqual([LANDMINE]);
    expect(ranks(b, 'd12')).toEqual([LANDMINE]);
  });

  it('ignores evidence that would leave a piece nothing', () => {
    const b = sawEngineerRun(start(), sq('a11'));
    expect(ranks(sawFlag(b, sq('a11')), 'a11')).toEqual([ENGINEER]);
  });
});

describe('the shown flag and the marshal', () => {
  it('the flag shown is the flag, and no other piece is', () => {
    const b = sawFlag(start(), sq('d12'));
    expect(ranks(b, 'd12')).toEqual([FLAG]);
    expect(ranks(b, 'b12')).not.toContain(FLAG);
  });

  it('a shown flag means the marshal is among the fallen; a hidden one, that it lives', () => {
    const dead = sawDefence(start(), sq('a9'), BOMB, 'both');
    expect(ranks(sawMarshal(dead, true), 'a9')).toEqual([MARSHAL]);
    expect(ranks(sawMarshal(dead, false), 'a9')).not.toContain(MARSHAL);
    expect(ranks(sawMarshal(dead, true), 'b9')).not.toContain(MARSHAL);
  });
});
