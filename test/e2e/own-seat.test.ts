/**
 * Your seat follows you: a player signed in on a second browser (by a passkey made on the first)
 * finds their seat in "Your games", takes it there with "Continue here" and plays a move; the
 * first browser is told it only watches now, the friend sees the move, and the first takes the
 * seat back from the match page the same way.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage } from './browser';

const suite = browserSuite();

const headerName = (page: Page) => page.locator('.site-header .header-player');
const status = (page: Page) => () => page.locator('.status').textContent();
const knights = (page: Page) => () => page.locator('.board [data-state=knight]').count();
const MOVED = 'You continued this game in another browser, so this page only watches now.';

/** A virtual passkey authenticator, as a phone's or a laptop's would be. */
async function authenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

describe('your seat on every device', () => {
  it('is taken on a second browser signed in by passkey, played there, and the first is told', async () => {
    const first = await newPage(suite.browser);
    const second = await newPage(suite.browser);
    const friend = await newPage(suite.browser);
    const [a, b, f] = [first.page, second.page, friend.page];

    // The player makes a passkey on the first browser.
    await a.goto(`${suite.server.url}/account`);
    await headerName(a).waitFor();
    const name = (await headerName(a).textContent())!;
    const keyA = await authenticator(first.context, a);
    await a.getByRole('button', { name: 'Add a passkey' }).click();
    await a.getByRole('status').filter({ hasText: 'Passkey added.' }).waitFor();
    const { credentials } = await keyA.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: keyA.authenticatorId,
    });

    // A game with a friend, a move each.
    await a.goto(`${suite.server.url}/knights`);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Columns').selectOption('5');
    await form.getByLabel('Rows').selectOption('5');
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const matchId = new URL(a.url()).pathname.split('/').pop()!;
    await f.goto(await a.locator('#share-url').inputValue());
    await f.waitForURL((url) => !url.search.includes('sit'));
    await a.locator('.board [data-square=a5]').click();
    await expect.poll(status(f)).toMatch(/^Your turn\./);
    await f.locator('.board [data-square=e1]').click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);

    // The second browser signs in as the same player with the (synced) passkey.
    await b.goto(`${suite.server.url}/account`);
    await headerName(b).waitFor();
    const keyB = await authenticator(second.context, b);
    await keyB.cdp.send('WebAuthn.addCredential', {
      authenticatorId: keyB.authenticatorId,
      credential: credentials[0]!,
    });
    await b.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => headerName(b).textContent()).toBe(name);

    // "Your games" there: the seat, played on the other device, can be continued here.
    await b.goto(suite.server.url);
    const row = b.locator('.your-games li', { has: b.locator(`a[href="/m/${matchId}"]`) });
    await expect.poll(() => row.textContent()).toMatch(/played on another device/);
    await row.getByRole('button', { name: 'Continue here' }).click();
    await b.waitForURL(new RegExp(`/m/${matchId}$`));
    await expect.poll(status(b)).toMatch(/^Your turn\./);

    // The first browser is told, and only watches.
    await a.getByText(MOVED).waitFor();
    expect(await a.locator('.board [data-state=legal]').count()).toBeGreaterThan(0);
    await a.locator('.board [data-state=legal]').first().click();
    expect(await knights(a)()).toBe(2);

    // The move is played on the second browser; the friend and the first see it.
    await b.locator('.board [data-square=c3]').click();
    await expect.poll(knights(f)).toBe(3);
    await expect.poll(knights(a)).toBe(3);
    await expect.poll(status(f)).toMatch(/^Your turn\./);
    await f.locator('.board [data-state=legal]').first().click();
    await expect.poll(knights(b)).toBe(4);

    // From the match page, the first takes the seat back; now the second only watches.
    await a.getByRole('button', { name: 'Continue here' }).click();
    await expect.poll(status(a)).toMatch(/^Your turn\./);
    await b.getByText(MOVED).waitFor();
    for (const c of [first, second, friend]) await c.context.close();
  });
});
