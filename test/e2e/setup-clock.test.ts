/**
 * Junqi's setup clock in two browsers: the new-game form offers it beside the other friend-table
 * choices (off between friends, 3 minutes once the table is open to anyone), both sides see the
 * countdown to get ready — their own and the opponent's — and when one friend never gets ready,
 * their time runs out: they count as having left, they are told so, and the other hands their
 * side to the computer, which finishes the setup; the game goes on. When neither ever gets ready,
 * the table is aborted, and says so in every language: nobody won, nothing is rated.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture, playerName } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const status = (page: Page) => text(page.locator('.junqi-match .status'));
const setupLine = (page: Page, cls: string) => text(page.locator(`.jq-setup .${cls}`));

describe('the setup clock of a Junqi table between friends', () => {
  it('is offered by the form, and counts down for both sides', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser, { width: 390, height: 844 });
    const a = host.page;
    const b = friend.page;
    await a.goto(`${suite.server.url}/junqi`);
    const form = a.getByRole('form', { name: 'New game' });
    await form.getByLabel('Against a friend').check();
    await form.getByLabel('Blue (moves first)').check();
    const setupClock = form.getByLabel('Time to get ready');
    const options = await setupClock.locator('option').allTextContents();
    expect(options).toEqual(['No limit', '1 minute', '2 minutes', '3 minutes', '5 minutes']);
    // Off between friends; on, 3 minutes, at a table open to anyone — until the player picks.
    expect(await setupClock.inputValue()).toBe('');
    await form.getByLabel(/Open to anyone/).check();
    expect(await setupClock.inputValue()).toBe('180');
    await form.getByLabel(/Open to anyone/).uncheck();
    expect(await setupClock.inputValue()).toBe('');
    await setupClock.selectOption({ label: '2 minutes' });
    await form.getByLabel(/Open to anyone/).check();
    await form.getByLabel(/Open to anyone/).uncheck();
    expect(await setupClock.inputValue()).toBe('120');
    await form.getByRole('button', { name: 'Start' }).click();
    await a.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await b.goto(await a.locator('#share-url').inputValue());
    await b.waitForURL((url) => !url.search.includes('sit'));

    // Each sees its own time to get ready as a countdown, and the opponent's.
    const own = /^[12]:\d\d left to get ready$/;
    await expect.poll(setupLine(a, 'jq-setup-clock')).toMatch(own);
    await expect.poll(setupLine(b, 'jq-setup-clock')).toMatch(own);
    await expect
      .poll(setupLine(a, 'jq-opponent-ready'))
      .toMatch(/^Red is still setting up: [12]:\d\d left to get ready\.$/);
    await expect
      .poll(setupLine(b, 'jq-opponent-ready'))
      .toMatch(/^Blue is still setting up: [12]:\d\d left to get ready\.$/);
    // Said once: in the setup panel, not again as a clock beside each side's name.
    expect(await a.locator('.jq-players .seat-clock').count()).toBe(0);
    // It counts down between messages.
    const first = await setupLine(a, 'jq-setup-clock')();
    await expect.poll(setupLine(a, 'jq-setup-clock')).not.toBe(first);
    await picture(a, { path: '/tmp/e2e-setup-clock.png' });
    // Ready: off the clock; the other side sees it.
    await a.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(() => a.locator('.jq-setup-clock').count()).toBe(0);
    await expect.poll(setupLine(b, 'jq-opponent-ready')).toBe('Blue is ready.');
    await host.context.close();
    await friend.context.close();
  });

  it('counts a friend who never gets ready as gone: the computer finishes their setup', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser);
    const a = host.page;
    const b = friend.page;
    await a.goto(suite.server.url);
    // A short setup clock, as a setting (the form offers a minute at least).
    const matchId = await a.evaluate(async () => {
      const res = await fetch('/api/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'junqi',
          options: {},
          seats: [{ kind: 'human' }, { kind: 'human' }],
          sit: 0,
          table: { graceSeconds: 600, standIn: true, setupSeconds: 4 },
        }),
      });
      const body = (await res.json()) as { matchId: string; token: string };
      localStorage.setItem(
        `parlour:seats:${body.matchId}`,
        JSON.stringify({ 0: { token: body.token, nextSeq: 0, at: Date.now() } }),
      );
      return body.matchId;
    });
    await a.goto(`${suite.server.url}/m/${matchId}`);
    await b.goto(`${suite.server.url}/m/${matchId}?sit=1`);
    await b.waitForURL((url) => !url.search.includes('sit'));
    const friendName = await playerName(b);
    await expect.poll(status(a)).toMatch(/^Set up/);
    // Blue gets ready (were blue's own time out already, this brings blue back); red never does.
    await a.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(() => a.locator('.jq-final').count()).toBe(1);

    // Red's time runs out, with red still at the page: red is told, blue may act.
    await expect
      .poll(setupLine(b, 'jq-setup-timed-out'))
      .toMatch(/^Your time to get ready ran out/);
    const panel = a.locator('.table-panel');
    await expect.poll(text(panel)).toContain(`${friendName} has left the table.`);
    await expect.poll(() => panel.getByRole('button', { name: 'Claim the win' }).count()).toBe(1);
    // Blue is not told to wait for red to finish setting up beside "has left the table".
    await expect
      .poll(status(a))
      .toBe(
        'Your layout is final. Your opponent has left the table: you may end the game or wait for them.',
      );
    await expect
      .poll(setupLine(a, 'jq-opponent-ready'))
      .toBe('Red has left the table during the setup.');
    await picture(a, { path: '/tmp/e2e-setup-clock-out.png' });
    await panel.getByRole('button', { name: 'Let the computer play for them' }).click();

    // The computer gets red ready, with red's layout as it stands, and the game begins.
    await expect.poll(status(a)).toBe('Your turn.');
    await expect
      .poll(text(panel))
      .toBe(`${friendName} has left; the computer plays for them until they are back.`);
    await expect.poll(() => b.locator('.jq-setup').count()).toBe(0);
    await picture(b, { path: '/tmp/e2e-setup-clock-computer.png' });
    await host.context.close();
    await friend.context.close();
  });

  it('aborts a table where neither side got ready in time, and says so in en, ja and zh', async () => {
    const host = await newPage(suite.browser);
    const friend = await newPage(suite.browser, { locale: 'ja-JP' });
    const watcher = await newPage(suite.browser, { locale: 'zh-CN' });
    const a = host.page;
    const b = friend.page;
    const c = watcher.page;
    await a.goto(suite.server.url);
    const matchId = await a.evaluate(async () => {
      const res = await fetch('/api/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'junqi',
          options: {},
          seats: [{ kind: 'human' }, { kind: 'human' }],
          sit: 0,
          table: { graceSeconds: 600, standIn: true, setupSeconds: 4 },
        }),
      });
      const body = (await res.json()) as { matchId: string; token: string };
      localStorage.setItem(
        `parlour:seats:${body.matchId}`,
        JSON.stringify({ 0: { token: body.token, nextSeq: 0, at: Date.now() } }),
      );
      return body.matchId;
    });
    await a.goto(`${suite.server.url}/m/${matchId}`);
    await b.goto(`${suite.server.url}/m/${matchId}?sit=1`);
    await b.waitForURL((url) => !url.search.includes('sit'));
    await c.goto(`${suite.server.url}/m/${matchId}`);
    // Nobody presses Ready: both clocks run out, and nobody is left to claim anything.
    await expect
      .poll(status(a))
      .toBe(
        'Aborted: every player left before the game began. Nobody won or lost, and it is not rated.',
      );
    await expect.poll(status(b)).toMatch(/^中止：対局が始まる前に全員が席を離れました。/);
    await expect.poll(status(c)).toMatch(/^已中止：对局开始前所有玩家都离开了。/);
    expect(await a.getByRole('button', { name: 'Claim the win' }).count()).toBe(0);
    await picture(a, { path: '/tmp/e2e-setup-aborted.png', fullPage: true });
    for (const opened of [host, friend, watcher]) await opened.context.close();
  });
});
