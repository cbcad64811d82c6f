import type { GameClient } from '../registry';
import { describeKnightsOptions } from './describeOptions';
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
};
