/** The IQ Twist pages of the web app: its lobby card and its own routes under /twist. */
import type { GameClient } from '../registry';
import { TwistCard, TwistMatchNote } from './TwistCard';
import './twist.css';

export { isTwistPath, TwistPages } from './TwistPages';

export const twistClient: GameClient = {
  id: 'twist',
  name: 'game.twist.name',
  blurb: 'game.twist.blurb',
  path: '/twist',
  NewGame: TwistCard,
  MatchView: TwistMatchNote,
};
