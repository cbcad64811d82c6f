/**
 * Judging the moves of a finished game from the exact verdicts of its positions. Position k is the
 * board after k knights; move k (1-based) leads from position k − 1 to position k.
 */
import type { PlyAnalysis } from './analysisProtocol';

/**
 * 'winning': the move left the opponent a lost position. 'mistake': the mover stood to win and
 * this move gave the win away. 'forced': the mover was lost already, so every move loses.
 */
export type MoveQuality = 'winning' | 'mistake' | 'forced' | 'unknown';

type Verdicts = Readonly<Record<number, PlyAnalysis>>;

function verdict(plies: Verdicts, ply: number): 'win' | 'loss' | null {
  const v = plies[ply]?.verdict;
  return v === 'win' || v === 'loss' ? v : null;
}

export function moveQuality(plies: Verdicts, move: number): MoveQuality {
  const before = verdict(plies, move - 1);
  const after = verdict(plies, move);
  // A move to a lost position is a winning move whatever we know of the one before.
  if (after === 'loss') return 'winning';
  if (before === 'loss') return 'forced';
  if (before === 'win' && after === 'win') return 'mistake';
  return 'unknown';
}

export type Decision =
  /** The last move that threw away a won position. */
  | { readonly kind: 'move'; readonly move: number }
  /** No move threw a win away: the side that lost was lost from the start. */
  | { readonly kind: 'never' }
  /** Not known until more positions are analysed. */
  | { readonly kind: 'pending' };

/**
 * Where the game was decided: the last mistake. Found from the end backwards, so it is known as
 * soon as the positions after it are analysed, even if the early ones are still being solved.
 */
export function decisiveMoment(plies: Verdicts, moves: number): Decision {
  for (let move = moves; move >= 1; move--) {
    const q = moveQuality(plies, move);
    if (q === 'mistake') return { kind: 'move', move };
    if (q === 'unknown') return { kind: 'pending' };
  }
  return { kind: 'never' };
}
