/** The six games as small badges, struck through once this seat has called it as dealer. */
import { GAMES, type GameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';

export function Calls({ used, player }: { used: readonly GameId[]; player: string }) {
  return (
    <ul class="gl-calls" aria-label={t('guillotine.seat.calls', { player })}>
      {GAMES.map((game) => {
        const name = t(`guillotine.game.${game}`);
        const called = used.includes(game);
        return (
          <li key={game} class={called ? 'gl-called' : ''} title={name} data-game={game}>
            <span aria-hidden="true">{t(`guillotine.gameShort.${game}`)}</span>
            <span class="visually-hidden">
              {t(called ? 'guillotine.seat.called' : 'guillotine.seat.notCalled', { game: name })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
