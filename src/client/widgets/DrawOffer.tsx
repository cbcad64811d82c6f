/**
 * A draw by agreement, for any game between people: offer one, or accept or decline the one
 * offered. The offer lapses with the next move. It needs everyone still playing, so whoever is
 * still awaited is named.
 */
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { listNames, sentenceNamer } from './names';
import { OfferAnswer } from './OfferAnswer';

export function DrawOffer({
  session,
  name,
}: {
  session: MatchSession;
  /** The game's names of its seats ("Friend 2", "Blue"); the platform's by default. */
  name?: (seat: Seat) => string;
}) {
  const state = session.state.value;
  const mine = session.mine.value;
  // On a shared screen both sides are here: there is nobody to agree with.
  if (!state || state.outcome || mine.length !== 1) return null;
  const others = state.seats.flatMap((s, seat) =>
    !mine.includes(seat) && !s.resigned ? [seat] : [],
  );
  // A draw needs everyone's agreement, and a computer never agrees.
  if (
    others.length === 0 ||
    others.some((seat) => state.seats[seat]?.kind === 'bot' || state.seats[seat]?.level)
  )
    return null;
  const named = sentenceNamer(state, mine, name);
  const offer = state.drawOffer ?? [];
  const offeredBy = others.filter((s) => offer.includes(s));
  if (offer.some((s) => mine.includes(s))) {
    const awaited = others.filter((s) => !offer.includes(s));
    return (
      <span class="hint draw-note">
        {awaited.length > 0
          ? t('table.drawOfferedWaiting', { players: listNames(awaited.map(named)) })
          : t('table.drawOffered')}
      </span>
    );
  }
  if (offeredBy.length > 0) {
    return (
      <OfferAnswer
        question={t('table.drawOfferedByMany', {
          count: offeredBy.length,
          players: listNames(offeredBy.map(named)),
        })}
        accept={t('table.drawAccept')}
        decline={t('table.drawDecline')}
        onAccept={() => void session.draw('accept')}
        onDecline={() => void session.draw('decline')}
      />
    );
  }
  return (
    <button type="button" class="quiet" onClick={() => void session.draw('offer')}>
      {t('table.drawOffer')}
    </button>
  );
}
