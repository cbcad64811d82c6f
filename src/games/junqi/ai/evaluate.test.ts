import { describe, expect, it } from 'vitest';
import { parseSquare } from '../board';
import { BOMB, FLAG, LANDMINE, MARSHAL } from '../pieces';
import { type EvalContext, evaluate } from './evaluate';
import { placed } from './placed.fixture';

const GENERAL = 2;
const CAPTAIN = 7;
const LIEUTENANT = 8;

/**
 * Blue (0) and red (1), each with its flag behind a landmine and four captains, and red's marshal;
 * blue has `n` more pieces of rank `spare` on its third row, and `extra` changes any square.
 */
function position(n: number, spare: number, extra: Record<string, readonly [number, number]> = {}) {
  const pieces: Record<string, readonly [number, number]> = {
    b1: [0, FLAG],
    b2: [0, LANDMINE],
    b12: [1, FLAG],
    b11: [1, LANDMINE],
    a4: [0, CAPTAIN],
    b4: [0, CAPTAIN],
    c4: [0, CAPTAIN],
    d4: [0, CAPTAIN],
    a9: [1, CAPTAIN],
    b9: [1, CAPTAIN],
    c9: [1, CAPTAIN],
    d9: [1, CAPTAIN],
    e9: [1, MARSHAL],
  };
  for (let i = 0; i < n; i++) pieces[`${'ace'[i]}3`] = [0, spare];
  return placed({ ...pieces, ...extra });
}

const ctx: EvalContext = {
  me: 0,
  myFlag: parseSquare('b1')!,
  enemyFlag: parseSquare('b12')!,
  press: 0,
  // Bombs and lieutenants worth nothing by rank: only what else a piece counts for is left.
  values: [0, 100, 72, 50, 38, 28, 20, 14, 0, 12, 12, 0],
};

describe("the answers to the enemy's strongest piece", () => {
  it('make bombs worth more than pieces their marshal beats, the last one most', () => {
    // The same squares held by bombs or by lieutenants, both worth nothing by rank.
    const answers = [0, 1, 2, 3].map(
      (n) => evaluate(position(n, BOMB), ctx) - evaluate(position(n, LIEUTENANT), ctx),
    );
    expect(answers[0]).toBe(0);
    for (let n = 1; n <= 3; n++) {
      const step = answers[n]! - answers[n - 1]!;
      expect(step).toBeGreaterThan(0);
      if (n >= 2) expect(step).toBeLessThan(answers[n - 1]! - answers[n - 2]!);
    }
  });

  it('count a marshal of our own as an answer, and a general as none', () => {
    const general = evaluate(position(0, BOMB, { e4: [0, GENERAL] }), ctx);
    const marshal = evaluate(position(0, BOMB, { e4: [0, MARSHAL] }), ctx);
    // The marshal is worth 28 more by rank; as the one answer to theirs it is worth far more.
    expect(marshal - general).toBeGreaterThan(28 + 30);
  });

  it('count the same for the enemy: our marshal with no answer left to them is worth more to us', () => {
    // Red's marshal gone, ours on the board: red's bombs are its only answers.
    const redBomb = evaluate(position(0, BOMB, { e4: [0, MARSHAL], e9: [1, BOMB] }), ctx);
    const redNone = evaluate(position(0, BOMB, { e4: [0, MARSHAL], e9: [1, CAPTAIN] }), ctx);
    // A red bomb (valued at nothing) turned into a captain (14): red loses its one answer.
    expect(redNone - redBomb).toBeGreaterThan(30 - 14);
  });
});
