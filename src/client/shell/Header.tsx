import { gameClients } from '../games/registry';
import { t } from '../i18n';
import { location } from '../router/router';
import { serverGames } from '../session/games';
import { LanguageSwitcher } from './LanguageSwitcher';
import { VolumeControl } from './VolumeControl';

export function Header() {
  const path = location.value.path;
  const offered = serverGames.value;
  const games = gameClients.filter((g) => !offered || offered.some((o) => o.id === g.id));
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
        <LanguageSwitcher />
        <VolumeControl />
      </div>
    </header>
  );
}
