/**
 * Why a click in the browser would be refused, found at once and without a round trip by the
 * rules module itself (state.ts swap, moves.ts stuckRefusal), so the browser refuses exactly
 * what the server would, with the server's own code and params (which placement rule, which
 * square) for the player's language.
 */
import type { RuleError } from '../../../core/errors';
import type { Side, Square } from '../../../games/junqi/board';
import { boardFromView } from '../../../games/junqi/from-view';
import { stuckRefusal } from '../../../games/junqi/moves';
import { initialState, swap } from '../../../games/junqi/state';
import type { JunqiView } from '../../../games/junqi/view';

/** The refusal of swapping the pieces on `a` and `b`, as the server would answer it; or null. */
export function swapRefusal(view: JunqiView, side: Side, a: Square, b: Square): RuleError | null {
  const state = {
    ...initialState(view.options),
    board: boardFromView(view),
    ready: [view.ready.blue, view.ready.red] as const,
  };
  const done = swap(state, side, a, b);
  return done.ok ? null : done.error;
}

/** Why the piece on `s` cannot be sent anywhere now, or null when it has somewhere to go. */
export function pieceRefusal(view: JunqiView, s: Square): RuleError | null {
  return stuckRefusal(boardFromView(view), s);
}
