/**
 * No engine help in a game between people: while a knights game between two friends is live,
 * neither player nor a spectator has the analysis switch, a mark on a square or an analysis
 * worker, even with the switch left on from an earlier game; once it ends the replay is analysed;
 * against the computer the switch is there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage } from './browser';

const suite = browserSuite();

/** A page whose browser had the analysis switched on in an earlier game. */
async function analysisLeftOn() {
  const opened = await newPage(suite.browser);
  await opened.context.addInitScript(() => {
    localStorage.setItem('parlour:knights-analysis', 'on');
  });
  return opened;
}

const analysisSwitch = (page: Page) => page.getByRole('switch', { name: 'Analysis' });
const marks = (page: Page) => page.locator('.board [data-mark]').count();
const status = (page: Page) => () => page.locator('.status').textContent();
const OFF = 'No analysis during a game between people';

describe('engine help between people', () => {
  it('is off for both players and a spectator while the game is on, and back in the replay', async () => {
    const host = await analysisLeftOn();
    const friend = await analysisLeftOn();
    const watcher = await analysisLeftOn();
    const a = host.page;
    const b = friend.page;
    const c = watcher.page;

    await a.goto(`${suite.server.url}/knights`);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Columns').selectOption('5');
    await form.getByLabel('Rows').selectOption('5');
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const link = await a.locator('#share-url').inputValue();
    await b.goto(link);
    await b.waitForURL((url) => !url.search.includes('sit'));
    await a.locator('.board [data-square=a5]').click();
    await expect.poll(status(b)).toMatch(/^Your turn\./);
    await c.goto(a.url());
    await c.locator('.board [data-state=knight]').first().waitFor();

    for (const page of [a, b, c]) {
      await page.getByText(OFF).waitFor();
      expect(await analysisSwitch(page).count()).toBe(0);
      expect(await marks(page)).toBe(0);
      // The exact analyser runs in a worker: none was started on any of the three pages.
      expect(page.workers()).toHaveLength(0);
    }

    await b.locator('.board [data-square=e1]').click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);
    expect(await marks(a)).toBe(0);
    expect(a.workers()).toHaveLength(0);

    await a.getByRole('button', { name: 'Resign' }).click();
    await a.getByRole('button', { name: 'Yes, resign' }).click();
    // Over: the replay may be analysed, on every page, the spectator's too.
    for (const page of [a, b, c]) {
      await page.locator('.replay').waitFor();
      await expect.poll(() => page.workers().length).toBe(1);
      expect(await page.getByText(OFF).count()).toBe(0);
    }
    for (const opened of [host, friend, watcher]) await opened.context.close();
  });

  it('is there against the computer', async () => {
    const { context, page } = await analysisLeftOn();
    await page.goto(`${suite.server.url}/knights`);
    const form = page.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against the computer').check();
    await form.getByLabel('Columns').selectOption('4');
    await form.getByLabel('Rows').selectOption('4');
    await form.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await analysisSwitch(page).waitFor();
    expect(await analysisSwitch(page).isChecked()).toBe(true);
    await expect.poll(() => marks(page)).toBeGreaterThan(0);
    expect(await page.getByText(OFF).count()).toBe(0);
    await context.close();
  });
});
