/**
 * The strong level's mind: its beliefs about where the unseen cards are (followed from the
 * events its seat saw: the suits each seat has shown it lacks, what each Dominoes pass told, and
 * the turns of a Dominoes deal), the dealer's choice by simulated deals and the worth of the
 * games left for later (ai/choice), the cards by determinised Monte Carlo over deals consistent
 * with what it has seen, weighted by how well they explain the others' call and plays (each
 * model of the others trusted at each seat as far as it has read that seat's cards in the deals
 * finished so far, ai/reading), each
 * played out with the others as a rule-of-thumb player or as itself would play (half the deals
 * each: a model of a sensible player alone lost to players unlike it) and its own later cards
 * chosen by a look-ahead (ai/play, ai/lookahead). Seeded, and counted in work: the same view, story and
 * seed give the same decision.
 */
import type { BotContext, BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import type { GuillotineMove, GuillotineView } from '../game';
import { Beliefs } from './beliefs';
import { bestGame } from './choice';
import { storyOf } from './infer';
import { STRONG_DEFAULTS, type StrongOptions } from './options';
import { bestPlay } from './play';
import { Reading, type SeatReading } from './reading';

export interface StrongMind extends BotMind<GuillotineView, GuillotineMove> {
  /** The cards each seat cannot hold, as last worked out (for the tests: never the truth's). */
  excluded(): readonly number[];
  /** How far each seat has followed each model in the deals finished so far (ai/reading). */
  readings(): readonly SeatReading[];
}

export function createStrongMind(opts: StrongOptions = STRONG_DEFAULTS): StrongMind {
  const beliefs = new Beliefs();
  const reading = new Reading();
  let excluded: readonly number[] = [0, 0, 0, 0];
  return {
    excluded: () => excluded,
    readings: () => reading.seats(),
    choose(view: GuillotineView, ctx: BotContext): GuillotineMove {
      const me = view.you;
      if (me === null) throw new Error('a bot plays a seat');
      excluded = beliefs.update(view, ctx.events);
      const story = view.game === null ? null : storyOf(view, me, beliefs.dominoTurns(), opts);
      reading.observe(view, story);
      const rng = new Rng(ctx.seed);
      const next = () => rng.next();
      if (view.game === null) return { type: 'choose', game: bestGame(view, me, next, opts) };
      if (view.legalCards.length === 0) return { type: 'pass' };
      if (view.legalCards.length === 1 && !view.canPass)
        return { type: 'play', card: view.legalCards[0]! };
      return bestPlay(view, me, excluded, next, opts, beliefs.dominoTurns(), reading.seats());
    },
  };
}
