import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { type Card, DECK } from '../cards';
import {
  canPass,
  choose,
  type DealState,
  legalCards,
  pass,
  playCard,
  type Seat,
  startDeal,
} from '../deal';
import { GAMES } from '../games';
import { cardIndex, maskOf } from './bits';
import { dominoCard } from './domino-policy';
import { DominoSim } from './domino-sim';
import { gameIndex } from './points';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

function dealt(rng: Rng): Card[][] {
  const pack = rng.shuffle([...DECK]);
  return [0, 1, 2, 3].map((s) => pack.slice(8 * s, 8 * s + 8));
}

const masks = (hands: Card[][]) => Int32Array.from(hands, (h) => maskOf(h));

const accepted = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the compact trick games agree with deal.ts', () => {
  it('legal cards, tricks and scores on random play; the policy plays legal cards', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...GAMES.filter((g) => g !== 'dominoes')),
        (seed, game) => {
          const rng = new Rng(seed);
          const hands = dealt(rng);
          const dealer = rng.int(4) as Seat;
          let deal: DealState = accepted(choose(startDeal(dealer, hands), dealer, game));
          const sim = new TrickSim().start(gameIndex(game), masks(hands), dealer);
          while (deal.deltas === null) {
            const seat = deal.toMove!;
            expect(sim.toMove).toBe(seat);
            const legal = sim.legal(seat);
            expect(legal).toBe(maskOf(legalCards(deal, seat)));
            expect(legal & (1 << trickCard(sim, seat, legal))).not.toBe(0);
            const card = rng.pick(legalCards(deal, seat));
            deal = accepted(playCard(deal, seat, card)).deal;
            sim.play(cardIndex(card));
          }
          expect(sim.over).toBe(true);
          expect([...sim.points]).toEqual(deal.deltas);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the compact Dominoes agrees with deal.ts', () => {
  it('legal cards, passes, the bonus, who goes out; the policy plays legal cards', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('any' as const, 'one' as const),
        (seed, aceBonus) => {
          const rng = new Rng(seed);
          const hands = dealt(rng);
          const dealer = rng.int(4) as Seat;
          const start = startDeal(dealer, hands, [], { aceBonus });
          let deal: DealState = accepted(choose(start, dealer, 'dominoes'));
          const sim = new DominoSim().start(masks(hands), dealer, aceBonus === 'any');
          while (deal.deltas === null) {
            const seat = deal.toMove!;
            expect(sim.toMove).toBe(seat);
            expect(sim.bonus).toBe(deal.bonus);
            const legal = sim.legal(seat);
            expect(legal).toBe(maskOf(legalCards(deal, seat)));
            const policy = dominoCard(sim, seat, legal);
            if (legal === 0) expect(policy).toBe(-1);
            else expect(legal & (1 << policy)).not.toBe(0);
            const cards = legalCards(deal, seat);
            if (cards.length === 0 || (canPass(deal, seat) && rng.next() < 0.3)) {
              deal = accepted(pass(deal, seat));
              sim.pass();
            } else {
              const card = rng.pick(cards);
              deal = accepted(playCard(deal, seat, card)).deal;
              sim.play(cardIndex(card));
            }
          }
          expect(sim.over).toBe(true);
          expect([0, 1, 2, 3].map((s) => sim.score(s))).toEqual(deal.deltas);
        },
      ),
      { numRuns: 300 },
    );
  });
});
