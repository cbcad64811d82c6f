/**
 * Every page of the web app works under its Content-Security-Policy: Chromium loads each with the
 * server's policy on and reports no violation (neither the page's `securitypolicyviolation`
 * events nor a "Refused to…" line in its console), nor a Permissions-Policy it cannot read. The
 * workers are started too (the IQ Twist editor counts solutions in one, the knights analysis runs
 * in another).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, createKnightsMatch, newPage, playerName } from './browser';

const suite = browserSuite();

/** Every violation the page's documents report, and every console line about a policy. */
async function watchPolicies(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (
      /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(text)
    ) {
      problems.push(`${page.url()}: console ${msg.type()}: ${text}`);
    }
  });
  await page.exposeFunction('__violation', (what: string) => problems.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __violation: (w: string) => void }).__violation;
      report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  return problems;
}

async function createMatch(url: string, game: string, seats: unknown[]): Promise<string> {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats, sit: 0 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { matchId: string }).matchId;
}

describe('the Content-Security-Policy', () => {
  it('is sent with every page, and no page of the app breaks it', async () => {
    const { context, page } = await newPage(suite.browser);
    const problems = await watchPolicies(page);
    const url = suite.server.url;
    const bot = { kind: 'bot', level: 'random' };
    const knights = (await createKnightsMatch(url)).matchId;
    const junqi = await createMatch(url, 'junqi', [{ kind: 'human' }, bot]);
    const guillotine = await createMatch(url, 'guillotine', [{ kind: 'human' }, bot, bot, bot]);

    const first = await page.goto(url);
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('#app *').first().waitFor();
    const name = await playerName(page);
    const pages = [
      '/knights',
      '/junqi',
      '/guillotine',
      '/twist',
      '/twist/editor',
      '/twist/random/starter',
      '/account',
      '/leaderboard',
      '/leaderboard/junqi',
      `/p/${encodeURIComponent(name)}`,
      `/m/${knights}`,
      `/m/${junqi}`,
      `/m/${guillotine}`,
      '/no/such/page',
    ];
    for (const path of pages) {
      const res = await page.goto(`${url}${path}`);
      expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.locator('#app *').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The solver worker of the editor, asked for by the page as it opens.
    await page.goto(`${url}/twist/editor`);
    await page.waitForLoadState('networkidle');
    // The knights analysis, in a worker of its own.
    await page.goto(`${url}/m/${knights}`);
    const analysis = page.getByLabel('Analysis');
    if ((await analysis.count()) > 0) {
      await analysis.first().check();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses to be framed by another page', async () => {
    const { context, page } = await newPage(suite.browser);
    const problems: string[] = [];
    page.on('console', (msg) => problems.push(msg.text()));
    // A page of another origin (about:blank's opaque one) that frames the app.
    await page.setContent(`<iframe src="${suite.server.url}/account"></iframe>`);
    await expect
      .poll(() => problems.some((p) => /frame-ancestors|Refused to (display|frame)/i.test(p)))
      .toBe(true);
    const frame = page.frames().find((f) => f.url().includes('/account'));
    const framedText = frame ? await frame.evaluate(() => document.body?.textContent ?? '') : '';
    expect(framedText).not.toMatch(/Forget me|Account/i);
    await context.close();
  });
});
