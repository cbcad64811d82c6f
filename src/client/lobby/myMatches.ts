/**
 * The player's matches, as the server describes them now, newest first: those this browser holds
 * seats in (their tokens in localStorage), and those the player sat down in on another device
 * (GET /api/me/matches). A match whose seat token this browser lacks can be watched from here;
 * playing it needs the seat's private link opened on this device.
 */
import type { Seat } from '../../core/game';
import type { LobbyEntry } from '../../core/protocol';
import { fetchMyMatches } from '../session/api';
import { fetchOwnSeats, type OwnSeat } from '../session/me';
import { forgetSeats, heldMatches, heldSeats } from '../session/seats';

export interface MyMatch {
  entry: LobbyEntry;
  /** The player's seats: held here, or (when `elsewhere`) held on another device. */
  mine: Seat[];
  /** The seats are the player's on another device: this browser can only watch. */
  elsewhere: boolean;
  /** Whether the table is rated, where the server says (absent: not known). */
  rated?: boolean;
}

/** Whether a match is rated: as its entry says, else as the player's own seats there say. */
export function ratedOf(entry: LobbyEntry, own: readonly OwnSeat[]): boolean | undefined {
  const listed = (entry as LobbyEntry & { rated?: unknown }).rated;
  if (typeof listed === 'boolean') return listed;
  return own.find((s) => s.matchId === entry.matchId)?.rated;
}

// The server answers for at most this many ids at once, and refuses ids of another shape.
const MAX_ASKED = 50;
const MATCH_ID = /^[A-Za-z0-9_-]{6,40}$/;
const DISMISSED_KEY = 'parlour:dismissed-elsewhere';
const MAX_DISMISSED = 200;

/**
 * The ids to ask about, newest first: this browser's (in their own order) merged with the
 * player's seats held elsewhere (by when they were taken), leaving out those dismissed here.
 */
export function mergedIds(
  held: readonly string[],
  own: readonly OwnSeat[],
  dismissed: ReadonlySet<string> = new Set(),
): string[] {
  const seatedAt = new Map<string, number>();
  for (const s of own) seatedAt.set(s.matchId, Math.max(seatedAt.get(s.matchId) ?? 0, s.seatedAt));
  const heldSet = new Set(held);
  const others = [...seatedAt]
    .filter(([id]) => !heldSet.has(id) && !dismissed.has(id))
    .sort((a, b) => b[1] - a[1]);
  const out: string[] = [];
  let i = 0;
  for (const id of held) {
    const at = seatedAt.get(id);
    // A held match the server does not know the time of keeps its place among the held ones.
    if (at !== undefined) while (i < others.length && others[i]![1] > at) out.push(others[i++]![0]);
    out.push(id);
  }
  while (i < others.length) out.push(others[i++]![0]);
  return out.filter((id) => MATCH_ID.test(id));
}

/** The player's seats in a match held on another device, in seat order. */
export const ownSeatsIn = (own: readonly OwnSeat[], matchId: string): Seat[] =>
  [...new Set(own.filter((s) => s.matchId === matchId).map((s) => s.seat))].sort((a, b) => a - b);

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Hides a match played on another device from this browser's list (its seats stay there). */
export function dismissElsewhere(matchId: string): void {
  const list = [matchId, ...readDismissed().filter((id) => id !== matchId)].slice(0, MAX_DISMISSED);
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(list));
  } catch {
    // Not remembered: it comes back on the next visit.
  }
}

export async function loadMyMatches(): Promise<MyMatch[]> {
  // Without the server's list (no player yet, or it failed), this browser's own seats still show.
  const own = await fetchOwnSeats().catch(() => [] as OwnSeat[]);
  const held = heldMatches().filter((id) => MATCH_ID.test(id));
  const asked = mergedIds(held, own, new Set(readDismissed())).slice(0, MAX_ASKED);
  const entries = await fetchMyMatches(asked);
  const known = new Set(entries.map((e) => e.matchId));
  // Its seats can never be used again: the server has lost the match (or never had it).
  for (const id of asked) if (held.includes(id) && !known.has(id)) forgetSeats(id);
  // Read again: a row dismissed while the answer was on its way must not come back.
  const order = mergedIds(heldMatches(), own, new Set(readDismissed()));
  return entries
    .filter((e) => order.includes(e.matchId))
    .sort((a, b) => order.indexOf(a.matchId) - order.indexOf(b.matchId))
    .map((entry) => {
      const here = heldSeats(entry.matchId);
      const rated = ratedOf(entry, own);
      const kind = rated === undefined ? {} : { rated };
      return here.length > 0
        ? { entry, mine: here, elsewhere: false, ...kind }
        : { entry, mine: ownSeatsIn(own, entry.matchId), elsewhere: true, ...kind };
    });
}
