/** The matches this browser holds seats in, as the server describes them now, newest first. */
import type { Seat } from '../../core/game';
import type { LobbyEntry } from '../../core/protocol';
import { fetchMyMatches } from '../session/api';
import { forgetSeats, heldMatches, heldSeats } from '../session/seats';

export interface MyMatch {
  entry: LobbyEntry;
  mine: Seat[];
}

// The server answers for at most this many ids at once, and refuses ids of another shape.
const MAX_ASKED = 50;
const MATCH_ID = /^[A-Za-z0-9_-]{6,40}$/;

export async function loadMyMatches(): Promise<MyMatch[]> {
  const asked = heldMatches()
    .filter((id) => MATCH_ID.test(id))
    .slice(0, MAX_ASKED);
  const entries = await fetchMyMatches(asked);
  const known = new Set(entries.map((e) => e.matchId));
  // Its seats can never be used again: the server has lost the match (or never had it).
  for (const id of asked) if (!known.has(id)) forgetSeats(id);
  // Read again: a row dismissed while the answer was on its way must not come back.
  const order = heldMatches();
  return entries
    .filter((e) => order.includes(e.matchId))
    .sort((a, b) => order.indexOf(a.matchId) - order.indexOf(b.matchId))
    .map((entry) => ({ entry, mine: heldSeats(entry.matchId) }));
}
