/** Above the table: which deal of the series this is, who dealt, and the game with its rule. */

import type { GameId } from '../../../games/guillotine/games';
import { DEALS } from '../../../games/guillotine/series';
import { t } from '../../i18n';

interface TableBannerProps {
  /** 0-based, as the rules count. */
  dealNo: number;
  game: GameId | null;
  dealer: string;
  over: boolean;
}

export function TableBanner({ dealNo, game, dealer, over }: TableBannerProps) {
  if (over) return <p class="gl-banner">{t('guillotine.log.over')}</p>;
  return (
    <p class="gl-banner">
      <span class="gl-banner-deal">
        {t('guillotine.banner.deal', { n: dealNo + 1, total: DEALS })}
        {' · '}
        {t('guillotine.banner.dealer', { player: dealer })}
      </span>
      {game && (
        <>
          <strong class="gl-banner-game">{t(`guillotine.game.${game}`)}</strong>
          <span class="gl-banner-rule" title={t(`guillotine.rule.${game}`)}>
            {t(`guillotine.rule.${game}`)}
          </span>
        </>
      )}
    </p>
  );
}
