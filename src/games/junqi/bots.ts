/** Junqi's computer levels. Each sees only its own seat's view, as a person in that seat would. */
import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
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
 * Strong: remembers what it has seen of every enemy piece, and searches over worlds drawn from
 * what those pieces may still be (ai/strong). Each seat of each match gets a mind of its own.
 */
export const strong: BotLevel<JunqiView, JunqiMove> = {
  id: 'strong',
  create: () => createStrongMind(),
  // Without a mind of its own (a caller that never calls create), it decides from the view alone.
  choose: (view, ctx) => createStrongMind().choose(view, { ...ctx, events: null }),
};

export const junqiBots: readonly BotLevel<JunqiView, JunqiMove>[] = [random, strong];
