import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n';
import type { LeaderboardEntry } from './api';
import { boardGames, leaderRow, whoAppears } from './leaderboardText';

afterEach(() => {
  language.value = 'en';
});

const entry: LeaderboardEntry = {
  rank: 3,
  name: 'Quiet Heron',
  rating: 1712.49,
  deviation: 61.6,
  games: 14,
};

describe('a row of a leaderboard', () => {
  it('says the rank, the rating rounded with its deviation, and the games played', () => {
    expect(leaderRow(entry)).toEqual({
      rank: '3',
      name: 'Quiet Heron',
      rating: '1712 ± 62',
      ratingLabel: 'rating 1712, give or take 62',
      games: '14 games',
    });
  });

  it('counts with the language’s plural rules', () => {
    expect(leaderRow({ ...entry, games: 1 }).games).toBe('1 game');
    language.value = 'ja';
    expect(leaderRow(entry)).toMatchObject({ games: '14 局', rating: '1712 ± 62' });
    language.value = 'zh';
    expect(leaderRow({ ...entry, games: 1 }).games).toBe('1 局');
  });

  it('says who appears on a leaderboard, in every language', () => {
    expect(whoAppears()).toBe(
      'Players appear here once their rating is settled: a deviation of 75 or less, after about a dozen rated games.',
    );
    language.value = 'ja';
    expect(whoAppears()).toContain('75 以下');
    language.value = 'zh';
    expect(whoAppears()).toContain('不超过 75');
  });
});

describe('the games with a leaderboard', () => {
  const clients = [
    { id: 'knights', name: 'game.knights.name' },
    { id: 'twist', name: 'game.twist.name' },
    { id: 'junqi', name: 'game.junqi.name' },
    { id: 'guillotine', name: 'game.guillotine.name' },
  ] as const;
  const seats = (id: string, maxSeats: number) => ({ id, maxSeats });

  it('are those the server offers for more than one player, in the client’s order', () => {
    const offered = [seats('guillotine', 4), seats('twist', 1), seats('knights', 2)];
    expect(boardGames(clients, offered).map((g) => g.id)).toEqual(['knights', 'guillotine']);
    const all = [seats('knights', 2), seats('twist', 1), seats('junqi', 2), seats('guillotine', 4)];
    expect(boardGames(clients, all).map((g) => g.id)).toEqual(['knights', 'junqi', 'guillotine']);
  });

  it('are none before the server has said which games it has', () => {
    expect(boardGames(clients, null)).toEqual([]);
  });
});
