/**
 * After a game between people: offer a rematch (the same players and options, the seats moved
 * round), or answer the one offered. Against the computer it is "Play again", at once. Once all
 * agree, everyone is taken to the new match. Whoever is still awaited is named ("waiting for
 * Friend 2 and Friend 3…"), in the game's own words for its seats where it gives them.
 */
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { listNames, sentenceNamer } from './names';
import { OfferAnswer } from './OfferAnswer';

export function Rematch({
  session,
  name,
}: {
  session: MatchSession;
  /** The game's names of its seats ("Friend 2", "Blue"); the platform's by default. */
  name?: (seat: Seat) => string;
}) {
  const state = session.state.value;
  const mine = session.mine.value;
  if (!state?.outcome || mine.length === 0) return null;
  const rematch = state.rematch;
  const others = state.seats.flatMap((s, seat) =>
    s.kind === 'human' && !mine.includes(seat) ? [seat] : [],
  );
  const named = sentenceNamer(state, mine, name);
  if (others.length === 0) {
    return (
      <button type="button" class="primary" onClick={() => void session.rematch()}>
        {t('table.playAgain')}
      </button>
    );
  }
  const accepted = rematch?.accepted ?? [];
  const iAccepted = mine.some((s) => accepted.includes(s));
  const offeredBy = others.filter((s) => accepted.includes(s));
  if (rematch && rematch.declinedBy !== null && !mine.includes(rematch.declinedBy)) {
    return (
      <p class="hint rematch-note">
        {t('table.rematchDeclined', { player: named(rematch.declinedBy) })}
      </p>
    );
  }
  if (iAccepted) {
    const awaited = others.filter((s) => !accepted.includes(s));
    return (
      <p class="hint rematch-note">
        {awaited.length > 0
          ? t('table.rematchWaitingFor', { players: listNames(awaited.map(named)) })
          : t('table.rematchWaiting')}
      </p>
    );
  }
  if (offeredBy.length > 0) {
    return (
      <OfferAnswer
        question={t('table.rematchOfferedByMany', {
          count: offeredBy.length,
          players: listNames(offeredBy.map(named)),
        })}
        accept={t('table.rematchAccept')}
        decline={t('table.rematchDecline')}
        onAccept={() => void session.rematch()}
        onDecline={() => void session.declineRematch()}
      />
    );
  }
  return (
    <button type="button" class="primary" onClick={() => void session.rematch()}>
      {t('table.rematch')}
    </button>
  );
}
