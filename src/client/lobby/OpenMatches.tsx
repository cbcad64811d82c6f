/** Matches waiting for a player (join) or being played (watch), refreshed every few seconds. */
import { useEffect, useState } from 'preact/hooks';
import type { LobbyEntry } from '../../core/protocol';
import { gameClient } from '../games/registry';
import { t } from '../i18n';
import { fetchMatches } from '../session/api';
import { heldSeats } from '../session/seats';

const REFRESH_MS = 5000;

export function OpenMatches() {
  const [entries, setEntries] = useState<LobbyEntry[] | null>(null);

  useEffect(() => {
    let alive = true;
    const load = () =>
      fetchMatches()
        .then((list) => alive && setEntries(list))
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  // Unfinished matches of games this client can show that one may join, or that this browser
  // plays in (to come back to them); newest first.
  const shown = (entries ?? [])
    .filter((e) => gameClient(e.game) && !e.finished)
    .filter(
      (e) => heldSeats(e.matchId).length > 0 || e.seats.some((s) => s.kind === 'human' && !s.taken),
    )
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 20);

  return (
    <section class="open-matches" aria-labelledby="open-title">
      <h2 id="open-title">{t('lobby.open')}</h2>
      {entries && shown.length === 0 && <p class="hint">{t('lobby.noOpen')}</p>}
      <ul>
        {shown.map((e) => {
          const client = gameClient(e.game)!;
          const open = e.seats.filter((s) => s.kind === 'human' && !s.taken).length;
          const mine = heldSeats(e.matchId).length > 0;
          const joinable = open > 0 && !mine;
          const about = client.describeOptions(e.options);
          return (
            <li key={e.matchId}>
              <span class="match-name">
                {t(client.name)}
                {about && ` ${about}`}
              </span>
              <span class="match-meta">
                {mine
                  ? t('lobby.yours')
                  : open > 0
                    ? t('lobby.seatsOpen', { count: open })
                    : t('lobby.inPlay')}{' '}
                · {t('lobby.move', { n: e.version })}
              </span>
              <a
                class={`button${joinable ? ' primary' : ''}`}
                href={`/m/${encodeURIComponent(e.matchId)}${joinable ? '?sit=1' : ''}`}
              >
                {joinable ? t('lobby.join') : mine ? t('lobby.resume') : t('lobby.watch')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
