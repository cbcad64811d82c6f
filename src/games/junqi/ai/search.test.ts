import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { parseSquare } from '../board';
import { movesOf } from '../moves';
import { FLAG, LANDMINE, MARSHAL } from '../pieces';
import { DEFAULT_OPTIONS } from '../state';
import { type EvalContext, VALUE } from './evaluate';
import { placed } from './placed.fixture';
import { copyPosition, emptyPosition, positionOf } from './position';
import { randomGame } from './random-game.fixture';
import { SEARCH_DEFAULTS, scoreMove, searchMoves } from './search';
import { chanceOf, scoreOfChances } from './win-chance';

const sq = (name: string) => parseSquare(name)!;

/**
 * Our (blue's) major on c6 beside a red piece of rank `red` on b6, our lieutenant on a3, both
 * flags shut in by landmines, and `more` pieces.
 */
const majorBeside = (red: number, more: Record<string, readonly [number, number]> = {}) =>
  placed({
    b1: [0, FLAG],
    a1: [0, LANDMINE],
    c1: [0, LANDMINE],
    a3: [0, 8],
    c6: [0, 6],
    b12: [1, FLAG],
    a12: [1, LANDMINE],
    c12: [1, LANDMINE],
    b6: [1, red],
    ...more,
  });
/** The evaluation's view for blue in those positions. */
const blueView: EvalContext = {
  me: 0,
  myFlag: sq('b1'),
  enemyFlag: sq('b12'),
  press: 1.5,
  values: VALUE,
};

/** A random position from a random game, a move of the side to move, and the evaluation's view. */
function scene(seed: number, plies: number) {
  const state = randomGame(seed, plies);
  if (state.phase !== 'play') return null;
  const me = state.toMove;
  const flagOf = (side: number) =>
    state.board.findIndex((p) => p !== null && p.side === side && p.rank === FLAG);
  const ctx: EvalContext = {
    me,
    myFlag: flagOf(me),
    enemyFlag: flagOf(1 - me),
    press: 1.5,
    values: VALUE,
  };
  const move = new Rng(seed ^ 5).pick(movesOf(state.board, me));
  const p = positionOf(state.board);
  return { p, move, ctx, rules: state.options };
}

describe('how a move is scored against the replies', () => {
  it('credits a move with the replies an enemy would play, between its worst and the average reply', () => {
    let below = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 250 }), (seed, plies) => {
        const s = scene(seed, plies);
        if (!s) return;
        const { p, move, ctx, rules } = s;
        const before = copyPosition(p);
        const at = (paranoia: number, temperature: number) =>
          scoreMove(p, move, ctx, rules, { paranoia, replyTemperature: temperature });
        const worst = at(1, 0);
        const average = at(0, 0);
        const sharp = at(0, 20);
        const loose = at(0, 200);
        const tolerance = 1e-6 * (1 + Math.abs(average));
        // A move never gains from the enemy's blunders more than the average reply gives it, and
        // never counts for less than the enemy's best reply; the keener the enemy, the closer
        // to the best reply.
        expect(worst).toBeLessThanOrEqual(sharp + tolerance);
        expect(sharp).toBeLessThanOrEqual(loose + tolerance);
        expect(loose).toBeLessThanOrEqual(average + tolerance);
        if (sharp < average - 1) below++;
        // Half of it is the worst reply, as before.
        expect(at(0.5, 60)).toBeCloseTo(0.5 * worst + 0.5 * at(0, 60), 6);
        // Scoring leaves the position as it found it.
        expect(Array.from(p.rank)).toEqual(Array.from(before.rank));
        expect(Array.from(p.side)).toEqual(Array.from(before.side));
      }),
      { numRuns: 120 },
    );
    // The replies that throw a piece away are what the average reply is inflated by, and there
    // are such replies in most positions.
    expect(below).toBeGreaterThan(30);
  });
});

describe('a headquarters that may not hold the flag', () => {
  // Red's flag on b12 with a landmine beside it; our (blue's) flag at home; our piece on c12,
  // beside red's headquarters, takes whatever is on b12.
  function withAttacker(rank: number) {
    const p = emptyPosition();
    const put = (name: string, side: number, r: number) => {
      p.side[sq(name)] = side;
      p.rank[sq(name)] = r;
    };
    put('b1', 0, FLAG);
    put('a1', 0, LANDMINE);
    put('b12', 1, FLAG);
    put('a12', 1, LANDMINE);
    put('e7', 1, 8);
    put('c12', 0, rank);
    return p;
  }
  const model = { paranoia: 0.5, replyTemperature: 60 };
  const ctx = (flagSure: boolean | undefined): EvalContext => ({
    me: 0,
    myFlag: sq('b1'),
    enemyFlag: sq('b12'),
    press: 1.5,
    values: VALUE,
    flagSure,
  });
  const take = { from: sq('c12'), to: sq('b12') };

  it('is probed by a piece the side can spare: to a big piece the flag there is not the game', () => {
    const marshal = scoreMove(withAttacker(MARSHAL), take, ctx(false), DEFAULT_OPTIONS, model);
    const lieutenant = scoreMove(withAttacker(8), take, ctx(false), DEFAULT_OPTIONS, model);
    expect(lieutenant).toBeGreaterThan(50_000);
    // About a marshal's worth: more than the marshal stuck there costs, far less than the game.
    expect(marshal).toBeGreaterThan(VALUE[MARSHAL]!);
    expect(marshal).toBeLessThan(1_000);
  });

  it('is the game to any piece once the flag is known to be there', () => {
    for (const sure of [true, undefined]) {
      expect(scoreMove(withAttacker(MARSHAL), take, ctx(sure), DEFAULT_OPTIONS, model)).toBe(
        scoreMove(withAttacker(8), take, ctx(sure), DEFAULT_OPTIONS, model),
      );
      expect(
        scoreMove(withAttacker(MARSHAL), take, ctx(sure), DEFAULT_OPTIONS, model),
      ).toBeGreaterThan(50_000);
    }
  });
});

describe('one move past the reply, captures only', () => {
  // Our (blue's) major on c6 stands beside red's colonel on b6, which takes it. Our general on e6
  // retakes along the railroad, when it is there; our move is a lieutenant's step far away.
  const position = (general: boolean) => majorBeside(5, general ? { e6: [0, 2] } : {});
  const step = { from: sq('a3'), to: sq('a4') };
  const score = (general: boolean, nextCapture: number) =>
    scoreMove(position(general), step, blueView, DEFAULT_OPTIONS, {
      paranoia: 0.5,
      replyTemperature: 60,
      nextCapture,
    });

  it('counts a piece we can retake as less lost', () => {
    expect(score(true, 0.5)).toBeGreaterThan(score(true, 0) + 5);
  });

  it('counts nothing where nothing of ours reaches the taker', () => {
    expect(score(false, 0.5)).toBe(score(false, 0));
  });
});

describe('the worlds weighed as chances of winning', () => {
  // Our (blue's) major on c6 beside red's piece on b6: a colonel in one kind of world, red's
  // marshal in the other. Our moves: the major takes it, or a lieutenant steps far away.
  const world = (red: number) => majorBeside(red, { e6: [0, 2], e12: [1, 7] });
  const moves = [
    { from: sq('c6'), to: sq('b6') },
    { from: sq('a3'), to: sq('a4') },
  ];
  const base = { me: 0 as const, press: 1.5, rules: DEFAULT_OPTIONS };
  const opts = { ...SEARCH_DEFAULTS, worlds: 8, minWorlds: 8, ceilingMs: Number.POSITIVE_INFINITY };
  const search = (ranks: readonly number[], chanceScale: number) => {
    let k = 0;
    const source = {
      draw: () => ({
        position: world(ranks[k++ % ranks.length]!),
        myFlag: sq('b1'),
        enemyFlag: sq('b12'),
      }),
    };
    return searchMoves(moves, source, base, new Rng(1), { ...opts, chanceScale }).scores;
  };
  const scores = (red: number) =>
    moves.map((m) => scoreMove(world(red), m, blueView, DEFAULT_OPTIONS, opts));

  it('gives each move its score where every world is the same', () => {
    const plain = search([5], 0);
    const weighed = search([5], 150);
    const each = scores(5);
    for (let i = 0; i < moves.length; i++) {
      expect(plain[i]).toBeCloseTo(each[i]!, 6);
      expect(weighed[i]).toBeCloseTo(each[i]!, 6);
    }
  });

  it('reads each world as a chance and the chances back as a score', () => {
    const [colonel, marshal] = [scores(5), scores(MARSHAL)];
    const weighed = search([5, MARSHAL], 150);
    for (let i = 0; i < moves.length; i++) {
      const both = [colonel[i]!, marshal[i]!];
      const won = both.reduce((a, s) => a + chanceOf(s, 150), 0);
      const lost = both.reduce((a, s) => a + chanceOf(-s, 150), 0);
      expect(weighed[i]).toBeCloseTo(scoreOfChances(won, lost, 150), 6);
    }
  });
});
