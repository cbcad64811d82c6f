/** Junqi's computer levels. Each sees only its own seat's view, as a person in that seat would. */
import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
import { CASUAL_SEARCH } from './ai/search';
import { createStrongMind } from './ai/strong';
import { squareName } from './board';
import { boardFromView, viewerSide } from './from-view';
import type { JunqiMove } from './game';
import { movesOf } from './moves';
import type { JunqiView } from './view';

/** Random: the default layout, then a random legal move. */
export const random: BotLevel<JunqiView, JunqiMove> = {
  id: 'random',
  choose(view, ctx) {
    const side = viewerSide(view);
    if (side === null) throw new Error('a bot plays a seat');
    if (view.phase === 'setup') return { type: 'ready' };
    const moves = movesOf(boardFromView(view), side);
    const m = new Rng(ctx.seed).pick(moves);
    return { type: 'move', from: squareName(m.from), to: squareName(m.to) };
  },
};

/**
 * Casual: the strong level's memory and beliefs, but a glance instead of a search — a few worlds,
 * each move judged on the position it leaves, never on the reply, with plenty of noise. It takes
 * a piece it sees it beats and runs for a flag it knows, and leaves pieces hanging: a player who
 * watches the enemy's replies beats it.
 */
export const casual: BotLevel<JunqiView, JunqiMove> = {
  id: 'casual',
  create: () => createStrongMind(CASUAL_SEARCH),
  choose: (view, ctx) => createStrongMind(CASUAL_SEARCH).choose(view, { ...ctx, events: null }),
};

/**
 * Strong: remembers what it has seen of every enemy piece, and searches over worlds drawn from
 * what those pieces may still be (ai/strong). Each seat of each match gets a mind of its own.
 */
export const strong: BotLevel<JunqiView, JunqiMove> = {
  id: 'strong',
  create: () => createStrongMind(),
  // Without a mind of its own (a caller that never calls create), it decides from the view alone.
  choose: (view, ctx) => createStrongMind().choose(view, { ...ctx, events: null }),
};

export const junqiBots: readonly BotLevel<JunqiView, JunqiMove>[] = [random, casual, strong];
