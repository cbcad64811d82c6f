/**
 * How a log entry is stored, the same in every store: its kind (a move with a draft before it
 * under a kind of its own), its seat, what else it carries as JSON text, and its clientSeq.
 */
import type { StoredEntry } from './store';

/** A stored entry, as a row of the log table. */
export interface LogRow {
  seq: number;
  seat: number;
  kind: string;
  move: string | null;
  client_seq: number | null;
}

/** A move with the seat's draft before it is stored under a kind of its own. */
export const kindOf = (entry: StoredEntry): string =>
  entry.kind === 'move' && entry.drafts ? 'drafted-move' : entry.kind;

/** The `move` column holds what an entry carries beyond its kind and seat, as JSON. */
export function payloadOf(entry: StoredEntry): string | null {
  if (entry.kind === 'move' && entry.drafts) {
    return JSON.stringify({ move: entry.move, drafts: entry.drafts });
  }
  if (entry.kind === 'move') return JSON.stringify(entry.move);
  if (entry.kind === 'takeover') return JSON.stringify({ level: entry.level });
  if (entry.kind === 'claim') return JSON.stringify({ result: entry.result });
  if (entry.kind === 'draw') return JSON.stringify({ action: entry.action });
  if (entry.kind === 'timeout') return JSON.stringify({ forfeit: entry.forfeit ?? true });
  return null;
}

/** An entry as stored (kind, seat, payload, clientSeq) back as the entry it was. */
export function entryOf(r: LogRow): StoredEntry {
  const base = { seat: r.seat, clientSeq: r.client_seq };
  const payload: unknown = r.move === null ? null : JSON.parse(r.move);
  switch (r.kind) {
    case 'move':
      return { kind: 'move', move: payload, ...base };
    case 'drafted-move': {
      const { move, drafts } = payload as { move: unknown; drafts: unknown[] };
      return { kind: 'move', move, drafts, ...base };
    }
    case 'takeover':
      return { kind: 'takeover', level: (payload as { level: string }).level, ...base };
    case 'claim':
      return { kind: 'claim', result: (payload as { result: 'win' | 'draw' }).result, ...base };
    case 'draw': {
      const { action } = payload as { action: 'offer' | 'accept' | 'decline' };
      return { kind: 'draw', action, ...base };
    }
    case 'timeout':
      return {
        kind: 'timeout',
        forfeit: (payload as { forfeit?: boolean } | null)?.forfeit ?? true,
        ...base,
      };
    case 'resign':
    case 'leave':
    case 'return':
      return { kind: r.kind, ...base };
    default:
      throw new Error(`unknown log entry kind "${r.kind}"`);
  }
}
