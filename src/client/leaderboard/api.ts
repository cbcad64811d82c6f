/** The leaderboard's HTTP half: GET /api/leaderboard/:game (see src/server/players/profile.ts). */

/** The server lists ratings known to within this deviation (LEADERBOARD_DEVIATION there). */
export const LEADERBOARD_DEVIATION = 75;

import type { Leaderboard } from '../../core/players-wire';

export type { Leaderboard, LeaderboardEntry } from '../../core/players-wire';

/**
 * A game's settled ratings, best first; null when the server knows no such game (it answers 404
 * `no-such-game` for an id that cannot be one); throws when the server is not reached.
 */
export async function fetchLeaderboard(game: string): Promise<Leaderboard | null> {
  const res = await fetch(`/api/leaderboard/${encodeURIComponent(game)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Leaderboard;
}
