/** Guillotine's computer levels. Each sees only its own seat's view, as a person in that seat would. */
import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
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

export const guillotineBots: readonly BotLevel<GuillotineView, GuillotineMove>[] = [random];
