/**
 * Why a square is not playable, found in the browser so an illegal click is answered at once
 * without a round trip. It asks the rules module itself (src/games/knights/rules.ts), so the
 * code, params and wording are those the server would send and one translation serves both.
 */
import type { RuleError } from '../../../core/errors';
import { stateFromView } from '../../../games/knights/position';
import { GAME_OVER, type KnightsView, locate, placementError } from '../../../games/knights/rules';

export function refusal(view: KnightsView, square: string): RuleError | null {
  // After a resignation or a timeout the board still has free squares; the outcome is what counts.
  if (view.outcome) return GAME_OVER;
  const state = stateFromView(view);
  const s = locate(state, square);
  return s.ok ? placementError(state, s.value) : s.error;
}
