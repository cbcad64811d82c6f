/**
 * The Junqi board as SVG, seen from one side (geometry.ts). Every square is a focusable button
 * with an accessible name (labels.ts); arrow keys move the focus as the squares are seen (one
 * tab stop for the whole board), Enter or Space picks. The player's notes on enemy pieces show
 * on their tiles, in full in the square's tooltip (its accessible description); a right click
 * or M on one asks for its notes. The board decides nothing: it shows pieces and marks and
 * reports picks.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import {
  isCamp,
  isHeadquarters,
  parseSquare,
  type Side,
  SQUARES,
  type Square,
  squareName,
} from '../../../games/junqi/board';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { BoardLines } from './BoardLines';
import { type Cell, cellOf, centre, HEIGHT, squareAtCell, TILE_H, TILE_W, WIDTH } from './geometry';
import { squareLabel } from './labels';
import type { TileNote } from './notesText';
import { sideLabel } from './sides';
import { Tile } from './Tile';

/** What the board shows of the player's notes on an enemy piece. */
export interface BoardNote {
  /** On the tile, in short; null when there is nothing short to say. */
  readonly tile: TileNote | null;
  readonly moved: boolean;
  /** Every sentence of the notes, for the square's tooltip. */
  readonly lines: readonly string[];
}

export interface BoardPiece {
  readonly square: string;
  readonly side: SideName;
  readonly rank: Rank | null;
}

export interface BoardProps {
  pieces: readonly BoardPiece[];
  bottom: Side;
  /** The viewer's side: its pieces are "yours". */
  you: SideName | null;
  selected?: Square | null;
  targets?: ReadonlySet<Square>;
  last?: { readonly from: string; readonly to: string } | null;
  /** A square to point at after a refusal. */
  warn?: Square | null;
  /** A command is on its way: clicks wait. */
  busy?: boolean;
  onPick?: (s: Square) => void;
  /** The player's notes on enemy pieces, by the square they stand on. */
  notes?: ReadonlyMap<Square, BoardNote>;
  /** Asks for the notes of the piece on a square (a right click, or M). */
  onNote?: (s: Square) => void;
}

const NO_NOTES: ReadonlyMap<Square, BoardNote> = new Map();

const NO_TARGETS: ReadonlySet<Square> = new Set();

/** What stands on a square: a post, a camp or a headquarters (the "How to play" draws them too). */
export function Station({ s }: { s: Square }) {
  if (isCamp(s)) return <circle class="jq-camp" r={31} />;
  if (isHeadquarters(s)) {
    return (
      <g class="jq-hq">
        <rect
          x={-TILE_W / 2 - 5}
          y={-TILE_H / 2 - 6}
          width={TILE_W + 10}
          height={TILE_H + 12}
          rx={16}
        />
        <rect
          class="jq-hq-inner"
          x={-TILE_W / 2 + 1}
          y={-TILE_H / 2}
          width={TILE_W - 2}
          height={TILE_H}
          rx={11}
        />
      </g>
    );
  }
  return (
    <rect class="jq-post" x={-TILE_W / 2} y={-TILE_H / 2} width={TILE_W} height={TILE_H} rx={6} />
  );
}

export function Board({
  pieces,
  bottom,
  you,
  selected = null,
  targets = NO_TARGETS,
  last = null,
  warn = null,
  busy = false,
  onPick,
  notes = NO_NOTES,
  onNote,
}: BoardProps) {
  const at = new Map<Square, BoardPiece>();
  for (const p of pieces) {
    const s = parseSquare(p.square);
    if (s !== null) at.set(s, p);
  }
  const lastFrom = last ? parseSquare(last.from) : null;
  const lastTo = last ? parseSquare(last.to) : null;
  const [focus, setFocus] = useState<Cell>({ col: 2, row: 8 });
  const refs = useRef(new Map<Square, SVGGElement>());
  // The same element each render: Preact skips drawing what never changes.
  const lines = useMemo(() => <BoardLines bottom={bottom} />, [bottom]);

  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      const next = {
        col: Math.max(0, Math.min(4, focus.col + d[0])),
        row: Math.max(0, Math.min(11, focus.row + d[1])),
      };
      setFocus(next);
      refs.current.get(squareAtCell(next, bottom))?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick?.(squareAtCell(focus, bottom));
    } else if ((e.key === 'm' || e.key === 'M') && onNote && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      onNote(squareAtCell(focus, bottom));
    }
  };

  const squares = Array.from({ length: SQUARES }, (_, s) => {
    const piece = at.get(s);
    const { x, y } = centre(s, bottom);
    const cell = cellOf(s, bottom);
    const target = targets.has(s);
    const isLast = s === lastTo || s === lastFrom;
    const classes = [
      'jq-sq',
      piece ? 'jq-sq-piece' : 'jq-sq-empty',
      selected === s ? 'jq-sq-selected' : '',
      target ? (piece ? 'jq-sq-attack' : 'jq-sq-target') : '',
      s === lastTo ? 'jq-sq-last' : '',
      s === lastFrom ? 'jq-sq-from' : '',
      warn === s ? 'jq-sq-warn' : '',
      onPick && !busy ? 'jq-sq-live' : '',
    ];
    const focused = focus.col === cell.col && focus.row === cell.row;
    const note = piece && piece.side !== you ? notes.get(s) : undefined;
    return (
      // SVG has no <button>: a <g role="button"> is the accessible way to make a square one.
      // biome-ignore lint/a11y/useSemanticElements: see above
      <g
        key={s}
        ref={(el) => {
          if (el) refs.current.set(s, el);
          else refs.current.delete(s);
        }}
        class={classes.filter(Boolean).join(' ')}
        transform={`translate(${x} ${y})`}
        role="button"
        tabindex={focused ? 0 : -1}
        aria-label={squareLabel(s, piece, you, { selected: selected === s, target, last: isLast })}
        aria-disabled={busy || !onPick ? 'true' : undefined}
        data-square={squareName(s)}
        data-side={piece?.side}
        data-rank={piece?.rank ?? undefined}
        onClick={() => {
          setFocus(cell);
          if (!busy) onPick?.(s);
        }}
        onContextMenu={
          onNote && note
            ? (e: MouseEvent) => {
                e.preventDefault();
                setFocus(cell);
                onNote(s);
              }
            : undefined
        }
      >
        {note && note.lines.length > 0 && <title>{note.lines.join('\n')}</title>}
        <rect class="jq-hit" x={-48} y={-30} width={96} height={60} />
        <Station s={s} />
        {s === lastFrom && !piece && (
          <rect
            class="jq-from-mark"
            x={-TILE_W / 2 + 6}
            y={-TILE_H / 2 + 6}
            width={TILE_W - 12}
            height={TILE_H - 12}
            rx={5}
          />
        )}
        {piece && (
          <Tile
            side={piece.side}
            rank={piece.rank}
            mine={piece.side === you}
            note={note?.tile ?? null}
            moved={note?.moved ?? false}
          />
        )}
        {target && !piece && <circle class="jq-dot" r={10} />}
        <rect
          class="jq-ring"
          x={-TILE_W / 2 - 4}
          y={-TILE_H / 2 - 4}
          width={TILE_W + 8}
          height={TILE_H + 8}
          rx={10}
        />
      </g>
    );
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>
    <svg
      class="jq-board"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={t('junqi.board', { side: sideLabel(bottom === 0 ? 'blue' : 'red') })}
      onKeyDown={onKeyDown}
    >
      {lines}
      {squares}
    </svg>
  );
}
