/**
 * How to move the pieces, for the ways of pointing this device has (touch, mouse), and the
 * keyboard. Folded away under one line, so it costs the board no room until it is asked for.
 */

import { t } from '../../i18n';
import { HowToLink } from '../../widgets/HowToLink';
import { HOW_TO_PLAY } from './HowToPlay';
import type { Pointers } from './pointers';

export function Help({ pointers }: { pointers: Pointers }) {
  return (
    <details class="twist-help">
      <summary>{t('twist.help')}</summary>
      <div class="twist-help-body">
        {pointers.touch && <p data-help="touch">{t('twist.help.touch')}</p>}
        {pointers.mouse && <p data-help="mouse">{t('twist.help.mouse')}</p>}
        <p data-help="keys">{t('twist.help.keys')}</p>
        <p>
          <HowToLink href={HOW_TO_PLAY} label={t('twist.howTo.more')} />
        </p>
      </div>
    </details>
  );
}
