/**
 * A draw by agreement, for any game between people: offer one, or accept or decline the one
 * offered. The offer lapses with the next move.
 */
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { seatName } from './players';

export function DrawOffer({ session }: { session: MatchSession }) {
  const state = session.state.value;
  const mine = session.mine.value;
  // On a shared screen both sides are here: there is nobody to agree with.
  if (!state || state.outcome || mine.length !== 1) return null;
  const others = state.seats.filter((s, seat) => !mine.includes(seat) && !s.resigned);
  // A draw needs everyone's agreement, and a computer never agrees.
  if (others.length === 0 || others.some((s) => s.kind === 'bot' || s.level)) return null;
  const offer = state.drawOffer ?? [];
  const offeredBy = offer.find((s: Seat) => !mine.includes(s));
  if (offer.some((s) => mine.includes(s)))
    return <span class="hint">{t('table.drawOffered')}</span>;
  if (offeredBy !== undefined) {
    return (
      <span class="confirm">
        <span>{t('table.drawOfferedBy', { player: seatName(state, mine, offeredBy) })}</span>
        <button type="button" class="primary" onClick={() => void session.draw('accept')}>
          {t('table.drawAccept')}
        </button>
        <button type="button" onClick={() => void session.draw('decline')}>
          {t('table.drawDecline')}
        </button>
      </span>
    );
  }
  return (
    <button type="button" class="quiet" onClick={() => void session.draw('offer')}>
      {t('table.drawOffer')}
    </button>
  );
}
