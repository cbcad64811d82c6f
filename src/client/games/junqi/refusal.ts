/**
 * Why a click in the browser would be refused, found at once and without a round trip by the
 * rules module itself (state.ts swap, layout.ts placementError, moves.ts destinations), so the
 * browser refuses exactly what the server would. A broken placement is named more precisely
 * than the server's `junqi.placement` (which rule, for which square), to be said in the
 * player's language; the English message stays the rules' own.
 */
import { type RuleError, ruleError } from '../../../core/errors';
import { isHeadquarters, type Side, type Square, squareName } from '../../../games/junqi/board';
import { boardFromView } from '../../../games/junqi/from-view';
import { type PlacementRule, placementRule } from '../../../games/junqi/layout';
import { destinations } from '../../../games/junqi/moves';
import { canMove } from '../../../games/junqi/pieces';
import { initialState, swap } from '../../../games/junqi/state';
import type { JunqiView } from '../../../games/junqi/view';

export type { PlacementRule };
export { placementRule };
/** The refusal of swapping the pieces on `a` and `b`, as the server would answer it; or null. */
export function swapRefusal(view: JunqiView, side: Side, a: Square, b: Square): RuleError | null {
  const board = boardFromView(view);
  const state = {
    ...initialState(view.options),
    board,
    ready: [view.ready.blue, view.ready.red] as const,
  };
  const done = swap(state, side, a, b);
  if (done.ok) return null;
  if (done.error.code !== 'junqi.placement') return done.error;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const rank = board[from]?.rank;
    const rule = rank === undefined ? null : placementRule(side, rank, to);
    if (rule) {
      return ruleError(`junqi.placement-${rule}`, done.error.message, { square: squareName(to) });
    }
  }
  return done.error;
}

/** Why the piece on `s` cannot be sent anywhere now, or null when it has somewhere to go. */
export function pieceRefusal(view: JunqiView, s: Square): RuleError | null {
  const board = boardFromView(view);
  const piece = board[s];
  if (!piece) return null;
  const square = squareName(s);
  if (!canMove(piece.rank)) {
    return ruleError('junqi.never-moves', 'Landmines and the flag never move.', { square });
  }
  if (isHeadquarters(s)) {
    return ruleError('junqi.in-headquarters', 'A piece in a headquarters stays there.', { square });
  }
  if (destinations(board, s).length === 0) {
    return ruleError('junqi.no-way', `The piece on ${square} has nowhere to go.`, { square });
  }
  return null;
}
