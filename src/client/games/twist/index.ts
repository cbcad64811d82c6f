/** The IQ Twist pages of the web app: its lobby card and its own routes under /twist. */
import type { GameClient } from '../contract';
import { describeTwistOptions } from './describeOptions';
import { HOW_TO_PLAY } from './HowToPlay';
import { twistRoutes } from './routes';
import { TwistCard, TwistMatchNote } from './TwistCard';
import './twist.css';

export const twistClient: GameClient = {
  id: 'twist',
  name: 'game.twist.name',
  blurb: 'game.twist.blurb',
  // The picker (one of the routes) takes the place of a new-game page.
  path: '/twist',
  NewGame: TwistCard,
  MatchView: TwistMatchNote,
  describeOptions: describeTwistOptions,
  routes: twistRoutes,
  howToPlay: { path: HOW_TO_PLAY, label: 'twist.howTo.link' },
};
