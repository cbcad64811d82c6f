import type { Game } from '../../core/game';
import { junqiBots } from './bots';
import { type JunqiMove, junqiGame } from './game';
import type { JunqiOptions, JunqiState } from './state';
import type { JunqiView } from './view';

export const junqi: Game<JunqiState, JunqiMove, JunqiView, JunqiOptions> = {
  ...junqiGame,
  bots: junqiBots,
};

export * from './board';
export * from './combat';
export { boardFromView, viewerSide } from './from-view';
export * from './game';
export * from './layout';
export * from './moves';
export * from './notation';
export * from './pieces';
export * from './state';
export * from './view';
