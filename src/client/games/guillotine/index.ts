import type { GameClient } from '../contract';
import { describeGuillotineOptions } from './describeOptions';
import { GuillotineMatch } from './GuillotineMatch';
import { GuillotineHowToPlay, HOW_TO_PLAY } from './HowToPlay';
import { NewGuillotineGame } from './NewGuillotineGame';
import { describeGuillotineProgress } from './progress';
import './guillotine.css';

export const guillotineClient: GameClient = {
  id: 'guillotine',
  name: 'game.guillotine.name',
  blurb: 'game.guillotine.blurb',
  path: '/guillotine',
  NewGame: NewGuillotineGame,
  MatchView: GuillotineMatch,
  describeOptions: describeGuillotineOptions,
  describeProgress: describeGuillotineProgress,
  routes: [{ pattern: HOW_TO_PLAY, Page: GuillotineHowToPlay }],
  howToPlay: { path: HOW_TO_PLAY, label: 'guillotine.howTo.link' },
};
