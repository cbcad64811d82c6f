/**
 * Junqi between two people in two browsers: the host starts a friend game from the form, the
 * friend joins by the share link (on a phone-sized screen), both set up at once — a swap each,
 * a random layout, a swap the rules refuse (its reason shown at once, nothing sent) and a
 * layout saved in the browser — then play a short game to the flag, and see the result, both
 * layouts and the rank names in Japanese and Chinese.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const status = (page: Page) => text(page.locator('.junqi-match .status'));
const square = (page: Page, name: string) => page.locator(`.jq-board [data-square=${name}]`);
const rankOn = (page: Page, name: string) => () => square(page, name).getAttribute('data-rank');
/** Every piece of a side as "square:rank", to tell one layout from another. */
const layoutOf = (page: Page, side: 'blue' | 'red') => () =>
  page
    .locator(`.jq-board [data-side=${side}]`)
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-square')}:${e.getAttribute('data-rank')}`).join(' '),
    );

// The default layouts with a few pieces moved, so that blue's marshal can run up column a to
// red's flag in five moves while red makes way.
// biome-ignore format: each line is a row of the board, from the front row back
const QUICK_BLUE = {
  a6: 1, b6: 2, c6: 7, d6: 3, e6: 7,
  a5: 4, c5: 5, e5: 4,
  a4: 8, b4: 3, d4: 7, e4: 8,
  a3: 6, c3: 8, e3: 5,
  a2: 9, b2: 10, c2: 10, d2: 9, e2: 9,
  a1: 0, b1: 11, c1: 10, d1: 0, e1: 6,
};
// biome-ignore format: each line is a row of the board, from the front row back
const OPEN_RED = {
  a7: 7, b7: 7, c7: 7, d7: 4, e7: 4,
  a8: 8, c8: 8, e8: 8,
  a9: 5, b9: 3, d9: 3, e9: 1,
  a10: 6, c10: 6, e10: 5,
  a11: 9, b11: 9, c11: 9, d11: 2, e11: 10,
  a12: 10, b12: 11, c12: 10, d12: 0, e12: 0,
};

async function withLayouts(page: Page, layouts: unknown[]): Promise<void> {
  await page.goto(suite.server.url);
  await page.evaluate(
    (saved) => localStorage.setItem('parlour:junqi:layouts', JSON.stringify(saved)),
    layouts,
  );
}

/** Counts the moves a page sends, to see that a refused click sends nothing. */
function countMovesSent(page: Page): () => number {
  let sent = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('match:move')) sent++;
    }),
  );
  return () => sent;
}

async function move(mover: Page, other: Page, from: string, to: string): Promise<void> {
  await square(mover, from).click();
  await expect.poll(() => square(mover, to).getAttribute('class')).toMatch(/jq-sq-(target|attack)/);
  await square(mover, to).click();
  await expect.poll(status(other)).toMatch(/^Your turn\./);
}

describe('Junqi in two browsers', () => {
  it('sets up, plays to the flag and shows the result, both layouts and the rank names', async () => {
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const friend = await newPage(suite.browser, { width: 390, height: 844 });
    const a = host.page;
    const b = friend.page;
    const sentByHost = countMovesSent(a);
    await withLayouts(a, [{ name: 'Quick blue', side: 'blue', pieces: QUICK_BLUE }]);
    await withLayouts(b, [{ name: 'Open red', side: 'red', pieces: OPEN_RED }]);

    await a.goto(`${suite.server.url}/junqi`);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Blue (moves first)').check();
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await square(a, 'a1').waitFor();
    const link = await a.locator('#share-url').inputValue();
    await b.goto(link);
    await b.waitForURL((url) => !url.search.includes('sit'));
    await expect.poll(status(b)).toMatch(/^Set up your pieces/);
    await expect.poll(() => a.locator('#share-url').count()).toBe(0);

    // Blue swaps a captain and the general; red takes a random layout, then swaps two pieces.
    await square(a, 'a6').click();
    await square(a, 'b6').click();
    await expect.poll(rankOn(a, 'a6')).toBe('2');
    expect(await rankOn(a, 'b6')()).toBe('7');
    const redDefault = await layoutOf(b, 'red')();
    await b.getByRole('button', { name: 'Random layout' }).click();
    await expect.poll(layoutOf(b, 'red')).not.toBe(redDefault);
    const [a8, c8] = [await rankOn(b, 'a8')(), await rankOn(b, 'c8')()];
    await square(b, 'a8').click();
    await square(b, 'c8').click();
    await expect.poll(rankOn(b, 'a8')).toBe(c8);
    expect(await rankOn(b, 'c8')()).toBe(a8);

    // The flag may not leave the headquarters: refused at once, with the rule, nothing sent.
    const before = await layoutOf(a, 'blue')();
    const sent = sentByHost();
    await square(a, 'b1').click();
    await square(a, 'a2').click();
    await expect
      .poll(text(a.locator('.message')))
      .toBe('The flag must stand in a headquarters, not on a2.');
    expect(await layoutOf(a, 'blue')()).toBe(before);
    expect(sentByHost()).toBe(sent);
    await picture(a, { path: '/tmp/junqi-setup-1280.png' });

    // Both load a layout saved in the browser, then say they are ready.
    await a.getByRole('button', { name: 'Load' }).click();
    await expect.poll(rankOn(a, 'a6')).toBe('1');
    await b.getByRole('button', { name: 'Load' }).click();
    await expect.poll(rankOn(b, 'b11')).toBe('9');
    await picture(b, { path: '/tmp/junqi-setup-390.png' });
    await a.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(status(a)).toMatch(/Waiting for your opponent/);
    await expect.poll(text(b.locator('.jq-opponent-ready'))).toBe('Blue is ready.');
    await b.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);
    // The enemy is blank: a colour, no rank.
    expect(await square(a, 'a7').getAttribute('aria-label')).toBe('a7, red piece');
    expect(await square(b, 'a7').getAttribute('aria-label')).toBe('a7, your captain');

    await move(a, b, 'a6', 'a7');
    await expect
      .poll(text(b.locator('.jq-log-list li').first()))
      .toBe('1.Blue attacked your captain on a7: your captain was removed.');
    await picture(a, { path: '/tmp/junqi-play-1280.png' });
    await move(b, a, 'a8', 'b8');
    // The marshal runs along the railroad over the empty a8.
    await square(a, 'a7').click();
    await expect.poll(() => square(a, 'a9').getAttribute('class')).toMatch(/jq-sq-attack/);
    expect(await square(a, 'a8').getAttribute('aria-label')).toBe(
      'a8, empty, can move here, last move',
    );
    await picture(a, { path: '/tmp/junqi-select-1280.png' });
    await square(a, 'a9').click();
    await expect.poll(status(b)).toMatch(/^Your turn\./);
    await move(b, a, 'a10', 'b10');
    await move(a, b, 'a9', 'a11');
    await move(b, a, 'b11', 'a11');
    await expect
      .poll(text(b.locator('.jq-log-list li').first()))
      .toBe('6.Your engineer attacked a11 and was removed.');
    await expect.poll(text(a.locator('.jq-lost').last())).toBe('Lost: nothing yet');
    await expect.poll(text(a.locator('.jq-lost').first())).toBe('Lost: 4 pieces');
    await picture(b, { path: '/tmp/junqi-play-390.png' });
    await move(a, b, 'a11', 'b11');
    await square(b, 'b8').click();
    await square(b, 'a8').click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);
    await square(a, 'b11').click();
    await square(a, 'b12').click();

    await expect.poll(status(a)).toBe('You won! Red’s flag was captured.');
    await expect.poll(status(b)).toBe('You lost. Red’s flag was captured.');
    await expect
      .poll(text(a.locator('.jq-log-list li').first()))
      .toBe('Red’s flag was captured. Blue won.');
    await picture(a, { path: '/tmp/junqi-over-1280.png' });

    // The replay opens on the end; its first frame shows both layouts, every rank known.
    await expect.poll(() => a.locator('.jq-board [data-rank]').count()).toBe(45);
    await a.getByRole('button', { name: 'Starting layouts' }).click();
    await expect.poll(text(a.locator('.jq-caption'))).toBe('The starting layouts of both sides.');
    await expect.poll(layoutOf(a, 'red')).toBe(
      Object.entries(OPEN_RED)
        .sort(([x], [y]) => squareIndex(x) - squareIndex(y))
        .map(([sq, rank]) => `${sq}:${rank}`)
        .join(' '),
    );
    await b.getByRole('button', { name: 'Starting layouts' }).click();
    await b.getByRole('button', { name: 'Next move' }).click();
    await expect
      .poll(text(b.locator('.jq-caption')))
      .toBe('Move 1: Blue’s field marshal (a6) took the captain on a7.');

    // Nothing of the phone's page is off its screen.
    const overflow = await b.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const loc of [
      b.locator('.jq-board'),
      b.locator('.jq-replay .replay-controls'),
      b.locator('.controls'),
    ]) {
      const box = (await loc.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await picture(b, { path: '/tmp/junqi-over-390.png', fullPage: true });

    // The ranks as Japanese and Chinese players know them.
    await a.locator('select.language').selectOption('ja');
    await expect.poll(text(a.locator('.jq-board'))).toMatch(/司令.*軍長|軍長.*司令/s);
    await b.locator('select.language').selectOption('ja');
    await picture(b, { path: '/tmp/junqi-ja-390.png' });
    expect(await text(a.locator('.jq-board'))()).toMatch(/爆弾/);
    expect(await text(a.locator('.jq-board'))()).toMatch(/軍旗/);
    await a.locator('select.language').selectOption('zh');
    await expect.poll(text(a.locator('.jq-board'))).toMatch(/军长/);
    expect(await text(a.locator('.jq-board'))()).toMatch(/炸弹/);
    await picture(a, { path: '/tmp/junqi-zh-1280.png' });
    await host.context.close();
    await friend.context.close();
  });
});

/** Squares in board order (a1, b1 … e12), as the page lists its pieces. */
function squareIndex(name: string): number {
  return (Number(name.slice(1)) - 1) * 5 + 'abcde'.indexOf(name[0]!);
}
