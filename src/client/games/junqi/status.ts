/** The status line of a Junqi match: what to do now, whose turn, or how it ended. */
import { isAborted } from '../../../core/abort';
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { JunqiView } from '../../../games/junqi/view';
import { t } from '../../i18n';
import { playsOneSide, resultText, seatName } from '../../widgets/players';
import { reasonText } from './logText';
import { sideLabel } from './sides';

export function statusText(
  state: MatchStateMessage,
  view: JunqiView,
  mine: readonly Seat[],
): string {
  const outcome = state.outcome;
  if (outcome) {
    // Aborted before play: one sentence says it all, for players and spectators alike.
    if (isAborted(outcome)) return t('status.aborted');
    const winner = view.result?.winner ?? null;
    const reason = reasonText(outcome.reason, winner);
    // A player's result names a resignation already ("Friend resigned. You won!").
    if (playsOneSide(state, mine)) {
      return outcome.reason === 'resigned'
        ? resultText(state, mine)
        : [resultText(state, mine), reason].filter(Boolean).join(' ');
    }
    const result = winner ? t('junqi.log.won', { side: sideLabel(winner) }) : t('status.draw');
    // "Red resigned. Blue won.": in the order it happened.
    return outcome.reason === 'resigned'
      ? `${reason} ${result}`
      : [result, reason].filter(Boolean).join(' ');
  }
  const you = view.you;
  if (view.phase === 'setup') {
    if (you === null) return t('junqi.status.watchingSetup');
    if (!view.ready[you]) return t('junqi.status.setup');
    // Not "waiting for them to finish" beside "has left the table": they are gone for now.
    const gone = state.seats.some((s, seat) => !mine.includes(seat) && s.away && !s.level);
    return gone ? t('junqi.status.opponentGoneSetup') : t('junqi.status.waitingSetup');
  }
  const seat = state.toMove[0];
  if (seat === undefined || view.toMove === null) return '';
  if (mine.includes(seat)) return t('status.yourTurn');
  if (you !== null) return t('status.waitingFor', { player: seatName(state, mine, seat) });
  return t('junqi.status.toMove', { side: sideLabel(view.toMove) });
}
