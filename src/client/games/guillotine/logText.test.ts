import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../games/guillotine/series';
import { setLanguage } from '../../i18n';
import { type LogContext, logLine } from './logText';

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
      'Deal 2 (Dominoes, You dealt): You −30, West 0, North 0, East −10',
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
});
