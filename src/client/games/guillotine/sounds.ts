/**
 * Guillotine's sounds, played as each event appears on the table (useTablePlayback), so that
 * three computer cards are heard as three, in time with what is seen. The platform's sounds
 * follow generic `move` events only, and the end of the series: its win or lose tune comes
 * from the outcome (match/sounds.ts), so `series-over` adds nothing here.
 */
import type { Seat } from '../../../core/game';
import type { Effect } from '../../sound/effects';
import type { TableEvent } from './events';

export function soundOf(e: TableEvent, you: Seat | null): Effect | null {
  switch (e.type) {
    case 'played':
      return e.seat === you ? 'place' : 'opponent';
    case 'passed':
    case 'chose':
      return 'turn';
    case 'trick':
      return 'pickUp';
    case 'out':
    case 'deal-over':
      return 'snap';
    default:
      return null;
  }
}
