/**
 * The leaderboards at /leaderboard/<game>: on a fresh server every board is empty and says who
 * appears there; tabs lead between the games between people (not IQ Twist, played alone); the
 * lobby and a profile's game rows link to them; an unknown game, a server that refuses or is
 * not reached each has its own state. A settled rating (deviation 75 or less) takes dozens of
 * rated games, so the rows are checked on the server's answer as the page receives it
 * (page.route), in the wire format of src/server/players/profile.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture, playerName } from './browser';

const suite = browserSuite();

const WHO =
  'Players appear here once their rating is settled: a deviation of 75 or less, after about a dozen rated games.';

const heading = (page: Page) => () => page.locator('h1').textContent();
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Leaderboards by game' });

describe('leaderboards', () => {
  it('starts empty, says who appears there, and has a tab per game between people', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/leaderboard/knights`);
    await expect.poll(heading(page)).toBe('Knight placement leaderboard');
    await page.locator('.leaderboard-empty').waitFor();
    expect(await page.locator('.leaderboard-empty p').allTextContents()).toEqual([
      'No one is on this leaderboard yet.',
      WHO,
    ]);
    expect(await page.locator('.leaderboard-table').count()).toBe(0);
    expect(await page.title()).toBe('Knight placement leaderboard · Parlour');

    const links = tabs(page).getByRole('link');
    await expect
      .poll(() => links.allTextContents())
      .toEqual(['Knight placement', 'Junqi', 'Guillotine']);
    expect(await tabs(page).locator('a[aria-current=page]').textContent()).toBe('Knight placement');

    await tabs(page).getByRole('link', { name: 'Junqi' }).click();
    await page.waitForURL(/\/leaderboard\/junqi$/);
    await expect.poll(heading(page)).toBe('Junqi leaderboard');
    await page.locator('.leaderboard-empty').waitFor();
    expect(await tabs(page).locator('a[aria-current=page]').textContent()).toBe('Junqi');
    await tabs(page).getByRole('link', { name: 'Guillotine' }).click();
    await page.waitForURL(/\/leaderboard\/guillotine$/);
    await expect.poll(heading(page)).toBe('Guillotine leaderboard');
    await page.locator('.leaderboard-empty').waitFor();
    await page.goBack();
    await expect.poll(heading(page)).toBe('Junqi leaderboard');
    await picture(page, { path: '/tmp/e2e-leaderboard-empty.png', fullPage: true });
    await context.close();
  });

  it('is reached from the lobby; /leaderboard shows the first game’s', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await page.getByRole('link', { name: 'Leaderboards' }).click();
    await page.waitForURL(/\/leaderboard\/knights$/);
    await expect.poll(heading(page)).toBe('Knight placement leaderboard');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${suite.server.url}/leaderboard`);
    await page.waitForURL(/\/leaderboard\/knights$/);
    await page.locator('.leaderboard-empty').waitFor();
    // The address was replaced, not pushed: back leaves the leaderboards.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('lists the settled players best first, each a link to their profile', async () => {
    const { context, page } = await newPage(suite.browser);
    const players = [
      { rank: 1, name: 'Quiet Heron', rating: 1843.6, deviation: 58.2, games: 31 },
      { rank: 2, name: 'Brave Otter', rating: 1712.49, deviation: 70.5, games: 14 },
      { rank: 3, name: 'Tiny Yak', rating: 1499.5, deviation: 74.9, games: 1 },
    ];
    await page.route('**/api/leaderboard/guillotine', (route) =>
      route.fulfill({ json: { game: 'guillotine', players } }),
    );
    await page.goto(`${suite.server.url}/leaderboard/guillotine`);
    const rows = page.locator('.leaderboard-table tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const cells = async (i: number) =>
      (await rows.nth(i).locator('th, td').allTextContents()).map((c) => c.trim());
    expect(await cells(0)).toEqual(['1', 'Quiet Heron', '1844 ± 58', '31 games']);
    expect(await cells(1)).toEqual(['2', 'Brave Otter', '1712 ± 71', '14 games']);
    expect(await cells(2)).toEqual(['3', 'Tiny Yak', '1500 ± 75', '1 game']);
    expect(await page.locator('.leaderboard-table thead th').allTextContents()).toEqual([
      'Rank',
      'Player',
      'Rating',
      'Played',
    ]);
    expect(await rows.nth(1).locator('td').nth(1).getAttribute('aria-label')).toBe(
      'rating 1712, give or take 71',
    );
    expect(await page.locator('.leaderboard-who').textContent()).toBe(WHO);
    const link = rows.nth(1).getByRole('link', { name: 'Brave Otter' });
    expect(await link.getAttribute('href')).toBe('/p/Brave%20Otter');
    await picture(page, { path: '/tmp/e2e-leaderboard-rows.png', fullPage: true });
    // On a phone every column stays, the rating too.
    await page.setViewportSize({ width: 380, height: 800 });
    expect(await rows.nth(0).locator('td').nth(1).isVisible()).toBe(true);
    expect(await rows.nth(0).locator('td').nth(2).isVisible()).toBe(true);
    await picture(page, { path: '/tmp/e2e-leaderboard-phone.png', fullPage: true });
    await link.click();
    await page.waitForURL(/\/p\/Brave%20Otter$/);
    // Nobody of that name on this server: the profile page says so.
    await expect
      .poll(() => page.locator('.page-note').first().textContent())
      .toContain('There is no player called “Brave Otter”.');
    await context.close();
  });

  it('is linked from each game of a profile, and lists no one whose rating is not settled', async () => {
    // One rated knights game between two people: each has a rating, far from settled.
    const host = await newPage(suite.browser);
    const guest = await newPage(suite.browser);
    const a = host.page;
    const b = guest.page;
    await a.goto(`${suite.server.url}/knights`);
    await b.goto(suite.server.url);
    const nameA = await playerName(a);
    await playerName(b);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Rated', { exact: true }).check();
    // The smallest board that can be rated.
    await form.getByLabel('Columns').selectOption('6');
    await form.getByLabel('Rows').selectOption('6');
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await b.goto(await a.locator('#share-url').inputValue());
    await b.waitForURL((url) => !url.search.includes('sit'));
    const status = (page: Page) => () => page.locator('.status').textContent();
    const knights = (page: Page) => () => page.locator('.board [data-state=knight]').count();
    for (let moves = 0; ; moves++) {
      expect(moves).toBeLessThan(30);
      await expect
        .poll(async () => `${await status(a)()} | ${await status(b)()}`)
        .toMatch(/Your turn|You won|You lost/);
      const [sa, sb] = [await status(a)(), await status(b)()];
      if (/You won|You lost/.test(`${sa}${sb}`)) break;
      const mover = /Your turn/.test(sa ?? '') ? a : b;
      const other = mover === a ? b : a;
      const before = await knights(mover)();
      await mover.locator('.board [data-state=legal]').first().click();
      await expect.poll(knights(other)).toBeGreaterThan(before);
      await expect.poll(knights(mover)).toBeGreaterThan(before);
    }

    await a.goto(`${suite.server.url}/p/${encodeURIComponent(nameA)}`);
    const row = a.locator('.profile-games tbody tr', { hasText: 'Knight placement' });
    await expect
      .poll(async () => {
        await a.reload();
        await a.locator('.profile h1, .page-note').first().waitFor();
        return row.count();
      })
      .toBe(1);
    const board = row.getByRole('link', { name: 'Knight placement leaderboard' });
    expect(await board.textContent()).toBe('Leaderboard');
    expect(await board.getAttribute('href')).toBe('/leaderboard/knights');
    await picture(a, { path: '/tmp/e2e-leaderboard-profile.png', fullPage: true });
    await board.click();
    await a.waitForURL(/\/leaderboard\/knights$/);
    await expect.poll(heading(a)).toBe('Knight placement leaderboard');
    // A single game leaves the deviation near 300: neither player is listed yet.
    await a.locator('.leaderboard-empty').waitFor();
    const api = await a.evaluate(() => fetch('/api/leaderboard/knights').then((r) => r.json()));
    expect(api).toEqual({ game: 'knights', players: [] });
    await host.context.close();
    await guest.context.close();
  });

  it('says when there is no such leaderboard, and when a game is played alone', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    // The server: 404 for an id that cannot be a game, an empty list for one it does not have.
    const answer = (path: string) =>
      page.evaluate(
        (p) => fetch(p).then(async (r) => ({ status: r.status, body: await r.json() })),
        path,
      );
    expect(await answer('/api/leaderboard/Not_A_Game')).toMatchObject({
      status: 404,
      body: { code: 'no-such-game' },
    });
    expect(await answer('/api/leaderboard/chess')).toEqual({
      status: 200,
      body: { game: 'chess', players: [] },
    });

    // The page: a game it does not know has no board, however the server answers.
    for (const [id, shown] of [
      ['chess', 'chess'],
      ['Not_A_Game', 'Not_A_Game'],
      ['%E2%99%9E', '♞'],
    ]) {
      await page.goto(`${suite.server.url}/leaderboard/${id}`);
      await expect
        .poll(() => page.locator('.leaderboard-note').textContent())
        .toContain(`There is no leaderboard for “${shown}”.`);
      expect(await page.locator('.leaderboard-empty').count()).toBe(0);
      expect(await heading(page)()).toBe('Leaderboards');
      // The tabs still lead to the real ones.
      await tabs(page).getByRole('link', { name: 'Junqi' }).waitFor();
    }
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${suite.server.url}/leaderboard/twist`);
    await expect
      .poll(() => page.locator('.leaderboard-note').textContent())
      .toBe('IQ Twist is played alone: it has no rating, so no leaderboard.');
    expect(await tabs(page).locator('a[aria-current=page]').count()).toBe(0);
    await context.close();
  });

  it('says when the server refuses the game, or is not reached, and shows loading meanwhile', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.route('**/api/leaderboard/junqi', (route) =>
      route.fulfill({
        status: 404,
        json: { code: 'no-such-game', message: 'There is no such game.' },
      }),
    );
    await page.goto(`${suite.server.url}/leaderboard/junqi`);
    await expect
      .poll(() => page.locator('.leaderboard-note').textContent())
      .toContain('There is no leaderboard for “junqi”.');

    await page.route('**/api/leaderboard/guillotine', (route) => route.abort('failed'));
    await tabs(page).getByRole('link', { name: 'Guillotine' }).click();
    await expect
      .poll(() => page.locator('.page-note').textContent())
      .toBe('Could not reach the server. It will try again.');

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/leaderboard/knights', async (route) => {
      await held;
      await route.continue();
    });
    await tabs(page).getByRole('link', { name: 'Knight placement' }).click();
    await expect.poll(() => page.locator('.leaderboard .page-note').textContent()).toBe('Loading…');
    release();
    await page.locator('.leaderboard-empty').waitFor();
    await context.close();
  });

  it('speaks Japanese and Chinese', async () => {
    const ja = await newPage(suite.browser, { locale: 'ja-JP' });
    await ja.page.goto(`${suite.server.url}/leaderboard/junqi`);
    await expect.poll(heading(ja.page)).toBe('軍棋 ランキング');
    await expect
      .poll(() => ja.page.locator('.leaderboard-empty').textContent())
      .toContain('このランキングにはまだ誰もいません。');
    expect(await ja.page.locator('.leaderboard-empty').textContent()).toContain('75 以下');
    await ja.context.close();

    const zh = await newPage(suite.browser, { locale: 'zh-CN' });
    await zh.page.goto(`${suite.server.url}/leaderboard/knights`);
    await expect
      .poll(() => zh.page.locator('.leaderboard-empty').textContent())
      .toContain('这个排行榜上还没有人。');
    expect(await zh.page.locator('h1').textContent()).toMatch(/排行榜$/);
    await zh.context.close();
  });
});
