/**
 * Shared setup for the browser tests: the real Parlour server in-process (on a free port, with a
 * throwaway data folder, serving the built client from dist/client) and Debian's chromium driven
 * by playwright-core.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer } from '../../src/server';

export const clientDir = resolve(import.meta.dirname, '../../dist/client');

/**
 * How long a browser test waits for something to show before it fails: many times what an idle
 * machine needs (a second or two at most), so that a machine busy with other work makes a test
 * slow, never red. The default of every playwright action and wait (see newPage) and of
 * `expect.poll` (vitest.e2e.config.ts); a test asserts what a page shows, not how fast.
 */
export const PATIENCE_MS = 60_000;

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parlour-e2e-'));
  const server = await startServer({ port: 0, dataDir, clientDir, quiet: true });
  return {
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium's features the tests turn off. Every new window of a headless Chromium 156 loads the
 * address bar's two suggestion popups as pages of their own (chrome://omnibox-popup.top-chrome),
 * each in a renderer process: some 1.4 s of a core per browser context, more than the page under
 * test costs, and a window of the tests never shows an address bar. Chromium reads only the last
 * --disable-features it is given, so the list repeats those playwright-core 1.65 turns off for
 * its own reasons (requests to Google's hosts at start-up, paint holding, storage partitioning).
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}

export interface PageOptions {
  /** Viewport, CSS pixels; a desktop window by default. */
  width?: number;
  height?: number;
  /** Browser language, e.g. 'en-US' (decides the first language shown). */
  locale?: string;
}

/** A fresh page in its own context (its own localStorage), so tests do not share seats. */
export async function newPage(
  browser: Browser,
  opts: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1100, height: opts.height ?? 850 },
    locale: opts.locale ?? 'en-US',
    deviceScaleFactor: 1,
    hasTouch: (opts.width ?? 1100) < 500,
  });
  context.setDefaultTimeout(PATIENCE_MS);
  context.setDefaultNavigationTimeout(PATIENCE_MS);
  const page = await context.newPage();
  // Any uncaught error in the page fails the test that meets it.
  page.on('pageerror', (err) => {
    throw err;
  });
  return { context, page };
}

/**
 * The server and the browser of one test file: started before its tests, closed after them.
 * Read `suite.server` and `suite.browser` inside tests (they are set once the file starts).
 */
export function browserSuite(): { readonly server: TestServer; readonly browser: Browser } {
  const suite = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

/**
 * A knights match for two (5×5 unless told) with its first seat taken, made by a client without
 * a player (no cookie): the seat's token is the only proof of it, for a test to give to a page.
 */
export async function createKnightsMatch(
  url: string,
  table: Record<string, unknown> = {},
  options: { files: number; ranks: number } = { files: 5, ranks: 5 },
): Promise<{ matchId: string; token: string }> {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'knights',
      options,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
      table,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { matchId: string; token: string };
}

/**
 * The name the server gave the player of a page's browser (every browser is a player, a guest
 * from its first visit on: the page's own fetch carries its cookie).
 */
export async function playerName(page: Page): Promise<string> {
  let name: string | undefined;
  const asked = async () => {
    const me = await page.evaluate(() =>
      fetch('/api/me').then((r) => (r.ok ? (r.json() as Promise<{ name: string }>) : null)),
    );
    name = me?.name;
    return name;
  };
  await expect.poll(asked).toEqual(expect.any(String));
  return name!;
}

/** A text as a regular expression that matches it literally. */
export const literally = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A picture of the page for a person to look at, taken only with PARLOUR_SCREENSHOTS=1 (into the
 * path given, under /tmp): the tests assert on the page itself, and each picture costs a few
 * tenths of a second.
 */
export interface PictureOptions {
  path: string;
  fullPage?: boolean;
  /** Let an animation end first. */
  settleMs?: number;
}

export async function picture(page: Page, opts: PictureOptions) {
  if (!process.env.PARLOUR_SCREENSHOTS) return;
  if (opts.settleMs) await page.waitForTimeout(opts.settleMs);
  await page.screenshot({ path: opts.path, fullPage: opts.fullPage ?? false });
}
