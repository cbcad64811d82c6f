/**
 * The player's hand: which piece is held (selected), how each piece is turned, where the
 * keyboard cursor is, and the drag in progress. Shared by the player and the editor; the page
 * decides what a placement means (check / place / lift) and this hook does the handling:
 * pointer drags (mouse and touch), mouse wheel, R/F, arrows, Enter and Escape.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import { COLUMNS, type Piece, type PiecePlacement, ROWS } from '../../../games/twist';
import { play } from '../../sound/effects';
import { nearBoard, toCells } from './geometry';
import { applyTurn, type Grip, turnGrip } from './turn';

export interface HandOptions {
  boardRef: { current: SVGSVGElement | null };
  /** Why this placement is refused, or null when it may go on the board. */
  check: (p: PiecePlacement) => RuleError | null;
  place: (p: PiecePlacement) => void;
  /** Takes a placed piece off the board (picked up or dragged away). */
  lift: (piece: Piece) => void;
  refuse: (error: RuleError, piece: Piece) => void;
  /** Whether this piece can be held at all (not on the board as a fixed piece, game not over). */
  available: (piece: Piece) => boolean;
}

export interface Drag {
  readonly piece: Piece;
  readonly grip: Grip;
  readonly clientX: number;
  readonly clientY: number;
  readonly startX: number;
  readonly startY: number;
  readonly moved: boolean;
  /** Where it was on the board, when it was dragged from there. */
  readonly from: PiecePlacement | null;
}

export type Turn = 'cw' | 'ccw' | 'flip';

const DRAG_THRESHOLD_PX = 5;

/** A refusal for anchors left of or above the board (the rules module only sees 1–8, A–D). */
export function edgeError(p: PiecePlacement): RuleError | null {
  if (p.x >= 0 && p.y >= 0) return null;
  return { code: 'twist.off-board', message: 'off the board', params: { piece: p.piece } };
}

export function useHand(options: HandOptions) {
  const opts = useRef(options);
  opts.current = options;
  const [orientations, setOrientations] = useState<Record<Piece, number>>({
    a: 0,
    b: 0,
    c: 0,
    d: 0,
    e: 0,
    f: 0,
    g: 0,
    h: 0,
  });
  // Mirrors for the window listeners, which outlive the render that made them.
  const orientationsRef = useRef(orientations);
  orientationsRef.current = orientations;
  const [selected, setSelected] = useState<Piece | null>(null);
  const [cursor, setCursor] = useState({ x: 0, y: 0 });
  const [drag, setDragState] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const wheel = useRef(0);
  const stopListening = useRef<(() => void) | null>(null);

  const setDrag = (d: Drag | null) => {
    dragRef.current = d;
    setDragState(d);
  };

  const held = drag?.piece ?? selected;
  const orientation = (piece: Piece) => orientations[piece];

  const placementAt = (piece: Piece, x: number, y: number): PiecePlacement => ({
    piece,
    x,
    y,
    orientation: orientationsRef.current[piece],
  });

  const checkAll = (p: PiecePlacement) => edgeError(p) ?? opts.current.check(p);

  /** Tries a placement; true when it went on the board. The piece stays in the tray otherwise. */
  const tryPlace = (p: PiecePlacement): boolean => {
    const error = checkAll(p);
    if (error) {
      opts.current.refuse(error, p.piece);
      play('refused');
      return false;
    }
    opts.current.place(p);
    play('snap');
    return true;
  };

  const turn = (t: Turn) => {
    const piece = dragRef.current?.piece ?? selected;
    if (!piece) return;
    const d = dragRef.current;
    if (d) setDrag({ ...d, grip: turnGrip(piece, orientations[piece], d.grip, t) });
    setOrientations((o) => {
      const next = { ...o, [piece]: applyTurn(o[piece], t) };
      orientationsRef.current = next;
      return next;
    });
    play('turn');
  };

  const select = (piece: Piece | null) => {
    if (piece && !opts.current.available(piece)) return;
    setSelected(piece);
    if (piece) play('pickUp');
  };

  const moveCursor = (dx: number, dy: number) => {
    if (!selected) return;
    // The top-left stays on the board; the rest may hang over the edge, and is then refused.
    setCursor((c) => ({
      x: Math.max(0, Math.min(COLUMNS - 1, c.x + dx)),
      y: Math.max(0, Math.min(ROWS - 1, c.y + dy)),
    }));
  };

  /** Drops the held piece with its top-left at (x, y). */
  const placeAt = (x: number, y: number) => {
    if (!selected) return;
    setCursor({ x, y });
    if (tryPlace(placementAt(selected, x, y))) setSelected(null);
  };

  /** Takes a placed piece back into the hand, at its place (so arrows can move it on). */
  const pickUp = (p: PiecePlacement) => {
    opts.current.lift(p.piece);
    setOrientations((o) => ({ ...o, [p.piece]: p.orientation }));
    setCursor({ x: p.x, y: p.y });
    setSelected(p.piece);
    play('pickUp');
  };

  const startDrag = (
    piece: Piece,
    grip: Grip,
    e: PointerEvent,
    from: PiecePlacement | null = null,
  ) => {
    if (e.button !== 0) return;
    if (!from && !opts.current.available(piece)) return;
    setDrag({
      piece,
      grip,
      clientX: e.clientX,
      clientY: e.clientY,
      startX: e.clientX,
      startY: e.clientY,
      moved: false,
      from,
    });
    listen();
  };

  /** The snapped placement under the dragged piece, if the pointer is over the board. */
  const dropTarget = (d: Drag): PiecePlacement | null => {
    const cells = toCells(opts.current.boardRef.current, d.clientX, d.clientY);
    if (!cells || !nearBoard(cells)) return null;
    return placementAt(d.piece, Math.round(cells.x - d.grip.x), Math.round(cells.y - d.grip.y));
  };

  /** Window listeners follow the pointer anywhere on the page while a drag is on. They are
   * attached at once (not in an effect): a quick drag may end before the next render. */
  const listen = () => {
    const move = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d) return;
      const far = Math.hypot(e.clientX - d.startX, e.clientY - d.startY) > DRAG_THRESHOLD_PX;
      if (!d.moved && far) {
        if (d.from) opts.current.lift(d.piece);
        setSelected(d.piece);
        play('pickUp');
      }
      setDrag({ ...d, clientX: e.clientX, clientY: e.clientY, moved: d.moved || far });
    };
    const up = (e: PointerEvent) => {
      stop();
      const d = dragRef.current;
      if (!d) return;
      const final = { ...d, clientX: e.clientX, clientY: e.clientY };
      setDrag(null);
      if (!d.moved) return; // a click: the element's own click handler decides
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      const target = dropTarget(final);
      if (target) {
        setCursor({ x: Math.max(0, target.x), y: Math.max(0, target.y) });
        tryPlace(target);
      }
      // Placed or not, the hand is empty again: a refused piece goes back to the tray.
      setSelected(null);
    };
    const cancel = () => {
      stop();
      setDrag(null);
      setSelected(null);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      stopListening.current = null;
    };
    stopListening.current?.();
    stopListening.current = stop;
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  // Leaving the page mid-drag must not leave listeners behind.
  useEffect(() => () => stopListening.current?.(), []);

  /** Clicks that end a drag are not clicks. */
  const clickAllowed = () => !suppressClick.current;

  const onWheel = (e: WheelEvent) => {
    if (!held) return;
    e.preventDefault();
    wheel.current += e.deltaY;
    if (Math.abs(wheel.current) >= 50) {
      turn(wheel.current > 0 ? 'cw' : 'ccw');
      wheel.current = 0;
    }
  };

  /** Keys for the held piece; returns true when the key was used. */
  const onKey = (e: KeyboardEvent): boolean => {
    const key = e.key;
    if (key === 'r' || key === 'R') {
      if (!held) return false;
      turn(e.shiftKey ? 'ccw' : 'cw');
      return true;
    }
    if (key === 'f' || key === 'F') {
      if (!held) return false;
      turn('flip');
      return true;
    }
    if (!selected || dragRef.current) {
      if (key === 'Escape' && dragRef.current) {
        setDrag(null);
        setSelected(null);
        return true;
      }
      return false;
    }
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const d = step[key];
    if (d) {
      moveCursor(d[0], d[1]);
      return true;
    }
    if (key === 'Enter') {
      placeAt(cursor.x, cursor.y);
      return true;
    }
    if (key === 'Escape') {
      setSelected(null);
      return true;
    }
    return false;
  };

  /** The outline to draw on the board: where the held piece would go, and whether it may. */
  let ghost: { placement: PiecePlacement; ok: boolean } | null = null;
  if (drag?.moved) {
    const target = dropTarget(drag);
    if (target) ghost = { placement: target, ok: checkAll(target) === null };
  } else if (selected && !drag) {
    const p = placementAt(selected, cursor.x, cursor.y);
    ghost = { placement: p, ok: checkAll(p) === null };
  }

  const reset = () => {
    setSelected(null);
    setDrag(null);
  };

  return {
    orientation,
    selected,
    held,
    cursor,
    setCursor,
    drag,
    ghost,
    select,
    turn,
    placeAt,
    pickUp,
    startDrag,
    clickAllowed,
    onWheel,
    onKey,
    reset,
  };
}

export type Hand = ReturnType<typeof useHand>;
