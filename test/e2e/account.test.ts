/**
 * The player as a browser meets them: a generated name in the header on a first visit, the
 * profile it links to, renaming (refusals in the player's language), a one-time code that signs
 * another browser in, a passkey made in one browser and used in another (Chromium's virtual
 * authenticators), and forgetting the player.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, createKnightsMatch, newPage } from './browser';

const suite = browserSuite();

const headerName = (page: Page) => page.locator('.site-header .header-player');
const nameOf = (page: Page) => () => headerName(page).textContent();
const GENERATED = /^[A-Z][a-z]+[A-Z][a-z]+\d{2,}$/;

/** A browser at the account page, with its guest's name once the header shows it. */
async function atAccount(opts: { locale?: string } = {}) {
  const { context, page } = await newPage(suite.browser, opts);
  await page.goto(`${suite.server.url}/account`);
  await headerName(page).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, name: (await headerName(page).textContent())! };
}

/** A virtual passkey authenticator in the page's browser, as a phone's or a laptop's would be. */
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

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((c) => c.close()));

describe('your player', () => {
  it('is made on a first visit: a generated name in the header, linking to its profile', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await expect.poll(nameOf(page)).toMatch(GENERATED);
    const name = (await headerName(page).textContent())!;
    // The same player after a reload: the cookie remembers it.
    await page.reload();
    await expect.poll(nameOf(page)).toBe(name);
    await headerName(page).click();
    await page.waitForURL(new RegExp(`/p/${name}$`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('No rated games yet.').waitFor();
    // A profile by its address, and one of nobody.
    await page.goto(`${suite.server.url}/p/${encodeURIComponent(name.toLowerCase())}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goto(`${suite.server.url}/p/Nobody%20At%20All`);
    await page.getByText('Nobody At All').waitFor();
    await closeAll(context);
  });

  it('is renamed: a refusal is shown, then the new name', async () => {
    const { context, page, name } = await atAccount();
    const form = page.getByRole('form', { name: 'Name' });
    const field = form.getByLabel('New name');
    await field.fill('Al');
    await form.getByRole('button', { name: 'Change name' }).click();
    await form
      .locator('..')
      .getByRole('alert')
      .filter({ hasText: 'A name is 3 to 20 characters long.' })
      .waitFor();
    await field.fill('Parlour Staff');
    await form.getByRole('button', { name: 'Change name' }).click();
    await page.getByRole('alert').filter({ hasText: 'That name is reserved' }).waitFor();
    const chosen = `Tester ${Date.now() % 100000}`;
    await field.fill(chosen);
    await form.getByRole('button', { name: 'Change name' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your name is now ${chosen}.` })
      .waitFor();
    await expect.poll(nameOf(page)).toBe(chosen);
    expect(chosen).not.toBe(name);
    // Another browser cannot take it, in any case; the refusal speaks its language.
    const other = await atAccount({ locale: 'ja-JP' });
    const theirs = other.page.getByRole('form', { name: '名前' });
    await theirs.getByLabel('新しい名前').fill(chosen.toUpperCase());
    await theirs.getByRole('button', { name: '名前を変える' }).click();
    await other.page.getByRole('alert').filter({ hasText: 'その名前は使われています' }).waitFor();
    await closeAll(context, other.context);
  });

  it('moves to another browser with a one-time code', async () => {
    const a = await atAccount();
    const b = await atAccount();
    expect(b.name).not.toBe(a.name);
    await a.page.getByRole('button', { name: 'Show a code' }).click();
    const output = a.page.locator('output.transfer-code');
    await expect.poll(() => output.textContent()).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await a.page.getByText(/Works for \d+:\d\d more\./).waitFor();
    const code = (await output.textContent())!;

    const enter = b.page.getByRole('form', { name: 'A code from another device' });
    await enter.getByLabel('Code').fill('ZZZZ-ZZZZ');
    await enter.getByRole('button', { name: 'Sign in here' }).click();
    await b.page.getByRole('alert').filter({ hasText: 'That code does not work' }).waitFor();
    await enter.getByLabel('Code').fill(code.toLowerCase());
    await enter.getByRole('button', { name: 'Sign in here' }).click();
    await b.page
      .getByRole('status')
      .filter({ hasText: `This browser now plays as ${a.name}.` })
      .waitFor();
    await expect.poll(nameOf(b.page)).toBe(a.name);
    // It plays as that player at once, without a reload: a table it joins from the lobby, over
    // the connection the page already had, is theirs.
    const { matchId } = await createKnightsMatch(suite.server.url, { listed: true });
    await b.page.locator('a.brand').click();
    await b.page.locator(`.open-matches a[href="/m/${matchId}?sit=1"]`).click();
    await b.page.waitForURL((url) => url.pathname === `/m/${matchId}` && url.search === '');
    const seated = async () => {
      const res = await fetch(`${suite.server.url}/api/matches/${matchId}`);
      const shown = (await res.json()) as { seats: { player?: { name: string } }[] };
      return shown.seats[1]?.player?.name;
    };
    await expect.poll(seated).toBe(a.name);
    // Still so after a reload, and the first browser is still signed in too.
    await b.page.reload();
    await expect.poll(nameOf(b.page)).toBe(a.name);
    await a.page.reload();
    await expect.poll(nameOf(a.page)).toBe(a.name);
    await closeAll(a.context, b.context);
  });

  it('signs in on another browser with a passkey made on the first', async () => {
    const a = await atAccount();
    const keyA = await authenticator(a.context, a.page);
    await a.page.getByRole('button', { name: 'Add a passkey' }).click();
    await a.page.getByRole('status').filter({ hasText: 'Passkey added.' }).waitFor();
    await a.page.locator('.account-passkeys li').filter({ hasText: 'Passkey added' }).waitFor();
    const { credentials } = await keyA.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: keyA.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // The other browser's authenticator holds the same credential (a synced passkey).
    const b = await atAccount();
    expect(b.name).not.toBe(a.name);
    const keyB = await authenticator(b.context, b.page);
    await keyB.cdp.send('WebAuthn.addCredential', {
      authenticatorId: keyB.authenticatorId,
      credential: credentials[0]!,
    });
    await b.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await b.page
      .getByRole('status')
      .filter({ hasText: `This browser now plays as ${a.name}.` })
      .waitFor();
    await expect.poll(nameOf(b.page)).toBe(a.name);
    await b.page.reload();
    await expect.poll(nameOf(b.page)).toBe(a.name);
    // The passkey's list says it was used; removing it there stops it signing in.
    await b.page.locator('.account-passkeys li').filter({ hasText: 'last used' }).waitFor();
    await b.page.getByRole('button', { name: 'Remove' }).click();
    await b.page.getByRole('status').filter({ hasText: 'Passkey removed.' }).waitFor();
    const c = await atAccount();
    const keyC = await authenticator(c.context, c.page);
    await keyC.cdp.send('WebAuthn.addCredential', {
      authenticatorId: keyC.authenticatorId,
      credential: credentials[0]!,
    });
    await c.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await c.page.getByRole('alert').filter({ hasText: 'does not know that passkey' }).waitFor();
    await expect.poll(nameOf(c.page)).toBe(c.name);
    await closeAll(a.context, b.context, c.context);
  });

  it("lists the player's games on every browser: one seated elsewhere is to watch", async () => {
    const a = await atAccount();
    await a.page.goto(`${suite.server.url}/knights`);
    const form = a.page.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByRole('button', { name: 'Start' }).click();
    await a.page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const matchId = new URL(a.page.url()).pathname.split('/').pop()!;
    const own = await a.page.evaluate(() =>
      fetch('/api/me/matches').then((r) => r.json() as Promise<{ matches: { matchId: string }[] }>),
    );
    // The seat the page took is recorded as the player's.
    expect(own.matches.map((m) => m.matchId)).toContain(matchId);
    await a.page.goto(`${suite.server.url}/account`);
    await a.page.getByRole('button', { name: 'Show a code' }).click();
    const output = a.page.locator('output.transfer-code');
    await expect.poll(() => output.textContent()).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const b = await atAccount();
    const enter = b.page.getByRole('form', { name: 'A code from another device' });
    await enter.getByLabel('Code').fill((await output.textContent())!);
    await enter.getByRole('button', { name: 'Sign in here' }).click();
    await expect.poll(nameOf(b.page)).toBe(a.name);
    await b.page.goto(suite.server.url);
    const row = b.page.locator('.your-games li', {
      has: b.page.locator(`a[href="/m/${matchId}"]`),
    });
    await expect.poll(() => row.textContent()).toMatch(/played on another device/);
    expect(await row.getByRole('link').textContent()).toBe('Watch');
    // On the first browser, which holds the seat, it is to resume.
    await a.page.goto(suite.server.url);
    const mine = a.page.locator('.your-games li', {
      has: a.page.locator(`a[href="/m/${matchId}"]`),
    });
    await expect.poll(() => mine.getByRole('link').textContent()).toBe('Resume');
    await closeAll(a.context, b.context);
  });

  it('asks before signing out, saying what a guest without a passkey or code would lose', async () => {
    const { context, page, name } = await atAccount();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Sign out of ${name} in this browser?` });
    await dialog.getByText(/without either, .* cannot be reached again/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await headerName(page).textContent()).toBe(name);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect.poll(nameOf(page)).not.toBe(name);
    await expect.poll(nameOf(page)).toMatch(GENERATED);
    await context.close();
  });

  it('is forgotten: the confirmation says what goes and what stays, then a new guest', async () => {
    const { context, page, name } = await atAccount();
    await page.getByRole('button', { name: 'Forget me…' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Forget ${name} for good?` });
    await dialog.getByText(/Deleted: your name, your ratings/).waitFor();
    await dialog.getByText(/Kept: the games you played, anonymised/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Forget me…' }).click();
    await dialog.getByRole('button', { name: 'Forget me for good' }).click();
    await page.getByRole('status').filter({ hasText: 'Your player is forgotten.' }).waitFor();
    await expect.poll(nameOf(page)).toMatch(GENERATED);
    expect(await headerName(page).textContent()).not.toBe(name);
    // The old name is nobody's now.
    await page.goto(`${suite.server.url}/p/${encodeURIComponent(name)}`);
    await page.getByText(name).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name }).count()).toBe(0);
    await closeAll(context);
  });
});
