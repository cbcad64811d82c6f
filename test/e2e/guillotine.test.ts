/**
 * Guillotine in the browser: a whole deal against three computers from the new-game form, with
 * the raised cards checked against the rules and an illegal card refused without a message to
 * the server; then two people at one table, and the computer taking over the seat of the one
 * who leaves while the table plays on.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse } from '../../src/core/protocol';
import {
  type Card,
  rankOf,
  type Suit,
  sequenceValue,
  suitOf,
} from '../../src/games/guillotine/cards';
import { DEAL_TOTALS, type GameId, isTrickGame } from '../../src/games/guillotine/games';
import { browserSuite, literally, newPage, PATIENCE_MS, picture, playerName } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
/** The log so far ('' while it is still empty), without waiting for it to appear. */
const logOf = async (page: Page) => (await page.locator('.gl-log').allTextContents()).join('');

/** Every `match:move` the page sends, by websocket or by long-polling. */
function countMoves(page: Page): { n: number } {
  const sent = { n: 0 };
  const isMove = (payload: string | Buffer | null | undefined) =>
    String(payload ?? '').includes('"match:move"');
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      if (isMove(f.payload)) sent.n++;
    }),
  );
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/socket.io/') && isMove(r.postData())) sent.n++;
  });
  return sent;
}

const cardsIn = (loc: Locator): Promise<Card[]> =>
  loc.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') as Card));

/** The cards the rules allow, worked out from what the table shows (not from the page's code). */
async function expectedLegal(page: Page, hand: readonly Card[]): Promise<Card[]> {
  const game = (await page.locator('.gl-match').getAttribute('data-game')) as GameId;
  if (game === 'dominoes') {
    const spinner = await page.locator('.gl-dominoes').getAttribute('data-spinner');
    if (!spinner) return [...hand];
    const laid = await cardsIn(page.locator('.gl-row .gl-laid .gl-card'));
    return hand.filter((card) => {
      const row = laid
        .filter((c) => suitOf(c) === suitOf(card))
        .map(sequenceValue)
        .sort((a, b) => a - b);
      if (row.length === 0) return rankOf(card) === spinner;
      const v = sequenceValue(card);
      return v === row[0]! - 1 || v === row.at(-1)! + 1;
    });
  }
  const led = await cardsIn(page.locator('.gl-trick [data-led=true] .gl-card'));
  if (led.length === 0) return [...hand];
  const suit: Suit = suitOf(led[0]!);
  const follow = hand.filter((c) => suitOf(c) === suit);
  return follow.length > 0 ? follow : [...hand];
}

/**
 * One action if this page may act: the dealer's call, a legal card (unless `cards` is false), or a
 * pass.
 */
async function act(page: Page, cards = true): Promise<boolean> {
  const call = page.locator('.gl-choice button:not([disabled])');
  if (await call.count()) {
    await call.first().click();
    return true;
  }
  const legal = page.locator('.gl-hand[data-active=true] [data-legal=true]');
  if (cards && (await legal.count())) {
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

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Guillotine in the browser', () => {
  it('plays a whole deal against three computers, refusing an illegal card without sending it', async () => {
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    // Nothing waits between the computers' cards; a finished trick still shows briefly.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const moves = countMoves(page);
    await page.goto(`${suite.server.url}/guillotine`);
    const form = page.getByRole('form', { name: 'New game' });
    for (const seat of ['West', 'North', 'East'])
      await form.getByLabel(seat).selectOption('random');
    await form.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.locator('.gl-felt').waitFor();
    await picture(page, { path: '/tmp/guillotine-e2e-start.png' });

    // Every card this page plays is checked first: the raised cards against the rules.
    let checked = 0;
    let refused = false;
    const banner = page.locator('.gl-banner');
    // A whole deal is some thirty cards and a call: a few seconds on an idle machine.
    const deadline = Date.now() + 2 * PATIENCE_MS;
    // The first deal is over when the second is dealt; go on until an illegal card came up.
    while (!(refused && /Deal [2-9]/.test((await banner.textContent()) ?? ''))) {
      expect(Date.now(), 'the first deal should be over by now').toBeLessThan(deadline);
      const hand = page.locator('.gl-hand[data-active=true] button[data-card]');
      // Our turn only if it was our turn when the hand was read: a card is never played unchecked.
      let ours = false;
      if ((await hand.count()) > 0 && !(await page.locator('.gl-pass').count())) {
        ours = true;
        const cards = await cardsIn(hand);
        const raised = await cardsIn(page.locator('.gl-hand button[data-legal=true]'));
        expect(raised.sort()).toEqual((await expectedLegal(page, cards)).sort());
        checked++;
        const dimmed = page.locator('.gl-hand button[data-legal=false]');
        if (!refused && (await dimmed.count()) > 0) {
          const before = moves.n;
          await dimmed.first().click();
          await expect
            .poll(text(page.locator('.gl-main .message')))
            .toMatch(/You must follow suit: you hold|cannot be played/);
          await picture(page, { path: '/tmp/guillotine-e2e-refused.png' });
          // Nothing was sent, then or in the moment after (a wait that a busy machine can only
          // make a weaker check, never a failing one).
          await pause(200);
          expect(moves.n).toBe(before);
          refused = true;
        }
      }
      if (!(await act(page, ours))) await pause(60);
    }

    // The deal is in the log and on the scoresheet, its points adding up to the game's total.
    await expect.poll(text(page.locator('.gl-log'))).toMatch(/Deal 1 \(\w+, \w+ dealt\): You/);
    await page.getByRole('tab', { name: /Scores/ }).click();
    const row = page.locator('.gl-scores tr[data-deal="1"]');
    await row.waitFor();
    const game = (await row.locator('.gl-score-game').textContent())!.split(' ')[0]!.toLowerCase();
    const deltas = await row
      .locator('.gl-delta')
      .evaluateAll((els) => els.map((e) => Number(e.textContent!.replace('−', '-'))));
    expect(deltas).toHaveLength(4);
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(DEAL_TOTALS[game as GameId]);
    // A trick game's deal has us play all eight cards; Dominoes ends when two are out, which can
    // be after only a few of ours.
    const ourCards = isTrickGame(game as GameId) ? 8 : 1;
    expect(checked).toBeGreaterThanOrEqual(ourCards);
    expect(moves.n).toBeGreaterThanOrEqual(ourCards);
    await picture(page, { path: '/tmp/guillotine-e2e-scores.png' });

    // Opened again (a reload, a phone waking a tab), the log still tells the latest plays.
    await page.getByRole('tab', { name: /Log/ }).click();
    const before = await page.locator('.gl-log li').allTextContents();
    await page.reload();
    await page.locator('.gl-felt').waitFor();
    // (The computers may have played on since: what was there comes first.)
    await expect
      .poll(async () =>
        (await page.locator('.gl-log li').allTextContents()).slice(0, before.length),
      )
      .toEqual(before);
    expect(before.length).toBeGreaterThan(10);
    await context.close();
  });

  it('seats a friend by the share link, and lets the computer play for them once they leave', async () => {
    const res = await fetch(`${suite.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'guillotine',
        seats: [
          { kind: 'human' },
          { kind: 'bot', level: 'random' },
          { kind: 'human' },
          { kind: 'bot', level: 'random' },
        ],
        sit: 2,
        // Shorter than the form offers, so the test need not wait a minute.
        table: { graceSeconds: 1 },
      }),
    });
    const created = (await res.json()) as CreateMatchResponse;
    const host = await newPage(suite.browser, { width: 1280, height: 800 });
    const friend = await newPage(suite.browser, { width: 390, height: 844 });
    const a = host.page;
    const b = friend.page;
    await a.goto(suite.server.url);
    await a.evaluate(
      ([id, token]) =>
        localStorage.setItem(`parlour:seats:${id}`, JSON.stringify({ 2: { token, nextSeq: 0 } })),
      [created.matchId, created.token] as const,
    );
    await a.goto(`${suite.server.url}/m/${created.matchId}`);
    const link = await a.locator('#share-url').inputValue();
    expect(link).toMatch(/\?sit=1$/);

    await b.goto(link);
    await b.waitForURL((url) => !url.search.includes('sit'));
    await b.locator('.gl-felt').waitFor();
    await expect.poll(() => a.locator('#share-url').count()).toBe(0);
    // The host sits South and sees the friend North by the name of their player (the host's seat,
    // made without a browser, has none: the friend calls it "Friend"); the friend, turned, sees
    // the host South.
    const friendName = literally(await playerName(b));
    await expect
      .poll(text(a.locator('.gl-seat[data-seat="0"]')))
      .toMatch(new RegExp(`North\\s*${friendName}`));
    await expect.poll(text(b.locator('.gl-seat-bottom'))).toMatch(/North\s*You/);

    // Both play until each has seen a card of the other's: a person is named, never by compass.
    const friendPlayed = new RegExp(`${friendName} played`);
    let deadline = Date.now() + PATIENCE_MS;
    while (!friendPlayed.test(await logOf(a)) || !/Friend played/.test(await logOf(b))) {
      expect(Date.now(), 'both should have played').toBeLessThan(deadline);
      const acted = (await act(a)) || (await act(b));
      if (!acted) await pause(80);
    }
    await picture(a, { path: '/tmp/guillotine-e2e-host.png' });
    await picture(b, { path: '/tmp/guillotine-e2e-friend.png', fullPage: true });

    // The friend's browser goes; after the grace the computer plays North, and the table goes on.
    await friend.context.close();
    const north = a.locator('.gl-seat[data-seat="0"]');
    await expect.poll(text(north)).toMatch(/the computer plays for them/);
    await expect.poll(() => logOf(a)).toMatch(new RegExp(`The computer plays for ${friendName}`));
    // Its cards are the computer's now, and the log says so.
    const northPlays = async () => (await logOf(a)).split('The computer played').length;
    const before = await northPlays();
    deadline = Date.now() + PATIENCE_MS;
    while ((await northPlays()) <= before) {
      expect(Date.now(), 'North should play on').toBeLessThan(deadline);
      if (!(await act(a))) await pause(80);
    }
    await picture(a, { path: '/tmp/guillotine-e2e-takeover.png' });
    await host.context.close();
  });
});
