/**
 * The board of a finished game as it stood after its first `ply` knights, worked out from square
 * names alone (the rules module would bring the schema library into the page's bundle).
 */
import type { Outcome } from '../../../core/game';
import type { KnightsView } from '../../../games/knights/rules';
import { knightJump, squareAt } from './squares';

export function replayView(final: KnightsView, ply: number, outcome: Outcome | null): KnightsView {
  const knights = final.knights.slice(0, ply);
  const occupied = new Set(knights.map((k) => k.square));
  const attacked: string[] = [];
  const legal: string[] = [];
  for (let row = 0; row < final.ranks; row++) {
    for (let col = 0; col < final.files; col++) {
      const sq = squareAt({ col, row }, final.ranks);
      if (occupied.has(sq)) continue;
      if (knights.some((k) => knightJump(k.square, sq))) attacked.push(sq);
      else legal.push(sq);
    }
  }
  const last = ply === final.knights.length;
  return {
    files: final.files,
    ranks: final.ranks,
    knights,
    attacked,
    legal,
    toMove: legal.length > 0 ? ply % 2 : null,
    outcome: last ? outcome : null,
  };
}
