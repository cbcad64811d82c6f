/**
 * Every refusal code the source can produce follows one convention (docs/architecture.md, "Bad
 * input and floods"), and every platform code has its text in every language. The codes are read
 * from the source itself — `fail('…'`, `ruleError('…'`, `code: '…'` — so a new one cannot be
 * forgotten.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import type { Message } from './types';

const SRC = join(__dirname, '..', '..');
const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PLATFORM_CODE = new RegExp(`^${KEBAB}$`);
const GAMES = readdirSync(join(SRC, 'games'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The modules of a folder, without tests and their fixtures (toy games with codes of their own). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !/\.(?:test|fixture)\.tsx?$/.test(d.name) ? [path] : [];
  });
}

interface Found {
  readonly code: string;
  /** Where it was found, from src/: `core/match.ts:12`. */
  readonly at: string;
  /** The game whose folder it is in (src/games/<id>, src/client/games/<id>), if any. */
  readonly game: string | null;
}

const WRITTEN = [/\b(?:fail|ruleError)\(\s*'([^']*)'/g, /\bcode:\s*'([^']*)'/g];
/** In a rules module every string naming a game is a code (its texts live in the client). */
const GAME_CODE = new RegExp(`'((?:${GAMES.join('|')})\\.[^']*)'`, 'g');

const fileOf = (path: string) => relative(SRC, path).split(sep).join('/');
/** The command line's `fail` takes a sentence, not a code. */
const scanned = sources(SRC).filter((path) => !fileOf(path).startsWith('cli/'));

/** Every code written in src/, where it was written. */
const found: Found[] = scanned.flatMap((path) => {
  const text = readFileSync(path, 'utf8');
  const file = fileOf(path);
  const game = /^(?:client\/)?games\/([^/]+)\//.exec(file)?.[1] ?? null;
  const patterns = file.startsWith('games/') ? [...WRITTEN, GAME_CODE] : WRITTEN;
  return patterns.flatMap((re) =>
    [...text.matchAll(re)].map((m) => ({
      code: m[1]!,
      at: `${file}:${text.slice(0, m.index).split('\n').length}`,
      game,
    })),
  );
});

const platformCodes = [
  ...new Set(found.filter((f) => !f.code.includes('.')).map((f) => f.code)),
].sort();

const en = catalogues.en as Readonly<Record<string, Message>>;

describe('refusal codes', () => {
  it('are found in the source', () => {
    // The scan itself works: codes of the server, of the rules, of the browser.
    for (const code of ['no-such-match', 'draw-offered', 'bad-token', 'offline'])
      expect(platformCodes).toContain(code);
    expect(found.map((f) => f.code)).toContain('junqi.placement-flag');
  });

  it('are plain kebab-case for the platform, <game>.<kebab-case> for a game', () => {
    for (const { code, at, game } of found) {
      const dot = code.indexOf('.');
      if (dot < 0) {
        expect(code, at).toMatch(PLATFORM_CODE);
        continue;
      }
      const owner = code.slice(0, dot);
      expect(GAMES, `${at}: ${code}`).toContain(owner);
      if (game !== null) expect(owner, `${at}: ${code}`).toBe(game);
      expect(code.slice(dot + 1), at).toMatch(PLATFORM_CODE);
    }
  });

  it('of a game, when not its own, are platform codes the platform words', () => {
    for (const { code, at, game } of found) {
      if (game !== null && !code.includes('.'))
        expect(en, `${at}: ${code}`).toHaveProperty([`error.${code}`]);
    }
  });

  it('of the platform are written out where they are made, so this scan sees them all', () => {
    // A rules module may build a refusal from parts (its codes are its strings, above); the
    // platform writes each code in the call that makes the refusal.
    const unwritten = scanned.flatMap((path) => {
      const file = fileOf(path);
      if (file === 'core/errors.ts' || /^(?:client\/)?games\//.test(file)) return [];
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/\b(?:fail|ruleError)\(\s*(?!')\S/g)].map(
        (m) => `${file}:${text.slice(0, m.index).split('\n').length}`,
      );
    });
    expect(unwritten).toEqual([]);
  });
});

describe.each(['en', 'ja', 'zh'] as const)('platform refusals in %s', (lang) => {
  const table = catalogues[lang] as Readonly<Record<string, Message>>;

  it.each(platformCodes)('%s has a text', (code) => {
    expect(table, `error.${code}`).toHaveProperty([`error.${code}`]);
    if (lang !== 'en')
      expect(table[`error.${code}`], `error.${code}`).not.toEqual(en[`error.${code}`]);
  });
});
