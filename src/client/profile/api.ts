/** The profile's HTTP half: GET /api/players/:name (see src/server/players/profile.ts). */

import type { Profile } from '../../core/players-wire';

export type {
  Profile,
  ProfileGame,
  ProfileMatch,
  ProfilePuzzle,
} from '../../core/players-wire';

/** The player's profile, null when there is no such player; throws when the server is not reached. */
export async function fetchProfile(name: string): Promise<Profile | null> {
  const res = await fetch(`/api/players/${encodeURIComponent(name)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Profile;
}
