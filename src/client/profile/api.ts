/** The profile's HTTP half: GET /api/players/:name (see src/server/players/profile.ts). */

export interface ProfileGame {
  readonly game: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly rating: number;
  readonly deviation: number;
  readonly provisional: boolean;
  /** Rated games played to the end, and left for good. */
  readonly finished: number;
  readonly left: number;
  readonly finishRate: number | null;
}

export interface ProfileMatch {
  readonly matchId: string;
  readonly game: string;
  readonly rated: boolean;
  readonly seatedAt: number;
  readonly finishedAt: number | null;
  readonly outcome: 'won' | 'drawn' | 'lost' | null;
  readonly place: number | null;
  readonly seats: number | null;
  readonly left: boolean | null;
}

/** A solo puzzle's record (IQ Twist), shown instead of a rating. */
export interface ProfilePuzzle {
  readonly game: string;
  /** Distinct challenges solved, and solves in all. */
  readonly challenges: number;
  readonly solves: number;
  /** The best time of each challenge, fastest first ("" is the empty board). */
  readonly best: readonly { readonly challenge: string; readonly ms: number }[];
}

export interface Profile {
  readonly name: string;
  readonly createdAt: number;
  readonly games: readonly ProfileGame[];
  readonly puzzles?: readonly ProfilePuzzle[];
  readonly recent: readonly ProfileMatch[];
}

/** The player's profile, null when there is no such player; throws when the server is not reached. */
export async function fetchProfile(name: string): Promise<Profile | null> {
  const res = await fetch(`/api/players/${encodeURIComponent(name)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Profile;
}
