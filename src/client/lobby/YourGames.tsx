/**
 * The player's matches, to come back to them or to clear away the finished ones: those this
 * browser plays in, and those the player plays on another device (to watch from here).
 * A row of a game that words its own progress ("deal 5 of 24") asks for the match's public view
 * to do so, again whenever the match has moved on.
 */
import { useEffect, useState } from 'preact/hooks';
import type { LobbyEntry } from '../../core/protocol';
import { gameClient } from '../games/registry';
import { t, translateError } from '../i18n';
import { navigate } from '../router/router';
import { takeOwnSeat } from '../session/ownSeat';
import { forgetSeats } from '../session/seats';
import { MetaLine } from './MetaLine';
import { matchTitle } from './matchTitle';
import { dismissElsewhere, loadMyMatches, type MyMatch } from './myMatches';
import { usePolling } from './usePolling';
import { describeYourGame, kindOf } from './yourGame';

// Enough to find the games in progress; older ones wait behind "show all".
const FIRST_ROWS = 10;

export function YourGames() {
  const [matches, setMatches] = usePolling(loadMyMatches);
  const [showAll, setShowAll] = useState(false);
  const rows = (matches ?? []).filter((m) => matchTitle(m.entry) !== null);
  if (rows.length === 0) return null;

  const dismiss = (matchId: string) => {
    const row = rows.find((m) => m.entry.matchId === matchId);
    // A match held here is also this player's on the server: dismissed, it stays out of the
    // list even when the server names it again.
    if (!row?.elsewhere) forgetSeats(matchId);
    dismissElsewhere(matchId);
    setMatches((ms) => (ms ?? []).filter((m) => m.entry.matchId !== matchId));
  };
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);

  return (
    <section class="your-games" aria-labelledby="yours-title">
      <h2 id="yours-title">{t('lobby.yourGames')}</h2>
      <ul class="lobby-list">
        {shown.map((m) => (
          <YourGame key={m.entry.matchId} match={m} onDismiss={dismiss} />
        ))}
      </ul>
      {rows.length > FIRST_ROWS && (
        <button
          type="button"
          class="small quiet"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? t('lobby.showFewer') : t('lobby.showAll', { count: rows.length })}
        </button>
      )}
    </section>
  );
}

/**
 * The game's own words for how far a match under way has come, from its public view (as a
 * spectator sees it); null for a game without them, a finished match, or until it is known.
 */
function useGameProgress(entry: LobbyEntry): string | null {
  const describe = gameClient(entry.game)?.describeProgress;
  const wanted = describe !== undefined && !entry.finished;
  const [view, setView] = useState<{ of: string; view: unknown } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    fetch(`/api/matches/${encodeURIComponent(entry.matchId)}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ view?: unknown }>) : null))
      .then((body) => {
        if (alive && body) setView({ of: entry.matchId, view: body.view });
      })
      // Without it the row counts moves, as for any game; the next version tries again.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [entry.matchId, entry.version, wanted]);
  if (!wanted || view?.of !== entry.matchId) return null;
  return describe(view.view);
}

function YourGame({ match, onDismiss }: { match: MyMatch; onDismiss: (id: string) => void }) {
  const { entry, mine, elsewhere } = match;
  const row = describeYourGame(entry, mine, useGameProgress(entry));
  const kind = kindOf(entry, mine, match.rated);
  const titleId = `yours-${entry.matchId}`;
  // Played on another device: the seat's token is there, so here it can only be watched.
  const label = elsewhere
    ? t('account.watchElsewhere')
    : entry.finished
      ? t('lobby.view')
      : t('lobby.resume');
  return (
    <li class="lobby-row" data-standing={row.standing} data-elsewhere={elsewhere || undefined}>
      <div class="lobby-row-text">
        <span class="match-name" id={titleId}>
          {matchTitle(entry)}
        </span>
        <MetaLine
          parts={[
            ...(elsewhere ? [{ text: t('account.onAnotherDevice') }] : []),
            { text: row.against },
            ...(kind ? [{ text: kind, tone: match.rated ? 'rated-mark' : undefined }] : []),
            ...row.progress.map((text, i) => ({
              text,
              tone: i === 0 ? `standing standing-${row.standing}` : undefined,
            })),
          ]}
        />
      </div>
      <div class="lobby-row-actions">
        <a
          class={`button${row.standing === 'yourTurn' && !elsewhere ? ' primary' : ''}`}
          href={`/m/${encodeURIComponent(entry.matchId)}`}
          aria-describedby={titleId}
        >
          {label}
        </a>
        {elsewhere && !entry.finished && !entry.outcome && (
          <ContinueHere matchId={entry.matchId} seat={mine[0]} titleId={titleId} />
        )}
        {(row.dismissable || elsewhere) && (
          <button
            type="button"
            class="quiet"
            aria-describedby={titleId}
            onClick={() => onDismiss(entry.matchId)}
          >
            {t('lobby.dismiss')}
          </button>
        )}
      </div>
    </li>
  );
}

/** Takes the seat held on another device into this browser, then opens the match here. */
function ContinueHere({
  matchId,
  seat,
  titleId,
}: {
  matchId: string;
  seat: number | undefined;
  titleId: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  if (seat === undefined) return null;
  const take = async () => {
    const ack = await takeOwnSeat(matchId, seat);
    if (ack.ok) navigate(`/m/${encodeURIComponent(matchId)}`);
    else setFailure(translateError(ack));
  };
  return (
    <>
      <button type="button" class="primary" aria-describedby={titleId} onClick={() => void take()}>
        {t('table.takeSeatHere')}
      </button>
      {failure && (
        <span class="message-error" role="alert">
          {failure}
        </span>
      )}
    </>
  );
}
