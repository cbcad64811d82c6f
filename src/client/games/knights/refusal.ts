/**
 * Why a square is not playable, found in the browser so an illegal click is answered at once
 * without a round trip. The codes and params are those the rules module sends
 * (src/games/knights/rules.ts), so one translation serves both.
 */
import type { RuleError } from '../../../core/errors';
import type { KnightsView } from '../../../games/knights/rules';
import { knightJump } from './squares';

export function refusal(view: KnightsView, square: string): RuleError | null {
  if (view.outcome) return { code: 'game-over', message: 'The game is over.' };
  if (view.legal.includes(square)) return null;
  if (view.knights.some((k) => k.square === square)) {
    return {
      code: 'occupied',
      message: `A knight already stands on ${square}.`,
      params: { square },
    };
  }
  const attacker = view.knights.find((k) => knightJump(k.square, square));
  if (attacker) {
    return {
      code: 'attacked',
      message: `${square} is attacked by the knight on ${attacker.square}.`,
      params: { square, by: attacker.square },
    };
  }
  return { code: 'off-board', message: `${square} is not on this board.`, params: { square } };
}
