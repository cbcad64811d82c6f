/**
 * What the public may see of a player, on the wire: GET /api/players/:name (a profile) and
 * GET /api/leaderboard/:game. The server builds these (src/server/players/profile.ts); the
 * client's profile and leaderboard pages read them.
 */

/** A solo puzzle's record (IQ Twist), shown instead of a rating. */
export interface ProfilePuzzle {
  readonly game: string;
  /** Distinct challenges solved, and solves in all. */
  readonly challenges: number;
  readonly solves: number;
  /** The best time of each challenge, fastest first ("" is the empty board; at most 10). */
  readonly best: readonly { readonly challenge: string; readonly ms: number }[];
}

export interface ProfileGame {
  readonly game: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly rating: number;
  readonly deviation: number;
  readonly provisional: boolean;
  /** Rated matches played to the end, and left for good. */
  readonly finished: number;
  readonly left: number;
  /** finished / (finished + left), null before any rated match. */
  readonly finishRate: number | null;
}

export interface ProfileMatch {
  readonly matchId: string;
  readonly game: string;
  readonly rated: boolean;
  readonly seatedAt: number;
  /** For a finished rated match: when, how the player did, their place (1 the best; a seat
   * that left for good is last), out of how many seats, and whether they left. */
  readonly finishedAt: number | null;
  readonly outcome: 'won' | 'drawn' | 'lost' | null;
  readonly place: number | null;
  readonly seats: number | null;
  readonly left: boolean | null;
  /** The names of the other players at the table who have one here (optional: older servers). */
  readonly opponents?: readonly string[];
}

export interface Profile {
  readonly name: string;
  readonly createdAt: number;
  readonly games: readonly ProfileGame[];
  /** Solo puzzles solved (IQ Twist), instead of a rating: challenges, solves, best times. */
  readonly puzzles: readonly ProfilePuzzle[];
  readonly recent: readonly ProfileMatch[];
}

export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

export interface Leaderboard {
  readonly game: string;
  readonly players: readonly LeaderboardEntry[];
}
