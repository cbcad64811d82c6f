import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
import { squareName } from './board';
import { stateFromView } from './position';
import { type KnightsMove, type KnightsView, legalSquares, sizeOf } from './rules';

/** Beginner: a uniformly random legal square, as the original game's computer. */
export const beginner: BotLevel<KnightsView, KnightsMove> = {
  id: 'beginner',
  choose(view, ctx) {
    const state = stateFromView(view);
    const squares = legalSquares(state);
    return { square: squareName(new Rng(ctx.seed).pick(squares), sizeOf(state)) };
  },
};

/** Every computer level, weakest first. */
export const knightsBots: readonly BotLevel<KnightsView, KnightsMove>[] = [beginner];
