import { afterEach, describe, expect, it } from 'vitest';
import type { MatchStateMessage, SeatInfo } from '../../../core/wire';
import { language } from '../../i18n';
import { botSeat, humanSeat as human, tableState } from '../../widgets/table-state.fixture';
import { seatLegend, seatNamer } from './seats';

afterEach(() => {
  language.value = 'en';
});

const bot = botSeat('random');

const table = (seats: SeatInfo[]): MatchStateMessage =>
  tableState(seats, {
    game: 'guillotine',
    table: { ...tableState([]).table, onTimeout: 'bot', rated: false },
  });

const names = (state: MatchStateMessage, mine: number[]) =>
  [0, 1, 2, 3].map(seatNamer(state, mine));

describe('the names of the seats', () => {
  it('numbers the other people in seat order, open seats included, and keeps computers by compass', () => {
    const state = table([human({ taken: false }), bot, human(), human()]);
    expect(names(state, [2])).toEqual(['Friend 1', 'East', 'You', 'Friend 2']);
    expect(names(state, [3])).toEqual(['Friend 1', 'East', 'Friend 2', 'You']);
    expect(seatLegend(state, [2], 1)).toBe('Computer (Random cards)');
    expect(seatLegend(state, [2], 3)).toBe('Friend 2');
  });

  it('calls a single friend "Friend", and a spectator sees numbered players', () => {
    const state = table([human(), bot, human(), bot]);
    expect(names(state, [2])).toEqual(['Friend', 'East', 'You', 'West']);
    expect(names(state, [])).toEqual(['Player 1', 'East', 'Player 3', 'West']);
  });

  it('keeps a name while the computer plays for that person', () => {
    const state = table([human({ away: true, level: 'random' }), bot, human(), human()]);
    expect(names(state, [2])).toEqual(['Friend 1', 'East', 'You', 'Friend 2']);
  });

  it("names other people by their player's name, with the rating in the legend", () => {
    const aiko = human({ player: { name: 'Aiko', rating: 1623, finishRate: 92 } });
    const bo = human({ player: { name: 'Bo' } });
    const me = human({ player: { name: 'Cai', rating: 1480 } });
    const state = table([aiko, bot, me, bo]);
    expect(names(state, [2])).toEqual(['Aiko', 'East', 'You', 'Bo']);
    expect(seatLegend(state, [2], 0)).toBe('Aiko · 1623');
    // Provisional (no rating given): the name alone.
    expect(seatLegend(state, [2], 3)).toBe('Bo');
    expect(seatLegend(state, [2], 2)).toBe('You · 1480');
    // A spectator reads everyone's name; an unnamed seat keeps its number.
    expect(names(table([aiko, bot, human(), bo]), [])).toEqual(['Aiko', 'East', 'Player 3', 'Bo']);
    // Unnamed people among named ones keep their numbers in seat order.
    expect(names(table([aiko, human(), me, human()]), [2])).toEqual([
      'Aiko',
      'Friend 2',
      'You',
      'Friend 3',
    ]);
  });

  it('speaks Japanese and Chinese', () => {
    const state = table([human(), bot, human(), human()]);
    language.value = 'ja';
    expect(names(state, [2])).toEqual(['友だち1', '東', 'あなた', '友だち2']);
    language.value = 'zh';
    expect(names(state, [2])).toEqual(['朋友 1', '东', '你', '朋友 2']);
  });
});
