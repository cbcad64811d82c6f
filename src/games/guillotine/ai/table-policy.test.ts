import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { GAMES } from '../games';
import { cardIndex, maskOf, popcount } from './bits';
import { DominoSim } from './domino-sim';
import { gameIndex } from './points';
import { features, modelCall } from './table-call';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';
import { TrickSim } from './trick-sim';

function dealt(rng: Rng): Int32Array {
  const pack = rng.shuffle(Array.from({ length: 32 }, (_, i) => i));
  const hands = new Int32Array(4);
  for (let i = 0; i < 32; i++) hands[i >> 3]! |= 1 << pack[i]!;
  return hands;
}

describe('the model of the table', () => {
  it('plays a legal card in every trick game, every seat, to the end of the deal', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...GAMES.filter((g) => g !== 'dominoes')),
        (seed, game) => {
          const rng = new Rng(seed);
          const sim = new TrickSim().start(gameIndex(game), dealt(rng), rng.int(4));
          while (!sim.over) {
            const legal = sim.legal(sim.toMove);
            const c = tableTrickCard(sim, sim.toMove, legal);
            expect(legal & (1 << c)).not.toBe(0);
            sim.play(c);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('plays a legal card in Dominoes (a pass only when it has none), to the end of the deal', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, aceAny) => {
        const rng = new Rng(seed);
        const sim = new DominoSim().start(dealt(rng), rng.int(4), aceAny);
        while (!sim.over) {
          const legal = sim.legal(sim.toMove);
          const c = tableDominoCard(sim, sim.toMove, legal);
          if (legal === 0) expect(c).toBe(-1);
          else expect(legal & (1 << c)).not.toBe(0);
          if (c < 0) sim.pass();
          else sim.play(c);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ducks under the winning card, and dumps the queen of spades when void in Guillotine', () => {
    const sim = new TrickSim();
    const hands = new Int32Array(4);
    hands[1] = maskOf(['7H', 'JH', 'AH', 'QS', '8D', '9D', '7C', '8C']);
    sim.start(gameIndex('guillotine'), hands, 0);
    sim.trick[0] = cardIndex('KH');
    sim.trickLen = 1;
    sim.played = 1 << cardIndex('KH');
    // Follows hearts with the highest card that still loses to the king.
    expect(tableTrickCard(sim, 1, sim.legal(1))).toBe(cardIndex('JH'));
    hands[1] = maskOf(['QS', '8D', '9D', '7C', '8C', '9C', '10C', 'JC']);
    sim.hands.set(hands);
    expect(tableTrickCard(sim, 1, sim.legal(1))).toBe(cardIndex('QS'));
  });

  it("reads a hand's features, and calls an available game", () => {
    const hand = maskOf(['AS', '10S', 'KS', 'QS', 'KH', '7H', '7C', '8C']);
    // high, low, aces, tricks, spades, high spades, queens, bare queens, QS, KH, high heart, most, runs
    const expected = [4, 3, 1, 2.9, 4, 4, 1, 0, 1, 2, 0, 2, 3];
    features(hand).forEach((x, i) => {
      expect(x).toBeCloseTo(expected[i]!, 9);
    });
    fc.assert(
      fc.property(fc.integer(), fc.subarray([...GAMES], { minLength: 1 }), (seed, available) => {
        const hand = dealt(new Rng(seed))[0]!;
        expect(popcount(hand)).toBe(8);
        expect(available).toContain(modelCall(hand, available));
      }),
      { numRuns: 100 },
    );
  });
});
