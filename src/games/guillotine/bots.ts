/** Guillotine's computer levels. Each sees only its own seat's view, as a person in that seat would. */
import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
import { casualMove } from './ai/casual';
import { createStrongMind } from './ai/strong';
import type { GuillotineMove, GuillotineView } from './game';

/** Random: a random game to call, a random legal card; a pass only when it must. */
export const random: BotLevel<GuillotineView, GuillotineMove> = {
  id: 'random',
  choose(view, ctx) {
    const rng = new Rng(ctx.seed);
    if (view.game === null) return { type: 'choose', game: rng.pick(view.available) };
    if (view.legalCards.length === 0) return { type: 'pass' };
    return { type: 'play', card: rng.pick(view.legalCards) };
  },
};

/**
 * Casual: the rules of thumb the strong level's search plays its deals out with, straight from
 * the view (no search): it ducks, dumps and blocks sensibly, and calls the game its hand suits.
 */
export const casual: BotLevel<GuillotineView, GuillotineMove> = {
  id: 'casual',
  choose: casualMove,
};

/**
 * Strong: remembers which suits each seat has shown it lacks and what each pass told, and plays
 * out deals drawn from what it knows to choose its game and its cards, looking ahead to its own
 * later cards in each (ai/strong). Each seat of each match gets a mind of its own.
 */
export const strong: BotLevel<GuillotineView, GuillotineMove> = {
  id: 'strong',
  create: () => createStrongMind(),
  // Without a mind of its own (a caller that never calls create), it decides from the view alone.
  choose: (view, ctx) => createStrongMind().choose(view, { ...ctx, events: null }),
};

export const guillotineBots: readonly BotLevel<GuillotineView, GuillotineMove>[] = [
  random,
  casual,
  strong,
];
