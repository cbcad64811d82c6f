/**
 * The sentences of the move log, from the viewer's side: "Your captain took a piece on c7",
 * "Red attacked your colonel on b4: your colonel was removed", "Red resigned. Blue won." The log
 * keeps what happened, not sentences, so a change of language rewrites it.
 */
import { ABORTED } from '../../../core/abort';
import type { SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { rankName } from './ranks';
import type { LogEntry, RecordedMove } from './record';
import { otherSide, sideLabel } from './sides';

function moveText(m: RecordedMove, you: SideName | null): string {
  const side = sideLabel(m.side);
  const { from, to } = m;
  if (m.result === null) {
    return m.side === you
      ? t('junqi.log.youMoved', { from, to })
      : t('junqi.log.moved', { side, from, to });
  }
  const own = m.own;
  if (own?.role === 'attacker') {
    const rank = rankName(own.rank);
    if (m.result === 'won') return t('junqi.log.youTook', { rank, square: to });
    if (m.result === 'lost') return t('junqi.log.youLost', { rank, square: to });
    return t('junqi.log.youBoth', { rank, square: to });
  }
  if (own?.role === 'defender') {
    const rank = rankName(own.rank);
    if (m.result === 'won') return t('junqi.log.theyTook', { side, rank, square: to });
    if (m.result === 'lost') return t('junqi.log.theyLost', { side, rank, square: to });
    return t('junqi.log.theyBoth', { side, rank, square: to });
  }
  if (m.result === 'won') return t('junqi.log.attackWon', { side, from, to });
  if (m.result === 'lost') return t('junqi.log.attackLost', { side, from, to });
  return t('junqi.log.attackBoth', { side, from, to });
}

/** Why the game ended, in a sentence ('' for an end the generic result already says). */
export function reasonText(reason: string, winner: SideName | null): string {
  const loser = winner === null ? null : sideLabel(winner === 'blue' ? 'red' : 'blue');
  switch (reason) {
    case 'flag-captured':
      return loser ? t('junqi.reason.flag', { side: loser }) : '';
    case 'no-legal-move':
      return loser ? t('junqi.reason.stuck', { side: loser }) : '';
    case 'quiet-draw':
      return t('junqi.reason.quiet');
    case 'agreed-draw':
      return t('junqi.reason.agreed');
    case 'timeout':
      return loser ? t('junqi.reason.timeout', { side: loser }) : '';
    case 'resigned':
      return loser ? t('junqi.reason.resigned', { side: loser }) : '';
    case 'abandoned':
    case 'abandoned-draw':
      return t('junqi.reason.abandoned');
    case ABORTED:
      return t('status.aborted');
    default:
      return '';
  }
}

export function logText(entry: LogEntry, you: SideName | null): string {
  switch (entry.kind) {
    case 'move':
      return moveText(entry.move, you);
    case 'ready':
      return entry.side === you
        ? t('junqi.log.youReady')
        : t('junqi.log.ready', { side: sideLabel(entry.side) });
    case 'started':
      return t('junqi.log.started');
    case 'flag':
      // The viewer's own flag shown to the enemy: the viewer's own field marshal fell.
      return entry.side === you
        ? t('junqi.log.ownFlag', { side: sideLabel(otherSide(entry.side)), square: entry.square })
        : t('junqi.log.flag', { side: sideLabel(entry.side), square: entry.square });
    case 'draw': {
      const side = sideLabel(entry.side);
      if (entry.action === 'offer') return t('junqi.log.drawOffered', { side });
      if (entry.action === 'accept') return t('junqi.log.drawAccepted', { side });
      return t('junqi.log.drawDeclined', { side });
    }
    case 'over': {
      // Aborted: there is no result to add to the reason.
      if (entry.reason === ABORTED) return reasonText(entry.reason, null);
      const who = entry.winner
        ? t('junqi.log.won', { side: sideLabel(entry.winner) })
        : t('junqi.log.drawn');
      // In the order it happened: the flag was captured (or a side resigned), then the result.
      return [reasonText(entry.reason, entry.winner), who].filter(Boolean).join(' ');
    }
    case 'gap':
      return t('junqi.log.gap');
  }
}
