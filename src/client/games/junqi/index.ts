import type { GameClient } from '../registry';
import { describeJunqiOptions } from './describeOptions';
import { JunqiMatch } from './JunqiMatch';
import { NewJunqiGame } from './NewJunqiGame';
import './junqi.css';

export const junqiClient: GameClient = {
  id: 'junqi',
  name: 'game.junqi.name',
  blurb: 'game.junqi.blurb',
  path: '/junqi',
  NewGame: NewJunqiGame,
  MatchView: JunqiMatch,
  describeOptions: describeJunqiOptions,
};
