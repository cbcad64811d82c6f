/**
 * Sounds that follow a match as it changes, the same for every game: our own move, the other
 * side's move, and the end (win or lose). Only changes seen live make a sound, never the state
 * found on opening the page.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/protocol';
import { play } from '../sound/effects';
import { playsOneSide } from './players';

export function soundFor(
  prev: MatchStateMessage | null,
  next: MatchStateMessage,
  mine: readonly Seat[],
): void {
  if (!prev || next.version <= prev.version) return;
  const last = next.last;
  if (last?.kind === 'move') play(mine.includes(last.seat) ? 'place' : 'opponent');
  if (!prev.outcome && next.outcome) {
    const lost = playsOneSide(next, mine) && !next.outcome.winners.some((s) => mine.includes(s));
    play(lost ? 'lose' : 'win');
  }
}
