import type { BotLevel } from '../../core/game';
import { Rng } from '../../core/rng';
import { casualMove, perfectMove, ponderStep, strongMove } from './ai';
import { squareName } from './board';
import { stateFromView } from './position';
import {
  type KnightsMove,
  type KnightsState,
  type KnightsView,
  legalSquares,
  sizeOf,
} from './rules';

/** Beginner: a uniformly random legal square, as the original game's computer. */
export const beginner: BotLevel<KnightsView, KnightsMove> = {
  id: 'beginner',
  choose(view, ctx) {
    const state = stateFromView(view);
    const squares = legalSquares(state);
    return { square: squareName(new Rng(ctx.seed).pick(squares), sizeOf(state)) };
  },
};

/** Wraps a level that picks a square index from the rules state. */
function level(
  id: string,
  pick: (state: KnightsState, rng: Rng) => number,
): BotLevel<KnightsView, KnightsMove> {
  return {
    id,
    choose(view, ctx) {
      const state = stateFromView(view);
      return { square: squareName(pick(state, new Rng(ctx.seed)), sizeOf(state)) };
    },
  };
}

/** Casual: greedy, keeps the board open for itself (see ai/levels). */
export const casual = level('casual', casualMove);

/** Strong: flat Monte Carlo play-outs with a modest budget. */
export const strong = level('strong', (state, rng) => strongMove(state, rng));

/** Perfect: mirror, book, exact analysis, and traps when lost; it thinks on your time too. */
export const perfect: BotLevel<KnightsView, KnightsMove> = {
  ...level('perfect', (state, rng) => perfectMove(state, rng).square),
  ponder(view) {
    const state = stateFromView(view);
    return ponderStep(sizeOf(state), state.legalLo, state.legalHi);
  },
};

/** Every computer level, weakest first. */
export const knightsBots: readonly BotLevel<KnightsView, KnightsMove>[] = [
  beginner,
  casual,
  strong,
  perfect,
];
