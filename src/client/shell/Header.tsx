import { gameClients } from '../games/registry';
import { t } from '../i18n';
import { ACCOUNT_ROUTE, location, profileHref } from '../router/router';
import { serverGames } from '../session/games';
import { me } from '../session/me';
import { LanguageSwitcher } from './LanguageSwitcher';
import { VolumeControl } from './VolumeControl';

export function Header() {
  const path = location.value.path;
  const offered = serverGames.value;
  const games = gameClients.filter((g) => !offered || offered.some((o) => o.id === g.id));
  const player = me.value;
  return (
    <header class="site-header">
      <a class="brand" href="/">
        {t('app.name')}
      </a>
      <nav aria-label={t('nav.home')}>
        <ul>
          {games.map((g) => (
            <li key={g.id}>
              <a href={g.path} aria-current={path === g.path ? 'page' : undefined}>
                {t(g.name)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="header-tools">
        {player && (
          <a
            class="header-player"
            href={profileHref(player.name)}
            aria-current={path === profileHref(player.name) ? 'page' : undefined}
          >
            {player.name}
          </a>
        )}
        <a
          class="header-account"
          href={ACCOUNT_ROUTE}
          aria-current={path === ACCOUNT_ROUTE ? 'page' : undefined}
        >
          {t('account.link')}
        </a>
        <LanguageSwitcher />
        <VolumeControl />
      </div>
    </header>
  );
}
