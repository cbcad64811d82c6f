/**
 * The board, the hand (what is held, turn buttons) and the tray, with all the ways to move a
 * piece: drag (mouse, touch), click then click, and the keyboard. Used by the player and the
 * editor; the page owns the position and says what may go where.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import {
  COLUMNS,
  type Piece,
  type PiecePlacement,
  type Position,
  placementCells,
  ROWS,
} from '../../../games/twist';
import { Board } from './Board';
import { FloatingPiece } from './FloatingPiece';
import { cellPixels, toCells, VIEW_H, VIEW_W } from './geometry';
import { HandBar } from './HandBar';
import { Tray } from './Tray';
import { useHand } from './useHand';

export interface PlayAreaProps {
  position: Position;
  fixed: ReadonlySet<Piece>;
  /** Pieces waiting in the tray. */
  tray: readonly Piece[];
  hint?: PiecePlacement | null;
  warn?: ReadonlySet<Piece>;
  /** False once the puzzle is over: nothing moves any more. */
  active: boolean;
  check: (p: PiecePlacement) => RuleError | null;
  place: (p: PiecePlacement) => void;
  lift: (piece: Piece) => void;
  refuse: (error: RuleError, piece: Piece) => void;
  /** A click on a cell when no piece is held and no movable piece is there (editor: pegs). */
  onFreeCell?: (x: number, y: number) => void;
  /** A click on a piece of the challenge itself. */
  onFixedPiece?: (piece: Piece) => void;
  /** Shown instead of the hand and the (empty) tray once the puzzle is over. */
  done?: ComponentChildren;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A piece placed from the keyboard leaves the tray, and its button with it: hand the focus on to
 * the next piece in the tray (or, when the tray is empty, to what comes next) so the keyboard
 * player is not dropped back at the top of the page.
 */
function keepFocus(): void {
  requestAnimationFrame(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    document
      .querySelector<HTMLElement>(
        '[data-tray-piece], .twist-celebration a, .twist-celebration button, .twist-board [tabindex="0"]',
      )
      ?.focus();
  });
}

export function PlayArea(props: PlayAreaProps) {
  const { position, fixed, active } = props;
  const boardRef = useRef<SVGSVGElement | null>(null);
  const [focus, setFocus] = useState({ x: 0, y: 0 });
  const placedAt = (x: number, y: number): PiecePlacement | undefined =>
    position.pieces.find((p) => placementCells(p).some((c) => c.x === x && c.y === y));
  const movable = (p: PiecePlacement | undefined) => (p && !fixed.has(p.piece) ? p : undefined);

  const hand = useHand({
    boardRef,
    check: props.check,
    place: props.place,
    lift: props.lift,
    refuse: props.refuse,
    available: (piece) => active && props.tray.includes(piece),
  });

  // A finished puzzle drops whatever was held.
  useEffect(() => {
    if (!active) hand.reset();
  }, [active]);

  const focusCell = (x: number, y: number) => {
    setFocus({ x, y });
    const el = boardRef.current?.querySelector<SVGGElement>(`[data-cell="${x + 1}${'ABCD'[y]}"]`);
    el?.focus();
  };

  // The newest handler, read by one window listener: a key pressed just after a render must not
  // meet the handler of the render before (it would think nothing is held).
  const onKeyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKeyRef.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  onKeyRef.current = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select')) return;
    const onCell = target?.closest?.('[data-cell]') ?? null;
    const trayPiece = target?.closest?.('[data-tray-piece]')?.getAttribute('data-tray-piece');
    // Enter on another button (or on another tray piece) keeps its own meaning.
    if (e.key === 'Enter' && !onCell && (!trayPiece || trayPiece !== hand.selected)) {
      if (target?.closest?.('button, a')) return;
    }
    if (hand.onKey(e)) {
      e.preventDefault();
      if (e.key === 'Enter' && trayPiece) keepFocus();
      // The focus follows the held piece when it is on the board.
      if (ARROWS[e.key] && onCell && hand.selected) {
        const [dx, dy] = ARROWS[e.key]!;
        focusCell(
          Math.max(0, Math.min(COLUMNS - 1, hand.cursor.x + dx)),
          Math.max(0, Math.min(ROWS - 1, hand.cursor.y + dy)),
        );
      }
      return;
    }
    if (!onCell || !active) return;
    const step = ARROWS[e.key];
    if (step) {
      e.preventDefault();
      focusCell(
        Math.max(0, Math.min(COLUMNS - 1, focus.x + step[0])),
        Math.max(0, Math.min(ROWS - 1, focus.y + step[1])),
      );
      return;
    }
    const here = placedAt(focus.x, focus.y);
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      clickCell(focus.x, focus.y);
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && movable(here)) {
      e.preventDefault();
      props.lift(here!.piece);
    }
  };

  const clickCell = (x: number, y: number) => {
    if (!active) return;
    if (hand.selected) {
      hand.placeAt(x, y);
      return;
    }
    const here = placedAt(x, y);
    if (movable(here)) hand.pickUp(here!);
    else if (here) props.onFixedPiece?.(here.piece);
    else props.onFreeCell?.(x, y);
  };

  return (
    // The wheel is heard on the parts that have a box of their own: on the play page the area
    // steps out of the layout (twist.css), and the browser gives such an element no wheel.
    <div class={`twist-area${hand.drag?.moved ? ' twist-dragging' : ''}`}>
      <div
        class="twist-board-wrap"
        style={{ '--board-aspect': VIEW_W / VIEW_H }}
        onWheel={(e) => hand.onWheel(e)}
      >
        <Board
          position={position}
          fixed={fixed}
          ghost={active ? hand.ghost : null}
          hint={props.hint ?? null}
          warn={props.warn ?? new Set()}
          focus={focus}
          svgRef={boardRef}
          onCellPointerDown={(x, y, e) => {
            if (!active || hand.selected) return;
            const here = movable(placedAt(x, y));
            const cells = toCells(boardRef.current, e.clientX, e.clientY);
            if (here && cells) {
              hand.startDrag(here.piece, { x: cells.x - here.x, y: cells.y - here.y }, e, here);
            }
          }}
          onCellClick={(x, y) => {
            if (hand.clickAllowed()) clickCell(x, y);
          }}
          onCellHover={(x, y, e) => {
            if (hand.selected && !hand.drag && e.pointerType === 'mouse') hand.setCursor({ x, y });
          }}
          onCellFocus={(x, y) => setFocus({ x, y })}
        />
      </div>
      {props.done ?? (
        <div class="twist-holder" onWheel={(e) => hand.onWheel(e)}>
          <HandBar hand={hand} />
          <Tray pieces={props.tray} hand={hand} />
        </div>
      )}
      {hand.drag?.moved && (
        <FloatingPiece
          drag={hand.drag}
          orientation={hand.orientation(hand.drag.piece)}
          cellPx={cellPixels(boardRef.current)}
          refused={hand.ghost?.ok === false}
        />
      )}
    </div>
  );
}
