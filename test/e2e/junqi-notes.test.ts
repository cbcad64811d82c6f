/**
 * Junqi as its players expect it, in two browsers: a player's own flag shown to the enemy is
 * announced as clearly as the enemy's; every click the rules refuse says why and sends nothing;
 * what combat and moves showed of each enemy piece stays on it, with the player's own marks,
 * across a reload; on a phone the last attack's result is above the board and "Ready" brings the
 * board into view; the notice of a player who left never covers the back rows and counts down;
 * the log reads in the order things happened either way round, and names a resignation.
 *
 * Every wait is a condition with a generous deadline (expect.poll), never a fixed sleep.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

const text = (loc: Locator) => () => loc.textContent();
const status = (page: Page) => text(page.locator('.junqi-match .status'));
const message = (page: Page) => text(page.locator('.jq-side .message'));
const square = (page: Page, name: string) => page.locator(`.jq-board [data-square=${name}]`);
const logLines = (page: Page) => () => page.locator('.jq-log-list li').allTextContents();
const SLOW = { timeout: 120_000 };

type Pieces = Record<string, number>;

// biome-ignore format: each line is a row of the board, from the front row back
const DEFAULT_RED: Pieces = {
  a7: 7, b7: 7, c7: 7, d7: 4, e7: 4,
  a8: 8, c8: 8, e8: 8,
  a9: 1, b9: 3, d9: 3, e9: 5,
  a10: 6, c10: 6, e10: 5,
  a11: 9, b11: 10, c11: 9, d11: 2, e11: 9,
  a12: 10, b12: 11, c12: 10, d12: 0, e12: 0,
};
// biome-ignore format: each line is a row of the board, from the front row back
const DEFAULT_BLUE: Pieces = {
  a6: 7, b6: 2, c6: 7, d6: 3, e6: 7,
  a5: 4, c5: 5, e5: 4,
  a4: 8, b4: 3, d4: 1, e4: 8,
  a3: 6, c3: 8, e3: 5,
  a2: 9, b2: 10, c2: 10, d2: 9, e2: 9,
  a1: 0, b1: 11, c1: 10, d1: 0, e1: 6,
};
/** Each side's field marshal in the front row, face to face on column a. */
const MARSHAL_BLUE: Pieces = { ...DEFAULT_BLUE, a6: 1, d4: 7 };
const MARSHAL_RED: Pieces = { ...DEFAULT_RED, a7: 1, a9: 7 };
/** Red's engineer on b7, where it can turn the corner at a7 once the captains there are gone. */
const ENGINEER_RED: Pieces = { ...DEFAULT_RED, b7: 9, a11: 7 };

interface Player {
  page: Page;
  close(): Promise<void>;
}

interface Table {
  blue: Player;
  red: Player;
  matchId: string;
}

interface TableOptions {
  blue?: { width: number; height: number };
  red?: { width: number; height: number };
  layouts?: { blue?: Pieces; red?: Pieces };
  graceSeconds?: number;
  /** Leave both at the setup. */
  setupOnly?: boolean;
}

/** Counts the moves a page sends, to see that a refused click sends nothing. */
function countMovesSent(page: Page): () => number {
  let sent = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('match:move')) sent++;
    }),
  );
  return () => sent;
}

/**
 * A game between two people in two browsers: blue makes it (as the lobby's form does: the
 * server's answer and the seat kept in the browser), red joins by the friend's link; each loads
 * its layout if it has one, and both say they are ready.
 */
async function friendTable(opts: TableOptions = {}): Promise<Table> {
  const open = async (size?: { width: number; height: number }) => {
    const { context, page } = await newPage(suite.browser, size);
    return { page, close: () => context.close() };
  };
  const blue = await open(opts.blue);
  const red = await open(opts.red);
  await blue.page.goto(suite.server.url);
  const created = await blue.page.evaluate(async (graceSeconds) => {
    const res = await fetch('/api/matches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'junqi',
        options: {},
        seats: [{ kind: 'human' }, { kind: 'human' }],
        sit: 0,
        table: {
          listed: false,
          graceSeconds,
          standIn: false,
          moveSeconds: null,
          onTimeout: 'forfeit',
        },
      }),
    });
    const body = (await res.json()) as { matchId: string; token: string };
    localStorage.setItem(
      `parlour:seats:${body.matchId}`,
      JSON.stringify({ 0: { token: body.token, nextSeq: 0, at: Date.now() } }),
    );
    return body;
  }, opts.graceSeconds ?? 60);
  for (const [player, side] of [
    [blue, 'blue'],
    [red, 'red'],
  ] as const) {
    const pieces = opts.layouts?.[side];
    if (!pieces) continue;
    if (player === red) await red.page.goto(suite.server.url);
    await player.page.evaluate(
      (saved) => localStorage.setItem('parlour:junqi:layouts', JSON.stringify(saved)),
      [{ name: `Test ${side}`, side, pieces }],
    );
  }
  await blue.page.goto(`${suite.server.url}/m/${created.matchId}`);
  await red.page.goto(`${suite.server.url}/m/${created.matchId}?sit=1`);
  await red.page.waitForURL((url) => !url.search.includes('sit'));
  for (const p of [blue.page, red.page]) await expect.poll(status(p), SLOW).toMatch(/^Set up/);
  for (const [player, side] of [
    [blue, 'blue'],
    [red, 'red'],
  ] as const) {
    const pieces = opts.layouts?.[side];
    if (!pieces) continue;
    await player.page.getByRole('button', { name: 'Load' }).click();
    const [sq, rank] = Object.entries(pieces).find(
      ([s, r]) => (side === 'blue' ? DEFAULT_BLUE : DEFAULT_RED)[s] !== r,
    )!;
    await expect
      .poll(() => square(player.page, sq).getAttribute('data-rank'), SLOW)
      .toBe(String(rank));
  }
  if (!opts.setupOnly) await bothReady({ blue, red, matchId: created.matchId });
  return { blue, red, matchId: created.matchId };
}

async function bothReady(table: Table): Promise<void> {
  await table.blue.page.getByRole('button', { name: 'Ready' }).click();
  await expect.poll(status(table.blue.page), SLOW).toMatch(/Waiting for your opponent/);
  await table.red.page.getByRole('button', { name: 'Ready' }).click();
  await expect.poll(status(table.blue.page), SLOW).toMatch(/^Your turn\./);
}

async function move(mover: Page, other: Page, from: string, to: string): Promise<void> {
  await square(mover, from).click();
  await expect
    .poll(() => square(mover, to).getAttribute('class'), SLOW)
    .toMatch(/jq-sq-(target|attack)/);
  await square(mover, to).click();
  await expect.poll(status(other), SLOW).toMatch(/^Your turn\./);
}

/** A box on screen: the part of the page the viewport shows. */
async function onScreen(loc: Locator, page: Page): Promise<boolean> {
  const box = await loc.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Junqi as its players expect it', () => {
  it("announces the player's own flag as clearly as the enemy's; on a phone, Ready brings the board into view and the last attack shows above it", async () => {
    const { blue, red } = await friendTable({
      red: { width: 390, height: 844 },
      layouts: { blue: MARSHAL_BLUE, red: MARSHAL_RED },
    });
    const a = blue.page;
    const b = red.page;
    // Red said ready last, far down the page on its phone: the status and blue's half are in view.
    await expect.poll(() => onScreen(b.locator('.junqi-match .status'), b), SLOW).toBe(true);
    for (const s of ['a1', 'e1', 'c6']) {
      await expect.poll(() => onScreen(square(b, s), b), SLOW).toBe(true);
    }
    await picture(b, { path: '/tmp/junqi-notes-ready-390.png' });

    // The two field marshals meet: both go, and each side's flag is shown to the other.
    await move(a, b, 'a6', 'a7');
    await expect
      .poll(text(a.locator('.jq-notice').first()), SLOW)
      .toBe('Red’s field marshal has fallen: their flag is shown on b12.');
    await expect
      .poll(text(a.locator('.jq-notice-own')), SLOW)
      .toBe('Your field marshal has fallen: your flag is shown on b1.');
    await expect
      .poll(text(b.locator('.jq-notice-own')), SLOW)
      .toBe('Your field marshal has fallen: your flag is shown on b12.');
    expect(await text(b.locator('.jq-notice').first())()).toBe(
      'Blue’s field marshal has fallen: their flag is shown on b1.',
    );
    // The move log tells both, in the order they happened (newest first).
    await expect
      .poll(logLines(a), SLOW)
      .toEqual(
        expect.arrayContaining([
          'Your field marshal has fallen: Red is shown your flag on b1.',
          'Red’s flag is shown: it stands on b12.',
        ]),
      );
    const redLog = await logLines(b)();
    expect(redLog.slice(0, 2)).toEqual([
      'Blue’s flag is shown: it stands on b1.',
      'Your field marshal has fallen: Blue is shown your flag on b12.',
    ]);
    expect(redLog[2]).toBe('1.Blue attacked your field marshal on a7: both pieces removed.');

    // The attack's result is above the board, on screen, without scrolling the phone.
    const last = b.locator('.jq-last');
    await expect
      .poll(text(last), SLOW)
      .toBe('1.Blue attacked your field marshal on a7: both pieces removed.');
    expect(await onScreen(last, b)).toBe(true);
    const lastBox = (await last.boundingBox())!;
    const boardBox = (await b.locator('.jq-board').boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(boardBox.y);
    await picture(b, { path: '/tmp/junqi-notes-flag-390.png' });

    // In Japanese and Chinese too.
    await b.locator('select.language').selectOption('ja');
    await expect
      .poll(text(b.locator('.jq-notice-own')), SLOW)
      .toBe('あなたの司令が倒れました：あなたの軍旗は b12 にあると相手に公開されています。');
    await b.locator('select.language').selectOption('zh');
    await expect
      .poll(text(b.locator('.jq-notice-own')), SLOW)
      .toBe('你的司令已阵亡：你的军旗在 b12，已向对方亮明。');
    await b.locator('select.language').selectOption('en');
    await blue.close();
    await red.close();
  });

  it('says why every refused click is refused, and sends nothing', async () => {
    const { blue, red } = await friendTable({ setupOnly: true });
    const a = blue.page;
    const b = red.page;
    const sent = countMovesSent(a);
    // The page is open already: count from a fresh socket.
    await a.reload();
    await expect.poll(status(a), SLOW).toMatch(/^Set up/);
    const refused = async (clicks: string[], why: string) => {
      const before = sent();
      for (const s of clicks) await square(a, s).click();
      await expect.poll(message(a), SLOW).toBe(why);
      expect(sent()).toBe(before);
      await a
        .locator('.jq-sq-selected')
        .count()
        .then((n) => expect(n).toBe(0));
    };
    // Setting up: a piece into a camp, a square of the enemy's half, nothing of yours.
    await refused(['a6', 'b5'], 'b5 is a camp: every piece starts outside the camps.');
    await refused(['a6', 'c9'], 'c9 is not in your half.');
    await refused(['d3'], 'd3 holds none of your pieces.');
    await bothReady({ blue, red, matchId: '' });

    // Playing: an enemy piece or an empty square with nothing chosen, a square out of reach,
    // pieces that never move.
    await refused(['c8'], 'c8 holds none of your pieces.');
    await refused(['b3'], 'b3 holds none of your pieces.');
    await refused(['a6', 'b3'], 'That piece cannot go from a6 to b3.');
    await refused(['c2'], 'Landmines and the flag never move.');
    await refused(['b1'], 'Landmines and the flag never move.');

    // An enemy piece in a camp, which the brigadier could reach were it empty.
    await move(a, b, 'a6', 'a7');
    await move(b, a, 'c8', 'b8');
    await move(a, b, 'a5', 'a7');
    await move(b, a, 'e8', 'd8');
    await refused(['a7', 'b8'], 'The piece on b8 is in a camp: it cannot be attacked there.');
    await expect.poll(() => square(a, 'b8').getAttribute('class'), SLOW).toMatch(/jq-sq-warn/);
    await a.locator('select.language').selectOption('ja');
    await expect.poll(message(a), SLOW).toBe('b8 の駒は行営の中にいるので攻撃できません。');
    await a.locator('select.language').selectOption('zh');
    await expect.poll(message(a), SLOW).toBe('b8 的棋子在行营里，不能攻击。');
    await a.locator('select.language').selectOption('en');
    await picture(a, { path: '/tmp/junqi-notes-refused-1100.png' });
    await blue.close();
    await red.close();
  });

  it('keeps what combat and moves showed of each enemy piece on it, with the player’s marks, across a reload', async () => {
    const { blue, red, matchId } = await friendTable({
      blue: { width: 390, height: 844 },
      layouts: { red: ENGINEER_RED },
    });
    const a = blue.page;
    const b = red.page;
    await move(a, b, 'a6', 'a7'); // the two captains on a7 both go
    await move(b, a, 'b7', 'a6'); // red's engineer turns the corner at a7
    await move(a, b, 'e6', 'e7'); // blue's captain dies on e7's brigadier
    await move(b, a, 'e7', 'e6');

    const note = (s: string) => text(square(a, s).locator('.jq-tile-note'));
    const tooltip = (s: string) => text(square(a, s).locator('title'));
    await expect.poll(note('a6'), SLOW).toBe('Engineer');
    expect(await tooltip('a6')()).toContain(
      'It ran b7–a6 round a corner of the railroad: only an engineer can.',
    );
    await expect.poll(note('e6'), SLOW).toBe('≥Major');
    expect(await tooltip('e6')()).toBe(
      [
        'It beat your captain, which attacked it on e7.',
        'It has moved: no landmine, no flag.',
        'So it can be: major or higher.',
      ].join('\n'),
    );
    // A piece that moved shows it; one never seen shows nothing.
    expect(await square(a, 'a6').locator('.jq-tile-moved').count()).toBe(1);
    expect(await square(a, 'c12').locator('.jq-tile-note, .jq-tile-moved').count()).toBe(0);
    // Readable on the phone: the label is drawn at least 9 pixels high.
    const label = (await square(a, 'e6').locator('.jq-tile-note').boundingBox())!;
    expect(label.height).toBeGreaterThanOrEqual(9);

    // How many of each rank red still has: one captain fell with blue's, no engineer.
    const count = (rank: number) => text(a.locator(`.jq-counts [data-rank="${rank}"] .jq-count-n`));
    await expect.poll(count(7), SLOW).toBe('2');
    expect(await count(9)()).toBe('3');
    expect(await count(1)()).toBe('1');
    expect(await text(a.locator('.jq-notes-count'))()).toMatch(/^24 pieces on the board/);

    // The player marks the piece on e6 as the general they suspect, from its menu.
    await a.getByRole('button', { name: 'Mark pieces' }).click();
    await square(a, 'e6').click();
    const menu = a.getByRole('dialog', { name: 'Your notes on the piece on e6' });
    await menu.waitFor();
    expect(await menu.getByRole('button', { name: 'Engineer' }).isDisabled()).toBe(true);
    await picture(a, { path: '/tmp/junqi-notes-menu-390.png' });
    await menu.getByRole('button', { name: 'General', exact: true }).click();
    await expect.poll(note('e6'), SLOW).toBe('General?');
    await a.getByRole('button', { name: 'Mark pieces' }).click();
    expect(await tooltip('e6')()).toContain('Your mark: general.');
    // Marking is over: clicking an enemy piece with nothing chosen is refused again.
    await square(a, 'c8').click();
    await expect.poll(message(a), SLOW).toBe('c8 holds none of your pieces.');

    // Kept in the browser, per match and side, and back after a reload.
    const stored = await a.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `parlour:junqi:notes:${matchId}:blue`,
    );
    expect(stored.marks).toEqual({ e7: 2 });
    expect(stored.facts.b7).toContainEqual({ kind: 'engineer', from: 'b7', to: 'a6' });
    await a.reload();
    await expect.poll(note('e6'), SLOW).toBe('General?');
    await expect.poll(note('a6'), SLOW).toBe('Engineer');
    await picture(a, { path: '/tmp/junqi-notes-reload-390.png', fullPage: true });
    // In the player's language: the guess and what the engineer showed.
    await a.locator('select.language').selectOption('ja');
    await expect.poll(note('e6'), SLOW).toBe('軍長?');
    expect(await note('a6')()).toBe('工兵');
    expect(await tooltip('e6')()).toContain('つまり：営長以上。');
    await picture(a, { path: '/tmp/junqi-notes-ja-390.png' });
    await a.locator('select.language').selectOption('zh');
    await expect.poll(tooltip('a6'), SLOW).toContain('它沿铁路拐弯走了 b7–a6：只有工兵能这样走。');
    await a.locator('select.language').selectOption('en');
    // The notes follow the piece: red's engineer moves on.
    await move(a, b, 'a5', 'a6');
    await expect.poll(() => square(a, 'a6').getAttribute('data-side'), SLOW).toBe('blue');
    await blue.close();
    await red.close();
  });

  it('never covers the back rows with the notice of a player who left, and counts its grace down', async () => {
    const { blue, red } = await friendTable({
      blue: { width: 390, height: 844 },
      // Long enough to read the count twice on a busy machine; the test waits it out.
      graceSeconds: 10,
    });
    const a = blue.page;
    await red.close();
    const away = a.locator('.jq-player-red .jq-away');
    const left = async () => {
      const m = /their seat counts as left in (\d+):(\d\d)$/.exec((await away.textContent()) ?? '');
      return m ? Number(m[1]) * 60 + Number(m[2]) : null;
    };
    await expect.poll(left, SLOW).not.toBeNull();
    const first = (await left())!;
    expect(first).toBeLessThanOrEqual(10);
    // It counts down: a second later it says less.
    await expect
      .poll(async () => {
        const now = await left();
        return now === null || now < first;
      }, SLOW)
      .toBe(true);
    // Nothing floats over the board while the opponent is only disconnected.
    expect(await a.locator('.table-panel').isVisible()).toBe(false);

    // The grace runs out: the choice to end the game stands in the page, under the board.
    const panel = a.locator('.table-panel');
    await expect.poll(() => panel.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(text(away), SLOW).toBe('has left the table');
    await square(a, 'c1').scrollIntoViewIfNeeded();
    const panelBox = (await panel.boundingBox())!;
    for (const s of ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'e2']) {
      expect(overlaps(panelBox, (await square(a, s).boundingBox())!), s).toBe(false);
    }
    await picture(a, { path: '/tmp/junqi-notes-left-390.png' });
    // On a wide window it stands beside the board, never over it.
    await a.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => {
        const p = await panel.boundingBox();
        const board = await a.locator('.jq-board').boundingBox();
        return p !== null && board !== null && !overlaps(p, board);
      }, SLOW)
      .toBe(true);
    await picture(a, { path: '/tmp/junqi-notes-left-1280.png' });
    await blue.close();
  });

  it('reads the log in the order things happened, newest or oldest first, and names a resignation', async () => {
    const { blue, red } = await friendTable();
    const a = blue.page;
    const b = red.page;
    await move(a, b, 'a6', 'a7');
    await move(b, a, 'a8', 'a7');
    const chronological = [
      'Blue is ready.',
      'You are ready.',
      'Both sides are ready: blue moves first.',
      '1.Blue attacked your captain on a7: both pieces removed.',
      '2.You moved a8–a7.',
    ];
    await expect.poll(logLines(b), SLOW).toEqual([...chronological].reverse());
    await b.getByRole('button', { name: 'Oldest first' }).click();
    await expect.poll(logLines(b), SLOW).toEqual(chronological);
    // A new move comes last, and stays in sight.
    await move(a, b, 'e6', 'e7');
    await expect
      .poll(logLines(b), SLOW)
      .toEqual([
        ...chronological,
        '3.Blue attacked your brigadier on e7: the attacker was removed.',
      ]);
    const list = b.locator('.jq-log-list');
    await expect
      .poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight), SLOW)
      .toBeLessThanOrEqual(2);
    // The choice is kept; so is the log, from the events the page is sent on opening.
    await b.reload();
    await expect
      .poll(logLines(b), SLOW)
      .toEqual([
        ...chronological,
        '3.Blue attacked your brigadier on e7: the attacker was removed.',
      ]);
    expect(await b.getByRole('button', { name: 'Oldest first' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Red resigns: the end line says so, before who won.
    await b.getByRole('button', { name: /^Resign/ }).click();
    await b
      .getByRole('button', { name: /resign/i })
      .last()
      .click();
    await expect
      .poll(() => logLines(b)().then((l) => l.at(-1)), SLOW)
      .toBe('Red resigned. Blue won.');
    await expect.poll(() => logLines(a)().then((l) => l[0]), SLOW).toBe('Red resigned. Blue won.');
    await expect.poll(status(a), SLOW).toMatch(/resigned\. You won!$/);
    await blue.close();
    await red.close();
  });
});
