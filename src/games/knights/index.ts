import { publicMove } from '../../core/events';
import type { Game } from '../../core/game';
import { knightsBots } from './bots';
import { knightsRatedRefusal } from './rated';
import {
  type KnightsMove,
  type KnightsOptions,
  type KnightsState,
  type KnightsView,
  knightsMoveSchema,
  knightsOptionsSchema,
  legalMoves,
  outcome,
  play,
  setup,
  toMove,
  view,
} from './rules';

export const knights: Game<KnightsState, KnightsMove, KnightsView, KnightsOptions> = {
  id: 'knights',
  minSeats: 2,
  maxSeats: 2,
  optionsSchema: knightsOptionsSchema,
  moveSchema: knightsMoveSchema,
  setup,
  toMove,
  legalMoves,
  fallbackMove(state, seat) {
    const [first] = legalMoves(state, seat);
    return first ?? null;
  },
  // Nothing is hidden: every move is shown to everyone as it was played.
  play: (state, seat, move) => publicMove(play(state, seat, move), seat, move),
  view,
  hidesNothing: true,
  outcome,
  ratedRefusal: knightsRatedRefusal,
  bots: knightsBots,
};

export * from './board';
export { stateFromView } from './position';
export { MIN_RATED_SIDE } from './rated';
export * from './rules';
export { fromSquares } from './setup';
