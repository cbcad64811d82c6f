/** The leaderboards at /leaderboard/<game>: the settled ratings of a game, best first. */
export const en = {
  'leaderboard.link': 'Leaderboards',
  'leaderboard.title': '{game} leaderboard',
  'leaderboard.tabs': 'Leaderboards by game',
  'leaderboard.col.rank': 'Rank',
  'leaderboard.col.player': 'Player',
  'leaderboard.col.rating': 'Rating',
  'leaderboard.col.games': 'Played',
  'leaderboard.rating': '{rating} ± {deviation}',
  'leaderboard.ratingLabel': 'rating {rating}, give or take {deviation}',
  'leaderboard.played': { one: '{count} game', other: '{count} games' },
  'leaderboard.empty': 'No one is on this leaderboard yet.',
  'leaderboard.who':
    'Players appear here once their rating is settled: a deviation of {deviation} or less, after about a dozen rated games.',
  'leaderboard.noSuchGame': 'There is no leaderboard for “{game}”.',
  'leaderboard.solo': '{game} is played alone: it has no rating, so no leaderboard.',
  'leaderboard.ofGame': 'Leaderboard',
  'leaderboard.ofGameLabel': '{game} leaderboard',
} as const;
