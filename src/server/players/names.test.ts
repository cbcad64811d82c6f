import { describe, expect, it } from 'vitest';
import { ADJECTIVES, ANIMALS, checkName, generatedName, MAX_NAME } from './names';
import { CONFUSABLE_COUNT, CONFUSABLES_VERSION, looksOf } from './skeleton';
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
    expect(code('a\u200bbc')).toBe('name-invisible');
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

  it('refuses what would let a name pass for another, each with its own code', () => {
    const code = (name: string) => {
      const c = checkName(name);
      return c.ok ? 'ok' : c.code;
    };
    // Invisible: the combining grapheme joiner, variation selectors, joiners.
    expect(code('Ada\u034f')).toBe('name-invisible');
    expect(code('Ad\u034fa')).toBe('name-invisible');
    expect(code('Ada\ufe0f')).toBe('name-invisible');
    expect(code('Ada\u{e0100}')).toBe('name-invisible');
    expect(code('A\u200dda')).toBe('name-invisible');
    // Blank names of Hangul fillers, which are letters by category; half-width and jamo fillers too.
    for (const filler of ['\u3164', '\u115f', '\u1160', '\uffa0']) {
      expect(code(filler.repeat(4)), filler).toBe('name-invisible');
      expect(code(`Ada${filler}Lovelace`), filler).toBe('name-invisible');
    }
    // Marks stacked on one letter; two are a letter of Vietnamese.
    expect(code('Za\u0301\u0302\u0303lgo')).toBe('name-marks');
    expect(code('Z\u0336\u0336\u0336\u0336oe')).toBe('name-marks');
    expect(code('Việt Nam')).toBe('ok');
    // Latin mixed with Cyrillic or Greek look-alikes.
    expect(code('аdmin')).toBe('name-scripts');
    expect(code('Pаrlour')).toBe('name-scripts');
    expect(code('Pаvel')).toBe('name-scripts');
    expect(code('Αlice')).toBe('name-scripts');
    expect(code('Иван Ivanov')).toBe('name-scripts');
    // What TR39 calls moderately restrictive is kept: one script, Japanese, Korean, Latin with one other.
    for (const name of [
      'Иван',
      'Ελένη',
      'こんにちは世界',
      '山田タロウ',
      '한국어Kim',
      'Ana मराठी',
      'Mira 星',
    ]) {
      expect(code(name), name).toBe('ok');
    }
    expect(code('Ελένη Иван')).toBe('name-scripts');
    // Look-alikes of reserved words, in any script and case.
    for (const name of ['Parl0ur', 'ADMlN', 'ΒΟΤ', 'Ρarlour', 'Sys tem', 'M0derator']) {
      expect(code(name), name).not.toBe('ok');
    }
    expect(code('Parl0ur')).toBe('name-reserved');
    expect(code('ΒΟΤ')).toBe('name-reserved');
  });

  it('gives names that look alike the same skeleton key (TR39)', () => {
    const same = (a: string, b: string) => {
      const x = looksOf(a);
      const y = looksOf(b);
      return x.exact === y.exact || x.lower === y.lower || x.upper === y.upper;
    };
    expect(same('Pavel', 'Pаvel')).toBe(true); // Cyrillic а
    expect(same('Bob', 'ΒΟΒ')).toBe(true); // Greek capitals
    expect(same('HOP', 'НОР')).toBe(true); // Cyrillic capitals
    expect(same('ace', 'асе')).toBe(true);
    expect(same('Emma', 'Ernrna')).toBe(true);
    expect(same('Ian', 'lan')).toBe(true);
    expect(same('B0b', 'BOb')).toBe(true);
    expect(same('Ada', 'ADA')).toBe(true);
    // Names that only share letters do not meet.
    expect(same('Eli', 'Ell')).toBe(false);
    expect(same('Ada', 'Ida')).toBe(false);
    expect(same('Mira', 'Nira')).toBe(false);
    expect(CONFUSABLES_VERSION).toBe('13.0.0');
    expect(CONFUSABLE_COUNT).toBe(6311);
  });

  it('compares names ignoring case, after NFKC', () => {
    expect(nameKey('ＡＤＡ')).toBe(nameKey('ada'));
    expect(nameKey('Straße')).toBe('straße');
    expect(nameKey('ΣΊΣΥΦΟΣ')).toBe(nameKey('σίσυφος'.toUpperCase()));
  });
});
