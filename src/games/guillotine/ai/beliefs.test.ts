import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import { DECK, suitOf } from '../cards';
import { choose, type DealState, dominoPlayable, pass, playCard, startDeal } from '../deal';
import type { GuillotineMove, GuillotineView } from '../game';
import { type GuillotineBot, playSeries } from './arena';
import { Beliefs } from './beliefs';
import { maskOf, popcount, suitIndex, suitMask } from './bits';
import { sampler } from './sample';
import { unseenOf } from './seen';

/**
 * What a seat may know from the truth's record of the deal, worked out on the real rules: the
 * suits each seat failed to follow, the playable cards each seat lacked when it passed off a bonus.
 */
function knowable(deal: DealState): number[] {
  const excluded = [0, 0, 0, 0];
  let d = startDeal(deal.dealer, deal.dealt, deal.used, deal.options);
  const called = choose(d, deal.dealer, deal.game!);
  if (!called.ok) throw new Error(called.error.message);
  d = called.value;
  for (const p of deal.plays) {
    if ('pass' in p) {
      if (!d.bonus) {
        const played = new Set(Object.values(d.rows).flat());
        const open = DECK.filter((c) => !played.has(c) && dominoPlayable(d, c));
        excluded[p.seat]! |= maskOf(open);
      }
      const r = pass(d, p.seat);
      if (!r.ok) throw new Error(r.error.message);
      d = r.value;
      continue;
    }
    const led = d.trick[0] ? suitOf(d.trick[0].card) : null;
    if (led !== null && suitOf(p.card) !== led) excluded[p.seat]! |= suitMask(suitIndex(led));
    const r = playCard(d, p.seat, p.card);
    if (!r.ok) throw new Error(r.error.message);
    d = r.value.deal;
  }
  return excluded;
}

/** A random player that keeps beliefs, as the strong level does, for the test to inspect. */
interface Watcher extends BotMind<GuillotineView, GuillotineMove> {
  last: readonly number[];
}

const watcher: GuillotineBot = {
  id: 'watcher',
  create(): Watcher {
    const beliefs = new Beliefs();
    const mind: Watcher = {
      last: [0, 0, 0, 0],
      choose(view, ctx) {
        mind.last = beliefs.update(view, ctx.events);
        const rng = new Rng(ctx.seed);
        if (view.game === null) return { type: 'choose', game: rng.pick(view.available) };
        // Passes on a bonus now and then, so that both kinds of pass are seen.
        if (view.legalCards.length === 0 || (view.canPass && rng.next() < 0.3))
          return { type: 'pass' };
        return { type: 'play', card: rng.pick(view.legalCards) };
      },
    };
    return mind;
  },
  choose() {
    throw new Error('the watcher keeps a mind');
  },
};

describe('beliefs', () => {
  it('follow exactly what a seat can know, never rule out the truth, and samples respect them', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('any' as const, 'one' as const),
        fc.integer({ min: 1, max: 24 }),
        (seed, aceBonus, deals) => {
          let checked = 0;
          const rng = new Rng(`samples:${seed}`);
          const hands = new Int32Array(4);
          playSeries([watcher, watcher, watcher, watcher], seed, {
            options: { aceBonus },
            deals,
            seedFor: (s, v) => `${seed}:${s}:${v}`,
            onDecision: (d) => {
              const deal = d.match.state.deal;
              if (deal.game === null) return;
              const me = d.seat;
              const excluded = (d.mind as Watcher).last;
              const truth = deal.hands.map((h) => maskOf(h));
              // Exactly what the record lets this seat know, and the truth fits it.
              const expected = knowable(deal);
              for (let s = 0; s < 4; s++) {
                if (s === me) continue;
                expect(excluded[s], `seat ${s}`).toBe(expected[s]);
                expect(truth[s]! & excluded[s]!).toBe(0);
              }
              // The view alone gives the trick games' voids, and nothing wrong in Dominoes.
              const fresh = new Beliefs().update(d.view, null);
              for (let s = 0; s < 4; s++) {
                if (s === me) continue;
                if (deal.game === 'dominoes') expect(fresh[s]! & ~excluded[s]!).toBe(0);
                else expect(fresh[s]).toBe(excluded[s]);
              }
              const unseen = unseenOf(d.view);
              expect(unseen).toBe(truth.reduce((m, h, s) => (s === me ? m : m | h), 0));
              const deals = sampler(me, unseen, d.view.handSizes, excluded);
              expect(deals.feasible).toBe(true);
              for (let k = 0; k < 5; k++) {
                deals.draw(() => rng.next(), hands);
                let union = 0;
                for (let s = 0; s < 4; s++) {
                  if (s === me) continue;
                  expect(popcount(hands[s]!)).toBe(d.view.handSizes[s]);
                  expect(hands[s]! & excluded[s]!).toBe(0);
                  expect(union & hands[s]!).toBe(0);
                  union |= hands[s]!;
                }
                expect(union).toBe(unseen);
              }
              checked++;
            },
          });
          expect(checked).toBeGreaterThan(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('learns from a pass off the bonus, not from a pass on it', () => {
    const view = (rows: GuillotineView['rows'], handSizes: number[]): GuillotineView =>
      ({
        you: 0,
        dealNo: 3,
        dealer: 0,
        game: 'dominoes',
        toMove: 3,
        hand: ['7D'],
        handSizes,
        legalCards: [],
        canPass: false,
        available: [],
        trick: [],
        trickWinners: [],
        captured: [[], [], [], []],
        rows,
        spinner: 'J',
        out: [],
        bonus: false,
        used: [[], [], [], []],
        totals: [0, 0, 0, 0],
        history: [],
        over: false,
        places: null,
        stats: null,
        options: { aceBonus: 'any' },
      }) as GuillotineView;
    const beliefs = new Beliefs();
    beliefs.update(view({ S: ['10S', 'JS', 'QS', 'KS'], H: [], C: [], D: [] }, [1, 8, 8, 7]), null);
    const told = beliefs.update(
      view({ S: ['10S', 'JS', 'QS', 'KS', 'AS'], H: [], C: [], D: [] }, [1, 7, 8, 7]),
      [
        {
          v: 1,
          events: [
            { type: 'played', seat: 1, card: 'AS' },
            { type: 'bonus', seat: 1 },
            { type: 'passed', seat: 1 },
            { type: 'passed', seat: 2 },
          ],
        },
      ],
    );
    // East passed on its bonus: a choice. South had no nine of spades and no jack to open a suit.
    expect(told[1]).toBe(0);
    expect(told[2]).toBe(maskOf(['9S', 'JH', 'JC', 'JD']));
  });
});
