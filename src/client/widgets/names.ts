/** How the table's widgets name the other seats in a sentence, in the current language. */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/wire';
import { language, t } from '../i18n';
import { playerName, seatName } from './players';

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
 * else, with one other person, their name ("your friend" while the server names nobody), and the
 * platform's name otherwise.
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
      ? (playerName(state, seat) ?? t('table.yourFriend'))
      : seatName(state, mine, seat);
}
