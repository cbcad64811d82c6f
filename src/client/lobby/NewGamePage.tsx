/** A game's own start page (e.g. /knights): its rules in a sentence and the new-game form. */
import type { GameClient } from '../games/registry';
import { t } from '../i18n';
import { gameInfo, serverGamesFailed } from '../session/games';
import { useTitle } from '../widgets/useTitle';

export function NewGamePage({ client }: { client: GameClient }) {
  const info = gameInfo(client.id);
  useTitle(t(client.name));
  return (
    <section class="new-game-page" aria-labelledby="new-game-title">
      <h1 id="new-game-title">{t(client.name)}</h1>
      <p>{t(client.blurb)}</p>
      {info ? (
        <div class="card">
          <client.NewGame info={info} />
        </div>
      ) : (
        <p class="page-note">
          {serverGamesFailed.value ? t('common.loadFailed') : t('common.loading')}
        </p>
      )}
    </section>
  );
}
