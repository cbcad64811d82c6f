/**
 * The leaderboard page's words and numbers, and which games have one: pure (no DOM, no game
 * client), so it is tested under Node.
 */
import { type MessageKey, t } from '../i18n';
import { LEADERBOARD_DEVIATION, type LeaderboardEntry } from './api';

export interface LeaderRow {
  readonly rank: string;
  readonly name: string;
  readonly rating: string;
  /** The rating in words, for screen readers. */
  readonly ratingLabel: string;
  readonly games: string;
}

export function leaderRow(e: LeaderboardEntry): LeaderRow {
  const numbers = { rating: Math.round(e.rating), deviation: Math.round(e.deviation) };
  return {
    rank: String(e.rank),
    name: e.name,
    rating: t('leaderboard.rating', numbers),
    ratingLabel: t('leaderboard.ratingLabel', numbers),
    games: t('leaderboard.played', { count: e.games }),
  };
}

/** Who appears on a leaderboard, in a sentence. */
export const whoAppears = () => t('leaderboard.who', { deviation: LEADERBOARD_DEVIATION });

/** What the page knows of a game: the client's id and name, and the server's seats. */
export interface BoardGame {
  readonly id: string;
  readonly name: MessageKey;
}

/**
 * The games with a leaderboard, in the client's order: those the server offers that are played
 * between people (a solo game has no rating); none before the server's list has come.
 */
export function boardGames<G extends BoardGame>(
  clients: readonly G[],
  offered: readonly { readonly id: string; readonly maxSeats: number }[] | null,
): G[] {
  if (!offered) return [];
  return clients.filter((c) => offered.some((o) => o.id === c.id && o.maxSeats >= 2));
}
