/**
 * The IQ Twist board as SVG: 8 columns (1–8) × 4 rows (A–D) of sockets, the pieces, the pegs,
 * and on top one focusable button per cell ("3C, red peg"). The cells take every pointer event,
 * so a press on a placed piece reaches its cell; the page decides what the press means. The
 * cells under a held piece that may not go there are ringed in red.
 */
import {
  boardCells,
  COLUMNS,
  formatPosition,
  PEG_COLOUR,
  type Piece,
  type PiecePlacement,
  type Position,
  placementCells,
  ROWS,
} from '../../../games/twist';
import { t } from '../../i18n';
import { cellLabel, MARGIN, VIEW_H, VIEW_W, VIEW_X, VIEW_Y } from './geometry';
import { colourName, pieceName } from './names';
import { PegArt, PieceArt, UNIT } from './PieceArt';

export interface BoardProps {
  position: Position;
  /** Pieces of the challenge itself: drawn a little differently, never picked up. */
  fixed: ReadonlySet<Piece>;
  /** Where the held piece would land, and whether it may. */
  ghost: { placement: PiecePlacement; ok: boolean } | null;
  /** A hinted placement, drawn as a glowing outline. */
  hint: PiecePlacement | null;
  /** Pieces the hint says to take back. */
  warn: ReadonlySet<Piece>;
  focus: { x: number; y: number };
  svgRef: { current: SVGSVGElement | null };
  onCellPointerDown: (x: number, y: number, e: PointerEvent) => void;
  onCellClick: (x: number, y: number, e: MouseEvent) => void;
  onCellHover: (x: number, y: number, e: PointerEvent) => void;
  onCellFocus: (x: number, y: number) => void;
}

export function Board(props: BoardProps) {
  const { position, fixed, ghost, hint, warn, focus } = props;
  const grid = boardCells(position);
  const refused = new Set(
    ghost && !ghost.ok ? placementCells(ghost.placement).map((l) => `${l.x},${l.y}`) : [],
  );
  const sockets: preact.JSX.Element[] = [];
  const cells: preact.JSX.Element[] = [];
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLUMNS; x++) {
      const name = cellLabel(x, y);
      const c = grid[y]![x]!;
      const parts = [name];
      if (c.piece) parts.push(pieceName(c.piece));
      if (c.peg) parts.push(t('twist.cellPeg', { colour: colourName(PEG_COLOUR[c.peg]) }));
      sockets.push(
        <circle
          key={name}
          class="socket"
          cx={x * UNIT + UNIT / 2}
          cy={y * UNIT + UNIT / 2}
          r={30}
        />,
      );
      cells.push(
        // SVG has no <button>: a <g role="button"> is the accessible way to make a cell one.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <g
          key={name}
          class={[
            'cell',
            c.piece && !fixed.has(c.piece) ? 'cell-movable' : '',
            refused.has(`${x},${y}`) ? 'cell-refused' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          role="button"
          tabindex={focus.x === x && focus.y === y ? 0 : -1}
          aria-label={parts.join(', ')}
          data-cell={name}
          transform={`translate(${x * UNIT} ${y * UNIT})`}
          onPointerDown={(e) => props.onCellPointerDown(x, y, e)}
          onClick={(e) => props.onCellClick(x, y, e)}
          onPointerEnter={(e) => props.onCellHover(x, y, e)}
          onFocus={() => props.onCellFocus(x, y)}
        >
          <rect class="cell-hit" width={UNIT} height={UNIT} />
          <rect class="cell-ring" x={5} y={5} width={UNIT - 10} height={UNIT - 10} rx={14} />
        </g>,
      );
    }
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>
    <svg
      ref={(el) => {
        props.svgRef.current = el;
      }}
      class="twist-board"
      viewBox={`${VIEW_X} ${VIEW_Y} ${VIEW_W} ${VIEW_H}`}
      role="group"
      aria-label={t('twist.board')}
      // The position in the rules module's notation: not for players, but for tests and tools.
      data-position={formatPosition(position)}
    >
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: labels only, nothing focusable */}
      <g class="coords" aria-hidden="true">
        {Array.from({ length: COLUMNS }, (_, x) => (
          <text key={`c${x}`} x={x * UNIT + UNIT / 2} y={-MARGIN / 2}>
            {x + 1}
          </text>
        ))}
        {Array.from({ length: ROWS }, (_, y) => (
          <text key={`r${y}`} x={-MARGIN / 2} y={y * UNIT + UNIT / 2}>
            {String.fromCharCode(65 + y)}
          </text>
        ))}
      </g>
      <rect
        class="board-base"
        x={-6}
        y={-6}
        width={COLUMNS * UNIT + 12}
        height={ROWS * UNIT + 12}
        rx={22}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: drawings only; the cells carry the names */}
      <g aria-hidden="true">{sockets}</g>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: drawings only; the cells carry the names */}
      <g aria-hidden="true">
        {position.pieces.map((p) => (
          <PieceArt
            key={p.piece}
            piece={p.piece}
            orientation={p.orientation}
            x={p.x}
            y={p.y}
            class={[fixed.has(p.piece) ? 'piece-fixed' : '', warn.has(p.piece) ? 'piece-warn' : '']
              .filter(Boolean)
              .join(' ')}
          />
        ))}
        {position.pegs.map((peg) => (
          <PegArt key={`${peg.peg}${peg.x}${peg.y}`} peg={peg.peg} x={peg.x} y={peg.y} />
        ))}
        {hint && (
          <PieceArt
            piece={hint.piece}
            orientation={hint.orientation}
            x={hint.x}
            y={hint.y}
            class="ghost ghost-hint"
          />
        )}
        {ghost && (
          <PieceArt
            piece={ghost.placement.piece}
            orientation={ghost.placement.orientation}
            x={ghost.placement.x}
            y={ghost.placement.y}
            class={`ghost ${ghost.ok ? 'ghost-ok' : 'ghost-bad'}`}
          />
        )}
      </g>
      {cells}
    </svg>
  );
}
