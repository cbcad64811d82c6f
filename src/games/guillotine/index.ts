import type { Game } from '../../core/game';
import { guillotineBots } from './bots';
import {
  type GuillotineMove,
  type GuillotineOptions,
  type GuillotineView,
  guillotineGame,
} from './game';
import type { SeriesState } from './series';

export const guillotine: Game<SeriesState, GuillotineMove, GuillotineView, GuillotineOptions> = {
  ...guillotineGame,
  // A player who leaves is played by a bot until they return: the table never stalls.
  leaverBot: guillotineBots.at(-1)!.id,
  bots: guillotineBots,
};

export * from './cards';
export * from './deal';
export * from './game';
export * from './games';
export * from './series';
