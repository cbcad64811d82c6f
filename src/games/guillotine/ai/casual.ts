/**
 * The casual level: the strong level's fast policies played straight from the seat's view, with
 * no search — the rules of thumb a sensible club player uses (duck under the winner, dump the
 * penalty cards when void, lead low where others hold higher; in Dominoes the ace bonus first and
 * the cards that open rows for others held back). Its dealer's choice plays out a handful of
 * deals, so it calls roughly the game its hand suits.
 */
import type { BotContext } from '../../../core/game';
import { Rng } from '../../../core/rng';
import type { GuillotineMove, GuillotineView } from '../game';
import { cardAt, maskOf } from './bits';
import { bestGame } from './choice';
import { dominoCard } from './domino-policy';
import { STRONG_DEFAULTS, type StrongOptions } from './options';
import { dominoPosition, trickPosition } from './position';
import { trickCard } from './trick-policy';

/** How much the casual level thinks about its call: a few deals, not a few hundred. */
export const CASUAL_OPTIONS: StrongOptions = { ...STRONG_DEFAULTS, choiceWorlds: 24 };

export function casualMove(view: GuillotineView, ctx: BotContext): GuillotineMove {
  const me = view.you;
  if (me === null) throw new Error('a bot plays a seat');
  if (view.game === null) {
    const rng = new Rng(ctx.seed);
    return { type: 'choose', game: bestGame(view, me, () => rng.next(), CASUAL_OPTIONS) };
  }
  if (view.legalCards.length === 0) return { type: 'pass' };
  const legal = maskOf(view.legalCards);
  if (view.game === 'dominoes') {
    const card = dominoCard(dominoPosition(view, me), me, legal);
    return card < 0 ? { type: 'pass' } : { type: 'play', card: cardAt(card) };
  }
  return { type: 'play', card: cardAt(trickCard(trickPosition(view, me), me, legal)) };
}
