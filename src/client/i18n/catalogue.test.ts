/** The runtime mirror of the Translation type: it also catches a table cast or built by hand. */
import { describe, expect, it } from 'vitest';
import { catalogues, messageBundles } from './catalogues';
import type { Message } from './types';

const placeholders = (m: Message): Set<string> =>
  new Set(
    (typeof m === 'string' ? [m] : Object.values(m)).flatMap((text) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!),
    ),
  );

const owners = Object.keys(messageBundles).filter((o) => o !== 'platform');

describe.each(Object.entries(messageBundles))('%s messages', (owner, bundle) => {
  const english = bundle.en as Readonly<Record<string, Message>>;

  it.each(Object.keys(bundle))('%s has exactly the keys of English', (lang) => {
    const table = bundle[lang as keyof typeof bundle];
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(bundle))('%s counts exactly what English counts', (lang) => {
    const table = bundle[lang as keyof typeof bundle] as Readonly<Record<string, Message>>;
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(table)) {
      expect(typeof message, key).toBe(typeof english[key]);
      if (typeof message === 'string') continue;
      expect(message.other, key).toBeTypeOf('string');
      for (const form of Object.keys(message))
        expect(categories, `${key}: ${form}`).toContain(form);
    }
  });

  it.each(Object.keys(bundle))('%s uses only the placeholders of English', (lang) => {
    const table = bundle[lang as keyof typeof bundle] as Readonly<Record<string, Message>>;
    for (const [key, message] of Object.entries(table)) {
      const known = placeholders(english[key]!);
      for (const name of placeholders(message)) expect(known, `${key}: {${name}}`).toContain(name);
    }
  });

  it('keeps to its namespace', () => {
    for (const key of Object.keys(english)) {
      const game = owners.find((g) => key.startsWith(`${g}.`) || key.startsWith(`game.${g}.`));
      expect(game ?? 'platform', key).toBe(owner);
    }
  });
});

describe('the merged tables', () => {
  it('lose no key to another bundle', () => {
    const total = Object.values(messageBundles).reduce((n, b) => n + Object.keys(b.en).length, 0);
    for (const table of Object.values(catalogues)) expect(Object.keys(table)).toHaveLength(total);
  });
});
