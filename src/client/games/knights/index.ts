import type { GameClient } from '../contract';
import { describeKnightsOptions } from './describeOptions';
import { HOW_TO_PLAY, KnightsHowToPlay } from './HowToPlay';
import { KnightsMatch } from './KnightsMatch';
import { NewKnightsGame } from './NewKnightsGame';
import './knights.css';
import './analysis.css';

export const knightsClient: GameClient = {
  id: 'knights',
  name: 'game.knights.name',
  blurb: 'game.knights.blurb',
  path: '/knights',
  NewGame: NewKnightsGame,
  MatchView: KnightsMatch,
  describeOptions: describeKnightsOptions,
  routes: [{ pattern: HOW_TO_PLAY, Page: KnightsHowToPlay }],
  howToPlay: { path: HOW_TO_PLAY, label: 'knights.howTo.link' },
};
