/**
 * Who is who in a match, as the player should read it: "You" and "Computer" when one person
 * plays a bot, "You" and the other player's name ("Aiko"; "Friend" while the server names
 * nobody) over the network, "Player 1" and "Player 2" on a shared screen, and the players' names
 * (else "Player 1" …) for a spectator. Generic over games: it needs only the seats.
 */
import { isAborted } from '../../core/abort';
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/protocol';
import { botName, t } from '../i18n';

/** Whether this browser plays one side (so "you won" makes sense) rather than all or none. */
export function playsOneSide(state: MatchStateMessage, mine: readonly Seat[]): boolean {
  return mine.length > 0 && mine.length < state.seats.length;
}

/**
 * The name of the player at a person's seat, as the server gives it, where it tells that seat
 * apart: a player holding two seats (one screen, or a casual table joined twice) is not named.
 */
export function playerName(state: Pick<MatchStateMessage, 'seats'>, seat: Seat): string | null {
  const info = state.seats[seat];
  const name = info?.kind === 'human' ? info.player?.name : undefined;
  if (!name) return null;
  const holders = state.seats.filter((s) => s.kind === 'human' && s.player?.name === name);
  return holders.length === 1 ? name : null;
}

/** The profile page of another person at the table, for a legend to link to; null for none. */
export function seatProfile(
  state: MatchStateMessage,
  mine: readonly Seat[],
  seat: Seat,
): string | null {
  if (mine.includes(seat)) return null;
  const name = playerName(state, seat);
  return name === null ? null : `/p/${encodeURIComponent(name)}`;
}

export function seatName(state: MatchStateMessage, mine: readonly Seat[], seat: Seat): string {
  const info = state.seats[seat];
  if (playsOneSide(state, mine)) {
    if (mine.includes(seat)) return t('seat.you');
    if (info?.kind === 'bot') {
      const bots = state.seats.filter((s) => s.kind === 'bot').length;
      // With one bot its level is shown in the legend; the short name reads better in sentences.
      return bots > 1
        ? t('seat.computerLevel', { level: botName(info.level ?? '', state.game) })
        : t('seat.computer');
    }
    return playerName(state, seat) ?? t('seat.friend');
  }
  if (info?.kind === 'bot')
    return t('seat.computerLevel', { level: botName(info.level ?? '', state.game) });
  // A spectator reads the players' names; one screen's two seats are numbered.
  if (mine.length === 0) return playerName(state, seat) ?? t('seat.player', { n: seat + 1 });
  return t('seat.player', { n: seat + 1 });
}

/** A name with the seat's rating beside it, where it has one (no longer provisional). */
export function withRating(state: MatchStateMessage, seat: Seat, name: string): string {
  const rating = state.seats[seat]?.player?.rating;
  return rating === undefined ? name : t('seat.nameRating', { name, rating: Math.round(rating) });
}

/** The longer label for a legend: names the bot's level, and shows a player's rating. */
export function seatLegend(state: MatchStateMessage, mine: readonly Seat[], seat: Seat): string {
  const info = state.seats[seat];
  if (info?.kind === 'bot')
    return t('seat.computerLevel', { level: botName(info.level ?? '', state.game) });
  return withRating(state, seat, seatName(state, mine, seat));
}

/** The sentence for a finished match, from this browser's point of view. */
export function resultText(state: MatchStateMessage, mine: readonly Seat[]): string {
  const outcome = state.outcome;
  if (!outcome) return '';
  if (isAborted(outcome)) return t('status.aborted');
  const parts: string[] = [];
  if (outcome.reason === 'resigned') {
    const resigner = state.seats.findIndex((_, s) => !outcome.winners.includes(s));
    if (resigner >= 0)
      parts.push(t('status.resigned', { player: seatName(state, mine, resigner) }));
  }
  if (outcome.winners.length === 0) parts.push(t('status.draw'));
  else if (playsOneSide(state, mine)) {
    const won = outcome.winners.some((s) => mine.includes(s));
    parts.push(won ? t('status.youWon') : t('status.youLost'));
  } else {
    const names = outcome.winners.map((s) => seatName(state, mine, s)).join(', ');
    parts.push(t('status.playerWon', { player: names }));
  }
  return parts.join(' ');
}
