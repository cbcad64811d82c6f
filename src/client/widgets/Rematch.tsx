/**
 * After a game between people: offer a rematch (the same players and options, the seats moved
 * round), or answer the one offered. Against the computer it is "Play again", at once. Once all
 * agree, everyone is taken to the new match. Whoever is still awaited is named ("waiting for
 * Friend 2 and Friend 3…"), in the game's own words for its seats where it gives them.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/wire';
import { language, t } from '../i18n';
import type { MatchSession } from '../session/match';
import { seatName } from './players';

// Building a ListFormat costs far more than using one.
const formats = new Map<string, Intl.ListFormat>();

/** A few names as one phrase of the current language: "A, B and C", "A、B、C". */
export function listNames(names: readonly string[]): string {
  const lang = language.value;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' });
    formats.set(lang, format);
  }
  return format.format(names);
}

/**
 * A seat in a sentence about the others at the table: the game's name for it when it gives one;
 * else, with one other person, "your friend", and the platform's name otherwise.
 */
export function sentenceNamer(
  state: MatchStateMessage,
  mine: readonly Seat[],
  name?: (seat: Seat) => string,
): (seat: Seat) => string {
  if (name) return name;
  const people = state.seats.filter((s, seat) => s.kind === 'human' && !mine.includes(seat));
  return (seat) =>
    people.length === 1 && state.seats[seat]?.kind === 'human'
      ? t('table.yourFriend')
      : seatName(state, mine, seat);
}

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
      <span class="confirm">
        <span class="confirm-text">
          {t('table.rematchOfferedByMany', {
            count: offeredBy.length,
            players: listNames(offeredBy.map(named)),
          })}
        </span>
        <span class="confirm-actions">
          <button type="button" class="primary" onClick={() => void session.rematch()}>
            {t('table.rematchAccept')}
          </button>
          <button type="button" onClick={() => void session.declineRematch()}>
            {t('table.rematchDecline')}
          </button>
        </span>
      </span>
    );
  }
  return (
    <button type="button" class="primary" onClick={() => void session.rematch()}>
      {t('table.rematch')}
    </button>
  );
}
