/**
 * What arrives in a step, for this client: Guillotine's own events, and the platform's about a
 * seat (left, back, a bot taking over, a clock running out). Anything else is passed over.
 */
import type { Seat } from '../../../core/game';
import type { GuillotineEvent } from '../../../games/guillotine/game';

export type SeatNews = {
  readonly type: 'left' | 'returned' | 'takeover' | 'timeout' | 'resigned';
  readonly seat: Seat;
};

export type TableEvent = GuillotineEvent | SeatNews;

const KNOWN = new Set([
  'dealt',
  'chose',
  'played',
  'passed',
  'bonus',
  'trick',
  'out',
  'deal-over',
  'series-over',
  'left',
  'returned',
  'takeover',
  'timeout',
  'resigned',
]);

export function tableEvent(raw: unknown): TableEvent | null {
  const e = raw as { type?: unknown } | null;
  return e && typeof e.type === 'string' && KNOWN.has(e.type) ? (raw as TableEvent) : null;
}

export const tableEvents = (raw: readonly unknown[]): TableEvent[] =>
  raw.map(tableEvent).filter((e): e is TableEvent => e !== null);
