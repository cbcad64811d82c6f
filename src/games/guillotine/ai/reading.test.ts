import { describe, expect, it } from 'vitest';
import { ruleOfThumb } from '../../../../bench/guillotine-rule-bot';
import { aggressive, cautious, dumper } from '../../../../bench/guillotine-styles';
import type { BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import type { GuillotineMove, GuillotineView } from '../game';
import { type GuillotineBot, playSeries } from './arena';
import { Beliefs } from './beliefs';
import { maskOf } from './bits';
import { Weigher } from './calibrate';
import { dealWeight, type Story, storyOf } from './infer';
import { STRONG_DEFAULTS } from './options';
import { dominoPosition, trickPosition } from './position';
import { MODELS, Reading } from './reading';
import { sampler } from './sample';
import { unseenOf } from './seen';

const LEARNED = STRONG_DEFAULTS;
const FIXED = { ...STRONG_DEFAULTS, reading: 'fixed' as const };

/** A random player that follows the story and reads the others as strong does. */
interface Listener extends BotMind<GuillotineView, GuillotineMove> {
  beliefs: Beliefs;
  reading: Reading;
  excluded: readonly number[];
}

const listener: GuillotineBot = {
  id: 'listener',
  create(): Listener {
    const mind: Listener = {
      beliefs: new Beliefs(),
      reading: new Reading(),
      excluded: [0, 0, 0, 0],
      choose(view, ctx) {
        const me = view.you!;
        mind.excluded = mind.beliefs.update(view, ctx.events);
        const story =
          view.game === null ? null : storyOf(view, me, mind.beliefs.dominoTurns(), LEARNED);
        mind.reading.observe(view, story);
        const rng = new Rng(ctx.seed);
        if (view.game === null) return { type: 'choose', game: rng.pick(view.available) };
        if (view.legalCards.length === 0) return { type: 'pass' };
        return { type: 'play', card: rng.pick(view.legalCards) };
      },
    };
    return mind;
  },
  choose() {
    throw new Error('the listener keeps a mind');
  },
};

/** A player that, whenever it can, plays a card neither model of the others would have. */
const contrary: GuillotineBot = {
  id: 'contrary',
  choose(view, ctx) {
    const me = view.you!;
    const rng = new Rng(ctx.seed);
    if (view.game === null) return { type: 'choose', game: rng.pick(view.available) };
    if (view.legalCards.length === 0) return { type: 'pass' };
    const legal = maskOf(view.legalCards);
    let expected = 0;
    for (const m of MODELS) {
      const c =
        view.game === 'dominoes'
          ? m.domino(dominoPosition(view, me), me, legal)
          : m.trick(trickPosition(view, me), me, legal);
      if (c >= 0) expected |= 1 << c;
    }
    const pick = view.legalCards.filter((c) => (maskOf([c]) & expected) === 0);
    return { type: 'play', card: rng.pick(pick.length > 0 ? pick : view.legalCards) };
  },
};

/** Candidates for the weigher: the hands now, with the cards each seat has played. */
const asDealt = (story: Story, hands: Int32Array) =>
  Int32Array.from(hands, (h, s) => h | story.playedBy[s]!);

/**
 * Over the listener's decisions from the fourth deal on (three finished deals read), the true
 * deal's weight against the mean weight of deals drawn plainly, consistent with the voids: the
 * log of each ratio, for the weighing `opts` names.
 */
function truthRatios(
  style: GuillotineBot,
  seed: string,
  deals: number,
): { learned: number[]; fixed: number[] } {
  const learned: number[] = [];
  const fixed: number[] = [];
  const rng = new Rng(`ratios:${seed}`);
  const hands = new Int32Array(4);
  const N = 40;
  playSeries([listener, style, style, style], seed, {
    deals,
    seedFor: (s, v) => `${seed}:${s}:${v}`,
    onDecision: (d) => {
      if (d.seat !== 0 || d.view.game === null || d.view.dealNo < 3) return;
      const mind = d.mind as Listener;
      const turns = mind.beliefs.dominoTurns();
      const story: Story | null = storyOf(d.view, 0, turns, LEARNED, mind.reading.seats());
      if (story === null || story.turns.length < 6) return;
      const fixedStory = { ...story, readings: null };
      const truth = Int32Array.from(d.match.state.deal.hands, (h) => maskOf(h));
      const draws = sampler(0, unseenOf(d.view), d.view.handSizes, mind.excluded);
      const weigher = new Weigher(story, story.readings!, N + 1);
      let meanF = 0;
      for (let k = 0; k < N; k++) {
        hands[0] = truth[0]!;
        draws.draw(() => rng.next(), hands);
        meanF += dealWeight(fixedStory, hands, FIXED) / N;
        weigher.add(asDealt(story, hands));
      }
      weigher.calibrate();
      let meanL = 0;
      for (let k = 0; k < N; k++) meanL += weigher.weight(k) / N;
      const t = weigher.add(asDealt(story, truth));
      learned.push(Math.log(weigher.weight(t) / meanL));
      fixed.push(Math.log(dealWeight(fixedStory, truth, FIXED) / meanF));
    },
  });
  return { learned, fixed };
}
describe('the reading of the others', () => {
  it('reads a seat that plays against every model as none of them, and leaves plain sampling', () => {
    let weighed = 0;
    const rng = new Rng('contrary draws');
    const hands = new Int32Array(4);
    playSeries([listener, contrary, contrary, contrary], 'contrary', {
      deals: 8,
      seedFor: (s, v) => `contrary:${s}:${v}`,
      onDecision: (d) => {
        if (d.seat !== 0 || d.view.game === null || d.view.dealNo < 5) return;
        const mind = d.mind as Listener;
        const seats = mind.reading.seats();
        // Each model has been wrong at nearly every choice of these seats.
        for (const s of [1, 2, 3]) for (const a of seats[s]!.accuracy) expect(a).toBeLessThan(0.15);
        const story = storyOf(d.view, 0, mind.beliefs.dominoTurns(), LEARNED, seats);
        if (story === null) return;
        const draws = sampler(0, unseenOf(d.view), d.view.handSizes, mind.excluded);
        const plain = { ...story, atCall: [] };
        const weigher = new Weigher(plain, seats, 20);
        for (let k = 0; k < 20; k++) {
          hands[0] = maskOf(d.view.hand ?? []);
          draws.draw(() => rng.next(), hands);
          weigher.add(asDealt(story, hands));
        }
        weigher.calibrate();
        // Every deal weighs nearly alike (the call, which tells something still, left aside).
        for (let k = 0; k < 20; k++) {
          expect(weigher.weight(k)).toBeGreaterThan(0.9);
          expect(weigher.weight(k)).toBeLessThanOrEqual(1);
          weighed++;
        }
      },
    });
    expect(weighed).toBeGreaterThan(100);
  });

  it('keeps the true deal within a factor of plain sampling against players it never studied', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // The bench's styles, written apart from strong's models: from the fourth deal on, the true
    // deal weighs on average (geometrically) at least half as much as the mean of the plain
    // draws, and never less than a two-hundredth of it, where the fixed weighing left it
    // thousands of times lighter at worst and lighter on average for each of them.
    for (const [style, seed] of [
      [cautious, 'cautious'],
      [aggressive, 'aggressive'],
      [dumper, 'dumper'],
    ] as const) {
      const { learned, fixed } = truthRatios(style, seed, 8);
      expect(learned.length).toBeGreaterThan(20);
      expect(mean(learned)).toBeGreaterThan(Math.log(0.5));
      expect(Math.min(...learned)).toBeGreaterThan(Math.log(1 / 200));
      expect(mean(fixed)).toBeLessThan(mean(learned));
      expect(Math.min(...fixed)).toBeLessThan(Math.log(1 / 1000));
    }
    // And the players its model of the table copies are still read sharply: the truth weighs
    // several times the plain mean.
    const rule = truthRatios(ruleOfThumb, 'rule', 8).learned;
    expect(mean(rule)).toBeGreaterThan(Math.log(5));
  });
});
