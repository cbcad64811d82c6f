/** The page frame (header, connection banner) around whichever page the address names. */
import { gameClients } from '../games/registry';
import { isTwistPath, TwistPages } from '../games/twist';
import { t } from '../i18n';
import { Lobby } from '../lobby/Lobby';
import { NewGamePage } from '../lobby/NewGamePage';
import { MatchPage } from '../match/MatchPage';
import { location, matchPath } from '../router/router';
import { ConnectionBanner } from './ConnectionBanner';
import { Header } from './Header';

function Page() {
  const { path } = location.value;
  if (matchPath('/', path)) return <Lobby />;
  const m = matchPath('/m/:matchId', path);
  if (m?.matchId) return <MatchPage key={m.matchId} matchId={m.matchId} />;
  // Twist is solo: its pages (picker, player, editor) live under /twist and need no match.
  if (isTwistPath(path)) return <TwistPages />;
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

export function App() {
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
