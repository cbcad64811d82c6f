/**
 * The log of what this page saw, newest first in a box of fixed height (it never pushes the
 * controls about): moves with the viewer's part in each attack, readiness, flags shown, the end.
 */
import type { SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { logText } from './logText';
import type { GameRecord } from './record';

export function MoveLog({ record, you }: { record: GameRecord; you: SideName | null }) {
  const entries = record.log.map((entry, i) => ({ entry, i })).reverse();
  const opened = record.base.kind === 'start' ? null : record.base.ply;
  return (
    <section class="jq-log" aria-labelledby="jq-log-title">
      <h2 id="jq-log-title">{t('junqi.log.title')}</h2>
      <ol class="jq-log-list" aria-live="polite">
        {entries.length === 0 && <li class="jq-log-empty">{t('junqi.log.empty')}</li>}
        {entries.map(({ entry, i }) => (
          <li
            key={i}
            class={`jq-log-${entry.kind}${entry.kind === 'move' ? ` jq-log-${entry.move.side}` : ''}`}
          >
            {entry.kind === 'move' && <span class="jq-log-ply">{entry.move.ply}.</span>}
            <span>{logText(entry, you)}</span>
          </li>
        ))}
        {opened !== null && opened > 0 && (
          <li class="jq-log-note">{t('junqi.log.openedMidway', { ply: opened })}</li>
        )}
      </ol>
    </section>
  );
}
