/**
 * The knights game end to end in a real browser against the real server: a newcomer starts a
 * game against the computer and plays it out, illegal clicks are refused, the page fits a phone,
 * and the language switch works.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

/** The knights card of the lobby, which has a card (and a new-game form) for every game. */
const knightsCard = (page: Page) => page.getByRole('article', { name: 'Knight placement' });

const RESULT = /You won!|You lost\./;

/** From the lobby: against the computer at Beginner level, on the default 8×8 board. */
async function startAgainstBeginner(
  page: Page,
  order: 'first' | 'second' = 'first',
): Promise<void> {
  await page.goto(suite.server.url);
  const form = knightsCard(page).getByRole('form', { name: 'New game' });
  await form.getByLabel('Against the computer').check();
  await form.getByLabel('Level').selectOption('beginner');
  await form.getByLabel(order === 'first' ? 'I move first' : 'I move second').check();
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
  await page.locator('.board [data-square]').first().waitFor();
}

const status = (page: Page) => page.locator('.status');
const text = (loc: Locator) => () => loc.textContent();
const attr = (loc: Locator, name: string) => () => loc.getAttribute(name);
const knights = (page: Page) => page.locator('.board [data-state=knight]').count();

/** Waits until it is our turn (true) or the game is over (false). */
async function awaitTurn(page: Page): Promise<boolean> {
  await expect.poll(() => status(page).textContent()).toMatch(/Your turn|You won|You lost/);
  return /Your turn/.test((await status(page).textContent()) ?? '');
}

describe('knights in the browser', () => {
  it('lets a newcomer play a whole game against the Beginner computer', async () => {
    const { context, page } = await newPage(suite.browser);
    await startAgainstBeginner(page);
    await expect.poll(text(page.locator('.legend'))).toMatch(/You.*Computer \(Beginner\)/);
    await picture(page, { path: '/tmp/e2e-knights-start.png' });

    let moves = 0;
    while (await awaitTurn(page)) {
      const before = await knights(page);
      const legal = page.locator('.board [data-state=legal]');
      // The accessible name tells a screen reader the square is free.
      await expect.poll(attr(legal.first(), 'aria-label')).toMatch(/^[a-h][1-8], legal$/);
      await legal.first().click();
      await expect.poll(() => knights(page)).toBeGreaterThan(before);
      moves++;
      expect(moves).toBeLessThan(40);
    }

    await expect.poll(text(status(page))).toMatch(RESULT);
    expect(await page.locator('.board [data-state=legal]').count()).toBe(0);
    // A game on 8×8 lasts at least 14 placements.
    expect(await knights(page)).toBeGreaterThanOrEqual(14);
    await page.getByRole('button', { name: 'New game, I move first' }).waitFor();
    await picture(page, { path: '/tmp/e2e-knights-result.png', fullPage: true });
    await context.close();
  });

  it('refuses an illegal click at once and says why', async () => {
    const { context, page } = await newPage(suite.browser);
    await startAgainstBeginner(page);
    expect(await awaitTurn(page)).toBe(true);
    await page.locator('.board [data-square=c6]').click();
    // Ours and the computer's reply: "Your turn" may still show the moment before ours lands.
    await expect.poll(() => knights(page)).toBe(2);
    expect(await awaitTurn(page)).toBe(true);

    const count = await knights(page);
    await page.locator('.board [data-square=c6]').click();
    await expect.poll(text(page.locator('.message'))).toBe('A knight already stands on c6.');

    // b8 is a knight's jump from c6, so c6 attacks it whatever the computer played.
    await page.locator('.board [data-square=b8]').click();
    await expect
      .poll(text(page.locator('.message')))
      .toMatch(/^b8 is attacked by the knight on [a-h][1-8]\.$/);
    await expect.poll(attr(page.locator('.board [data-square=b8]'), 'class')).toMatch(/sq-warn/);
    // Nothing was sent: no knight appeared and it is still our turn.
    expect(await knights(page)).toBe(count);
    expect(await status(page).textContent()).toMatch(/Your turn/);
    await picture(page, { path: '/tmp/e2e-knights-refused.png' });
    await context.close();
  });

  it('places a knight from the keyboard', async () => {
    const { context, page } = await newPage(suite.browser);
    await startAgainstBeginner(page);
    expect(await awaitTurn(page)).toBe(true);
    await page.locator('.board [data-square][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    expect(focused).toMatch(/^[a-h][1-8]$/);
    await page.keyboard.press('Enter');
    await expect
      .poll(attr(page.locator(`.board [data-square=${focused}]`), 'data-state'))
      .toBe('knight');
    await context.close();
  });

  it('keeps the board still at 1280×800, with the status, the refusal and Resign in view', async () => {
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    await startAgainstBeginner(page);
    expect(await awaitTurn(page)).toBe(true);
    const board = page.locator('.board');
    const message = page.locator('.message');
    const resign = page.getByRole('button', { name: 'Resign' });
    const inView = async () => {
      for (const part of [board, status(page), message, resign]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
        expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      }
    };
    await inView();
    const where = await board.boundingBox();
    expect(where!.width).toBeGreaterThan(500);

    await page.locator('.board [data-square=c6]').click();
    await expect.poll(() => knights(page)).toBe(2);
    expect(await awaitTurn(page)).toBe(true);
    expect(await board.boundingBox()).toEqual(where);
    await page.locator('.board [data-square=c6]').click();
    await expect.poll(text(message)).toBe('A knight already stands on c6.');
    expect(await board.boundingBox()).toEqual(where);
    await inView();

    const toggle = page.getByRole('switch', { name: 'Analysis' });
    await toggle.check();
    // The panel at its fullest: an answer, or (too early to solve at once) the work under way.
    await page
      .locator(
        '.analysis-work, .analysis-verdict[data-verdict=win], .analysis-verdict[data-verdict=loss]',
      )
      .first()
      .waitFor();
    expect(await board.boundingBox()).toEqual(where);
    await inView();
    await picture(page, { path: '/tmp/knights-1280x800.png' });
    await toggle.uncheck();
    expect(await board.boundingBox()).toEqual(where);

    // The refusal goes with the next move, and the board stays where it was.
    await page.locator('.board [data-state=legal]').first().click();
    await expect.poll(text(message)).toBe('\u00a0');
    expect(await board.boundingBox()).toEqual(where);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    await context.close();
  });

  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ] as const) {
    it(`fits a ${width}×${height} phone screen without horizontal scrolling`, async () => {
      const { context, page } = await newPage(suite.browser, { width, height });
      await page.goto(suite.server.url);
      await knightsCard(page).getByRole('button', { name: 'Start' }).waitFor();
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(width);
      await picture(page, { path: `/tmp/e2e-phone-lobby-${width}.png`, fullPage: true });

      await knightsCard(page).getByRole('button', { name: 'Start' }).click();
      await page.locator('.board [data-square]').first().waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(width);
      const board = page.locator('.board');
      const box = await board.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // The analysis comes below the board: switching it on does not push the board down.
      const scrolled = () => page.evaluate(() => window.scrollY);
      const top = async () => (await board.boundingBox())!.y + (await scrolled());
      const before = await top();
      await page.getByRole('switch', { name: 'Analysis' }).check();
      await page.locator('.analysis-verdict').waitFor();
      expect(await top()).toBe(before);
      expect(await scrollWidth()).toBeLessThanOrEqual(width);
      await picture(page, { path: `/tmp/knights-${width}x${height}.png` });
      await context.close();
    });
  }

  it('switches the text to Japanese and remembers the choice', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await knightsCard(page).getByRole('button', { name: 'Start' }).waitFor();
    await page.getByLabel('Language').selectOption('ja');
    await expect.poll(text(page.getByRole('heading', { level: 1 }))).toBe('ゲーム');
    const card = page.getByRole('article', { name: 'ナイト配置ゲーム' });
    await card.getByRole('button', { name: '開始' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

    await page.reload();
    await card.getByRole('button', { name: '開始' }).click();
    await expect.poll(text(status(page))).toMatch(/あなたの番です。/);
    await picture(page, { path: '/tmp/e2e-japanese.png' });
    await context.close();
  });
});
