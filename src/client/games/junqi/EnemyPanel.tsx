/**
 * Beside the board: what the player knows of the enemy's pieces — how many of each rank it may
 * still have on the board (a range where what was seen does not settle it), and, folded, every
 * piece with notes, by the square it stands on. The switch to mark pieces is here too.
 */
import type { Side } from '../../../games/junqi/board';
import { squareName } from '../../../games/junqi/board';
import type { SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { noteLines } from './notesText';
import { rankName } from './ranks';
import { sideLabel } from './sides';
import type { EnemyNotes } from './useNotes';

/** The ranks in the order players count them: officers from the top, then the others. */
const ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11];

interface EnemyPanelProps {
  notes: EnemyNotes;
  enemy: SideName;
  /** Pieces of the enemy on the board. */
  onBoard: number;
}

export function EnemyPanel({ notes, enemy, onBoard }: EnemyPanelProps) {
  const enemySide: Side = enemy === 'blue' ? 0 : 1;
  const counts = ORDER.map((r) => notes.counts.find((c) => c.rank === r)!);
  const noted = [...notes.pieces]
    .map(([s, note]) => ({ square: squareName(s), lines: noteLines(note, enemySide) }))
    .filter((n) => n.lines.length > 0)
    .sort((a, b) => a.square.localeCompare(b.square, 'en', { numeric: true }));
  return (
    <section class="jq-notes" aria-labelledby="jq-notes-title">
      <h2 id="jq-notes-title">{t('junqi.notes.title', { side: sideLabel(enemy) })}</h2>
      <p class="jq-notes-count">{t('junqi.notes.onBoard', { count: onBoard })}</p>
      <ul class="jq-counts">
        {counts.map((c) => (
          <li key={c.rank} data-rank={c.rank} class={c.max === 0 ? 'jq-count-none' : ''}>
            <span class="jq-count-rank">{rankName(c.rank)}</span>
            <span class="jq-count-n">
              {c.min === c.max ? c.min : t('junqi.notes.range', { min: c.min, max: c.max })}
            </span>
          </li>
        ))}
      </ul>
      {noted.length > 0 && (
        <details class="jq-noted">
          <summary>{t('junqi.notes.pieces', { count: noted.length })}</summary>
          <ul>
            {noted.map((n) => (
              <li key={n.square} data-piece={n.square}>
                {t('junqi.notes.pieceLine', { square: n.square, text: n.lines.join(' ') })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
