import { describe, expect, it } from 'vitest';
import { parseSquare } from '../board';
import { BOMB, FLAG, LANDMINE } from '../pieces';
import { DEFAULT_OPTIONS } from '../state';
import { attackGain, bestAttackFrom, bestAttackOn } from './capture';
import { VALUE } from './evaluate';
import { placed } from './placed.fixture';

const sq = (name: string) => parseSquare(name)!;
const GENERAL = 2;
const MAJOR = 6;
const CAPTAIN = 7;
const LIEUTENANT = 8;

describe('what a capture gains', () => {
  it('is the piece taken, less the attacker when both go, or the attacker lost', () => {
    expect(attackGain(GENERAL, CAPTAIN, DEFAULT_OPTIONS, VALUE)).toBe(VALUE[CAPTAIN]);
    expect(attackGain(LIEUTENANT, BOMB, DEFAULT_OPTIONS, VALUE)).toBe(
      VALUE[BOMB]! - VALUE[LIEUTENANT]!,
    );
    expect(attackGain(CAPTAIN, GENERAL, DEFAULT_OPTIONS, VALUE)).toBe(-VALUE[CAPTAIN]!);
    expect(attackGain(GENERAL, LANDMINE, DEFAULT_OPTIONS, VALUE)).toBe(-VALUE[GENERAL]!);
  });
});

describe('the best attack on a piece', () => {
  it('comes along the railroad from as far as it is clear, and not past a piece in the way', () => {
    const open = placed({ a2: [0, GENERAL], a9: [1, CAPTAIN] });
    expect(bestAttackOn(open, sq('a9'), DEFAULT_OPTIONS, VALUE)).toBe(VALUE[CAPTAIN]);
    // Our own lieutenant on a5 stands in the general's way, and loses to the captain.
    const blocked = placed({ a2: [0, GENERAL], a5: [0, LIEUTENANT], a9: [1, CAPTAIN] });
    expect(bestAttackOn(blocked, sq('a9'), DEFAULT_OPTIONS, VALUE)).toBe(0);
  });

  it('is nothing on a piece in a camp, or on the flag', () => {
    const camp = placed({ a8: [0, GENERAL], b8: [1, CAPTAIN] });
    expect(bestAttackOn(camp, sq('b8'), DEFAULT_OPTIONS, VALUE)).toBe(0);
    const flag = placed({ a11: [0, GENERAL], b12: [1, FLAG] });
    expect(bestAttackOn(flag, sq('b12'), DEFAULT_OPTIONS, VALUE)).toBe(0);
  });
});

describe('the best attack from a piece', () => {
  it('takes the piece it beats among those it reaches', () => {
    // The major on a6 reaches the captain on a7 and the colonel on b6; it beats only the captain.
    const p = placed({ a6: [0, MAJOR], a7: [1, CAPTAIN], b6: [1, 5] });
    expect(bestAttackFrom(p, sq('a6'), DEFAULT_OPTIONS, VALUE)).toBe(VALUE[CAPTAIN]);
  });

  it('is nothing from a landmine, which never moves', () => {
    // Were it to move, it would take the bomb with it: a gain.
    const p = placed({ a11: [0, LANDMINE], a10: [1, BOMB] });
    expect(bestAttackFrom(p, sq('a11'), DEFAULT_OPTIONS, VALUE)).toBe(0);
    expect(bestAttackOn(p, sq('a10'), DEFAULT_OPTIONS, VALUE)).toBe(0);
  });
});
