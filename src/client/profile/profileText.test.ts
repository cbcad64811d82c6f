import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n';
import type { ProfileGame, ProfileMatch } from './api';
import { gameName, gameRow, matchHref, matchRow, puzzleRow } from './profileText';

afterEach(() => {
  language.value = 'en';
});

const junqi: ProfileGame = {
  game: 'junqi',
  games: 12,
  wins: 7,
  losses: 4,
  draws: 1,
  rating: 1623.6,
  deviation: 87.2,
  provisional: false,
  finished: 11,
  left: 1,
  finishRate: 11 / 12,
};

const match = (more: Partial<ProfileMatch>): ProfileMatch => ({
  matchId: 'abc_DEF-12',
  game: 'guillotine',
  rated: true,
  seatedAt: Date.UTC(2026, 11, 1, 12),
  finishedAt: Date.UTC(2026, 11, 1, 13),
  outcome: 'lost',
  place: 2,
  seats: 4,
  left: false,
  ...more,
});

describe('a row of a game on the profile', () => {
  it('says games, won/lost/drawn, the rating rounded with its deviation, and the finish rate', () => {
    expect(gameRow(junqi)).toEqual({
      game: 'junqi',
      name: 'Junqi',
      played: '12 games',
      record: '7 / 4 / 1',
      recordLabel: '7 won, 4 lost, 1 drawn',
      rating: '1624 ± 87',
      provisional: null,
      finish: '92%',
      finishLabel: '92% of rated games finished (1 left of 12)',
    });
  });

  it('counts with the language’s plural rules', () => {
    const one = {
      ...junqi,
      games: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      finished: 1,
      left: 0,
      finishRate: 1,
    };
    expect(gameRow(one).played).toBe('1 game');
    language.value = 'ja';
    expect(gameRow(one).played).toBe('1 局');
    expect(gameRow(junqi).played).toBe('12 局');
    language.value = 'zh';
    expect(gameRow(junqi).played).toBe('12 局');
  });

  it('marks an uncertain rating provisional, and has no finish rate before a rated game', () => {
    const fresh = {
      ...junqi,
      deviation: 290,
      provisional: true,
      games: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      finished: 0,
      left: 0,
      finishRate: null,
    };
    const row = gameRow(fresh);
    expect(row.provisional).toBe('provisional');
    expect(row.finish).toBeNull();
    expect(row.finishLabel).toBeNull();
    language.value = 'ja';
    expect(gameRow(fresh).provisional).toBe('暫定');
    language.value = 'zh';
    expect(gameRow(fresh).provisional).toBe('暂定');
  });

  it('speaks Japanese and Chinese', () => {
    language.value = 'ja';
    expect(gameRow(junqi)).toMatchObject({
      recordLabel: '7 勝 4 敗 1 分',
      finishLabel: 'レーティング対局の 92% を最後まで対局（12 局中 1 局で退席）',
    });
    language.value = 'zh';
    expect(gameRow(junqi)).toMatchObject({
      name: '军棋',
      recordLabel: '7 胜 4 负 1 和',
    });
  });

  it('names a game the client does not know by its id', () => {
    expect(gameName('tally')).toBe('tally');
    expect(gameName('knights')).toBe('Knight placement');
  });
});

describe('a row of the latest games', () => {
  it('links to the match page and says how it went', () => {
    const row = matchRow(match({}));
    expect(row.href).toBe('/m/abc_DEF-12');
    expect(row.game).toBe('Guillotine');
    expect(row.result).toBe('rated · lost · place 2 of 4');
    expect(row.when).toMatch(/2026/);
    expect(matchHref('a b')).toBe('/m/a%20b');
  });

  it('says rated or casual, who left, what is unfinished; places only for more than two seats', () => {
    expect(matchRow(match({ outcome: 'lost', place: 4, left: true })).result).toBe(
      'rated · lost · place 4 of 4 · left the table',
    );
    expect(matchRow(match({ game: 'junqi', outcome: 'won', place: 1, seats: 2 })).result).toBe(
      'rated · won',
    );
    expect(matchRow(match({ outcome: 'drawn', place: 1, seats: 2 })).result).toBe('rated · drawn');
    const open = { outcome: null, place: null, seats: null, left: null, finishedAt: null };
    expect(matchRow(match({ ...open })).result).toBe('rated · not finished');
    expect(matchRow(match({ ...open, rated: false })).result).toBe('casual');
    expect(matchRow(match({ outcome: 'won', seats: 2, opponents: ['Ann', 'Bo'] })).result).toBe(
      'against Ann, Bo · rated · won',
    );
    language.value = 'ja';
    expect(matchRow(match({})).result).toBe('レーティング対象 · 負け · 4 人中 2 位');
    language.value = 'zh';
    expect(matchRow(match({ left: true })).result).toBe('计等级分 · 负 · 4 人中第 2 名 · 中途离开');
  });
});

describe('a puzzle row', () => {
  it('counts the challenges solved and shows the best times, the empty board named', () => {
    language.value = 'en';
    const row = puzzleRow({
      game: 'twist',
      challenges: 2,
      solves: 3,
      best: [
        { challenge: '', ms: 61_000 },
        { challenge: 'a1b2', ms: 125_000 },
      ],
    });
    expect(row.solved).toBe('2 challenges solved (3 in all)');
    expect(row.best).toEqual(['the empty board: 1:01', 'a1b2: 2:05']);
    expect(puzzleRow({ game: 'twist', challenges: 1, solves: 1, best: [] }).solved).toBe(
      '1 challenge solved (1 in all)',
    );
  });
});
