/**
 * The small menu over an enemy piece: what was seen of it, what that leaves it to be, and the
 * ranks to mark it as (those the rules have ruled out are greyed), or no mark. It sits over the
 * board beside the piece, on the side of it towards the middle, so it stays on the board; Escape
 * or Close shuts it and gives the focus back to the square.
 */
import { useEffect, useRef } from 'preact/hooks';
import { has } from '../../../games/junqi/ai/beliefs';
import { type Side, type Square, squareName } from '../../../games/junqi/board';
import type { Rank } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { cellOf, centre, HEIGHT, WIDTH } from './geometry';
import { noteLines, type PieceNote } from './notesText';
import { tileName } from './ranks';

/** The ranks to choose from, strongest officer first, then the pieces that are not officers. */
const CHOICES: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11];

interface NoteMenuProps {
  square: Square;
  note: PieceNote;
  enemy: Side;
  bottom: Side;
  onMark: (rank: Rank | null) => void;
  onClose: () => void;
}

export function NoteMenu({ square, note, enemy, bottom, onMark, onClose }: NoteMenuProps) {
  const box = useRef<HTMLDivElement>(null);
  const name = squareName(square);

  useEffect(() => {
    const first = box.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
    (first ?? box.current?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
  }, [name]);

  const close = () => {
    onClose();
    document.querySelector<SVGGElement>(`.jq-board [data-square="${name}"]`)?.focus();
  };

  const { x, y } = centre(square, bottom);
  const { col, row } = cellOf(square, bottom);
  const style = {
    left: `${(x / WIDTH) * 100}%`,
    top: `${(y / HEIGHT) * 100}%`,
  };
  const place = [
    row < 6 ? 'jq-note-below' : 'jq-note-above',
    col < 2 ? 'jq-note-right' : col > 2 ? 'jq-note-left' : 'jq-note-middle',
  ].join(' ');
  const lines = noteLines(note, enemy);
  const title = t('junqi.notes.menu', { square: name });

  return (
    <div
      ref={box}
      class={`jq-note-menu ${place}`}
      style={style}
      role="dialog"
      aria-label={title}
      data-piece={name}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <p class="jq-note-title">{title}</p>
      <ul class="jq-note-lines">
        {lines.length === 0 ? (
          <li>{t('junqi.notes.nothing')}</li>
        ) : (
          lines.map((line) => <li key={line}>{line}</li>)
        )}
      </ul>
      <p class="jq-note-guess" id="jq-note-guess">
        {t('junqi.notes.guess')}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form */}
      <div class="jq-note-ranks" role="group" aria-labelledby="jq-note-guess">
        {CHOICES.map((rank) => (
          <button
            key={rank}
            type="button"
            aria-pressed={note.mark === rank}
            disabled={!has(note.possible, rank)}
            onClick={() => {
              onMark(rank);
              close();
            }}
          >
            {tileName(rank)}
          </button>
        ))}
      </div>
      <div class="jq-note-actions">
        <button
          type="button"
          class="quiet"
          disabled={note.mark === null}
          onClick={() => {
            onMark(null);
            close();
          }}
        >
          {t('junqi.notes.clear')}
        </button>
        <button type="button" onClick={close}>
          {t('junqi.notes.close')}
        </button>
      </div>
    </div>
  );
}
