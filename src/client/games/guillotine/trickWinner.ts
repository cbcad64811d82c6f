/** Who is winning a trick so far: the highest card of the suit led (A 10 K Q J 9 8 7). */
import type { Seat } from '../../../core/game';
import { suitOf, trickStrength } from '../../../games/guillotine/cards';
import type { Play } from './playback';

export function winningSoFar(trick: readonly Play[]): Seat | null {
  const led = trick[0];
  if (!led) return null;
  const suit = suitOf(led.card);
  return trick
    .filter((p) => suitOf(p.card) === suit)
    .reduce((best, p) => (trickStrength(p.card) > trickStrength(best.card) ? p : best)).seat;
}
