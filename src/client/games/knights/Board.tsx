/**
 * The knights board as SVG. Every square is a focusable button with an accessible name
 * ("c7, free"); arrow keys move the focus between squares (one tab stop for the whole board) and
 * Enter or Space picks the focused square. The board never decides legality: it shows the view
 * and reports picks.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../../core/game';
import type { KnightsView } from '../../../games/knights/rules';
import { t } from '../../i18n';
import { KnightIcon } from './KnightIcon';
import { type Cell, cellOf, squareAt } from './squares';

const UNIT = 100;
/** Room for the coordinates at the left and bottom. */
const MARGIN = 40;

/** Width over height of the drawing, coordinates included: the page sizes the board by it. */
export const boardAspect = (files: number, ranks: number): number =>
  (files * UNIT + MARGIN) / (ranks * UNIT + MARGIN);

/** The widest the board is drawn, in CSS pixels: small boards should not get giant squares. */
export const boardMaxWidth = (files: number): number => files * 72 + MARGIN;

export interface BoardProps {
  view: KnightsView;
  /** Name of a seat for screen readers ("You", "Computer"...). */
  seatName: (seat: Seat) => string;
  last: string | null;
  /** A square we asked for and the server has not confirmed yet. */
  pending: string | null;
  /** A refused square and, if attacked, the knight that attacks it. */
  warn: { square: string; by?: string } | null;
  onPick: (square: string) => void;
  /** The analysis: whether each legal square wins or loses for the player to move. */
  marks?: Readonly<Record<string, 'win' | 'lose'>>;
  /** A square to point out (the decisive move in the replay). */
  highlight?: string | null;
}

export function Board({
  view,
  seatName,
  last,
  pending,
  warn,
  onPick,
  marks,
  highlight,
}: BoardProps) {
  const { files, ranks } = view;
  const owner = new Map(view.knights.map((k) => [k.square, k.seat]));
  const attacked = new Set(view.attacked);
  const legal = new Set(view.legal);
  const [focus, setFocus] = useState<Cell>(() => cellOf(view.legal[0] ?? `a${ranks}`, ranks));
  const refs = useRef(new Map<string, SVGGElement>());

  // A different board size (new game) must not leave the focus outside the board.
  useEffect(() => {
    setFocus((f) => ({ col: Math.min(f.col, files - 1), row: Math.min(f.row, ranks - 1) }));
  }, [files, ranks]);

  const moveFocus = (dc: number, dr: number) => {
    const next = {
      col: Math.max(0, Math.min(files - 1, focus.col + dc)),
      row: Math.max(0, Math.min(ranks - 1, focus.row + dr)),
    };
    setFocus(next);
    refs.current.get(squareAt(next, ranks))?.focus();
  };

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
      moveFocus(d[0], d[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(squareAt(focus, ranks));
    }
  };

  const cells: preact.JSX.Element[] = [];
  for (let row = 0; row < ranks; row++) {
    for (let col = 0; col < files; col++) {
      const sq = squareAt({ col, row }, ranks);
      const seat = owner.get(sq);
      const isPending = pending === sq && seat === undefined;
      const state =
        seat !== undefined
          ? 'knight'
          : legal.has(sq)
            ? 'legal'
            : attacked.has(sq)
              ? 'attacked'
              : 'empty';
      const mark = state === 'legal' ? marks?.[sq] : undefined;
      const label =
        seat !== undefined
          ? t('knights.knight', { square: sq, player: seatName(seat) })
          : state === 'legal'
            ? legalLabel(sq, mark)
            : state === 'attacked'
              ? t('knights.attacked', { square: sq })
              : t('knights.empty', { square: sq });
      const focused = focus.col === col && focus.row === row;
      const classes = [
        'sq',
        (row + col) % 2 === 0 ? 'sq-light' : 'sq-dark',
        `sq-${state}`,
        last === sq ? 'sq-last' : '',
        warn?.square === sq ? 'sq-warn' : '',
        warn?.by === sq ? 'sq-attacker' : '',
        highlight === sq ? 'sq-highlight' : '',
        mark ? `sq-mark-${mark}` : '',
      ];
      cells.push(
        // SVG has no <button>: a <g role="button"> is the accessible way to make a square one.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <g
          key={sq}
          ref={(el) => {
            if (el) refs.current.set(sq, el);
            else refs.current.delete(sq);
          }}
          class={classes.filter(Boolean).join(' ')}
          transform={`translate(${col * UNIT} ${row * UNIT})`}
          role="button"
          tabindex={focused ? 0 : -1}
          aria-label={last === sq ? `${label} (${t('knights.lastMove')})` : label}
          data-square={sq}
          data-state={state}
          data-mark={mark}
          onClick={() => {
            setFocus({ col, row });
            onPick(sq);
          }}
        >
          <rect class="sq-bg" width={UNIT} height={UNIT} />
          {state === 'legal' && !isPending && !mark && (
            <circle class="sq-dot" cx={50} cy={50} r={9} />
          )}
          {mark === 'win' && !isPending && <circle class="mark-win" cx={50} cy={50} r={24} />}
          {mark === 'lose' && !isPending && <circle class="mark-lose" cx={50} cy={50} r={11} />}
          {state === 'attacked' && <path class="sq-cross" d="M38 38 L62 62 M62 38 L38 62" />}
          {seat !== undefined && <KnightIcon class={`knight seat-${seat}`} />}
          {isPending && <KnightIcon class="knight knight-pending" />}
          <rect class="sq-ring" x={4} y={4} width={UNIT - 8} height={UNIT - 8} rx={6} />
        </g>,
      );
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>
    <svg
      class="board"
      viewBox={`${-MARGIN} 0 ${files * UNIT + MARGIN} ${ranks * UNIT + MARGIN}`}
      role="group"
      aria-label={t('knights.board', { files, ranks })}
      style={{ maxWidth: `${boardMaxWidth(files)}px` }}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of labels is not focusable */}
      <g class="coords" aria-hidden="true">
        {Array.from({ length: ranks }, (_, row) => (
          <text key={`r${row}`} x={-MARGIN / 2} y={row * UNIT + UNIT / 2}>
            {ranks - row}
          </text>
        ))}
        {Array.from({ length: files }, (_, col) => (
          <text key={`f${col}`} x={col * UNIT + UNIT / 2} y={ranks * UNIT + MARGIN / 2 + 2}>
            {String.fromCharCode(97 + col)}
          </text>
        ))}
      </g>
      {cells}
      <rect class="board-frame" width={files * UNIT} height={ranks * UNIT} />
    </svg>
  );
}

function legalLabel(square: string, mark: 'win' | 'lose' | undefined): string {
  if (mark === 'win') return t('knights.analysis.squareWins', { square });
  if (mark === 'lose') return t('knights.analysis.squareLoses', { square });
  return t('knights.legal', { square });
}
