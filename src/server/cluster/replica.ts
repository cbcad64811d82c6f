import { applyEntry } from '../../core/match';
import type { LiveMatch } from '../live-match';
import type { PublishedStep } from './messages';

/**
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
