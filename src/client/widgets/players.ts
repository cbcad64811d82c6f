/**
 * Who is who in a match, as the player should read it: "You" and "Computer" when one person
 * plays a bot, "You" and "Friend" over the network, "Player 1" and "Player 2" on a shared screen
 * or for a spectator. Generic over games: it needs only the seats.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/protocol';
import { botName, t } from '../i18n';

/** Whether this browser plays one side (so "you won" makes sense) rather than all or none. */
export function playsOneSide(state: MatchStateMessage, mine: readonly Seat[]): boolean {
  return mine.length > 0 && mine.length < state.seats.length;
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
    return t('seat.friend');
  }
  if (info?.kind === 'bot')
    return t('seat.computerLevel', { level: botName(info.level ?? '', state.game) });
  return t('seat.player', { n: seat + 1 });
}

/** The longer label for a legend: names the bot's level. */
export function seatLegend(state: MatchStateMessage, mine: readonly Seat[], seat: Seat): string {
  const info = state.seats[seat];
  if (info?.kind === 'bot')
    return t('seat.computerLevel', { level: botName(info.level ?? '', state.game) });
  return seatName(state, mine, seat);
}

/** The sentence for a finished match, from this browser's point of view. */
export function resultText(state: MatchStateMessage, mine: readonly Seat[]): string {
  const outcome = state.outcome;
  if (!outcome) return '';
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
