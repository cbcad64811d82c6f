/** The page frame (header, connection banner) around whichever page the address names. */
import { useEffect } from 'preact/hooks';
import { AccountPage } from '../account/AccountPage';
import { gameClients } from '../games/registry';
import { t } from '../i18n';
import { LeaderboardPage, LeaderboardsPage } from '../leaderboard/LeaderboardPage';
import { Lobby } from '../lobby/Lobby';
import { NewGamePage } from '../lobby/NewGamePage';
import { MatchPage } from '../match/MatchPage';
import { ProfilePage } from '../profile/ProfilePage';
import {
  ACCOUNT_ROUTE,
  LEADERBOARD_ROUTE,
  LEADERBOARDS_ROUTE,
  location,
  matchPath,
  PROFILE_ROUTE,
} from '../router/router';
import { loadMe } from '../session/me';
import { ConnectionBanner } from './ConnectionBanner';
import { Header } from './Header';

// A game's own pages come before the new-game pages, so a game may claim its start address
// (a solo puzzle has a picker there instead of a new-game form).
function GamePage({ path, query }: { path: string; query: URLSearchParams }) {
  for (const client of gameClients) {
    for (const route of client.routes ?? []) {
      const params = matchPath(route.pattern, path);
      if (params) return <route.Page params={params} query={query} />;
    }
  }
  const client = gameClients.find((g) => matchPath(g.path, path));
  if (client) return <NewGamePage client={client} />;
  return (
    <div class="page-note">
      <p>{t('common.notFound')}</p>
      <p>
        <a href="/">{t('common.back')}</a>
      </p>
    </div>
  );
}

function Page() {
  const { path, query } = location.value;
  if (matchPath('/', path)) return <Lobby />;
  const m = matchPath('/m/:matchId', path);
  if (m?.matchId) return <MatchPage key={m.matchId} matchId={m.matchId} />;
  const p = matchPath(PROFILE_ROUTE, path);
  if (p?.name) return <ProfilePage key={p.name} name={p.name} />;
  if (matchPath(ACCOUNT_ROUTE, path)) return <AccountPage />;
  if (matchPath(LEADERBOARDS_ROUTE, path)) return <LeaderboardsPage />;
  const l = matchPath(LEADERBOARD_ROUTE, path);
  if (l?.game) return <LeaderboardPage key={l.game} game={l.game} />;
  return <GamePage path={path} query={query} />;
}

export function App() {
  // Who this browser plays as (a guest is made on a first visit): once, for every page.
  useEffect(() => {
    void loadMe();
  }, []);
  return (
    <>
      <Header />
      <ConnectionBanner />
      <main class="page">
        <Page />
      </main>
    </>
  );
}
