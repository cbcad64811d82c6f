/**
 * What the public may see of a player: their name, and per game their record and rating; their
 * latest matches with links. The shapes here are the wire format of GET /api/players/:name and
 * GET /api/leaderboard/:game (the client's profile page reads the same types).
 */

import type { LeaderboardEntry, Profile, ProfileMatch } from '../../core/players-wire';
import { finishRate } from '../../ratings/reputation';
import { effectivePlaces, seatOutcome } from '../../ratings/results';
import type { LeaderRow, Player, PlayerStore, RecentMatch } from './store';

export type {
  Leaderboard,
  LeaderboardEntry,
  Profile,
  ProfileGame,
  ProfileMatch,
} from '../../core/players-wire';

/** A rating is provisional while its deviation is at least this (about ±220 at 95 %). */
export const PROVISIONAL_DEVIATION = 110;
/** The leaderboard lists ratings known to within this deviation (about ±150 at 95 %). */
export const LEADERBOARD_DEVIATION = 75;
/** How many latest matches a profile lists, and how many rows a leaderboard. */
export const RECENT_MATCHES = 20;
export const LEADERBOARD_ROWS = 100;

/** The solo puzzles whose solves a profile shows instead of a rating. */
export const PUZZLES = ['twist'] as const;

export async function profileOf(players: PlayerStore, player: Player): Promise<Profile> {
  const [ratings, recent, ...solves] = await Promise.all([
    players.ratingsOf(player.id),
    // Only finished rated matches: a profile must not lead anyone to a private table, nor to a
    // match under way (to watch someone who is playing).
    players.recentMatches(player.id, RECENT_MATCHES, true),
    ...PUZZLES.map((game) => players.solvesOf(player.id, game)),
  ]);
  return {
    name: player.name,
    createdAt: player.createdAt,
    puzzles: PUZZLES.flatMap((game, i) => {
      const record = solves[i]!;
      return record.solves > 0 ? [{ game, ...record }] : [];
    }),
    games: ratings.map((r) => ({
      game: r.game,
      games: r.games,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      rating: r.rating,
      deviation: r.deviation,
      provisional: r.deviation >= PROVISIONAL_DEVIATION,
      finished: r.finished,
      left: r.left,
      finishRate: finishRate(r),
    })),
    recent: await Promise.all(
      recent.map(async (m) => ({
        ...recentRow(m),
        opponents: await opponentsOf(players, m, player),
      })),
    ),
  };
}

/** The names of the others who sat at the match as players (a forgotten one has none). */
async function opponentsOf(
  players: PlayerStore,
  m: RecentMatch,
  player: Player,
): Promise<string[]> {
  const seats = await players.seatsOf(m.matchId);
  const others = seats.filter((s) => s.playerId !== null && s.playerId !== player.id);
  const found = await Promise.all(others.map((s) => players.playerById(s.playerId!)));
  return found.flatMap((p) => (p ? [p.name] : []));
}

function recentRow(m: RecentMatch): Omit<ProfileMatch, 'opponents'> {
  const r = m.result;
  const mine = r !== null && m.seat < r.places.length;
  return {
    matchId: m.matchId,
    game: m.game,
    rated: m.rated,
    seatedAt: m.seatedAt,
    finishedAt: r?.finishedAt ?? null,
    outcome: mine ? seatOutcome(r.places, r.left, m.seat) : null,
    place: mine ? effectivePlaces(r.places, r.left)[m.seat]! : null,
    seats: r ? r.places.length : null,
    left: mine ? r.left[m.seat]! : null,
  };
}

export function leaderboardOf(rows: readonly LeaderRow[]): LeaderboardEntry[] {
  return rows.map((r, i) => ({
    rank: i + 1,
    name: r.name,
    rating: r.rating,
    deviation: r.deviation,
    games: r.games,
  }));
}
