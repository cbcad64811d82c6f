/**
 * The lobby as a player meets it: "Your games" lists this browser's matches, private ones too,
 * says how each stands and lets finished ones be dismissed; "Open matches" lists only the
 * matches made open to anyone, by others.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, createKnightsMatch, newPage, picture } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const matchIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

const yourGame = (page: Page, id: string) =>
  page.locator('.your-games li', { has: page.locator(`a[href="/m/${id}"]`) });
const openMatch = (page: Page, id: string) =>
  page.locator('.open-matches li', { has: page.locator(`a[href^="/m/${id}"]`) });

/** A listed knights match on 6×5 with its first seat taken, as another player's browser makes it. */
const createListed = () =>
  createKnightsMatch(suite.server.url, { listed: true }, { files: 6, ranks: 5 });

/** Gives a page's browser the seat, as if it had created the match itself. */
async function holdSeat(page: Page, matchId: string, token: string): Promise<void> {
  await page.evaluate(
    ([id, tok]) =>
      localStorage.setItem(
        `parlour:seats:${id}`,
        JSON.stringify({ 0: { token: tok, nextSeq: 0, at: Date.now() } }),
      ),
    [matchId, token] as const,
  );
}

async function startFrom(page: Page, opponent: string): Promise<string> {
  await page.goto(`${suite.server.url}/knights`);
  const form = page.getByRole('form', { name: 'New game' });
  await form.getByLabel(opponent).check();
  await form.getByLabel('Columns').selectOption('5');
  await form.getByLabel('Rows').selectOption('4');
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
  await page.locator('.board [data-square]').first().waitFor();
  return matchIdOf(page);
}

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((c) => c.close()));

describe('the lobby', () => {
  it('keeps a match made for a friend private, but lists it under your games', async () => {
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const other = await newPage(suite.browser);
    const privateId = await startFrom(host.page, 'Against a friend');
    const stranger = await createListed();
    const ownListed = await createListed();

    await host.page.goto(suite.server.url);
    await holdSeat(host.page, ownListed.matchId, ownListed.token);
    await host.page.reload();
    const row = yourGame(host.page, privateId);
    await expect.poll(text(row)).toMatch(/Knight placement 5×4.*waiting for a friend to join/);
    expect(await row.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    // Your own listed match is yours to resume, not one to join.
    await yourGame(host.page, ownListed.matchId).waitFor();
    await openMatch(host.page, stranger.matchId).waitFor();
    expect(await openMatch(host.page, ownListed.matchId).count()).toBe(0);
    await picture(host.page, { path: '/tmp/lobby-desktop.png', fullPage: true });

    const b = other.page;
    await b.goto(suite.server.url);
    const listed = openMatch(b, stranger.matchId);
    await expect.poll(text(listed)).toMatch(/Knight placement 6×5.*a player is waiting.*just now/);
    await listed.getByRole('link', { name: 'Join' }).waitFor();
    expect(await listed.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      `/m/${stranger.matchId}?sit=1`,
    );
    await openMatch(b, ownListed.matchId).waitFor();
    expect(await openMatch(b, privateId).count()).toBe(0);
    // A browser that plays nothing has no "Your games".
    expect(await b.locator('.your-games').count()).toBe(0);
    await closeAll(host.context, other.context);
  });

  it('says a resigned game against the computer was lost, and forgets it on Dismiss', async () => {
    const { context, page } = await newPage(suite.browser, { width: 390, height: 844 });
    const id = await startFrom(page, 'Against the computer');
    await page.locator('.board [data-square=a1]').click();
    await expect.poll(text(page.locator('.status'))).toMatch(/^Your turn/);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect.poll(text(page.locator('.status'))).toBe('You resigned. You lost.');

    await page.goto(suite.server.url);
    const row = yourGame(page, id);
    await expect.poll(text(row)).toMatch(/against the computer \(Beginner\).*you lost/);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await picture(page, { path: '/tmp/lobby-phone.png', fullPage: true });

    await row.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await page.evaluate((m) => localStorage.getItem(`parlour:seats:${m}`), id)).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Open matches' }).waitFor();
    // Give the list time to load: the match must not come back (a wait that a busy machine can
    // only make a weaker check, never a failing one).
    await page.waitForTimeout(1000);
    expect(await row.count()).toBe(0);
    await context.close();
  });

  it('silently forgets a match the server does not know', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await holdSeat(page, 'gone-away-match', 'no-such-token');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('parlour:seats:gone-away-match')))
      .toBeNull();
    expect(await page.locator('.your-games').count()).toBe(0);
    await context.close();
  });

  it('lists a friend game made open to anyone for others, and remembers the choices made', async () => {
    const host = await newPage(suite.browser);
    const other = await newPage(suite.browser);
    await host.page.goto(`${suite.server.url}/knights`);
    const form = host.page.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Open to anyone').check();
    await form.getByLabel('Columns').selectOption('6');
    await form.getByRole('button', { name: 'Start' }).click();
    await host.page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const id = matchIdOf(host.page);

    await other.page.goto(suite.server.url);
    await expect.poll(() => openMatch(other.page, id).count()).toBe(1);
    // The waiting player is named as their player is.
    const hostName = await host.page.evaluate(() =>
      fetch('/api/me')
        .then((r) => r.json() as Promise<{ name: string }>)
        .then((me) => me.name),
    );
    await expect.poll(text(openMatch(other.page, id))).toMatch(/6×8/);
    await expect.poll(text(openMatch(other.page, id))).toContain(`${hostName} is waiting`);

    // The form opens as it was left.
    await host.page.goto(`${suite.server.url}/knights`);
    const again = host.page.getByRole('form', { name: 'New game' });
    expect(await again.getByLabel('Against a friend').isChecked()).toBe(true);
    expect(await again.getByLabel('Open to anyone').isChecked()).toBe(true);
    expect(await again.getByLabel('Columns').inputValue()).toBe('6');
    await host.context.close();
    await other.context.close();
  });
});
