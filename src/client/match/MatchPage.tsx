/**
 * /m/:matchId for any game: watches the match, takes the open seat for a friend's invitation
 * (?sit=1) or the seat of a private link (#seat=…&token=…), plays the sounds of what happens,
 * shows the table around the game (who is away, the private link, continue here, the rematch)
 * and hands the state to the game's own view.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { gameClient } from '../games/registry';
import { t } from '../i18n';
import { location, navigate } from '../router/router';
import { MatchSession } from '../session/match';
import { ShareLink } from '../widgets/ShareLink';
import { useTitle } from '../widgets/useTitle';
import { OwnSeat } from './OwnSeat';
import { RejoinLink } from './RejoinLink';
import { takeSeatFromAddress } from './rejoin';
import { soundsFor } from './sounds';
import { TableKind } from './TableKind';
import { TablePanel } from './TablePanel';

export function MatchPage({ matchId }: { matchId: string }) {
  const session = useMemo(() => {
    // A private link's seat is stored before the session reads which seats this browser holds.
    takeSeatFromAddress(matchId);
    return new MatchSession(matchId);
  }, [matchId]);
  const wantsSeat = location.value.query.get('sit') === '1';
  const [note, setNote] = useState<string | null>(null);
  const sitting = useRef(false);

  useEffect(() => {
    const off = session.onSteps((steps, prev, next) =>
      soundsFor(steps, prev, next, session.mine.value),
    );
    session.open();
    return () => {
      off();
      session.close();
    };
  }, [session]);

  // Everyone agreed to a rematch: go there (the new seat's token is stored already).
  const next = session.next.value;
  useEffect(() => {
    if (next) navigate(`/m/${encodeURIComponent(next)}`);
  }, [next]);

  const state = session.state.value;
  const mine = session.mine.value;
  const known = state ? gameClient(state.game) : undefined;
  useTitle(known ? t(known.name) : null);

  // A friend's join link: once we know the seats, take the open one (if we hold none yet), then
  // drop ?sit=1 so a reload or a shared address does not try again.
  useEffect(() => {
    if (!wantsSeat || !state || sitting.current) return;
    const clean = () => navigate(`/m/${encodeURIComponent(matchId)}`, { replace: true });
    if (mine.length > 0) return clean();
    const open = state.seats.findIndex((s) => s.kind === 'human' && !s.taken);
    if (open < 0) {
      setNote(t('match.noOpenSeat'));
      return clean();
    }
    sitting.current = true;
    setNote(t(state.table.rated ? 'match.joiningRated' : 'match.joining'));
    void session.sit(open).then(() => {
      sitting.current = false;
      setNote(null);
      clean();
    });
  }, [wantsSeat, state, mine, matchId, session]);

  if (session.missing.value) return <Missing text={t('match.notFound')} />;
  if (!state) return <p class="page-note">{t('match.loading')}</p>;
  const client = gameClient(state.game);
  if (!client) return <Missing text={t('match.unknownGame', { game: state.game })} />;
  const waitingForFriend =
    mine.length > 0 && !state.outcome && state.seats.some((s) => s.kind === 'human' && !s.taken);

  return (
    <div class="match-page">
      {note && <p class="page-note">{note}</p>}
      {session.movedAway.value && <p class="page-note">{t('table.movedAway')}</p>}
      {!note && !session.movedAway.value && mine.length === 0 && (
        <p class="page-note">{t('match.spectator')}</p>
      )}
      <OwnSeat session={session} />
      {session.elsewhere.value && mine.length > 0 && !state.outcome && (
        <p class="page-note elsewhere">
          {t('table.elsewhere')}{' '}
          <button type="button" class="primary" onClick={() => void session.continueHere()}>
            {t('table.continueHere')}
          </button>
        </p>
      )}
      <TableKind state={state} />
      {waitingForFriend && (
        <ShareLink matchId={matchId} seats={state.seats} rated={state.table.rated === true} />
      )}
      <client.MatchView session={session} />
      {!state.outcome && <RejoinLink session={session} />}
      <TablePanel session={session} />
    </div>
  );
}

/** A match that cannot be shown: say why, and offer the way back. */
function Missing({ text }: { text: string }) {
  return (
    <div class="page-note">
      <p>{text}</p>
      <p>
        <a class="button" href="/">
          {t('table.backToGames')}
        </a>
      </p>
    </div>
  );
}
