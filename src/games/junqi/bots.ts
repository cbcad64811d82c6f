/** Junqi's computer levels. Each sees only its own seat's view, as a person in that seat would. */
import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
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

export const junqiBots: readonly BotLevel<JunqiView, JunqiMove>[] = [random];
