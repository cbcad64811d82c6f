/**
 * Where each seat sits on screen and what it is called. The rules number the seats N E S W
 * (0–3) clockwise; the screen turns the table so that the viewer sits at the bottom, the next
 * seat clockwise (who plays after them) on the left and the opposite seat on top.
 * In sentences a seat is "You" for the viewer, a numbered friend for another person, and its
 * compass name for a computer, so that three computers of one level are still told apart.
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import { SEAT_NAMES } from '../../../games/guillotine/deal';
import { botName, t } from '../../i18n';
import { playerName, playsOneSide, withRating } from '../../widgets/players';

export type Place = 'bottom' | 'left' | 'top' | 'right';
const PLACES: readonly Place[] = ['bottom', 'left', 'top', 'right'];

/** The seat at the bottom: the viewer's, or South for a spectator. */
export const bottomSeat = (you: number | null): Seat => you ?? 2;

export const placeOf = (seat: Seat, bottom: Seat): Place => PLACES[(seat - bottom + 4) % 4]!;

/** The four seats in screen order: bottom, left, top, right (clockwise from the viewer). */
export const screenOrder = (bottom: Seat): Seat[] => [0, 1, 2, 3].map((i) => (bottom + i) % 4);

/** "North", "西". */
export const compassName = (seat: Seat): string =>
  t(`guillotine.seat.${SEAT_NAMES[seat as 0 | 1 | 2 | 3]}`);

/** "N", "西": for badges and narrow columns. */
export const compassShort = (seat: Seat): string =>
  t(`guillotine.seatShort.${SEAT_NAMES[seat as 0 | 1 | 2 | 3]}`);

/**
 * The seats' names in sentences, the seat boxes, the log and the results: "You" for the viewer's
 * own, its compass name for a computer (so that three of one level are still told apart), and
 * for every other person their player's name ("Aiko"), or where the server names nobody a
 * numbered name: "Friend 1", "Friend 2" in seat order (just "Friend" when there is one), or for a
 * spectator the platform's "Player 1" … "Player 4", by seat. A seat keeps its name whoever plays
 * it for the moment (a computer standing in), and an open seat has its name before anyone sits.
 */
export function seatNamer(state: MatchStateMessage, mine: readonly Seat[]): (seat: Seat) => string {
  const oneSide = playsOneSide(state, mine);
  const people = state.seats.flatMap((s, seat) =>
    s.kind === 'human' && !(oneSide && mine.includes(seat)) ? [seat] : [],
  );
  return (seat) => {
    if (oneSide && mine.includes(seat)) return t('seat.you');
    const n = people.indexOf(seat) + 1;
    if (n === 0) return compassName(seat);
    const named = playerName(state, seat);
    if (named !== null) return named;
    // A spectator reads the platform's names, as the rest of the page gives them.
    if (!oneSide) return t('seat.player', { n: seat + 1 });
    return people.length > 1 ? t('seat.friendN', { n }) : t('seat.friend');
  };
}

/**
 * The words under a seat's compass name: who sits there ("Aiko · 1623", "Friend 2"), or the
 * computer's level.
 */
export function seatLegend(state: MatchStateMessage, mine: readonly Seat[], seat: Seat): string {
  const info = state.seats[seat];
  if (info?.kind === 'bot')
    return t('seat.computerLevel', { level: botName(info.level ?? '', state.game) });
  return withRating(state, seat, seatNamer(state, mine)(seat));
}
