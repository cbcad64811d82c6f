/** Listed matches of other players, waiting for someone to join (Join) or being played (Watch). */

import { t } from '../i18n';
import { fetchMatches } from '../session/api';
import { heldSeats } from '../session/seats';
import { MetaLine } from './MetaLine';
import { matchTitle } from './matchTitle';
import { describeOpenMatch, isRated } from './openMatch';
import { usePolling } from './usePolling';

const MAX_ROWS = 20;

export function OpenMatches() {
  const [entries] = usePolling(fetchMatches);
  const now = Date.now();
  // Your own listed matches are under "Your games" already.
  const shown = (entries ?? [])
    .filter((e) => !e.finished && heldSeats(e.matchId).length === 0 && matchTitle(e) !== null)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, MAX_ROWS);

  return (
    <section class="open-matches" aria-labelledby="open-title">
      <h2 id="open-title">{t('lobby.open')}</h2>
      {entries && shown.length === 0 && <p class="hint">{t('lobby.noOpen')}</p>}
      <ul class="lobby-list">
        {shown.map((e) => {
          const row = describeOpenMatch(e, now);
          const titleId = `open-${e.matchId}`;
          return (
            <li key={e.matchId} class="lobby-row">
              <div class="lobby-row-text">
                <span class="match-name" id={titleId}>
                  {matchTitle(e)}
                  {isRated(e) && (
                    <>
                      {' '}
                      <span class="rated-badge">{t('lobby.rated')}</span>
                    </>
                  )}
                </span>
                <MetaLine parts={row.about.map((text) => ({ text }))} />
              </div>
              <div class="lobby-row-actions">
                <a
                  class={`button${row.joinable ? ' primary' : ''}`}
                  href={`/m/${encodeURIComponent(e.matchId)}${row.joinable ? '?sit=1' : ''}`}
                  aria-describedby={titleId}
                >
                  {row.joinable ? t('lobby.join') : t('lobby.watch')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
