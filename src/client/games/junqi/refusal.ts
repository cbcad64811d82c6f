/**
 * Why a click in the browser would be refused, found at once and without a round trip by the
 * rules module itself (state.ts swap and playMove, layout.ts placementRefusal, moves.ts
 * stuckRefusal), so the browser refuses exactly what the server would, with the server's own
 * code and params (which placement rule, which square) for the player's language.
 */
import type { RuleError } from '../../../core/errors';
import type { Side, Square } from '../../../games/junqi/board';
import { boardFromView } from '../../../games/junqi/from-view';
import { placementRefusal } from '../../../games/junqi/layout';
import { stuckRefusal } from '../../../games/junqi/moves';
import { initialState, type JunqiState, playMove, swap } from '../../../games/junqi/state';
import type { JunqiView } from '../../../games/junqi/view';

const setupState = (view: JunqiView): JunqiState => ({
  ...initialState(view.options),
  board: boardFromView(view),
  ready: [view.ready.blue, view.ready.red] as const,
});

/** The position in play as the viewer sees it, with `side` to move (a move may be chosen early). */
const playState = (view: JunqiView, side: Side): JunqiState => ({
  ...initialState(view.options),
  phase: 'play',
  board: boardFromView(view),
  ready: [true, true],
  toMove: side,
});

/** The refusal of swapping the pieces on `a` and `b`, as the server would answer it; or null. */
export function swapRefusal(view: JunqiView, side: Side, a: Square, b: Square): RuleError | null {
  const done = swap(setupState(view), side, a, b);
  return done.ok ? null : done.error;
}

/**
 * During setup, why the player's piece on `from` may not go to `to`, a square without one of
 * their pieces (a camp, the enemy's half): the setup rule that square breaks for that piece.
 * Choosing such a square first is refused as the rules refuse a swap of it.
 */
export function setupRefusal(
  view: JunqiView,
  side: Side,
  from: Square | null,
  to: Square,
): RuleError | null {
  const state = setupState(view);
  const piece = from === null ? null : state.board[from];
  if (piece && piece.side === side && state.board[to]?.side !== side) {
    return placementRefusal(side, piece.rank, to) ?? swapRefusal(view, side, from!, to);
  }
  const other = state.board.findIndex((p, s) => p?.side === side && s !== to);
  return swapRefusal(view, side, to, other < 0 ? to : other);
}

/** Why the piece on `s` cannot be sent anywhere now, or null when it has somewhere to go. */
export function pieceRefusal(view: JunqiView, s: Square): RuleError | null {
  return stuckRefusal(boardFromView(view), s);
}

/**
 * In play, why moving from `from` to `to` is refused, as the rules refuse it: `from` holds none
 * of the player's pieces (nothing was chosen: `from` is null and `to` is the square clicked), or
 * the piece cannot get there (the rules say when a camp shelters the enemy piece on it).
 */
export function moveRefusal(
  view: JunqiView,
  side: Side,
  from: Square | null,
  to: Square,
): RuleError | null {
  const state = playState(view, side);
  const played = playMove(state, side, from ?? to, to);
  return played.ok ? null : played.error;
}
