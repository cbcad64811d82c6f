/**
 * Guillotine as its players meet it around the table, in Chromium with a browser context per
 * person: several friends seated by one link and named alike everywhere, with the draw, resign
 * and rematch texts worded for them; a resignation that the hand, the seat, the deal and the
 * buttons agree on at once, then the final table at 1280 px and on a phone; a table left with
 * nobody at it, paused for a spectator and in "Your games" until its player is back; and
 * "Your games" telling how far a series (and a Junqi setup) has come.
 *
 * Every wait is on a condition, with the generous deadline of every wait (PATIENCE_MS).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse } from '../../src/core/protocol';
import { browserSuite, literally, newPage, PATIENCE_MS, picture, playerName } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const logOf = async (page: Page) => (await page.locator('.gl-log li').allTextContents()).join('\n');
const statusOf = (page: Page) => text(page.locator('.gl-status'));
const box = (page: Page, seat: number) => page.locator(`.gl-seat[data-seat="${seat}"]`);
const controls = (page: Page) => page.locator('.gl-side .controls');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Plan = { kind: 'human' } | { kind: 'bot'; level: string };
const HUMAN: Plan = { kind: 'human' };
const RANDOM: Plan = { kind: 'bot', level: 'random' };

async function createMatch(
  game: string,
  seats: Plan[],
  sit: number,
  table: Record<string, unknown> = {},
): Promise<CreateMatchResponse> {
  const res = await fetch(`${suite.server.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats, sit, table }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateMatchResponse;
}

/** Gives the page's browser a seat, as if it had made the match itself. */
async function holdSeat(page: Page, created: CreateMatchResponse): Promise<void> {
  if (!page.url().startsWith(suite.server.url)) await page.goto(suite.server.url);
  await page.evaluate(
    ([id, seat, token]) =>
      localStorage.setItem(
        `parlour:seats:${id}`,
        JSON.stringify({ [seat]: { token, nextSeq: 0, at: Date.now() } }),
      ),
    [created.matchId, String(created.seat), created.token] as const,
  );
}

async function openMatch(page: Page, matchId: string): Promise<void> {
  await page.goto(`${suite.server.url}/m/${matchId}`);
  await page.locator('.gl-felt').waitFor();
}

/** One action if this page may act: the dealer's call, a legal card, or a pass. */
async function act(page: Page): Promise<boolean> {
  const call = page.locator('.gl-choice button:not([disabled])');
  if (await call.count()) {
    await call.first().click();
    return true;
  }
  const legal = page.locator('.gl-hand[data-active=true] [data-legal=true]');
  if (await legal.count()) {
    await legal.first().click();
    return true;
  }
  const pass = page.locator('.gl-pass:not([disabled])');
  if (await pass.count()) {
    await pass.click();
    return true;
  }
  return false;
}

/** Lets the pages act in turn until `done` holds (within the patience of every wait). */
async function playUntil(pages: Page[], done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await done())) {
    expect(Date.now(), what).toBeLessThan(deadline);
    let acted = false;
    for (const p of pages) acted = (await act(p)) || acted;
    if (!acted) await pause(80);
  }
}

/**
 * Where a confirmation sits in the column beside the table: its answers on one line together,
 * and nothing past the column's edges.
 */
async function confirmLayout(page: Page) {
  return page.locator('.gl-side .confirm').evaluate((el) => {
    const side = el.closest('.gl-side')!.getBoundingClientRect();
    const rects = [...el.querySelectorAll('.confirm-text, button')].map((e) =>
      e.getBoundingClientRect(),
    );
    const buttons = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    return {
      oneLine: buttons.every((b) => Math.abs(b.top - buttons[0]!.top) < 1),
      inside: rects.every((r) => r.left >= side.left - 0.5 && r.right <= side.right + 0.5),
    };
  });
}

/** Every table of the final results shows all its columns without scrolling sideways. */
async function tablesFit(page: Page): Promise<boolean> {
  return page
    .locator('.gl-scores-wrap')
    .evaluateAll(
      (els) => els.length > 0 && els.every((el) => el.scrollWidth <= el.clientWidth + 1),
    );
}

describe('Guillotine around the table', () => {
  it('seats several friends by one link, names each alike everywhere, and words draw, resign and rematch for them', async () => {
    const created = await createMatch('guillotine', [HUMAN, HUMAN, HUMAN, HUMAN], 2);
    const id = created.matchId;
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const a = host.page;
    await holdSeat(a, created);
    await openMatch(a, id);

    // One link for the three free seats, worded for three; each friend who opens it sits.
    const share = a.locator('.share');
    await expect
      .poll(text(share))
      .toMatch(/Invite your friends.*3 friends.*a free seat.*Waiting for 3 more friends to join/);
    const link = await a.locator('#share-url').inputValue();
    expect(link).toMatch(/\?sit=1$/);
    const friends = [];
    for (const still of [2, 1, 0]) {
      const f = await newPage(suite.browser, { width: 1280, height: 800 });
      await f.page.goto(link);
      await f.page.waitForURL((url) => !url.search.includes('sit'));
      await f.page.locator('.gl-felt').waitFor();
      friends.push(f);
      if (still > 0)
        await expect.poll(text(share)).toMatch(new RegExp(`Waiting for ${still} more friend`));
    }
    await expect.poll(() => a.locator('#share-url').count()).toBe(0);
    const [n, e, w] = friends.map((f) => f.page) as [Page, Page, Page];
    // Each friend sat as their browser's player, and is called by its name; the host's seat,
    // made without a browser, has none: the others number it among the people at the table.
    const [N, E, W] = (await Promise.all([n, e, w].map(playerName))) as [string, string, string];
    const named = (...parts: string[]) => new RegExp(parts.map(literally).join('\\s*'));

    await expect.poll(text(box(a, 0))).toMatch(named('North', N));
    await expect.poll(text(box(a, 1))).toMatch(named('East', E));
    await expect.poll(text(box(a, 3))).toMatch(named('West', W));
    await expect.poll(text(box(n, 1))).toMatch(named('East', E));
    await expect.poll(text(box(n, 2))).toMatch(/South\s*Friend 2/);
    await expect.poll(text(box(n, 0))).toMatch(/North\s*You/);

    // The log names them the same way, never by compass.
    const pages = [a, n, e, w];
    await playUntil(
      pages,
      async () => ((await logOf(a)).match(/ played /g) ?? []).length >= 6,
      'six cards should be played',
    );
    const log = await logOf(a);
    expect(log).toMatch(new RegExp(`(${[N, E, W].map(literally).join('|')}) played`));
    expect(log).not.toMatch(/(North|East|South|West) (played|chose)/);
    await picture(a, { path: '/tmp/guillotine-table-friends.png' });

    // Resigning asks what it means here, its answers on one line in the narrow column.
    await a.getByRole('button', { name: 'Resign' }).click();
    await expect
      .poll(text(controls(a)))
      .toContain('Resign? The computer will play your cards to the end of the series.');
    expect(await confirmLayout(a)).toEqual({ oneLine: true, inside: true });
    await a.getByRole('button', { name: 'Keep playing' }).click();

    // A draw needs all four: the offer names whoever is still awaited.
    await a.getByRole('button', { name: 'Offer a draw' }).click();
    await expect
      .poll(text(controls(a)))
      .toContain(`Draw offered; waiting for ${N}, ${E}, and ${W}. It lapses with the next move.`);
    await expect.poll(text(controls(n))).toContain('Friend 2 offers a draw.');
    await n.getByRole('button', { name: 'Accept the draw' }).click();
    await expect.poll(text(controls(e))).toContain(`${N} and Friend 2 offer a draw.`);
    await expect.poll(text(controls(a))).toContain(`waiting for ${E} and ${W}.`);
    expect(await confirmLayout(e)).toEqual({ oneLine: true, inside: true });
    await picture(e, { path: '/tmp/guillotine-table-draw.png' });
    await e.getByRole('button', { name: 'Accept the draw' }).click();
    await w.getByRole('button', { name: 'Accept the draw' }).click();
    await expect.poll(statusOf(a)).toMatch(/A draw/);

    // The rematch too names who has still to say yes.
    await a.getByRole('button', { name: 'Rematch' }).click();
    await expect
      .poll(text(controls(a)))
      .toContain(`Rematch offered; waiting for ${N}, ${E}, and ${W}…`);
    await expect.poll(text(controls(n))).toContain('Friend 2 offers a rematch.');
    await n.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(text(controls(e))).toContain(`${N} and Friend 2 offer a rematch.`);
    await expect.poll(text(controls(a))).toContain(`waiting for ${E} and ${W}…`);
    expect(await confirmLayout(e)).toEqual({ oneLine: true, inside: true });
    await picture(e, { path: '/tmp/guillotine-table-rematch.png' });
    for (const c of [host, ...friends]) await c.context.close();
  });

  it('agrees at once on a resignation, says the computer plays for them, and fits the final table on any screen', async () => {
    // A friend North, the host South, computers East and West.
    const created = await createMatch('guillotine', [HUMAN, RANDOM, HUMAN, RANDOM], 2);
    const id = created.matchId;
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const friend = await newPage(suite.browser, { width: 390, height: 844 });
    const a = host.page;
    const b = friend.page;
    for (const p of [a, b]) await p.emulateMedia({ reducedMotion: 'reduce' });
    await holdSeat(a, created);
    await openMatch(a, id);
    await b.goto(await a.locator('#share-url').inputValue());
    await b.waitForURL((url) => !url.search.includes('sit'));
    await b.locator('.gl-felt').waitFor();
    const friendName = await playerName(b);

    // The order of the cards in a trick is at the table while a trick game is played, only then.
    // The game and the order are read in one look at the page: two reads could straddle a render.
    let seenOrder = false;
    await playUntil(
      [a, b],
      async () => {
        const { game, orders } = await a.evaluate(() => ({
          game: document.querySelector('.gl-match')?.getAttribute('data-game') ?? '',
          orders: [...document.querySelectorAll('.gl-trick-order')].map((el) => el.textContent),
        }));
        if (game === '' || game === 'dominoes') expect(orders).toEqual([]);
        else if (orders.length > 0) {
          expect(orders).toEqual(['In a trick, highest first: A 10 K Q J 9 8 7']);
          seenOrder = true;
        }
        return seenOrder && (await a.locator('.gl-hand[data-active=true]').count()) > 0;
      },
      'a trick game should come up with the host to play',
    );
    await picture(a, { path: '/tmp/guillotine-table-order.png' });

    await a.getByRole('button', { name: 'Resign' }).click();
    await a.getByRole('button', { name: 'Yes, resign' }).click();
    // At once, and from then on: no Resign button, a hand that cannot be played, the seat box
    // saying who plays it, and the deal counter in step with the scoresheet.
    const agreed = () =>
      a.evaluate(() => {
        const banner = document.querySelector('.gl-banner')?.textContent ?? '';
        const deal = Number(/Deal (\d+) of 24/.exec(banner)?.[1] ?? 0);
        const scored = Number(document.querySelector('.gl-tab-count')?.textContent ?? 0);
        const cards = [...document.querySelectorAll('.gl-hand button')];
        return {
          resign: [...document.querySelectorAll('button')].some(
            (el) => el.textContent === 'Resign',
          ),
          playable: cards.some((el) => !(el as HTMLButtonElement).disabled),
          seat: document.querySelector('.gl-seat-bottom .gl-presence')?.textContent ?? '',
          status: document.querySelector('.gl-status')?.textContent ?? '',
          inStep: /series is over/.test(banner) || deal === scored + 1,
        };
      });
    await expect.poll(agreed).toEqual({
      resign: false,
      playable: false,
      seat: 'you resigned: the computer plays for you',
      status: 'You resigned: the computer plays your cards to the end of the series.',
      inStep: true,
    });
    await picture(a, { path: '/tmp/guillotine-table-resigned.png' });
    await expect
      .poll(text(box(b, 2)))
      .toMatch(/South\s*Friend.*resigned: the computer plays for them/);
    await expect.poll(() => logOf(b)).toMatch(/Friend resigned\nThe computer plays for Friend/);
    await expect.poll(() => logOf(a)).toMatch(/You resigned\nThe computer plays for you/);

    // The friend plays on; the cards the computer plays for the host say so, in both logs.
    await playUntil(
      [b],
      async () => /The computer played \S+ for you/.test(await logOf(a)),
      'the computer should play a card for the host',
    );
    for (let i = 0; i < 3; i++)
      expect(await agreed()).toMatchObject({ playable: false, inStep: true });
    await expect.poll(() => logOf(b)).toMatch(/The computer played \S+ for Friend/);

    // The friend resigns too: the computers finish the series, and the final table fits.
    await b.getByRole('button', { name: 'Resign' }).click();
    await b.getByRole('button', { name: 'Yes, resign' }).click();
    for (const p of [a, b]) await p.locator('.gl-stats').waitFor({ timeout: 2 * PATIENCE_MS });
    await picture(a, { path: '/tmp/guillotine-table-final-1280.png' });
    await picture(b, { path: '/tmp/guillotine-table-final-390.png', fullPage: true });
    const heads = (p: Page, table: string) => p.locator(`${table} thead th`).allTextContents();
    expect(await heads(a, '.gl-stats-table')).toEqual(['You', 'West', friendName, 'East']);
    expect(await heads(b, '.gl-stats-table')).toEqual(['You', 'East', 'Friend', 'West']);
    expect((await heads(a, '.gl-scores')).slice(2)).toEqual(['You', 'West', friendName, 'East']);
    await expect.poll(() => tablesFit(a)).toBe(true);
    await expect.poll(() => tablesFit(b)).toBe(true);
    await a.setViewportSize({ width: 390, height: 844 });
    await b.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => tablesFit(a)).toBe(true);
    await expect.poll(() => tablesFit(b)).toBe(true);
    await picture(a, { path: '/tmp/guillotine-table-final-390-host.png', fullPage: true });
    for (const c of [host, friend]) await c.context.close();
  });

  it('pauses a table with nobody at it, for a spectator and in "Your games", until its player is back', async () => {
    const created = await createMatch('guillotine', [HUMAN, RANDOM, HUMAN, RANDOM], 2, {
      graceSeconds: 1,
    });
    const id = created.matchId;
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const friend = await newPage(suite.browser, { width: 390, height: 844 });
    const a = host.page;
    const b = friend.page;
    await holdSeat(a, created);
    await openMatch(a, id);
    await b.goto(await a.locator('#share-url').inputValue());
    await b.waitForURL((url) => !url.search.includes('sit'));
    await b.locator('.gl-felt').waitFor();
    const friendName = literally(await playerName(b));

    // The friend goes; after the grace the computer plays for them, while the host is there.
    await b.goto('about:blank');
    await expect.poll(text(box(a, 0))).toMatch(/the computer plays for them/);
    await expect
      .poll(() => logOf(a))
      .toMatch(new RegExp(`${friendName} left the table\nThe computer plays for ${friendName}`));
    // Then the host goes too: nobody is at the table, which waits for South.
    await a.goto('about:blank');
    const watcher = await newPage(suite.browser, { width: 1280, height: 800 });
    const s = watcher.page;
    await openMatch(s, id);
    await expect
      .poll(statusOf(s))
      .toMatch(/^Paused: waiting for Player 3 to come back \(away \d+:\d\d\)\.$/);
    await expect.poll(text(box(s, 2))).toMatch(/South\s*Player 3.*disconnected/);
    await picture(s, { path: '/tmp/guillotine-table-paused.png' });

    // The friend's "Your games" says so, and how far the series is.
    await b.goto(suite.server.url);
    const row = b.locator('.your-games li', { has: b.locator(`a[href="/m/${id}"]`) });
    await expect
      .poll(text(row))
      .toMatch(/Guillotine.*paused: waiting for your friend to come back.*deal 1 of 24/);
    await picture(b, { path: '/tmp/guillotine-table-paused-yours.png', fullPage: true });

    // The host is back: the table goes on, for the spectator and in the friend's list.
    await openMatch(a, id);
    await expect.poll(statusOf(s)).not.toMatch(/Paused/);
    await expect.poll(text(row)).not.toMatch(/paused/);
    await playUntil(
      [a],
      async () => (await logOf(s)).split('Player 3 played').length > 1,
      'the host should play on',
    );

    // The friend opens the match again: back in their seat, the log speaks to them.
    await openMatch(b, id);
    await expect
      .poll(() => logOf(b))
      .toMatch(/You left the table\nThe computer plays for you[\s\S]*You are back/);
    await expect.poll(() => logOf(a)).toMatch(new RegExp(`${friendName} is back`));
    for (const c of [host, friend, watcher]) await c.context.close();
  });

  it('tells in "Your games" the deal a series is at, and a Junqi game still being set up', async () => {
    const series = await createMatch('guillotine', [RANDOM, RANDOM, HUMAN, RANDOM], 2);
    const junqi = await createMatch('junqi', [HUMAN, RANDOM], 0);
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    await holdSeat(page, series);
    await holdSeat(page, junqi);
    await page.goto(suite.server.url);
    const rowOf = (id: string) =>
      page.locator('.your-games li', { has: page.locator(`a[href="/m/${id}"]`) });
    await expect.poll(text(rowOf(series.matchId))).toMatch(/Guillotine.*deal 1 of 24/);
    await expect.poll(text(rowOf(junqi.matchId))).toMatch(/Junqi.*setting up/);
    expect(await text(rowOf(series.matchId))()).not.toMatch(/moves/);
    await page.locator('select.language').selectOption('ja');
    await expect.poll(text(rowOf(series.matchId))).toMatch(/第1ディール（全24）/);
    await expect.poll(text(rowOf(junqi.matchId))).toMatch(/配置中/);
    await page.locator('select.language').selectOption('zh');
    await expect.poll(text(rowOf(series.matchId))).toMatch(/第1局（共24局）/);
    await expect.poll(text(rowOf(junqi.matchId))).toMatch(/布阵中/);
    await picture(page, { path: '/tmp/guillotine-table-yours.png', fullPage: true });
    await context.close();
  });
});
