import { t } from '../../i18n';
import type { GameClient } from '../contract';
import { describeJunqiOptions } from './describeOptions';
import { HOW_TO_PLAY, JunqiHowToPlay } from './HowToPlay';
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
  // "Your games": while both sides lay out their pieces, the moves counted mean nothing yet.
  describeProgress: (view) =>
    (view as { phase?: unknown } | null)?.phase === 'setup' ? t('progress.settingUp') : null,
  routes: [{ pattern: HOW_TO_PLAY, Page: JunqiHowToPlay }],
  howToPlay: { path: HOW_TO_PLAY, label: 'junqi.howTo.link' },
};
