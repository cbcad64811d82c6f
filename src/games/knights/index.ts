import type { Game } from '../../core/game';
import { knightsBots } from './bots';
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
  play,
  view,
  outcome,
  publicMoves: true,
  bots: knightsBots,
};

export * from './board';
export { stateFromView } from './position';
export * from './rules';
