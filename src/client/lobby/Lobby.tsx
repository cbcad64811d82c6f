/**
 * The home page: this browser's own games first (to come back to them), a card per game the
 * server offers, and the open matches one may join.
 */
import { gameClients } from '../games/registry';
import { t } from '../i18n';
import { leaderboardHref } from '../router/router';
import { serverGames, serverGamesFailed } from '../session/games';
import { HowToLink } from '../widgets/HowToLink';
import { useTitle } from '../widgets/useTitle';
import { OpenMatches } from './OpenMatches';
import { YourGames } from './YourGames';

export function Lobby() {
  useTitle(null);
  const offered = serverGames.value;
  const cards = offered ? gameClients.filter((g) => offered.some((o) => o.id === g.id)) : [];
  return (
    <div class="lobby">
      <p class="tagline">{t('app.tagline')}</p>
      <YourGames />
      <section aria-labelledby="games-title">
        <h1 id="games-title">{t('lobby.games')}</h1>
        {!offered && (
          <p class="page-note">
            {serverGamesFailed.value ? t('common.loadFailed') : t('common.loading')}
          </p>
        )}
        <div class="cards">
          {cards.map((g) => {
            const info = offered?.find((o) => o.id === g.id);
            return (
              <article key={g.id} class={`card card-${g.id}`} aria-labelledby={`card-${g.id}`}>
                <h2 id={`card-${g.id}`}>
                  <a href={g.path}>{t(g.name)}</a>
                </h2>
                <p>{t(g.blurb)}</p>
                {g.howToPlay && (
                  <p class="card-howto">
                    <HowToLink
                      href={g.howToPlay.path}
                      label={t(g.howToPlay.label)}
                      describedBy={`card-${g.id}`}
                    />
                  </p>
                )}
                {info && <g.NewGame info={info} compact />}
              </article>
            );
          })}
        </div>
      </section>
      <OpenMatches />
      <p class="lobby-leaderboards">
        <a href={leaderboardHref()}>{t('leaderboard.link')}</a>
      </p>
    </div>
  );
}
