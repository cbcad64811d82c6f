/**
 * The table around a game, as two players meet it in their browsers: a seat got back through
 * its private link in a fresh browser ("continue here"), the win claimed once the opponent has
 * gone, and a rematch both accept.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, createKnightsMatch, newPage, picture, playerName } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const status = (page: Page) => text(page.locator('.status'));

/** A knights match for two, made as the page would, with the creator's seat in `page`. */
async function hostMatch(page: Page, table: Record<string, unknown> = {}): Promise<string> {
  const created = await createKnightsMatch(suite.server.url, table);
  await page.goto(suite.server.url);
  await page.evaluate(
    ([id, token]) =>
      localStorage.setItem(`parlour:seats:${id}`, JSON.stringify({ 0: { token, nextSeq: 0 } })),
    [created.matchId, created.token] as const,
  );
  await page.goto(`${suite.server.url}/m/${created.matchId}`);
  await page.locator('.board [data-square]').first().waitFor();
  return created.matchId;
}

async function join(page: Page, matchId: string): Promise<void> {
  await page.goto(`${suite.server.url}/m/${matchId}?sit=1`);
  await page.waitForURL((url) => !url.search.includes('sit'));
  await expect.poll(status(page)).toMatch(/Waiting for Friend/);
}

describe('the table around a game', () => {
  it('gives a player their seat back in a fresh browser through its private link', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser);
    const matchId = await hostMatch(host.page);
    await join(friend.page, matchId);

    // The friend's private link: it says it carries the seat's secret.
    await friend.page.getByText('Your private link to this seat').click();
    await expect.poll(text(friend.page.locator('.rejoin'))).toMatch(/do not share it/);
    const link = await friend.page.locator('#rejoin-url').inputValue();
    expect(link).toMatch(/#seat=1&token=/);

    // A fresh browser (no storage at all) opens it and holds the seat, which is open elsewhere.
    const fresh = await newPage(suite.browser, { width: 390, height: 844 });
    await fresh.page.goto(link);
    await expect.poll(() => fresh.page.url()).not.toMatch(/token/);
    await expect.poll(status(fresh.page)).toMatch(/Waiting for Friend/);
    await fresh.page.getByRole('button', { name: 'Continue here' }).click();
    await expect
      .poll(text(friend.page.locator('.match-page')))
      .toMatch(/You continued this game in another browser/);

    await host.page.locator('.board [data-square=a1]').click();
    await expect.poll(status(fresh.page)).toMatch(/^Your turn\./);
    await fresh.page.locator('.board [data-square=e5]').click();
    await expect.poll(status(host.page)).toMatch(/^Your turn\./);
    // The old browser only watches now: its clicks are not moves.
    await expect
      .poll(text(friend.page.locator('.match-page')))
      .toMatch(/You are watching|continued/);
    await picture(fresh.page, { path: '/tmp/e2e-table-continue.png' });
    for (const c of [host, friend, fresh]) await c.context.close();
  });

  it('shows that the opponent is gone, lets the other claim the win, then both play a rematch', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser);
    const matchId = await hostMatch(host.page, { graceSeconds: 2 });
    await join(friend.page, matchId);
    await host.page.locator('.board [data-square=c3]').click();
    await expect.poll(status(friend.page)).toMatch(/^Your turn\./);

    // The friend's browser goes away: the host sees it, with the time, then the choice. The
    // notice shows only for the two seconds of grace, so the page notes every text the panel
    // shows from now on (polling for it could miss it on a busy machine).
    await host.page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { panelTexts: string[] }).panelTexts = shown;
      new MutationObserver(() => {
        shown.push(document.querySelector('.table-panel')?.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await friend.page.goto('about:blank');
    await expect
      .poll(() =>
        host.page.evaluate(() =>
          (window as unknown as { panelTexts: string[] }).panelTexts.join('\n'),
        ),
      )
      .toMatch(/disconnected \(0:0\d\)/);
    await host.page.getByRole('button', { name: 'Claim the win' }).waitFor();
    await picture(host.page, { path: '/tmp/e2e-table-claim.png' });
    await host.page.getByRole('button', { name: 'Claim the win' }).click();
    await expect.poll(status(host.page)).toMatch(/You won!/);

    // The friend comes back to the finished game; the host offers a rematch and the friend accepts.
    await friend.page.goto(`${suite.server.url}/m/${matchId}`);
    await expect.poll(status(friend.page)).toMatch(/You lost/);
    // The friend took the seat as their browser's player: the host calls them by its name.
    const friendName = await playerName(friend.page);
    await host.page.getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(text(host.page.locator('.controls'))).toContain(`waiting for ${friendName}`);
    await friend.page.getByRole('button', { name: 'Accept' }).click();
    // Both are taken to the new match, where the seats are swapped: the friend moves first.
    await host.page.waitForURL((url) => !url.pathname.endsWith(matchId));
    await friend.page.waitForURL((url) => !url.pathname.endsWith(matchId));
    expect(host.page.url()).toBe(friend.page.url());
    await expect.poll(status(friend.page)).toMatch(/^Your turn\./);
    await expect.poll(status(host.page)).toContain(`Waiting for ${friendName}`);
    for (const c of [host, friend]) await c.context.close();
  });
});
