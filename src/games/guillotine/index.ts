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
  // Nobody leaving, resigning or running out of time ends a series for the other three: the
  // platform hands the seat to the leaver's bot, and the cards are played on.
  seatAction: (state) => ({ ok: true, value: { state, events: [] } }),
  // A player who leaves is played by a bot until they return: the table never stalls.
  leaverBot: guillotineBots.at(-1)!.id,
  resignerBot: true,
  bots: guillotineBots,
};

export * from './cards';
export * from './deal';
export * from './game';
export * from './games';
export * from './series';
