import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import type { GuillotineMove, GuillotineView } from '../game';
import { type GuillotineBot, playSeries } from './arena';
import { Beliefs } from './beliefs';
import { cardAt, maskOf } from './bits';
import { DominoSim } from './domino-sim';
import { dealWeight, inferredDeals, storyOf } from './infer';
import { STRONG_DEFAULTS, type StrongOptions } from './options';
import { dominoPosition, trickPosition } from './position';
import { sampler } from './sample';
import { unseenOf } from './seen';
import { modelCall } from './table-call';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';

// The weighing at fixed odds, whoever the seat: what the model of the table makes of players who
// are that model (the learned reading of each seat is ai/reading's, tested beside it).
const OPTS: StrongOptions = {
  ...STRONG_DEFAULTS,
  reading: 'fixed',
  others: 'table',
  callMismatch: 0.1,
  dominoInference: true,
};

/** A player exactly as the model of the table expects: its call, its cards. */
const modelled: GuillotineBot = {
  id: 'modelled',
  choose(view) {
    const me = view.you!;
    if (view.game === null)
      return { type: 'choose', game: modelCall(maskOf(view.hand ?? []), view.available) };
    if (view.legalCards.length === 0) return { type: 'pass' };
    const legal = maskOf(view.legalCards);
    if (view.game === 'dominoes') {
      const c = tableDominoCard(dominoPosition(view, me), me, legal);
      return c < 0 ? { type: 'pass' } : { type: 'play', card: cardAt(c) };
    }
    return { type: 'play', card: cardAt(tableTrickCard(trickPosition(view, me), me, legal)) };
  },
};

/** A random player that keeps beliefs, for the test to read the story it followed. */
interface Listener extends BotMind<GuillotineView, GuillotineMove> {
  beliefs: Beliefs;
  excluded: readonly number[];
}

const listener: GuillotineBot = {
  id: 'listener',
  create(): Listener {
    const mind: Listener = {
      beliefs: new Beliefs(),
      excluded: [0, 0, 0, 0],
      choose(view, ctx) {
        mind.excluded = mind.beliefs.update(view, ctx.events);
        const rng = new Rng(ctx.seed);
        if (view.game === null) return { type: 'choose', game: rng.pick(view.available) };
        if (view.legalCards.length === 0 || (view.canPass && rng.next() < 0.3))
          return { type: 'pass' };
        return { type: 'play', card: rng.pick(view.legalCards) };
      },
    };
    return mind;
  },
  choose() {
    throw new Error('the listener keeps a mind');
  },
};

describe('the inference', () => {
  it('finds nothing surprising in the true deal when the others play as modelled, and rules no deal out', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('any' as const, 'one' as const),
        fc.integer({ min: 0, max: 3 }),
        (seed, aceBonus, seat) => {
          const levels = [modelled, modelled, modelled, modelled];
          levels[seat] = listener;
          const rng = new Rng(`weights:${seed}`);
          const hands = new Int32Array(4);
          let stories = 0;
          let below = 0;
          playSeries(levels, seed, {
            options: { aceBonus },
            deals: 8,
            seedFor: (s, v) => `${seed}:${s}:${v}`,
            onDecision: (d) => {
              if (d.seat !== seat || d.view.game === null) return;
              const mind = d.mind as Listener;
              const turns = mind.beliefs.dominoTurns();
              // Told the whole story from the start, the listener has every turn of Dominoes.
              if (d.view.game === 'dominoes') expect(turns).not.toBeNull();
              const story = storyOf(d.view, seat, turns, OPTS);
              if (story === null) return;
              stories++;
              const truth = Int32Array.from(d.match.state.deal.hands, (h) => maskOf(h));
              expect(dealWeight(story, truth, OPTS)).toBe(1);
              // Either model may be the others': the mixture keeps at least half of it.
              expect(dealWeight(story, truth, { ...OPTS, others: 'mixed' })).toBeGreaterThanOrEqual(
                0.5,
              );
              if (d.view.game === 'dominoes') {
                // The record replays on the deal as dealt, each turn the seat's to take.
                const dealtHands = truth.map((h, s) => h | story.playedBy[s]!);
                const replay = new DominoSim().start(dealtHands, d.view.dealer, aceBonus === 'any');
                for (const t of story.turns) {
                  expect(replay.toMove).toBe(t.seat);
                  if (t.card < 0) replay.pass();
                  else replay.play(t.card);
                }
                expect(replay.toMove).toBe(seat);
              }
              const deals = sampler(seat, unseenOf(d.view), d.view.handSizes, mind.excluded);
              for (let k = 0; k < 4; k++) {
                hands[seat] = truth[seat]!;
                deals.draw(() => rng.next(), hands);
                const w = dealWeight(story, hands, OPTS);
                expect(w).toBeGreaterThan(0);
                if (w < 1) below++;
              }
            },
          });
          expect(stories).toBeGreaterThan(0);
          // Some random deals are less likely than the truth: the story tells something.
          expect(below).toBeGreaterThan(0);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('plays out deals that fit every card the others chose, far more often than blind draws do', () => {
    // The call left aside: a deal fits when each card the others chose is the model's.
    const opts = { ...OPTS, callMismatch: 1 };
    let drawn = 0;
    let fit = 0;
    let blindFit = 0;
    playSeries([modelled, listener, modelled, modelled], 'fitting deals', {
      deals: 12,
      seedFor: (s, v) => `fit:${s}:${v}`,
      onDecision: (d) => {
        // From the third trick on, when the cards played tell much.
        if (d.seat !== 1 || d.view.game === null || d.view.game === 'dominoes') return;
        if (d.view.handSizes[1]! > 6) return;
        const mind = d.mind as Listener;
        const story = storyOf(d.view, 1, null, opts);
        if (story === null) return;
        const deals = sampler(1, unseenOf(d.view), d.view.handSizes, mind.excluded);
        const rng = new Rng(`fit:${d.match.version}`);
        const next = () => rng.next();
        const chosen = inferredDeals(d.view, 1, deals, next, 20, opts, story);
        const blind = new Int32Array(4);
        for (let w = 0; w < 20; w++) {
          drawn++;
          if (dealWeight(story, chosen.subarray(4 * w, 4 * w + 4), opts) === 1) fit++;
          blind[1] = maskOf(d.view.hand ?? []);
          deals.draw(next, blind);
          if (dealWeight(story, blind, opts) === 1) blindFit++;
        }
      },
    });
    expect(drawn).toBeGreaterThan(500);
    expect(fit / drawn).toBeGreaterThan(0.85);
    expect(blindFit / drawn).toBeLessThan(0.5 * (fit / drawn));
  });

  it('draws the same deals from the same seed, the seat holding its own hand in each', () => {
    let checked = 0;
    playSeries([modelled, listener, modelled, modelled], 'same seed', {
      deals: 4,
      seedFor: (s, v) => `same:${s}:${v}`,
      onDecision: (d) => {
        if (d.seat !== 1 || d.view.game === null || checked >= 10) return;
        const mind = d.mind as Listener;
        const story = storyOf(d.view, 1, mind.beliefs.dominoTurns(), OPTS);
        const deals = sampler(1, unseenOf(d.view), d.view.handSizes, mind.excluded);
        const draw = () => {
          const rng = new Rng('draw');
          return inferredDeals(d.view, 1, deals, () => rng.next(), 20, OPTS, story);
        };
        const a = draw();
        expect(a).toEqual(draw());
        expect(a.length).toBe(80);
        for (let w = 0; w < 20; w++) expect(a[4 * w + 1]).toBe(maskOf(d.view.hand ?? []));
        checked++;
      },
    });
    expect(checked).toBe(10);
  });
});
