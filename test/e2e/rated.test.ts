/**
 * Rated games between people: two players (two browser contexts, each with its own cookie and
 * so its own generated name) play a rated knights game to the end; each sees the other's name
 * at the table, and that it is rated — on the invitation, on the page before and during play, in
 * "Your games" and on the profile — and afterwards the profile shows the game and a rating moved
 * from 1500. A table with a computer at it, or a knights board under 6×6, cannot be rated.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture, playerName } from './browser';

const suite = browserSuite();

const status = (page: Page) => () => page.locator('.status').textContent();
const knights = (page: Page) => () => page.locator('.board [data-state=knight]').count();

describe('rated games', () => {
  it('rates a knights game between two players, who see each other by name', async () => {
    const host = await newPage(suite.browser);
    const guest = await newPage(suite.browser);
    const a = host.page;
    const b = guest.page;

    await a.goto(`${suite.server.url}/knights`);
    await b.goto(suite.server.url);
    const nameA = await playerName(a);
    const nameB = await playerName(b);
    expect(nameA).not.toBe(nameB);

    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    // Casual unless chosen.
    await expect.poll(() => form.getByLabel('Casual', { exact: true }).isChecked()).toBe(true);
    await form.getByLabel('Columns').selectOption('5');
    await form.getByLabel('Rows').selectOption('6');
    // Too small a board to rate: rated is offered disabled, with the reason.
    const rated = form.getByLabel('Rated', { exact: true });
    await expect.poll(() => rated.isDisabled()).toBe(true);
    await form.getByText('Rated games need a board of at least 6×6').waitFor();
    await form.getByLabel('Columns').selectOption('6');
    await expect.poll(() => rated.isDisabled()).toBe(false);
    await rated.check();
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const link = await a.locator('#share-url').inputValue();
    // The invitation says it is rated, and so does the page.
    await a.locator('.share').getByText('A rated game').waitFor();
    const kind = (page: Page) => () => page.locator('.table-kind').textContent();
    await expect.poll(kind(a)).toBe('Rated game: the result counts for the players’ ratings.');

    await b.goto(link);
    // The friend is told before play: the page says so as their seat is taken.
    await expect.poll(kind(b)).toBe('Rated game: the result counts for the players’ ratings.');
    await b.waitForURL((url) => !url.search.includes('sit'));
    // Each sees the other by name: in the legend, linking to the profile, and in sentences.
    await expect.poll(() => b.locator('.legend').textContent()).toContain(nameA);
    await expect.poll(() => a.locator('.legend').textContent()).toContain(nameB);
    await expect.poll(status(b)).toContain(`Waiting for ${nameA}`);
    expect(await b.locator('.legend a.seat-profile').getAttribute('href')).toBe(
      `/p/${encodeURIComponent(nameA)}`,
    );
    expect(await a.locator('.legend').textContent()).toContain('You');

    // "Your games" says it is rated too.
    await b.goto(suite.server.url);
    await expect.poll(() => b.locator('.your-games li').first().textContent()).toContain('rated');
    await b.goto(a.url());
    await b.locator('.board [data-square]').first().waitFor();
    // Play it out: whoever's turn it is places a knight on a legal square.
    let moves = 0;
    for (;;) {
      await expect
        .poll(async () => `${await status(a)()} | ${await status(b)()}`)
        .toMatch(/Your turn|You won|You lost/);
      const [sa, sb] = [await status(a)(), await status(b)()];
      if (/You won|You lost/.test(`${sa}${sb}`)) break;
      const mover = /Your turn/.test(sa ?? '') ? a : b;
      const other = mover === a ? b : a;
      const before = await knights(mover)();
      await mover.locator('.board [data-state=legal]').first().click();
      // Both pages show the move (board and status come in one state) before the next turn.
      await expect.poll(knights(other)).toBeGreaterThan(before);
      await expect.poll(knights(mover)).toBeGreaterThan(before);
      moves++;
      expect(moves).toBeLessThan(40);
      // Said during play as well.
      if (moves === 1) await expect.poll(kind(b)).toMatch(/^Rated game/);
    }
    await expect.poll(status(a)).toMatch(/You won!|You lost\./);
    await expect.poll(status(b)).toMatch(/You won!|You lost\./);
    const aWon = /You won!/.test((await status(a)()) ?? '');
    expect(/You won!/.test((await status(b)()) ?? '')).toBe(!aWon);
    await picture(a, { path: '/tmp/e2e-rated-over.png', fullPage: true });

    // The rating is kept once the match is on disk: the profile shows it, wait for it.
    await a.goto(`${suite.server.url}/p/${encodeURIComponent(nameA)}`);
    const row = a.locator('.profile-games tbody tr', { hasText: 'Knight placement' });
    await expect
      .poll(async () => {
        await a.reload();
        await a.locator('.profile h1, .page-note').first().waitFor();
        return row.count();
      })
      .toBe(1);
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('1 game');
    expect(cells[1]).toBe(aWon ? '1 / 0 / 0' : '0 / 1 / 0');
    const rating = /^(\d+) ± (\d+) provisional$/.exec(cells[2] ?? '');
    expect(rating, cells[2]).not.toBeNull();
    expect(Number(rating![1])).not.toBe(1500);
    expect(Number(rating![1]) > 1500).toBe(aWon);
    // On a phone (390 px) the profile fits: nothing scrolls sideways, every column shows.
    await a.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => a.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const header = a.locator('.profile-games thead th');
    expect(await header.allTextContents()).toEqual([
      'Game',
      'Played',
      'Won / lost / drawn',
      'Rating',
      'Finished',
    ]);
    for (const cell of await header.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await cell.isVisible()).toBe(true);
    }
    await picture(a, { path: '/tmp/e2e-rated-profile-phone.png', fullPage: true });
    // The latest games say rated, and how it went.
    await expect
      .poll(() => a.locator('.profile').textContent())
      .toContain(`against ${nameB} · rated · ${aWon ? 'won' : 'lost'}`);
    await picture(a, { path: '/tmp/e2e-rated-profile.png', fullPage: true });
    await host.context.close();
    await guest.context.close();
  });

  it('offers rated only when every seat is a person', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/knights`);
    const form = page.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against the computer').check();
    await expect.poll(() => form.getByLabel('Rated', { exact: true }).count()).toBe(0);
    await form.getByLabel('Against a friend').check();
    await expect.poll(() => form.getByLabel('Rated', { exact: true }).count()).toBe(1);
    await form.getByLabel('Two players on this screen').check();
    await expect.poll(() => form.getByLabel('Rated', { exact: true }).count()).toBe(0);

    // Guillotine: rated comes with three friends at the table, and goes with a computer.
    await page.goto(`${suite.server.url}/guillotine`);
    const gl = page.getByRole('form', { name: 'New game' });
    await gl.locator('select[name^="guillotine-seat-"]').first().waitFor();
    await expect.poll(() => gl.getByLabel('Rated', { exact: true }).count()).toBe(0);
    for (const seat of ['W', 'N', 'E']) {
      await gl.locator(`select[name="guillotine-seat-${seat}"]`).selectOption('friend');
    }
    await expect.poll(() => gl.getByLabel('Rated', { exact: true }).count()).toBe(1);
    await gl.getByLabel('Rated', { exact: true }).check();
    await gl.locator('select[name="guillotine-seat-N"]').selectOption({ index: 0 });
    await expect.poll(() => gl.getByLabel('Rated', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
