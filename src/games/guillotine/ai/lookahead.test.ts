import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { GAMES } from '../games';
import { lowest } from './bits';
import { dominoCard } from './domino-policy';
import { DominoSim } from './domino-sim';
import { Lookahead } from './lookahead';
import { gameIndex } from './points';
import { runDominoes, runTricks } from './rollout';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

function dealt(rng: Rng): Int32Array {
  const pack = rng.shuffle(Array.from({ length: 32 }, (_, i) => i));
  const hands = new Int32Array(4);
  for (let i = 0; i < 32; i++) hands[i >> 3]! |= 1 << pack[i]!;
  return hands;
}

const cardsOf = (m: number): number[] => {
  const out: number[] = [];
  for (let x = m; x !== 0; x &= x - 1) out.push(lowest(x));
  return out;
};

/** A trick game some way in, by random legal cards. */
function trickPosition(rng: Rng, game: number, cards: number): TrickSim {
  const sim = new TrickSim().start(game, dealt(rng), rng.int(4));
  for (let k = 0; k < cards; k++) sim.play(rng.pick(cardsOf(sim.legal(sim.toMove))));
  sim.points.fill(0);
  return sim;
}

/** The best `me` can take from here, the others on the policy: every line tried. */
function bruteTricks(sim: TrickSim, me: number): number {
  while (!sim.over && sim.toMove !== me)
    sim.play(trickCard(sim, sim.toMove, sim.legal(sim.toMove)));
  if (sim.over) return sim.points[me]!;
  let best = Number.POSITIVE_INFINITY;
  for (const c of cardsOf(sim.legal(me))) {
    const s = new TrickSim().copyFrom(sim);
    s.play(c);
    best = Math.min(best, bruteTricks(s, me));
  }
  return best;
}

function bruteDominoes(sim: DominoSim, me: number): number {
  while (!sim.over && sim.toMove !== me) {
    const c = dominoCard(sim, sim.toMove, sim.legal(sim.toMove));
    if (c < 0) sim.pass();
    else sim.play(c);
  }
  if (sim.over) return sim.score(me);
  const legal = sim.legal(me);
  const choices = cardsOf(legal);
  if (legal === 0 || sim.bonus) choices.push(-1);
  let best = Number.POSITIVE_INFINITY;
  for (const c of choices) {
    const s = new DominoSim().copyFrom(sim);
    if (c < 0) s.pass();
    else s.play(c);
    best = Math.min(best, bruteDominoes(s, me));
  }
  return best;
}

describe('the look-ahead', () => {
  it('in the trick games: never worse than the policy, and exact when few cards are left', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...GAMES.filter((g) => g !== 'dominoes')),
        fc.integer({ min: 0, max: 31 }),
        (seed, game, played) => {
          const rng = new Rng(seed);
          const start = trickPosition(rng, gameIndex(game), played);
          const me = rng.int(4);
          const policy = new TrickSim().copyFrom(start);
          runTricks(policy);
          // The one-step look-ahead plays the deal out: its value is what its own play-out took.
          const played1 = new TrickSim().copyFrom(start);
          const look = new Lookahead(me, 0);
          const ahead = look.tricksFrom(played1);
          expect(played1.over).toBe(true);
          expect(ahead).toBe(played1.points[me]);
          expect(ahead).toBeLessThanOrEqual(policy.points[me]!);
          expect(look.work).toBeGreaterThan(0);
          // Searched exactly from three cards: no worse again, and the best line there is.
          const exact = new Lookahead(me, 3).tricksFrom(new TrickSim().copyFrom(start));
          expect(exact).toBeLessThanOrEqual(ahead);
          if (played >= 20) expect(exact).toBe(bruteTricks(new TrickSim().copyFrom(start), me));
          // The others as the model of the table plays: again no worse than the plain play-out.
          const modelled = new TrickSim().copyFrom(start);
          runTricks(modelled, me, tableTrickCard);
          const table = new Lookahead(me, 0, tableTrickCard, tableDominoCard);
          expect(table.tricksFrom(new TrickSim().copyFrom(start))).toBeLessThanOrEqual(
            modelled.points[me]!,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('in Dominoes: never worse than the policy, holding back on a bonus among its choices', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        fc.integer({ min: 0, max: 24 }),
        (seed, aceAny, steps) => {
          const rng = new Rng(seed);
          const start = new DominoSim().start(dealt(rng), rng.int(4), aceAny);
          for (let k = 0; k < steps && !start.over; k++) {
            const legal = start.legal(start.toMove);
            if (legal === 0) start.pass();
            else start.play(rng.pick(cardsOf(legal)));
          }
          if (start.over) return;
          const me = rng.int(4);
          const policy = new DominoSim().copyFrom(start);
          runDominoes(policy);
          const played1 = new DominoSim().copyFrom(start);
          const ahead = new Lookahead(me, 0).dominoesFrom(played1);
          expect(played1.over).toBe(true);
          expect(ahead).toBe(played1.score(me));
          expect(ahead).toBeLessThanOrEqual(policy.score(me));
          const modelled = new DominoSim().copyFrom(start);
          runDominoes(modelled, me, tableDominoCard);
          const table = new Lookahead(me, 0, tableTrickCard, tableDominoCard);
          expect(table.dominoesFrom(new DominoSim().copyFrom(start))).toBeLessThanOrEqual(
            modelled.score(me),
          );
          const exact = new Lookahead(me, 3).dominoesFrom(new DominoSim().copyFrom(start));
          expect(exact).toBeLessThanOrEqual(ahead);
          if (start.hands[me] !== 0 && cardsOf(start.hands[me]!).length <= 3)
            expect(exact).toBe(bruteDominoes(new DominoSim().copyFrom(start), me));
        },
      ),
      { numRuns: 300 },
    );
  });
});
