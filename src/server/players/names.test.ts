import { describe, expect, it } from 'vitest';
import { ADJECTIVES, ANIMALS, checkName, generatedName, MAX_NAME } from './names';
import { nameKey } from './store';

describe('names', () => {
  it('every generated name keeps the rules, with numbers of any length it uses', () => {
    for (const adjective of ADJECTIVES) {
      for (const animal of ANIMALS) {
        for (const digits of [2, 5]) {
          const name = `${adjective}${animal}${'9'.repeat(digits)}`;
          expect(name.length).toBeLessThanOrEqual(MAX_NAME);
          expect(checkName(name), name).toEqual({ ok: true, name });
        }
      }
    }
    expect(new Set(ADJECTIVES).size).toBe(ADJECTIVES.length);
    expect(new Set(ANIMALS).size).toBe(ANIMALS.length);
  });

  it('generates an adjective, an animal and a number', () => {
    expect(generatedName(2, () => 0)).toBe(`${ADJECTIVES[0]}${ANIMALS[0]}10`);
    expect(generatedName(3, (n) => n - 1)).toBe(`${ADJECTIVES.at(-1)}${ANIMALS.at(-1)}999`);
    expect(generatedName()).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9]\d$/);
  });

  it('accepts letters of any script, digits, spaces, _ and -', () => {
    for (const name of [
      'Ada',
      'ada_99',
      'Jean-Luc',
      'Mira 星',
      '山田太郎',
      'Ølaf',
      'नमस्ते',
      'Zoë',
    ]) {
      expect(checkName(name).ok, name).toBe(true);
    }
    // Kept as NFKC: full-width letters become plain ones.
    expect(checkName('Ａｄａ')).toEqual({ ok: true, name: 'Ada' });
  });

  it('refuses with a stable code for each rule', () => {
    const code = (name: string) => {
      const c = checkName(name);
      return c.ok ? 'ok' : c.code;
    };
    expect(code('ab')).toBe('name-length');
    expect(code('山田')).toBe('name-length');
    expect(code('x'.repeat(21))).toBe('name-length');
    expect(code('a.b.c')).toBe('name-characters');
    expect(code('<script>')).toBe('name-characters');
    expect(code('___')).toBe('name-characters');
    expect(code('a\u200bbc')).toBe('name-characters');
    expect(code('ab ')).toBe('name-spaces');
    expect(code('a  b')).toBe('name-spaces');
    for (const reserved of [
      'admin',
      'ADMIN2',
      'Parlour',
      'par_lour',
      'computer',
      'Friend',
      'guest',
      'Moderator',
      'SiteAdmin',
      'player 2',
    ]) {
      expect(code(reserved), reserved).toBe('name-reserved');
    }
  });

  it('compares names ignoring case, after NFKC', () => {
    expect(nameKey('ＡＤＡ')).toBe(nameKey('ada'));
    expect(nameKey('Straße')).toBe('straße');
    expect(nameKey('ΣΊΣΥΦΟΣ')).toBe(nameKey('σίσυφος'.toUpperCase()));
  });
});
