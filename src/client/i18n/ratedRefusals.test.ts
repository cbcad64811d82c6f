import { afterEach, describe, expect, it } from 'vitest';
import { language, momentText, translateError } from '.';

afterEach(() => {
  language.value = 'en';
});

const at = new Date(2026, 11, 3, 18, 30).getTime();

describe('the refusals of a rated table', () => {
  it('word each code in every language', () => {
    for (const code of ['rated-needs-people', 'rated-needs-player', 'rated-same-player']) {
      for (const lang of ['en', 'ja', 'zh'] as const) {
        language.value = lang;
        expect(translateError({ code, message: 'server text' })).not.toBe('server text');
      }
    }
  });

  it('name the moment a player may open rated tables again, in their language', () => {
    const en = translateError({ code: 'rated-not-now', message: 'x', params: { until: at } });
    expect(en).toBe(
      `You left too many rated games unfinished: rated games again from ${momentText(at)}.`,
    );
    expect(en).not.toContain(String(at));
    language.value = 'ja';
    const ja = translateError({ code: 'rated-not-now', message: 'x', params: { until: at } });
    expect(ja).toContain(momentText(at));
    expect(ja).not.toContain('{until}');
    // Without a moment (the server did not give one): no placeholder shows.
    language.value = 'en';
    expect(translateError({ code: 'rated-not-now', message: 'x' })).toBe(
      'You left too many rated games unfinished: for a while you may open casual games only.',
    );
  });

  it('give a moment today as a time, another day with its date', () => {
    const today = new Date(2026, 11, 3, 9, 0).getTime();
    const later = new Date(2026, 11, 5, 9, 0).getTime();
    expect(momentText(at, today)).not.toMatch(/2026/);
    expect(momentText(at, later)).toMatch(/2026/);
  });
});
