import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../games/guillotine/series';
import { setLanguage } from '../../i18n';
import { botSeat, humanSeat } from '../../widgets/table-state.fixture';
import type { TableEvent } from './events';
import { computerMoves, type LogContext, logLine } from './logText';

const names = ['North', 'East', 'You', 'West'];
const record = (dealer: 0 | 1 | 2 | 3, game: DealRecord['game'], deltas: number[]): DealRecord => ({
  dealer,
  game,
  deltas,
  hands: [[], [], [], []],
  trickWinners: [],
  out: [],
});
const history = [record(1, 'spades', [10, 0, 5, 15]), record(2, 'dominoes', [0, -10, -30, 0])];
const ctx: LogContext = {
  name: (s) => names[s]!,
  you: 2,
  order: [2, 3, 0, 1],
  history,
};
const text = (e: Parameters<typeof logLine>[0]) => logLine(e, ctx)?.text;

describe('the log', () => {
  setLanguage('en');

  it('tells plays, tricks and who went out', () => {
    expect(text({ type: 'played', seat: 1, card: 'QS' })).toBe('East played Q♠');
    expect(text({ type: 'played', seat: 2, card: '10D' })).toBe('You played 10♦');
    expect(text({ type: 'trick', winner: 2, cards: [] })).toBe('You won the trick');
    expect(text({ type: 'out', seat: 0, place: 1 })).toBe('North went out first');
    expect(text({ type: 'passed', seat: 3 })).toBe('West passed');
  });

  it('scores a deal by its number in the series, seats in the order of the table', () => {
    expect(text({ type: 'deal-over', deal: history[1]!, totals: [10, -10, -25, 15] })).toBe(
      'Deal 2 (Dominoes, you dealt): You −30, West 0, North 0, East −10',
    );
    expect(text({ type: 'deal-over', deal: history[0]!, totals: [10, 0, 5, 15] })).toBe(
      'Deal 1 (Spades, East dealt): You +5, West +15, North +10, East 0',
    );
  });

  it('says when a call was made for the dealer, and writes a new deal once', () => {
    expect(text({ type: 'chose', seat: 0, game: 'dominoes', auto: true })).toBe(
      'North’s last game: Dominoes',
    );
    expect(text({ type: 'chose', seat: 2, game: 'queens', auto: true })).toBe(
      'Your last game: Queens',
    );
    expect(text({ type: 'dealt', dealNo: 2, dealer: 3 })).toBe('Deal 3: West deals');
    expect(text({ type: 'dealt', dealNo: 2, dealer: 3, cards: ['7S'] })).toBeUndefined();
    expect(text({ type: 'takeover', seat: 0 })).toBe('The computer plays for North');
  });

  it('speaks to the viewer about their own seat, in every language', () => {
    const news = (type: 'left' | 'returned' | 'takeover' | 'timeout' | 'resigned') =>
      text({ type, seat: 2 });
    expect(
      ['left', 'takeover', 'returned', 'timeout', 'resigned'].map((x) => news(x as 'left')),
    ).toEqual([
      'You left the table',
      'The computer plays for you',
      'You are back',
      'Your time ran out',
      'You resigned',
    ]);
    expect(text({ type: 'returned', seat: 0 })).toBe('North is back');
    setLanguage('ja');
    expect(news('takeover')).toBe('コンピューターがあなたの代わりにプレイ');
    expect(logLine({ type: 'played', seat: 2, card: 'QS' }, ctx, true)?.text).toBe(
      'コンピューターがあなたの代わりにQ♠を出した',
    );
    setLanguage('zh');
    expect(news('returned')).toBe('你回来了');
    expect(logLine({ type: 'passed', seat: 0 }, ctx, true)?.text).toBe('电脑替North过');
    setLanguage('en');
  });

  it('says which cards the computer played for a person', () => {
    expect(logLine({ type: 'played', seat: 2, card: '9D' }, ctx, true)?.text).toBe(
      'The computer played 9♦ for you',
    );
    expect(logLine({ type: 'played', seat: 0, card: 'AH' }, ctx, true)?.text).toBe(
      'The computer played A♥ for North',
    );
    expect(logLine({ type: 'chose', seat: 2, game: 'spades', auto: false }, ctx, true)?.text).toBe(
      'The computer chose Spades for you',
    );
  });
});

describe('who made each move', () => {
  const seat = humanSeat;
  const bot = botSeat('random');
  const played = (s: 0 | 1 | 2 | 3, card: 'AS' | 'KS' | 'QS' | 'JS' = 'AS'): TableEvent => ({
    type: 'played',
    seat: s,
    card,
  });

  it('follows the computer standing in from a takeover until the player is back', () => {
    const seats = [seat(), bot, seat(), bot];
    const events: TableEvent[] = [
      played(2),
      played(3),
      { type: 'resigned', seat: 2 },
      { type: 'takeover', seat: 2 },
      played(2, 'KS'),
      played(3, 'KS'),
      { type: 'returned', seat: 2 },
      played(2, 'QS'),
    ];
    expect(computerMoves(events, seats)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('takes what happened before the oldest event from the seats as they are', () => {
    expect(
      computerMoves([played(0)], [seat({ level: 'random', away: true }), bot, bot, bot]),
    ).toEqual([true]);
    expect(
      computerMoves(
        [played(0), { type: 'returned', seat: 0 }, played(0, 'KS')],
        [seat(), bot, bot, bot],
      ),
    ).toEqual([true, false, false]);
  });

  it('counts the one move made for a player whose time ran out', () => {
    const events: TableEvent[] = [{ type: 'timeout', seat: 0 }, played(0), played(0, 'KS')];
    expect(computerMoves(events, [seat(), bot, bot, bot])).toEqual([false, true, false]);
  });
});
