/**
 * A game's leaderboard at /leaderboard/<game>: the players whose rating is settled (a deviation
 * of 75 or less), best first, each a link to their profile; links to the other games' boards.
 * /leaderboard shows the first game's. Only games between people have one (a solo game has no
 * rating).
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { gameClient, gameClients } from '../games/registry';
import { t } from '../i18n';
import { leaderboardHref, navigate, profileHref } from '../router/router';
import { loadServerGames, serverGames, serverGamesFailed } from '../session/games';
import { useTitle } from '../widgets/useTitle';
import { fetchLeaderboard, type Leaderboard } from './api';
import { boardGames, leaderRow, whoAppears } from './leaderboardText';
import '../profile/profile.css';
import './leaderboard.css';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'loaded'; board: Leaderboard };

/** The links between the games' leaderboards, the shown one marked current. */
function Tabs({ current }: { current: string | null }) {
  const games = boardGames(gameClients, serverGames.value);
  if (games.length === 0) return null;
  return (
    <nav class="leaderboard-tabs" aria-label={t('leaderboard.tabs')}>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <a href={leaderboardHref(g.id)} aria-current={g.id === current ? 'page' : undefined}>
              {t(g.name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /leaderboard: goes to the first game's board once the server has said which games it has. */
export function LeaderboardsPage() {
  useTitle(t('leaderboard.link'));
  const first = boardGames(gameClients, serverGames.value)[0];
  useEffect(() => {
    void loadServerGames();
  }, []);
  useEffect(() => {
    if (first) navigate(leaderboardHref(first.id), { replace: true });
  }, [first?.id]);
  return (
    <p class="page-note">
      {serverGamesFailed.value ? t('common.loadFailed') : t('common.loading')}
    </p>
  );
}

export function LeaderboardPage({ game }: { game: string }) {
  const state = useSignal<State>({ kind: 'loading' });
  const client = gameClient(game);
  const name = client ? t(client.name) : game;
  useTitle(client ? t('leaderboard.title', { game: name }) : t('leaderboard.link'));
  useEffect(() => {
    void loadServerGames();
  }, []);
  useEffect(() => {
    // A game this client does not know has no board to show, whatever the server says of it.
    if (!client) {
      state.value = { kind: 'missing' };
      return;
    }
    let live = true;
    state.value = { kind: 'loading' };
    fetchLeaderboard(game).then(
      (board) => {
        if (live) state.value = board ? { kind: 'loaded', board } : { kind: 'missing' };
      },
      () => {
        if (live) state.value = { kind: 'failed' };
      },
    );
    return () => {
      live = false;
    };
  }, [game]);

  const offered = serverGames.value;
  const info = offered?.find((g) => g.id === game);
  const solo = client !== undefined && info !== undefined && info.maxSeats < 2;
  const s = state.value;
  const missing = s.kind === 'missing' || (offered !== null && info === undefined);
  return (
    <div class="profile leaderboard">
      <h1>{client && !missing ? t('leaderboard.title', { game: name }) : t('leaderboard.link')}</h1>
      <Tabs current={game} />
      {solo ? (
        <p class="leaderboard-note">{t('leaderboard.solo', { game: name })}</p>
      ) : missing ? (
        <div class="leaderboard-note">
          <p>{t('leaderboard.noSuchGame', { game })}</p>
          <p>
            <a href="/">{t('common.back')}</a>
          </p>
        </div>
      ) : s.kind === 'loading' ? (
        <p class="page-note">{t('common.loading')}</p>
      ) : s.kind === 'failed' ? (
        <p class="page-note">{t('common.loadFailed')}</p>
      ) : s.kind === 'loaded' && s.board.players.length === 0 ? (
        <div class="leaderboard-empty">
          <p>{t('leaderboard.empty')}</p>
          <p>{whoAppears()}</p>
        </div>
      ) : s.kind === 'loaded' ? (
        <>
          <table class="profile-games leaderboard-table">
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.col.rank')}</th>
                <th scope="col">{t('leaderboard.col.player')}</th>
                <th scope="col">{t('leaderboard.col.rating')}</th>
                <th scope="col">{t('leaderboard.col.games')}</th>
              </tr>
            </thead>
            <tbody>
              {s.board.players.map(leaderRow).map((r) => (
                <tr key={r.name}>
                  <td class="leaderboard-rank">{r.rank}</td>
                  <th scope="row">
                    <a href={profileHref(r.name)}>{r.name}</a>
                  </th>
                  <td aria-label={r.ratingLabel}>{r.rating}</td>
                  <td>{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="leaderboard-who">{whoAppears()}</p>
        </>
      ) : null}
    </div>
  );
}
