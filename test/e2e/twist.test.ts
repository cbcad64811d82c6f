/**
 * The IQ Twist pages end to end in a real browser: a Starter challenge solved by dragging the
 * pieces of its known solution with the mouse (and another with the keyboard alone), a refused
 * placement that says why and changes nothing, moving and undoing, hints, a random challenge from
 * the worker, the editor's solution count and share link, Japanese and Chinese, and a phone
 * screen (touch drag, no sideways scrolling).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findChallenge, orientedShape, type Piece } from '../../src/games/twist';
import { browserSuite, newPage } from './browser';

const suite = browserSuite();

const STARTER = findChallenge('starter-01')!;

const placementString = (page: Page) => page.locator('.twist-string code').textContent();
const message = (page: Page) => page.locator('.twist-message').textContent();
const trayPiece = (page: Page, piece: string) => page.locator(`[data-tray-piece="${piece}"]`);

/** Takes a piece from the tray and turns it to an orientation: F when flipped, then R turns. */
async function turnTo(page: Page, piece: string, orientation: number): Promise<void> {
  await trayPiece(page, piece).click();
  await expect.poll(() => trayPiece(page, piece).getAttribute('aria-pressed')).toBe('true');
  if (orientation >= 4) await page.keyboard.press('f');
  for (let r = 0; r < orientation % 4; r++) await page.keyboard.press('r');
  await expect
    .poll(() => trayPiece(page, piece).getAttribute('data-orientation'))
    .toBe(String(orientation));
}

/**
 * Drags a tray piece with the mouse so that the top-left of its box lands on a cell: it is held
 * at the middle of its top-left cell and let go over the middle of the target cell.
 */
async function dragToCell(page: Page, piece: Piece, orientation: number, cell: string) {
  const { width } = orientedShape(piece, orientation);
  const from = await trayPiece(page, piece).locator('svg').boundingBox();
  const to = await page.locator(`[data-cell="${cell}"]`).boundingBox();
  expect(from).not.toBeNull();
  expect(to).not.toBeNull();
  const size = from!.width / width;
  await page.mouse.move(from!.x + size / 2, from!.y + size / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + size, from!.y + size, { steps: 3 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Drags every missing piece of the known solution from the tray to its place. */
async function solveByDragging(
  page: Page,
  start: string,
  solution: string,
  after?: (i: number) => Promise<void>,
): Promise<void> {
  const fixed = new Set(start.match(/[a-h]\d[A-D]\d/g)?.map((p) => p[0]) ?? []);
  const placements = solution.match(/.{4}/g)!.filter((p) => !fixed.has(p[0]!));
  for (const [i, p] of placements.entries()) {
    const piece = p[0] as Piece;
    const orientation = Number(p[3]);
    await turnTo(page, piece, orientation);
    await dragToCell(page, piece, orientation, p.slice(1, 3));
    await expect.poll(() => placementString(page)).toContain(p);
    expect(await trayPiece(page, piece).count()).toBe(0);
    await after?.(i);
  }
}

describe('IQ Twist in the browser', () => {
  it('solves a Starter challenge by dragging the pieces and celebrates', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist`);
    await page.getByRole('heading', { name: 'Starter' }).waitFor();
    await page.screenshot({ path: '/tmp/twist-picker.png', fullPage: true });
    await page.getByRole('link', { name: 'Starter 1', exact: true }).click();
    await page.waitForURL(/\/twist\/play\/starter-01$/);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    // The start piece is on the board, not in the tray; the other seven wait there.
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);
    await expect
      .poll(() => page.locator('[data-tray-piece="c"]').getAttribute('aria-label'))
      .toBe('piece c, blue');
    expect(await page.locator('[data-cell="3C"]').getAttribute('aria-label')).toBe('3C');
    await page.screenshot({ path: '/tmp/twist-start.png' });

    await solveByDragging(page, STARTER.start, STARTER.solution, async (i) => {
      if (i === 2) await page.screenshot({ path: '/tmp/twist-midway.png' });
    });

    const celebration = page.locator('.twist-celebration');
    await expect.poll(() => celebration.textContent()).toMatch(/Solved!.*Solved in \d+:\d\d/);
    expect(await placementString(page)).toBe(`${STARTER.solution}${STARTER.start.slice(4)}`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/twist-solved.png' });

    // Progress is kept: the picker shows the challenge solved, with a best time.
    await page.getByRole('link', { name: 'All challenges' }).first().click();
    await page.getByRole('link', { name: /^Starter 1, solved, best time \d+:\d\d$/ }).waitFor();
    await context.close();
  });

  it('refuses a placement that breaks a rule, says why and changes nothing', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);

    // Red piece a over the green pegs at 1C and 2C.
    await turnTo(page, 'a', 0);
    await dragToCell(page, 'a', 0, '1C');
    await expect
      .poll(() => message(page))
      .toBe('Piece a covers the green peg at 1C, but the piece is red.');
    expect(await placementString(page)).toBe(STARTER.start);
    expect(await trayPiece(page, 'a').count()).toBe(1);
    await page.screenshot({ path: '/tmp/twist-refused.png' });

    // Piece c across the start piece b.
    await turnTo(page, 'c', 0);
    await dragToCell(page, 'c', 0, '4A');
    await expect.poll(() => message(page)).toBe('Piece c overlaps piece b at 6A.');
    // Off the right edge.
    await turnTo(page, 'c', 0);
    await dragToCell(page, 'c', 0, '7D');
    await expect.poll(() => message(page)).toBe('Piece c would hang off the board.');
    expect(await placementString(page)).toBe(STARTER.start);
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);
    await context.close();
  });

  it('plays with the keyboard alone, picks a piece up again, gives a hint', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    // c8A1: piece c turned once, top-left at 8A.
    await trayPiece(page, 'c').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('r');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => placementString(page))
      .toBe(`${STARTER.start.slice(0, 4)}c8A1${STARTER.start.slice(4)}`);

    // On the board: Enter on the piece takes it into the hand, Escape puts it back in the tray.
    await page.locator('[data-cell="8B"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    await page.keyboard.press('Escape');
    await expect.poll(() => trayPiece(page, 'c').getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => message(page)).toMatch(/^Try [a-h][1-8][A-D][0-7]/);
    expect(await page.locator('.ghost-hint').count()).toBe(1);
    await page.screenshot({ path: '/tmp/twist-hint.png' });

    // c1A0 fits, but leaves no solution: the hint says to take it back. (Piece c is still turned
    // as it was on the board, c8A1; Shift+R turns it back.)
    await trayPiece(page, 'c').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+R');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => placementString(page)).toContain('c1A0');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => message(page)).toBe('No solution from here: take back piece c.');
    expect(await page.locator('.piece-warn').count()).toBe(1);
    await context.close();
  });

  it('moves a placed piece by dragging it, and undo takes the move back in one step', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    const rest = STARTER.start.slice(4);
    await turnTo(page, 'c', 1);
    await dragToCell(page, 'c', 1, '8A');
    await expect.poll(() => placementString(page)).toBe(`b5A4c8A1${rest}`);
    // Hold the piece by its top loop (8A) and drop that loop on 3A.
    const from = (await page.locator('[data-cell="8A"]').boundingBox())!;
    const to = (await page.locator('[data-cell="3A"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => placementString(page)).toBe(`b5A4c3A1${rest}`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => placementString(page)).toBe(`b5A4c8A1${rest}`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    // The start piece stays put.
    await page.locator('[data-cell="7A"]').click();
    await expect
      .poll(() => message(page))
      .toBe('Piece b belongs to the challenge and stays where it is.');
    await context.close();
  });

  it('solves a whole challenge with the keyboard alone', async () => {
    const { context, page } = await newPage(suite.browser);
    const challenge = findChallenge('starter-02')!;
    await page.goto(`${suite.server.url}/twist/play/starter-02`);
    await expect.poll(() => placementString(page)).toBe(challenge.start);
    const fixed = challenge.start[0];
    await page.locator('[data-tray-piece]').first().focus();
    for (const p of challenge.solution.match(/.{4}/g)!.filter((q) => q[0] !== fixed)) {
      // Tab through the tray to the piece (the focus stays in the tray after each placement).
      for (let i = 0; i < 8; i++) {
        const focused = await page.evaluate(() =>
          document.activeElement?.getAttribute('data-tray-piece'),
        );
        if (focused === p[0]) break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      const o = Number(p[3]);
      if (o >= 4) await page.keyboard.press('f');
      for (let r = 0; r < o % 4; r++) await page.keyboard.press('r');
      const held = (await page.locator('.twist-held').textContent()) ?? '';
      const at = held.match(/([a-h])([1-8])([A-D])([0-7])$/)!;
      expect(at[1]).toBe(p[0]);
      expect(at[4]).toBe(p[3]);
      const dx = Number(p[1]) - Number(at[2]);
      const dy = p.charCodeAt(2) - at[3]!.charCodeAt(0);
      for (let i = 0; i < Math.abs(dx); i++) {
        await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      for (let i = 0; i < Math.abs(dy); i++) {
        await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => placementString(page)).toContain(p);
    }
    await expect.poll(() => page.locator('.twist-celebration').textContent()).toMatch(/Solved!/);
    await context.close();
  });

  it('counts solutions in the editor and shares the challenge as a link', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/editor`);
    const count = page.locator('.twist-count');
    // The empty board has thousands of solutions.
    await expect
      .poll(() => count.textContent(), { timeout: 20_000 })
      .toBe('More than 1000 solutions');
    const expert = findChallenge('expert-01')!;
    const colour: Record<string, string> = { i: 'red', j: 'blue', k: 'green', l: 'yellow' };
    for (const peg of expert.start.match(/.{4}/g)!) {
      await page.getByLabel(`${colour[peg[0]!]} peg`, { exact: true }).check();
      await page.locator(`[data-cell="${peg.slice(1, 3)}"]`).click();
    }
    await expect
      .poll(() => count.textContent(), { timeout: 20_000 })
      .toBe('1 solution — a proper challenge');
    await page.screenshot({ path: '/tmp/twist-editor.png', fullPage: true });

    // Without the blue peg at 3D there are two solutions; with it again, one.
    await page.locator('[data-cell="3D"]').click();
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe('2 solutions');
    await page.getByLabel('blue peg', { exact: true }).check();
    await page.locator('[data-cell="3D"]').click();
    await expect.poll(() => count.textContent()).toBe('1 solution — a proper challenge');

    const link = await page.getByRole('textbox', { name: 'Share this challenge' }).inputValue();
    const start = new URL(link).searchParams.get('start')!;
    expect(new Set(start.match(/.{4}/g))).toEqual(new Set(expert.start.match(/.{4}/g)));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Shared challenge' }).waitFor();
    await expect.poll(() => placementString(page)).toBe(start);
    expect(await page.locator('[data-tray-piece]').count()).toBe(8);
    // Its solution is not shipped: the worker finds it.
    await page.getByRole('button', { name: 'Show solution' }).click();
    await expect
      .poll(() => page.locator('.twist-celebration').textContent())
      .toContain('Here is the solution.');
    expect(await placementString(page)).toBe(`${expert.solution}${start}`);
    await context.close();
  });

  it('makes a random new challenge in the worker, and turns a held piece with the wheel', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await page.locator('.card-twist').getByRole('link', { name: 'Play' }).click();
    await page.waitForURL(/\/twist$/);
    await page
      .getByRole('region', { name: 'Starter' })
      .getByRole('link', { name: 'Random new challenge' })
      .click();
    await page.getByRole('heading', { name: 'New Starter challenge' }).waitFor({ timeout: 30_000 });
    // A Starter start: one piece and some pegs; the other seven pieces wait in the tray.
    await expect
      .poll(() => placementString(page))
      .toMatch(/^[a-h][1-8][A-D][0-7]([i-l][1-8][A-D]0)+$/);
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);

    const piece = (await page
      .locator('[data-tray-piece]')
      .first()
      .getAttribute('data-tray-piece'))!;
    await trayPiece(page, piece).click();
    const board = (await page.locator('.twist-board').boundingBox())!;
    await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => trayPiece(page, piece).getAttribute('data-orientation')).toBe('1');
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => trayPiece(page, piece).getAttribute('data-orientation')).toBe('3');
    await page.getByRole('button', { name: 'Flip' }).click();
    await expect.poll(() => trayPiece(page, piece).getAttribute('data-orientation')).toBe('5');
    await context.close();
  });

  it('speaks Japanese and Chinese', async () => {
    const { context, page } = await newPage(suite.browser, { locale: 'ja-JP' });
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await page.getByRole('heading', { name: 'スターター 1' }).waitFor();
    await page.getByRole('button', { name: 'ヒント' }).waitFor();
    expect(await trayPiece(page, 'c').getAttribute('aria-label')).toBe('ピース c（青）');
    await turnTo(page, 'a', 0);
    await dragToCell(page, 'a', 0, '1C');
    await expect.poll(() => message(page)).toContain('緑のペグ');
    await page.screenshot({ path: '/tmp/twist-japanese.png' });
    await page.getByLabel('言語').selectOption('zh');
    await page.getByRole('heading', { name: '入门 1' }).waitFor();
    await page.getByRole('button', { name: '显示答案' }).click();
    await expect
      .poll(() => page.locator('.twist-celebration').textContent())
      .toContain('这就是答案');
    await page.screenshot({ path: '/tmp/twist-chinese.png' });
    await context.close();
  });

  it('fits a 360×640 phone screen without sideways scrolling', async () => {
    const { context, page } = await newPage(suite.browser, { width: 360, height: 640 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const path of ['/twist', '/twist/play/starter-01', '/twist/editor']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(200);
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
    }
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    // A finger drags piece c (turned once with the button) to 8A: real touch events, sent
    // through the DevTools protocol, so the browser makes the pointer events itself.
    await trayPiece(page, 'c').tap();
    await page.getByRole('button', { name: 'Rotate', exact: true }).tap();
    await expect.poll(() => trayPiece(page, 'c').getAttribute('data-orientation')).toBe('1');
    const from = (await trayPiece(page, 'c').locator('svg').boundingBox())!;
    const to = (await page.locator('[data-cell="8A"]').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const size = from.width;
    await touch('touchStart', from.x + size / 2, from.y + size / 2);
    for (let k = 1; k <= 8; k++) {
      const x = from.x + size / 2 + ((to.x + to.width / 2 - from.x - size / 2) * k) / 8;
      const y = from.y + size / 2 + ((to.y + to.height / 2 - from.y - size / 2) * k) / 8;
      await touch('touchMove', x, y);
    }
    await touch('touchEnd', 0, 0);
    await expect.poll(() => placementString(page)).toContain('c8A1');
    const box = await page.locator('.twist-board').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/twist-phone.png', fullPage: true });

    // The rest of the solution at phone scale, and the celebration fits too.
    await solveByDragging(page, `${STARTER.start.slice(0, 4)}c8A1`, STARTER.solution);
    await expect.poll(() => page.locator('.twist-celebration').textContent()).toMatch(/Solved!/);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/twist-phone-solved.png', fullPage: true });
    await context.close();
  });
});
