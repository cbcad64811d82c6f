/**
 * The IQ Twist pages end to end in a real browser: a Starter challenge solved by dragging the
 * pieces of its known solution with the mouse (and another with the keyboard alone), a refused
 * placement that shows as refused while it is dragged, says why and changes nothing, moving and
 * undoing, hints in words rather than codes, a random challenge from the worker, the editor's
 * solution count and share link, the lobby card, Japanese and Chinese, and whole screens — a
 * laptop's and phones' — that hold the board, the tray, the messages and the controls without
 * scrolling, mid-drag too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findChallenge, orientedShape, type Piece } from '../../src/games/twist';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

const STARTER = findChallenge('starter-01')!;

/** The position in the rules module's notation, which the board keeps for tools (not shown). */
const placementString = (page: Page) => page.locator('.twist-board').getAttribute('data-position');
/** A placement string's piece ("c8A1") or peg ("i7D0"): internal codes players should not see. */
const CODE = /\b[a-l][1-8][A-D][0-7]\b/;
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
 * Drags a tray piece with the mouse so that the top-left of its box is over a cell, and holds it
 * there: it is held at the middle of its top-left cell, over the middle of the target cell.
 */
async function dragOverCell(page: Page, piece: Piece, orientation: number, cell: string) {
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
}

/** Drags a tray piece so that the top-left of its box lands on a cell, and lets it go. */
async function dragToCell(page: Page, piece: Piece, orientation: number, cell: string) {
  await dragOverCell(page, piece, orientation, cell);
  await page.mouse.up();
}

/**
 * Everything a player needs lies inside the window, and the page does not scroll either way:
 * the board, every tray piece, the message line, what is held with the turn buttons, and the
 * controls. Returns what lies outside (to compare with []) and the page's scroll sizes.
 */
async function screenFit(page: Page) {
  return page.evaluate(() => {
    const wanted = [
      '.twist-board',
      '[data-tray-piece]',
      '.twist-message',
      '.twist-hand',
      '.twist-hand button',
      '.twist-controls button',
      '.twist-back',
      '.twist-help summary',
      '.twist-foot button',
      '.twist-celebration',
    ];
    const outside: string[] = [];
    for (const selector of wanted) {
      for (const el of document.querySelectorAll(selector)) {
        const r = el.getBoundingClientRect();
        const out = r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight;
        if (out || r.width === 0 || r.height === 0) {
          outside.push(`${selector} ${Math.round(r.top)}–${Math.round(r.bottom)}`);
        }
      }
    }
    const doc = document.documentElement;
    return {
      outside,
      scrollsDown: doc.scrollHeight > innerHeight + 1,
      scrollsSideways: doc.scrollWidth > innerWidth + 1,
    };
  });
}

const FITS = { outside: [], scrollsDown: false, scrollsSideways: false };

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
    await picture(page, { path: '/tmp/twist-picker.png', fullPage: true });
    await page.getByRole('link', { name: 'Starter 1', exact: true }).click();
    await page.waitForURL(/\/twist\/play\/starter-01$/);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    // The start piece is on the board, not in the tray; the other seven wait there.
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);
    await expect
      .poll(() => page.locator('[data-tray-piece="c"]').getAttribute('aria-label'))
      .toBe('blue bar');
    expect(await page.locator('[data-cell="3C"]').getAttribute('aria-label')).toBe('3C');
    expect(await page.locator('[data-cell="6A"]').getAttribute('aria-label')).toBe(
      '6A, red zigzag',
    );
    // The challenge is told in pictures and words; its placement string is not on show.
    expect(await page.locator('.twist-play').textContent()).not.toMatch(CODE);
    const labels = await page
      .locator('.twist-play [aria-label], .twist-play [title]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('aria-label')} ${e.getAttribute('title')}`).join(' '),
      );
    expect(labels).not.toMatch(CODE);
    await picture(page, { path: '/tmp/twist-start.png' });

    await solveByDragging(page, STARTER.start, STARTER.solution, async (i) => {
      if (i === 2) await picture(page, { path: '/tmp/twist-midway.png' });
    });

    const celebration = page.locator('.twist-celebration');
    await expect.poll(() => celebration.textContent()).toMatch(/Solved!.*Solved in \d+:\d\d/);
    expect(await placementString(page)).toBe(`${STARTER.solution}${STARTER.start.slice(4)}`);
    await picture(page, { path: '/tmp/twist-solved.png', settleMs: 400 });

    // Solved is over: every action once, and nothing that moves a piece any more.
    await celebration.getByRole('link', { name: 'Next challenge' }).waitFor();
    expect(await celebration.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Restart' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'All challenges' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hint' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show solution' }).isDisabled()).toBe(true);
    await page.locator('[data-cell="1A"]').click();
    expect(await placementString(page)).toBe(`${STARTER.solution}${STARTER.start.slice(4)}`);
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);

    // Progress is kept: the picker shows the challenge solved, with a best time.
    await page.getByRole('link', { name: 'All challenges' }).click();
    await page.getByRole('link', { name: /^Starter 1, solved, best time \d+:\d\d$/ }).waitFor();
    await context.close();
  });

  it('refuses a placement that breaks a rule, says why and changes nothing', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);

    // The red L over the green pegs at 1C and 2C.
    await turnTo(page, 'a', 0);
    await dragToCell(page, 'a', 0, '1C');
    await expect
      .poll(() => message(page))
      .toBe('The red L would cover the green peg at 1C: only a green piece may go over it.');
    expect(await placementString(page)).toBe(STARTER.start);
    expect(await trayPiece(page, 'a').count()).toBe(1);
    await picture(page, { path: '/tmp/twist-refused.png' });

    // The blue bar across the start piece, the red zigzag.
    await turnTo(page, 'c', 0);
    await dragToCell(page, 'c', 0, '4A');
    await expect.poll(() => message(page)).toBe('The blue bar would overlap the red zigzag at 6A.');
    // Off the right edge.
    await turnTo(page, 'c', 0);
    await dragToCell(page, 'c', 0, '7D');
    await expect.poll(() => message(page)).toBe('The blue bar would hang off the board.');
    expect(await placementString(page)).toBe(STARTER.start);
    expect(await page.locator('[data-tray-piece]').count()).toBe(7);
    await context.close();
  });

  it('shows a drag as refused while it is over a place the piece may not go', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await expect.poll(() => placementString(page)).toBe(STARTER.start);
    const floating = page.locator('.twist-floating');
    const refusedCells = page.locator('.cell-refused');
    const held = page.locator('.twist-held');

    // Over the green pegs: refused before the piece is let go.
    await turnTo(page, 'a', 0);
    await dragOverCell(page, 'a', 0, '1C');
    await expect.poll(() => floating.getAttribute('class')).toContain('twist-floating-refused');
    expect(await refusedCells.count()).toBe(4);
    expect(await held.textContent()).toBe(
      'Holding the red L over columns 1–3, rows C–D: it does not fit there.',
    );
    await picture(page, { path: '/tmp/twist-dragging-refused.png' });

    // On over the top left, where it fits: no longer refused, though still not let go.
    const fits = (await page.locator('[data-cell="1A"]').boundingBox())!;
    await page.mouse.move(fits.x + fits.width / 2, fits.y + fits.height / 2, { steps: 6 });
    await expect.poll(() => floating.getAttribute('class')).toBe('twist-floating');
    expect(await refusedCells.count()).toBe(0);
    expect(await held.textContent()).toBe('Holding the red L over columns 1–3, rows A–B.');
    expect(await placementString(page)).toBe(STARTER.start);
    await page.mouse.up();
    await expect.poll(() => placementString(page)).toBe(`a1A0${STARTER.start}`);
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
    await expect
      .poll(() => message(page))
      .toMatch(/^Try the .+? over columns? [1-8](–[1-8])?, rows? [A-D](–[A-D])?: /);
    expect(await message(page)).not.toMatch(CODE);
    expect(await page.locator('.ghost-hint').count()).toBe(1);
    await picture(page, { path: '/tmp/twist-hint.png' });

    // c1A0 fits, but leaves no solution: the hint says to take it back. (Piece c is still turned
    // as it was on the board, c8A1; Shift+R turns it back.)
    await trayPiece(page, 'c').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+R');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => placementString(page)).toContain('c1A0');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => message(page)).toBe('No solution from here: take back the blue bar.');
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
      .toBe('The red zigzag belongs to the challenge and stays where it is.');
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
      // The hand says where the piece is in the board's labels: its box starts at the first
      // column and row named.
      const held = (await page.locator('.twist-held').textContent()) ?? '';
      const at = held.match(/^Holding the .+? over columns? ([1-8])\S*, rows? ([A-D])/)!;
      expect(at, held).not.toBeNull();
      expect(await trayPiece(page, p[0]!).getAttribute('data-orientation')).toBe(p[3]);
      const dx = Number(p[1]) - Number(at[1]);
      const dy = p.charCodeAt(2) - at[2]!.charCodeAt(0);
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
    await expect.poll(() => count.textContent()).toBe('More than 1000 solutions');
    const expert = findChallenge('expert-01')!;
    const colour: Record<string, string> = { i: 'red', j: 'blue', k: 'green', l: 'yellow' };
    for (const peg of expert.start.match(/.{4}/g)!) {
      await page.getByLabel(`${colour[peg[0]!]} peg`, { exact: true }).check();
      await page.locator(`[data-cell="${peg.slice(1, 3)}"]`).click();
    }
    await expect.poll(() => count.textContent()).toBe('1 solution — a proper challenge');
    await picture(page, { path: '/tmp/twist-editor.png', fullPage: true });

    // Without the blue peg at 3D there are two solutions; with it again, one.
    await page.locator('[data-cell="3D"]').click();
    await expect.poll(() => count.textContent()).toBe('2 solutions');
    await page.getByLabel('blue peg', { exact: true }).check();
    await page.locator('[data-cell="3D"]').click();
    await expect.poll(() => count.textContent()).toBe('1 solution — a proper challenge');

    const link = await page.getByRole('textbox', { name: 'Share this challenge' }).inputValue();
    // The editor keeps the placement string in view: there it is what is being made.
    expect(await page.locator('.twist-string code').textContent()).toBe(
      new URL(link).searchParams.get('start'),
    );
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

  it('offers no share link in the editor for a challenge without a solution, and says why', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/twist/editor`);
    const count = page.locator('.twist-count');
    const link = page.getByRole('textbox', { name: 'Share this challenge' });
    // A blue peg in the corner with the red peg beside it: no piece can go round both.
    await page.getByLabel('blue peg', { exact: true }).check();
    await page.locator('[data-cell="1A"]').click();
    await page.getByLabel('red peg', { exact: true }).check();
    await page.locator('[data-cell="1B"]').click();
    await expect.poll(() => count.textContent()).toBe('No solution');
    expect(await link.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Play it' }).count()).toBe(0);
    expect(await page.locator('.twist-no-link').textContent()).toBe(
      'No link to share: a challenge without a solution cannot be solved.',
    );
    await picture(page, { path: '/tmp/twist-editor-unsolvable.png', fullPage: true });
    // Without the red peg it can be solved again, and the link is back.
    await page.locator('[data-cell="1B"]').click();
    await expect.poll(() => link.count()).toBe(1);
    expect(await page.locator('.twist-no-link').count()).toBe(0);
    expect(new URL(await link.inputValue()).searchParams.get('start')).toBe('j1A0');
    await context.close();
  });

  it('starts a challenge of the level picked on the lobby card, as its button says', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    const card = page.locator('.card-twist');
    await card.getByRole('link', { name: 'Play Starter 1' }).waitFor();
    await card.getByLabel('Level').selectOption('junior');
    await card.getByRole('link', { name: 'Play Junior 1' }).click();
    await page.waitForURL(/\/twist\/play\/junior-01$/);
    await page.getByRole('heading', { name: 'Junior 1' }).waitFor();
    await context.close();
  });

  it('makes a random new challenge in the worker, and turns a held piece with the wheel', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await page.locator('.card-twist').getByRole('link', { name: 'All challenges' }).click();
    await page.waitForURL(/\/twist$/);
    await page
      .getByRole('region', { name: 'Starter' })
      .getByRole('link', { name: 'Random new challenge' })
      .click();
    await page.getByRole('heading', { name: 'New Starter challenge' }).waitFor();
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
    expect(await trayPiece(page, 'c').getAttribute('aria-label')).toBe('青の棒');
    await turnTo(page, 'a', 0);
    await dragToCell(page, 'a', 0, '1C');
    await expect.poll(() => message(page)).toContain('緑のペグ');
    expect(await message(page)).toContain('赤のL字');
    await picture(page, { path: '/tmp/twist-japanese.png' });
    await page.getByLabel('言語').selectOption('zh');
    await page.getByRole('heading', { name: '入门 1' }).waitFor();
    await page.getByRole('button', { name: '显示答案' }).click();
    await expect
      .poll(() => page.locator('.twist-celebration').textContent())
      .toContain('这就是答案');
    await picture(page, { path: '/tmp/twist-chinese.png' });
    await context.close();
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'keeps the board, tray, messages and controls on one %i×%i screen, mid-drag too',
    async (width, height) => {
      const { context, page } = await newPage(suite.browser, { width, height });
      await page.goto(`${suite.server.url}/twist/play/starter-01`);
      await expect.poll(() => placementString(page)).toBe(STARTER.start);
      // Once laid out (fonts and pictures in), however long that takes.
      await expect.poll(() => screenFit(page)).toEqual(FITS);
      await picture(page, { path: `/tmp/twist-fit-${width}x${height}.png` });

      // Mid-drag, over a place it may not go: the hand says so at more length, and the page
      // must not grow with it.
      await dragOverCell(page, 'a', 0, '1C');
      await expect.poll(() => page.locator('.twist-floating-refused').count()).toBe(1);
      expect(await screenFit(page)).toEqual(FITS);
      await picture(page, { path: `/tmp/twist-fit-${width}x${height}-dragging.png` });
      await page.mouse.up();
      await expect.poll(() => message(page)).toMatch(/^The red L would cover/);
      expect(await screenFit(page)).toEqual(FITS);

      // Opened, the help lies over the page inside the window; it pushes nothing out of it.
      await page.getByText('How to play').click();
      const help = (await page.locator('.twist-help-body').boundingBox())!;
      expect(help.y).toBeGreaterThanOrEqual(0);
      expect(help.y + help.height).toBeLessThanOrEqual(height);
      expect(await screenFit(page)).toEqual(FITS);
      await picture(page, { path: `/tmp/twist-fit-${width}x${height}-help.png` });
      await context.close();
    },
  );

  it('explains touch play on a touch screen, and the mouse and keyboard on a desktop', async () => {
    const phone = await newPage(suite.browser, { width: 390, height: 844 });
    await phone.page.goto(`${suite.server.url}/twist/play/starter-01`);
    await phone.page.getByText('How to play').click();
    const help = phone.page.locator('.twist-help-body');
    await expect
      .poll(() => help.textContent())
      .toContain('Touch: tap a piece in the tray to hold it');
    expect(await help.textContent()).toContain('⇅ flips it');
    expect(await phone.page.locator('[data-help="mouse"]').count()).toBe(0);
    expect(await message(phone.page)).toMatch(/^Tap a piece, then a cell/);
    await phone.context.close();

    const desktop = await newPage(suite.browser);
    await desktop.page.goto(`${suite.server.url}/twist/play/starter-01`);
    await desktop.page.getByText('How to play').click();
    await desktop.page.locator('[data-help="mouse"]').waitFor();
    expect(await desktop.page.locator('[data-help="keys"]').textContent()).toMatch(/^Keyboard: /);
    expect(await desktop.page.locator('[data-help="touch"]').count()).toBe(0);
    expect(await message(desktop.page)).toMatch(/^Drag the pieces onto the board/);
    await desktop.context.close();
  });

  it('copies the challenge as text for sharing', async () => {
    const { context, page } = await newPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.url,
    });
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect.poll(() => message(page)).toBe(`Copied the challenge as text: ${STARTER.start}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STARTER.start);
    await context.close();
  });

  it('fits a 360×640 phone screen without scrolling', async () => {
    const { context, page } = await newPage(suite.browser, { width: 360, height: 640 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const path of ['/twist', '/twist/play/starter-01', '/twist/editor']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').first().waitFor();
      // Once laid out (fonts and pictures in), however long that takes.
      await expect.poll(scrollWidth).toBeLessThanOrEqual(360);
    }
    await page.goto(`${suite.server.url}/twist/play/starter-01`);
    await expect.poll(() => screenFit(page)).toEqual(FITS);
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
    expect(await page.locator('.twist-floating').count()).toBe(1);
    expect(await screenFit(page)).toEqual(FITS);
    await touch('touchEnd', 0, 0);
    await expect.poll(() => placementString(page)).toContain('c8A1');
    const box = await page.locator('.twist-board').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await picture(page, { path: '/tmp/twist-phone.png', fullPage: true });

    // The rest of the solution at phone scale, and the celebration fits too.
    await solveByDragging(page, `${STARTER.start.slice(0, 4)}c8A1`, STARTER.solution);
    await expect.poll(() => page.locator('.twist-celebration').textContent()).toMatch(/Solved!/);
    await expect.poll(() => screenFit(page)).toEqual(FITS);
    await picture(page, { path: '/tmp/twist-phone-solved.png', fullPage: true, settleMs: 500 });
    await context.close();
  });
});
