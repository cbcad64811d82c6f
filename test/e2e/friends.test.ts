/**
 * Playing people rather than the computer: a friend joins by the share link and both play over
 * the network; two players share one screen.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, literally, newPage, picture, playerName } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const status = (page: Page) => text(page.locator('.status'));
const knights = (page: Page) => () => page.locator('.board [data-state=knight]').count();

async function startFrom(page: Page, opponent: string, files = '8', ranks = '8'): Promise<void> {
  await page.goto(`${suite.server.url}/knights`);
  const form = page.getByRole('form', { name: 'New game' });
  await form.getByLabel(opponent).check();
  await form.getByLabel('Columns').selectOption(files);
  await form.getByLabel('Rows').selectOption(ranks);
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
  await page.locator('.board [data-square]').first().waitFor();
}

describe('playing people', () => {
  it('lets a friend join by the share link and play over the network', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser, { width: 360, height: 640 });
    const a = host.page;
    const b = friend.page;

    await startFrom(a, 'Against a friend', '5', '4');
    const link = await a.locator('#share-url').inputValue();
    // The link names the match and asks for the open seat; it never carries a seat token.
    expect(link).toMatch(/\/m\/[A-Za-z0-9_-]+\?sit=1$/);
    await picture(a, { path: '/tmp/e2e-friend-invite.png' });

    await b.goto(link);
    await b.waitForURL((url) => !url.search.includes('sit'));
    // The friend waits for the host, named as the host's player is.
    const hostName = await playerName(a);
    const friendName = await playerName(b);
    await expect.poll(status(b)).toMatch(new RegExp(`Waiting for ${literally(hostName)}…`));
    await expect.poll(() => a.locator('#share-url').count()).toBe(0);

    await a.locator('.board [data-square=a4]').click();
    await expect.poll(status(b)).toMatch(/^Your turn\./);
    // The friend took the seat as their own player: the host waits for them by name.
    await expect.poll(status(a)).toMatch(new RegExp(`Waiting for ${literally(friendName)}…`));
    await expect.poll(knights(b)).toBe(1);
    await b.locator('.board [data-square=e1]').click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);
    await expect.poll(knights(a)).toBe(2);

    await a.getByRole('button', { name: 'Resign' }).click();
    await a.getByRole('button', { name: 'Yes, resign' }).click();
    await expect.poll(status(b)).toBe(`${hostName} resigned. You won!`);
    expect(friendName).not.toBe(hostName);
    await expect.poll(status(a)).toBe('You resigned. You lost.');
    await picture(b, { path: '/tmp/e2e-friend-won.png', fullPage: true });
    await host.context.close();
    await friend.context.close();
  });

  it('gives the player to move a clock when the friend game has one, counting down', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser);
    const a = host.page;
    const b = friend.page;
    await a.goto(`${suite.server.url}/knights`);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Time per move').selectOption({ label: '30 seconds' });
    await form.getByLabel('Wait for a player who leaves').selectOption({ label: '2 minutes' });
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await b.goto(await a.locator('#share-url').inputValue());
    await b.waitForURL((url) => !url.search.includes('sit'));

    // Only the seat to move has a clock running, on both screens.
    const clocks = (page: Page) => () => page.locator('.seat-clock').allTextContents();
    await expect.poll(clocks(a)).toEqual([expect.stringMatching(/^0:(30|[0-2]\d) left$/)]);
    await expect.poll(clocks(b)).toEqual([expect.stringMatching(/^0:(30|[0-2]\d) left$/)]);
    await picture(b, { path: '/tmp/e2e-friend-clock.png' });
    const first = await a.locator('.legend-active .seat-clock').textContent();
    await expect.poll(() => a.locator('.legend-active .seat-clock').textContent()).not.toBe(first);

    await a.locator('.board [data-square=a1]').click();
    await expect.poll(status(b)).toMatch(/^Your turn\./);
    await expect
      .poll(() => b.locator('.legend-active .seat-clock').textContent())
      .toMatch(/^0:(30|[0-2]\d) left$/);
    // The friend goes: the host is told how long the table waits for them, as chosen (counting
    // down from 2:00; however late a busy machine reads it, a minute's grace could not show 1:xx).
    await friend.context.close();
    await expect
      .poll(() => a.getByText(/is disconnected/).textContent())
      .toMatch(/their seat counts as left in (2:00|1:[0-5]\d)\.$/);
    await host.context.close();
  });

  it('lets two players take turns on one screen', async () => {
    const { context, page } = await newPage(suite.browser);
    await startFrom(page, 'Two players on this screen');
    await expect.poll(text(page.locator('.legend'))).toBe('Player 1Player 2');
    await expect.poll(status(page)).toMatch(/^Player 1 to move\. 64 squares/);
    await page.locator('.board [data-square=d4]').click();
    await expect.poll(status(page)).toMatch(/^Player 2 to move\. 55 squares/);
    await page.locator('.board [data-square=h8]').click();
    await expect.poll(status(page)).toMatch(/^Player 1 to move\./);
    await expect.poll(knights(page)).toBe(2);
    await context.close();
  });
});
