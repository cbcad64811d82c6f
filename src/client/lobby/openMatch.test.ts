import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
import { language } from '../i18n';
import { describeOpenMatch, isRated, waitedFor } from './openMatch';

afterEach(() => {
  language.value = 'en';
});

const seat = (kind: 'human' | 'bot', taken: boolean, level?: string): SeatInfo => ({
  kind,
  ...(level ? { level } : {}),
  taken,
  connected: taken,
  away: false,
  resigned: false,
});

const MIN = 60_000;
const NOW = 1_000 * MIN;

const listed = (seats: SeatInfo[], more: Partial<LobbyEntry> = {}): LobbyEntry => ({
  matchId: 'abcdef',
  game: 'knights',
  options: {},
  seats,
  createdAt: NOW - 3 * MIN,
  version: 0,
  finished: false,
  ...more,
});

describe('a row of open matches', () => {
  it('says a player waits, and for how long', () => {
    const row = describeOpenMatch(listed([seat('human', true), seat('human', false)]), NOW);
    expect(row).toEqual({ about: ['a player is waiting', 'for 3 min'], joinable: true });
  });

  it('names the waiting player, with their rating and how often they finish rated games', () => {
    const waiting = {
      ...seat('human', true),
      player: { name: 'Aiko', rating: 1623, finishRate: 92 },
    };
    const row = describeOpenMatch(listed([waiting, seat('human', false)]), NOW);
    expect(row).toEqual({
      about: ['Aiko (1623) is waiting', 'finishes 92% of rated games', 'for 3 min'],
      joinable: true,
    });
    // A provisional rating is not shown, nor a finish rate before any rated game.
    const fresh = { ...seat('human', true), player: { name: 'Bo' } };
    expect(describeOpenMatch(listed([fresh, seat('human', false)]), NOW).about).toEqual([
      'Bo is waiting',
      'for 3 min',
    ]);
    language.value = 'ja';
    expect(describeOpenMatch(listed([waiting, seat('human', false)]), NOW).about).toEqual([
      'Aiko（1623）が待っています',
      'レーティング対局の 92% を最後まで指す',
      '3 分前から',
    ]);
    language.value = 'zh';
    expect(describeOpenMatch(listed([waiting, seat('human', false)]), NOW).about[1]).toBe(
      '下完 92% 的计分对局',
    );
  });

  it('names the seated players of a larger table', () => {
    const aiko = { ...seat('human', true), player: { name: 'Aiko', rating: 1623 } };
    const bo = { ...seat('human', true), player: { name: 'Bo' } };
    const row = describeOpenMatch(
      listed([aiko, bo, seat('human', false), seat('human', false)]),
      NOW,
    );
    expect(row.about).toEqual(['2 of 4 seats open', 'Aiko (1623) and Bo', 'for 3 min']);
  });

  it('tells a rated table by what the server says of it', () => {
    const seats = [seat('human', true), seat('human', false)];
    expect(isRated(listed(seats))).toBe(false);
    expect(isRated({ ...listed(seats), rated: true } as LobbyEntry)).toBe(true);
    expect(isRated({ ...listed(seats), rated: false } as LobbyEntry)).toBe(false);
  });

  it('counts the open seats of a larger table and names the bots', () => {
    const seats = [seat('human', true), seat('human', false), seat('human', false)];
    const row = describeOpenMatch(listed([...seats, seat('bot', true, 'casual')]), NOW);
    expect(row.about).toEqual(['2 of 4 seats open', 'with the computer (Casual)', 'for 3 min']);
  });

  it('offers to watch a match whose seats are all taken', () => {
    const row = describeOpenMatch(
      listed([seat('human', true), seat('human', true)], { version: 7 }),
      NOW,
    );
    expect(row).toEqual({ about: ['in play', '7 moves'], joinable: false });
  });

  it('says how long in the largest unit, with plurals', () => {
    expect(waitedFor(-5_000)).toBe('just now');
    expect(waitedFor(MIN)).toBe('for 1 min');
    expect(waitedFor(90 * MIN)).toBe('for 1 hour');
    expect(waitedFor(5 * 60 * MIN)).toBe('for 5 hours');
    expect(waitedFor(3 * 24 * 60 * MIN)).toBe('for 3 days');
    language.value = 'ja';
    expect(waitedFor(3 * MIN)).toBe('3 分前から');
    language.value = 'zh';
    expect(waitedFor(3 * MIN)).toBe('已等 3 分钟');
  });
});
