/**
 * A seat's label in a legend or a players' panel: its legend text ("Aiko · 1623", "You",
 * "Computer (Beginner)"), a link to the profile of another person who sits there. The profile
 * opens in a new tab: the game stays where it is.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/wire';
import { t } from '../i18n';
import { playerName, seatProfile } from './players';

export function SeatLabel({
  text,
  state,
  mine,
  seat,
}: {
  /** The legend's words for the seat (each game names its seats its own way). */
  text: string;
  state: MatchStateMessage;
  mine: readonly Seat[];
  seat: Seat;
}) {
  const href = seatProfile(state, mine, seat);
  if (href === null) return <>{text}</>;
  return (
    <a
      class="seat-profile"
      href={href}
      target="_blank"
      rel="noopener"
      title={t('seat.profileOf', { name: playerName(state, seat) ?? '' })}
    >
      {text}
    </a>
  );
}
