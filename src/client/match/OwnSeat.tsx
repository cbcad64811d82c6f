/**
 * "Continue here" for a seat of this player's held on another device: the player signed in here
 * (a passkey, a one-time code) finds their seat on the match page and takes it with one click;
 * the device that held it is told and only watches, and can take it back the same way.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { fetchOwnSeats, me } from '../session/me';

export function OwnSeat({ session }: { session: MatchSession }) {
  const state = session.state.value;
  const holdsHere = session.mine.value.length > 0;
  const player = me.value?.id;
  const [seat, setSeat] = useState<Seat | null>(null);
  const over = !!state?.outcome;

  // Asked again whenever this page stops holding a seat (another device took it meanwhile).
  useEffect(() => {
    if (holdsHere || over || player === undefined) return;
    let live = true;
    fetchOwnSeats()
      .then((own) => {
        const mine = own.find((s) => s.matchId === session.matchId && !s.finished);
        if (live) setSeat(mine ? mine.seat : null);
      })
      .catch(() => {
        // Unreachable for now: the page still watches, and the next look asks again.
      });
    return () => {
      live = false;
    };
  }, [holdsHere, over, player, session.matchId]);

  if (holdsHere || over || seat === null) return null;
  return (
    <p class="page-note own-seat">
      {t('table.yourSeatElsewhere')}{' '}
      <button type="button" class="primary" onClick={() => void session.takeOwnSeat(seat)}>
        {t('table.takeSeatHere')}
      </button>
    </p>
  );
}
