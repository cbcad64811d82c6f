/**
 * The "How to play" pages in a real browser: each game's lobby card links to its page, which has
 * its headings and pictures (each named for screen readers) and fits a phone without sideways
 * scrolling; the pages speak Japanese and Chinese; the game's own start page and its match page
 * link there too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guillotineMessages } from '../../src/client/games/guillotine/messages';
import { junqiMessages } from '../../src/client/games/junqi/messages';
import { knightsMessages } from '../../src/client/games/knights/messages';
import { twistMessages } from '../../src/client/games/twist/messages';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

type Lang = 'en' | 'ja' | 'zh';
type Texts = Readonly<Record<string, unknown>>;

interface GameCase {
  readonly id: string;
  /** The game's own page, where its new games start. */
  readonly home: string;
  readonly texts: Readonly<Record<Lang, Texts>>;
  /** The ids of the sections, in order: their headings are `<game>.howTo.<id>.title`. */
  readonly sections: readonly string[];
}

const GAMES: readonly GameCase[] = [
  {
    id: 'knights',
    home: '/knights',
    texts: knightsMessages,
    sections: ['jump', 'place', 'end', 'here'],
  },
  {
    id: 'twist',
    home: '/twist',
    texts: twistMessages,
    sections: ['pieces', 'pegs', 'turn', 'solve'],
  },
  {
    id: 'junqi',
    home: '/junqi',
    texts: junqiMessages,
    sections: ['board', 'setup', 'move', 'engineer', 'combat', 'see', 'end'],
  },
  {
    id: 'guillotine',
    home: '/guillotine',
    texts: guillotineMessages,
    sections: ['cards', 'series', 'games', 'trick', 'dominoes', 'score'],
  },
];

const text = (g: GameCase, lang: Lang, key: string): string => {
  const value = g.texts[lang][`${g.id}.howTo.${key}`];
  if (typeof value !== 'string') throw new Error(`no text ${g.id}.howTo.${key} in ${lang}`);
  return value;
};
const title = (g: GameCase, lang: Lang) => text(g, lang, 'title');
const headings = (g: GameCase, lang: Lang) => g.sections.map((s) => text(g, lang, `${s}.title`));

/** The page's h1 and h2 texts, once the page has its heading. */
async function pageHeadings(page: Page): Promise<{ h1: string; h2: string[] }> {
  await page.locator('.howto h1').waitFor();
  return {
    h1: (await page.locator('.howto h1').textContent()) ?? '',
    h2: await page.locator('.howto h2').allTextContents(),
  };
}

/**
 * What does not fit the window sideways: whether the page scrolls that way, and every element of
 * the page that reaches past either edge (the body clips overflow, so scrolling alone would not
 * tell).
 */
async function sideways(page: Page): Promise<{ scrolls: boolean; outside: string[] }> {
  return page.evaluate(() => {
    const outside: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -1 || r.right > innerWidth + 1) {
        outside.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
      }
    }
    const doc = document.documentElement;
    return { scrolls: doc.scrollWidth > innerWidth, outside: outside.slice(0, 5) };
  });
}

/** Every picture is named: its image (or, for a table, the figure) has a label. */
async function unnamedPictures(page: Page): Promise<number> {
  return page.evaluate(() => {
    let missing = 0;
    for (const figure of document.querySelectorAll('.howto figure')) {
      const named = figure.matches('[aria-label]')
        ? figure.getAttribute('aria-label')
        : figure.querySelector('[role=img]')?.getAttribute('aria-label');
      if (!named?.trim()) missing++;
    }
    return missing;
  });
}

describe('How to play', () => {
  for (const g of GAMES) {
    it(`${g.id}: the lobby card opens the page, whose headings, pictures and width fit a phone`, async () => {
      const { context, page } = await newPage(suite.browser, { width: 390, height: 844 });
      await page.goto(suite.server.url);
      const card = page.locator(`article.card-${g.id}`);
      await card.getByRole('link', { name: text(g, 'en', 'link') }).click();
      await page.waitForURL(`**/${g.id}/how-to-play`);

      expect(await pageHeadings(page)).toEqual({ h1: title(g, 'en'), h2: headings(g, 'en') });
      expect(await page.title()).toContain(title(g, 'en'));
      // A picture in every section, except where a table is the picture (Guillotine's games).
      const figures = await page.locator('.howto figure').count();
      expect(figures).toBeGreaterThanOrEqual(g.sections.length - 1);
      expect(await unnamedPictures(page)).toBe(0);
      expect(await sideways(page)).toEqual({ scrolls: false, outside: [] });
      await picture(page, { path: `/tmp/howto-${g.id}-390x844.png`, fullPage: true });

      // The way on to a game.
      const start = page.locator('.howto-foot a');
      expect(await start.getAttribute('href')).toBe(g.home);
      await context.close();
    });
  }

  it('fits a laptop screen too', async () => {
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    for (const g of GAMES) {
      await page.goto(`${suite.server.url}/${g.id}/how-to-play`);
      expect((await pageHeadings(page)).h1).toBe(title(g, 'en'));
      expect(await sideways(page)).toEqual({ scrolls: false, outside: [] });
      await picture(page, { path: `/tmp/howto-${g.id}-1280x800.png`, fullPage: true });
    }
    await context.close();
  });

  for (const [lang, locale] of [
    ['ja', 'ja-JP'],
    ['zh', 'zh-CN'],
  ] as const) {
    it(`is written in ${lang === 'ja' ? 'Japanese' : 'Chinese'}`, async () => {
      const { context, page } = await newPage(suite.browser, { width: 390, height: 844, locale });
      for (const g of GAMES) {
        await page.goto(`${suite.server.url}/${g.id}/how-to-play`);
        const shown = await pageHeadings(page);
        expect(shown).toEqual({ h1: title(g, lang), h2: headings(g, lang) });
        // Translated, not English left in place.
        expect(shown.h1).not.toBe(title(g, 'en'));
        expect(shown.h2.filter((h, i) => h === headings(g, 'en')[i])).toEqual([]);
        expect(await sideways(page)).toEqual({ scrolls: false, outside: [] });
      }
      await picture(page, { path: `/tmp/howto-junqi-390x844-${lang}.png`, fullPage: true });
      await context.close();
    });
  }

  it("is linked from each game's own page", async () => {
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    for (const g of GAMES) {
      await page.goto(`${suite.server.url}${g.home}`);
      await page.getByRole('link', { name: text(g, 'en', 'link') }).click();
      await page.waitForURL(`**/${g.id}/how-to-play`);
      expect((await pageHeadings(page)).h1).toBe(title(g, 'en'));
      // Back to where it came from, through the page's own button.
      await page.locator('.howto-foot a').click();
      await page.waitForURL((url) => url.pathname === g.home);
    }
    await context.close();
  });

  it('is linked from a match, under the rules, without moving the board', async () => {
    const { context, page } = await newPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/knights`);
    const form = page.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against the computer').check();
    await form.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.locator('.board [data-square]').first().waitFor();
    const hints = page.locator('.knights-hints');
    const link = hints.getByRole('link', { name: 'How to play' });
    // It comes after the board, in the hints.
    const board = await page.locator('.board').boundingBox();
    const at = await link.boundingBox();
    expect(at!.y).toBeGreaterThan(board!.y + board!.height);
    await link.click();
    await page.waitForURL('**/knights/how-to-play');
    expect((await pageHeadings(page)).h1).toBe(title(GAMES[0]!, 'en'));
    await context.close();
  });
});
