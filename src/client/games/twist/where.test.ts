import { afterEach, describe, expect, it } from 'vitest';
import { type PiecePlacement, parsePlacement } from '../../../games/twist';
import { language } from '../../i18n';
import { areaName } from './where';

const piece = (s: string): PiecePlacement => {
  const p = parsePlacement(s);
  if (!p.ok || p.value.kind !== 'piece') throw new Error(s);
  return p.value;
};

afterEach(() => {
  language.value = 'en';
});

describe('areaName', () => {
  it("names the columns and rows a piece covers, as the board's labels do", () => {
    // The red L flat at 6B: three loops along row B, one below its end.
    expect(areaName(piece('a6B0'))).toBe('columns 6–8, rows B–C');
    // The blue bar turned upright at 8A: one column, all four rows.
    expect(areaName(piece('c8A1'))).toBe('column 8, rows A–D');
    expect(areaName(piece('h1D0'))).toBe('columns 1–3, row D');
  });

  it('leaves out what hangs off the board', () => {
    expect(areaName(piece('c7D0'))).toBe('columns 7–8, row D');
  });

  it('speaks Japanese and Chinese', () => {
    language.value = 'ja';
    expect(areaName(piece('a6B0'))).toBe('6–8列・B–C行');
    language.value = 'zh';
    expect(areaName(piece('c8A1'))).toBe('第 8 列、A–D 行');
  });
});
