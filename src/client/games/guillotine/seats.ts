/**
 * Where each seat sits on screen and what it is called. The rules number the seats N E S W
 * (0–3) clockwise; the screen turns the table so that the viewer sits at the bottom, the next
 * seat clockwise (who plays after them) on the left and the opposite seat on top.
 * In sentences a seat is "You" for the viewer and its compass name for the others, so that
 * three computers of one level are still told apart.
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import { SEAT_NAMES } from '../../../games/guillotine/deal';
import { t } from '../../i18n';
import { playsOneSide } from '../../widgets/players';

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

/** A seat in a sentence: "You" for the viewer's own, else its compass name. */
export function who(state: MatchStateMessage, mine: readonly Seat[], seat: Seat): string {
  return playsOneSide(state, mine) && mine.includes(seat) ? t('seat.you') : compassName(seat);
}
