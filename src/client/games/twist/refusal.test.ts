import { afterEach, describe, expect, it } from 'vitest';
import { checkBoard, parsePlacement, placementError } from '../../../games/twist';
import { language } from '../../i18n';
import { pieceList } from './names';
import { refusalText } from './refusal';

const STARTER = 'b5A4i7D0j8B0k2C0k1C0l4B0l5D0';

/** The rules module's own refusal of a placement on the Starter 1 board, told to a player. */
function refused(s: string): string {
  const board = checkBoard(STARTER);
  const p = parsePlacement(s);
  if (!board.ok || !p.ok || p.value.kind !== 'piece') throw new Error(s);
  const error = placementError(board.value, p.value);
  if (!error) throw new Error(`${s} fits`);
  return refusalText(error, p.value.piece);
}

afterEach(() => {
  language.value = 'en';
});

describe('refusalText', () => {
  it('names pieces by colour and shape, never by letter or placement string', () => {
    expect(refused('a1C0')).toBe(
      'The red L would cover the green peg at 1C: only a green piece may go over it.',
    );
    expect(refused('c4A0')).toBe('The blue bar would overlap the red zigzag at 6A.');
    expect(refused('c7D0')).toBe('The blue bar would hang off the board.');
    expect(refused('b1A0')).toBe('The red zigzag is already on the board.');
  });

  it('speaks Japanese and Chinese', () => {
    language.value = 'ja';
    expect(refused('c4A0')).toBe('青の棒が6Aで赤のジグザグと重なります。');
    language.value = 'zh';
    expect(refused('c7D0')).toBe('蓝色长条会超出棋盘。');
  });
});

describe('pieceList', () => {
  it('joins names as the language joins a list', () => {
    expect(pieceList(['c'])).toBe('blue bar');
    expect(pieceList(['a', 'c'])).toBe('red L and blue bar');
    language.value = 'ja';
    expect(pieceList(['a', 'c'])).toBe('赤のL字、青の棒');
  });
});
