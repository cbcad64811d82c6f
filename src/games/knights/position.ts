import type { KnightsState, KnightsView } from './rules';
import { fromSquares } from './setup';

/**
 * Rebuilds the rules state from what a seat sees. The game has no secrets, so a bot that works
 * from its view loses nothing by doing so. Throws on a view no game can reach: views come from
 * the rules' own `view`, so that is a bug to surface, not a move to refuse.
 */
export function stateFromView(view: KnightsView): KnightsState {
  const size = { files: view.files, ranks: view.ranks };
  const state = fromSquares(
    size,
    view.knights.map((k) => k.square),
  );
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}
