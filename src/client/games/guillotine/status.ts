/**
 * The status line: whose turn and what to do, what just happened while the table catches up,
 * and at the end who won the series (the lowest total; equal totals share the place).
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { GuillotineView } from '../../../games/guillotine/game';
import { t } from '../../i18n';
import { resultText } from '../../widgets/players';
import { total } from './points';

export function outcomeText(
  state: MatchStateMessage,
  mine: readonly Seat[],
  view: GuillotineView,
  name: (seat: Seat) => string,
): string {
  if (state.outcome && state.outcome.reason !== 'series-over') return resultText(state, mine);
  const places = view.places ?? [];
  const winners = places.flatMap((p, seat) => (p === 1 ? [seat] : []));
  if (winners.length === 0) return '';
  const points = total(view.totals[winners[0]!] ?? 0);
  if (winners.some((s) => mine.includes(s)) && mine.length === 1) {
    return t(winners.length > 1 ? 'guillotine.status.youShared' : 'guillotine.status.youWon', {
      points,
    });
  }
  const players = winners.map(name).join(t('guillotine.sep'));
  return t(winners.length > 1 ? 'guillotine.status.shared' : 'guillotine.status.won', {
    players,
    points,
  });
}

export function turnText(
  view: GuillotineView,
  mine: readonly Seat[],
  name: (seat: Seat) => string,
): string {
  if (view.game === null) {
    return mine.includes(view.dealer)
      ? t('guillotine.status.yourCall')
      : t('guillotine.status.choosing', { player: name(view.dealer) });
  }
  const seat = view.toMove;
  if (seat === null) return '';
  if (mine.length === 0) return t('status.playerTurn', { player: name(seat) });
  if (!mine.includes(seat)) return t('guillotine.status.waiting', { player: name(seat) });
  if (view.bonus) return t('guillotine.status.bonus');
  if (view.canPass && view.legalCards.length === 0) return t('guillotine.status.mustPass');
  if (view.game !== 'dominoes' && view.trick.length === 0) return t('guillotine.status.yourLead');
  return t('guillotine.status.yourTurn');
}

/**
 * The seats the table waits for while nobody is at it: no person is connected, so the platform
 * hands no seat to the computer (it waits for whoever comes back first), and the seat to move
 * is a person's, away and with no computer standing in. Empty while the table plays on.
 */
export function awaitedSeats(state: MatchStateMessage): Seat[] {
  if (state.outcome) return [];
  if (state.seats.some((s) => s.kind === 'human' && s.taken && s.connected)) return [];
  return state.toMove.filter((seat) => {
    const s = state.seats[seat];
    return s?.kind === 'human' && s.taken && !s.connected && !s.resigned && s.level === undefined;
  });
}
