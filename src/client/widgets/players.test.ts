import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n';
import { sentenceNamer } from './names';
import { playerName, resultText, seatLegend, seatName, seatProfile } from './players';
import { botSeat, humanSeat as human, tableState as state } from './table-state.fixture';

afterEach(() => {
  language.value = 'en';
});

const bot = botSeat('beginner');

const aiko = human({ player: { name: 'Aiko', rating: 1623.4, finishRate: 92 } });
const bo = human({ player: { name: 'Bo' } });

describe('the players of a table between people', () => {
  it('calls the other player by name, this browser "You"', () => {
    const s = state([aiko, bo]);
    expect(seatName(s, [1], 0)).toBe('Aiko');
    expect(seatName(s, [1], 1)).toBe('You');
    expect(seatName(s, [0], 1)).toBe('Bo');
    // Without a name from the server: "Friend", as before.
    expect(seatName(state([human(), human()]), [0], 1)).toBe('Friend');
  });

  it('shows the rating beside the name in a legend, once it is no longer provisional', () => {
    const s = state([aiko, bo]);
    expect(seatLegend(s, [1], 0)).toBe('Aiko · 1623');
    expect(seatLegend(s, [0], 1)).toBe('Bo');
    expect(seatLegend(state([human(), bot]), [0], 1)).toBe('Computer (Beginner)');
  });

  it('links a legend to the profile of the other player only', () => {
    const s = state([aiko, human({ player: { name: 'Ōta Sō' } })]);
    expect(seatProfile(s, [1], 0)).toBe('/p/Aiko');
    expect(seatProfile(s, [0], 1)).toBe(`/p/${encodeURIComponent('Ōta Sō')}`);
    expect(seatProfile(s, [0], 0)).toBeNull();
    expect(seatProfile(state([human(), human()]), [0], 1)).toBeNull();
  });

  it('names players for a spectator, and numbers one screen\u2019s seats', () => {
    expect([0, 1].map((seat) => seatName(state([aiko, bo]), [], seat))).toEqual(['Aiko', 'Bo']);
    // One player at both seats: names would not tell them apart.
    const same = human({ player: { name: 'Aiko' } });
    expect(playerName(state([same, same]), 0)).toBeNull();
    expect([0, 1].map((seat) => seatName(state([same, same]), [0, 1], seat))).toEqual([
      'Player 1',
      'Player 2',
    ]);
    expect([0, 1].map((seat) => seatName(state([same, same]), [], seat))).toEqual([
      'Player 1',
      'Player 2',
    ]);
  });

  it('uses the name in sentences', () => {
    const s = state([aiko, bo], { outcome: { winners: [1], reason: 'resigned' } });
    expect(resultText(s, [1])).toBe('Aiko resigned. You won!');
    expect(sentenceNamer(s, [1])(0)).toBe('Aiko');
    expect(sentenceNamer(state([human(), human()]), [1])(0)).toBe('your friend');
  });

  it('speaks Japanese and Chinese', () => {
    const s = state([aiko, bo]);
    language.value = 'ja';
    expect(seatLegend(s, [1], 0)).toBe('Aiko · 1623');
    expect(seatName(s, [0], 0)).toBe('あなた');
    language.value = 'zh';
    expect(seatName(s, [0], 0)).toBe('你');
  });
});
