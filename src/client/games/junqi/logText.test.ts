import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { logText } from './logText';
import type { RecordedMove } from './record';

const move = (m: Partial<RecordedMove>): { kind: 'move'; move: RecordedMove } => ({
  kind: 'move',
  move: { ply: 1, side: 'blue', from: 'c6', to: 'c7', result: null, ...m },
});

describe('the move log', () => {
  setLanguage('en');

  it('tells the viewer its own part in each attack', () => {
    expect(logText(move({ result: 'won', own: { rank: 7, role: 'attacker' } }), 'blue')).toBe(
      'Your captain took a piece on c7.',
    );
    expect(logText(move({ result: 'lost', own: { rank: 6, role: 'attacker' } }), 'blue')).toBe(
      'Your major attacked c7 and was removed.',
    );
    expect(
      logText(
        move({ side: 'red', to: 'b4', result: 'won', own: { rank: 5, role: 'defender' } }),
        'blue',
      ),
    ).toBe('Red attacked your colonel on b4: your colonel was removed.');
    expect(logText(move({ result: 'both' }), null)).toBe(
      'Blue attacked c7 from c6: both pieces removed.',
    );
    expect(logText(move({}), 'blue')).toBe('You moved c6–c7.');
  });

  it('says how the game ended, in the order it happened', () => {
    expect(logText({ kind: 'over', winner: 'blue', reason: 'flag-captured' }, 'red')).toBe(
      'Red’s flag was captured. Blue won.',
    );
    expect(logText({ kind: 'over', winner: null, reason: 'quiet-draw' }, null)).toBe(
      '60 plies went by without an attack. A draw.',
    );
    expect(logText({ kind: 'over', winner: 'blue', reason: 'resigned' }, 'blue')).toBe(
      'Red resigned. Blue won.',
    );
    expect(logText({ kind: 'over', winner: 'red', reason: 'resigned' }, null)).toBe(
      'Blue resigned. Red won.',
    );
  });

  it('tells a flag shown, the enemy’s and the viewer’s own', () => {
    expect(logText({ kind: 'flag', side: 'red', square: 'b12' }, 'blue')).toBe(
      'Red’s flag is shown: it stands on b12.',
    );
    expect(logText({ kind: 'flag', side: 'blue', square: 'd1' }, 'blue')).toBe(
      'Your field marshal has fallen: Red is shown your flag on d1.',
    );
  });
});
