import { describe, expect, it } from 'vitest';
import { fill, format, pluralCategory } from './format';

const seats = { one: '{count} open seat', other: '{count} open seats' } as const;

describe('plural forms', () => {
  it('picks one and other in English', () => {
    expect(format(seats, 'en', { count: 1 })).toBe('1 open seat');
    expect(format(seats, 'en', { count: 0 })).toBe('0 open seats');
    expect(format(seats, 'en', { count: 2 })).toBe('2 open seats');
    expect(format(seats, 'en', { count: 21 })).toBe('21 open seats');
  });

  it('uses other for every count in Japanese and Chinese', () => {
    for (const lang of ['ja', 'zh']) {
      for (const count of [0, 1, 2, 11]) expect(pluralCategory(lang, count)).toBe('other');
    }
    expect(format({ other: '空席 {count}' }, 'ja', { count: 1 })).toBe('空席 1');
    expect(format({ other: '空位 {count}' }, 'zh', { count: 1 })).toBe('空位 1');
  });

  it('falls back to other when the language has a form the message lacks', () => {
    // English "one" for 1, but this message only wrote "other".
    expect(format({ other: '{count} x' }, 'en', { count: 1 })).toBe('1 x');
  });

  it('uses other when no count is given', () => {
    expect(format(seats, 'en')).toBe('{count} open seats');
    expect(format(seats, 'en', { count: '1' })).toBe('1 open seats');
  });
});

describe('fill', () => {
  it('fills named placeholders and keeps unknown ones visible', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fill('{a}')).toBe('{a}');
  });

  it('leaves a plain string alone apart from its placeholders', () => {
    expect(format('Move {n}', 'en', { n: 3, count: 1 })).toBe('Move 3');
  });
});
