import { applyEntry } from '../../core/match';
import type { LiveMatch } from '../live-match';
import type { MatchSummary } from '../store/store';
import type { PublishedStep } from './messages';

/**
 * Everything a follower's copy of a match takes from its owner is written here, and only here:
 * on the owner the command path, the commit gate and the rematches write the same fields.
 *
 * A follower's copy of a match moves on with the steps its owner published once durable: each
 * applied with the same reducer, so the copy is the owner's state, version for version. 'gap'
 * when a step is missing (a message lost while Redis was away): the copy must be read again from
 * the store, which has every durable step.
 */
export function followSteps(
  live: LiveMatch,
  steps: readonly PublishedStep[],
  drafts: readonly (readonly unknown[])[] | undefined,
): 'moved' | 'same' | 'gap' {
  let moved = false;
  for (const { v, entry } of steps) {
    if (v <= live.version) continue;
    if (v !== live.version + 1) return 'gap';
    const applied = applyEntry(live.game, live.match, entry);
    if (!applied.ok) return 'gap';
    live.match = applied.value.match;
    live.ring.push({ v, events: applied.value.events });
    live.durable = v;
    if (entry.clientSeq !== null && entry.clientSeq > (live.lastClientSeq[entry.seat] ?? -1)) {
      live.lastClientSeq[entry.seat] = entry.clientSeq;
      live.answered[entry.seat] = v;
    }
    moved = true;
  }
  if (drafts && moved) live.drafts = drafts;
  return moved ? 'moved' : 'same';
}

/** A seat's draft changed on the owner and is durable: the copy keeps it as the owner does. */
export function followDraft(live: LiveMatch, seat: number, moves: readonly unknown[]): void {
  live.drafts = live.drafts.map((d, s) => (s === seat ? moves : d));
}

/**
 * The match's row changed on the owner (a seat taken or moved, a rematch offered or agreed):
 * the copy takes it as the store has it. True when everyone has just agreed to a rematch.
 */
export function followRow(live: LiveMatch, stored: MatchSummary): boolean {
  for (const [seat, hash] of stored.tokenHashes.entries()) {
    if (hash !== null && hash !== live.tokenHashes[seat]) live.setTokenHash(seat, hash);
  }
  live.rematch = stored.rematch;
  const agreed = live.next === null && stored.next !== null;
  live.next = stored.next;
  return agreed;
}
