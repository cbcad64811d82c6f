/**
 * After a game between people: offer a rematch (the same players and options, the seats moved
 * round), or answer the one offered. Against the computer it is "Play again", at once. Once all
 * agree, everyone is taken to the new match.
 */
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { seatName } from './players';

export function Rematch({ session }: { session: MatchSession }) {
  const state = session.state.value;
  const mine = session.mine.value;
  if (!state?.outcome || mine.length === 0) return null;
  const rematch = state.rematch;
  const others = state.seats.flatMap((s, seat) =>
    s.kind === 'human' && !mine.includes(seat) ? [seat] : [],
  );
  const name = (seat: Seat) => seatName(state, mine, seat);
  if (others.length === 0) {
    return (
      <button type="button" class="primary" onClick={() => void session.rematch()}>
        {t('table.playAgain')}
      </button>
    );
  }
  const iAccepted = mine.some((s) => rematch?.accepted.includes(s));
  const offeredBy = others.find((s) => rematch?.accepted.includes(s));
  if (rematch && rematch.declinedBy !== null && !mine.includes(rematch.declinedBy)) {
    return <p class="hint">{t('table.rematchDeclined', { player: name(rematch.declinedBy) })}</p>;
  }
  if (iAccepted) return <p class="hint">{t('table.rematchWaiting')}</p>;
  if (offeredBy !== undefined) {
    return (
      <span class="confirm">
        <span>{t('table.rematchOffered', { player: name(offeredBy) })}</span>
        <button type="button" class="primary" onClick={() => void session.rematch()}>
          {t('table.rematchAccept')}
        </button>
        <button type="button" onClick={() => void session.declineRematch()}>
          {t('table.rematchDecline')}
        </button>
      </span>
    );
  }
  return (
    <button type="button" class="primary" onClick={() => void session.rematch()}>
      {t('table.rematch')}
    </button>
  );
}
