/**
 * A player's public page at /p/<name>: per game the games played, won/lost/drawn, the rating with
 * its deviation (and "provisional" while it is uncertain), the share of rated games finished; then
 * the latest games, each a link to its match page.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n';
import { leaderboardHref } from '../router/router';
import { useTitle } from '../widgets/useTitle';
import { fetchProfile, type Profile } from './api';
import { day, gameRow, matchRow, puzzleRow } from './profileText';
import './profile.css';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'loaded'; profile: Profile };

export function ProfilePage({ name }: { name: string }) {
  const state = useSignal<State>({ kind: 'loading' });
  useTitle(name);
  useEffect(() => {
    let live = true;
    state.value = { kind: 'loading' };
    fetchProfile(name).then(
      (profile) => {
        if (live) state.value = profile ? { kind: 'loaded', profile } : { kind: 'missing' };
      },
      () => {
        if (live) state.value = { kind: 'failed' };
      },
    );
    return () => {
      live = false;
    };
  }, [name]);

  const s = state.value;
  if (s.kind === 'loading') return <p class="page-note">{t('common.loading')}</p>;
  if (s.kind === 'failed') return <p class="page-note">{t('common.loadFailed')}</p>;
  if (s.kind === 'missing') {
    return (
      <div class="page-note">
        <p>{t('profile.notFound', { name })}</p>
        <p>
          <a href="/">{t('common.back')}</a>
        </p>
      </div>
    );
  }
  const { profile } = s;
  const rows = profile.games.map(gameRow);
  const recent = profile.recent.map(matchRow);
  const puzzles = (profile.puzzles ?? []).map(puzzleRow);
  return (
    <div class="profile">
      <h1>{t('profile.title', { name: profile.name })}</h1>
      <p class="profile-since">{t('profile.since', { date: day(profile.createdAt) })}</p>

      <section aria-labelledby="profile-ratings">
        <h2 id="profile-ratings">{t('profile.ratings')}</h2>
        {rows.length === 0 ? (
          <p>{t('profile.noRated')}</p>
        ) : (
          <table class="profile-games">
            <thead>
              <tr>
                <th scope="col">{t('profile.col.game')}</th>
                <th scope="col">{t('profile.col.played')}</th>
                <th scope="col">{t('profile.col.record')}</th>
                <th scope="col">{t('profile.col.rating')}</th>
                <th scope="col">{t('profile.col.finish')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.game}>
                  <th scope="row">
                    {r.name}{' '}
                    <a
                      class="profile-board"
                      href={leaderboardHref(r.game)}
                      aria-label={t('leaderboard.ofGameLabel', { game: r.name })}
                    >
                      {t('leaderboard.ofGame')}
                    </a>
                  </th>
                  <td>{r.played}</td>
                  <td aria-label={r.recordLabel}>{r.record}</td>
                  <td>
                    {r.rating}
                    {r.provisional && (
                      <>
                        {' '}
                        <abbr class="provisional" title={t('profile.provisionalHint')}>
                          {r.provisional}
                        </abbr>
                      </>
                    )}
                  </td>
                  <td aria-label={r.finishLabel ?? undefined}>{r.finish ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {puzzles.length > 0 && (
        <section aria-labelledby="profile-puzzles">
          <h2 id="profile-puzzles">{t('profile.puzzles')}</h2>
          {puzzles.map((p) => (
            <div key={p.game} class="profile-puzzle">
              <p>
                <strong>{p.name}</strong> · {p.solved}
              </p>
              <p>{t('profile.bestTimes')}</p>
              <ul class="lobby-list">
                {p.best.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="profile-recent">
        <h2 id="profile-recent">{t('profile.recent')}</h2>
        {recent.length === 0 ? (
          <p>{t('profile.noRecent')}</p>
        ) : (
          <ul class="lobby-list profile-recent">
            {recent.map((m) => (
              <li key={m.href}>
                <a href={m.href}>{m.game}</a> · {m.when} · {m.result}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
