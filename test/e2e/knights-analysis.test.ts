/**
 * The knights analysis in a real browser: the switch marks every legal square as the exact
 * analyser does, the replay after the game steps through every move and names the decisive one,
 * an early 8×8 position shows how far the analysis has got without freezing the page, can be
 * stopped, and is given up in plain words past its budget; and a slow computer level shows that
 * it is thinking.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyzeState } from '../../src/games/knights/ai';
import { stateFromView } from '../../src/games/knights/position';
import { browserSuite, newPage, picture } from './browser';

const suite = browserSuite();

/** The knights card of the lobby, which has a card (and a new-game form) for every game. */
const knightsCard = (page: Page) => page.getByRole('article', { name: 'Knight placement' });

interface GameSetup {
  level: 'beginner' | 'casual' | 'strong' | 'perfect';
  files: number;
  ranks: number;
  order?: 'first' | 'second';
}

/** From the lobby: a game against the computer with the given level and board. */
async function startGame(page: Page, setup: GameSetup): Promise<void> {
  await page.goto(suite.server.url);
  const form = knightsCard(page).getByRole('form', { name: 'New game' });
  await form.getByLabel('Against the computer').check();
  await form.getByLabel('Level').selectOption(setup.level);
  await form.getByLabel(setup.order === 'second' ? 'I move second' : 'I move first').check();
  await form.getByLabel('Columns').selectOption(String(setup.files));
  await form.getByLabel('Rows').selectOption(String(setup.ranks));
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
  await page.locator('.board [data-square]').first().waitFor();
}

const status = (page: Page) => page.locator('.status');
const knightCount = (page: Page) => page.locator('.board [data-state=knight]').count();
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Waits until it is our turn (true) or the game is over (false). */
async function awaitTurn(page: Page): Promise<boolean> {
  await expect.poll(() => status(page).textContent()).toMatch(/Your turn|You won|You lost/);
  return /Your turn/.test((await status(page).textContent()) ?? '');
}

/** The progress line of a running analysis. */
const PROGRESS = /^[\d.]+[KMB]? positions solved so far, \d+ s\.$/;

/** "1.2M positions solved…" as a number, to compare two readings. */
function positionsIn(text: string | null): number {
  const m = /([\d.]+)([KMB]?) positions? solved/.exec(text ?? '');
  if (!m) throw new Error(`no count of positions in "${text}"`);
  return Number(m[1]) * ({ '': 1, K: 1e3, M: 1e6, B: 1e9 } as Record<string, number>)[m[2]!]!;
}

/**
 * Where the analysis of the position on the board stands: answered (won or lost), still working
 * after its first slice of work or given up at the budget, or only just started.
 */
function analysisState(page: Page): Promise<'answered' | 'working' | 'starting'> {
  return page.evaluate(() => {
    const verdict = document.querySelector('.analysis-verdict')?.getAttribute('data-verdict');
    if (verdict === 'win' || verdict === 'loss') return 'answered';
    const slow = document.querySelector('.analysis-work') !== null;
    return verdict === 'budget' || (verdict === 'pending' && slow) ? 'working' : 'starting';
  });
}

/**
 * From the empty 8×8 board with the analysis on: a corner, then the computer's random reply,
 * almost always outside the opening book and not symmetric, so too big to solve at once. If the
 * reply happens to make a known position, play on.
 */
async function reachUnsolvedPosition(page: Page): Promise<void> {
  await page.locator('.board [data-square=a8]').click();
  // Ours and the computer's reply: "Your turn" may still show the moment before ours lands.
  await expect.poll(() => knightCount(page)).toBe(2);
  for (let tries = 0; ; tries++) {
    expect(await awaitTurn(page)).toBe(true);
    // An answer (from the book or the mirror theorem, which come at once), or a solve that has not
    // found one in its first slice of work, or (with a small budget and a warm cache) given up.
    await expect.poll(() => analysisState(page)).not.toBe('starting');
    if ((await analysisState(page)) === 'working') return;
    expect(tries).toBeLessThan(3);
    const before = await knightCount(page);
    await page.locator('.board [data-state=legal]').first().click();
    await expect.poll(() => knightCount(page)).toBeGreaterThan(before + 1);
  }
}

async function squaresWith(page: Page, selector: string, attr: string): Promise<string[]> {
  return page
    .locator(`.board ${selector}`)
    .evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ''), attr);
}

/** The marks the page shows on the legal squares, and those the analyser gives in this process. */
async function marksOnPage(page: Page, files: number, ranks: number) {
  const knights = await squaresWith(page, '[data-state=knight]', 'data-square');
  const legal = await page
    .locator('.board [data-state=legal]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-square') ?? '', e.getAttribute('data-mark') ?? '']),
    );
  const state = stateFromView({
    files,
    ranks,
    // Who placed a knight does not matter to the analysis, nor does the order.
    knights: knights.map((square, i) => ({ square, seat: i % 2 })),
    attacked: [],
    legal: [],
    toMove: null,
    outcome: null,
  });
  const expected = analyzeState(state, Number.POSITIVE_INFINITY);
  return { shown: Object.fromEntries(legal), expected };
}

describe('knights analysis in the browser', () => {
  it('marks every legal square as the analyser does, and replays the game with its analysis', async () => {
    const { context, page } = await newPage(suite.browser);
    await startGame(page, { level: 'beginner', files: 5, ranks: 5 });
    await expect.poll(() => page.locator('.legend').textContent()).toMatch(/Computer \(Beginner\)/);

    // Off by default: no marks, only the switch and the spoiler warning.
    const toggle = page.getByRole('switch', { name: 'Analysis' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.locator('.board [data-mark]').count()).toBe(0);
    await toggle.check();

    let checked = 0;
    let turns = 0;
    while (await awaitTurn(page)) {
      const verdict = page.locator('.analysis-verdict');
      await expect.poll(() => verdict.getAttribute('data-verdict')).toMatch(/^(win|loss)$/);
      await expect
        .poll(async () => {
          const { shown } = await marksOnPage(page, 5, 5);
          return Object.values(shown).every((m) => m === 'win' || m === 'lose');
        })
        .toBe(true);
      const { shown, expected } = await marksOnPage(page, 5, 5);
      expect(expected.verdict).not.toBe('unknown');
      expect(shown).toEqual(expected.squares);
      checked += Object.keys(shown).length;

      const wins = Object.values(shown).filter((m) => m === 'win').length;
      const legal = Object.keys(shown).length;
      const text = (await verdict.textContent()) ?? '';
      if (expected.verdict === 'win') {
        expect(text).toContain(
          wins === 1 ? `1 winning square of ${legal}` : `${wins} winning squares of ${legal}`,
        );
      } else {
        expect(text).toContain('Player to move loses against perfect play');
      }
      const first = page.locator('.board [data-state=legal]').first();
      expect(await first.getAttribute('aria-label')).toMatch(/^[a-e][1-5], legal, (wins|loses)$/);
      if (turns === 0) await picture(page, { path: '/tmp/knights-analysis-marks.png' });

      // Play a losing square when there is one, so the game has a decisive mistake to find.
      const pick =
        Object.entries(shown).find(([, m]) => m === 'lose')?.[0] ?? Object.keys(shown)[0]!;
      const before = await knightCount(page);
      await page.locator(`.board [data-square=${pick}]`).click();
      await expect.poll(() => knightCount(page)).toBeGreaterThan(before);
      turns++;
      expect(turns).toBeLessThan(20);
    }
    expect(checked).toBeGreaterThan(0);

    // The replay: one step per knight placed, from the empty board to the end.
    const replay = page.locator('.replay');
    await replay.waitFor();
    const placed = await knightCount(page);
    const slider = replay.getByRole('slider');
    expect(await slider.getAttribute('max')).toBe(String(placed));
    expect(await replay.locator('.timeline .tick').count()).toBe(placed);

    await replay.getByRole('button', { name: 'First position' }).click();
    expect(await knightCount(page)).toBe(0);
    await expect.poll(() => replay.locator('.replay-move').textContent()).toMatch(/Empty board/);
    for (let ply = 1; ply <= placed; ply++) {
      await replay.getByRole('button', { name: 'Next move' }).click();
      expect(await knightCount(page)).toBe(ply);
      await expect
        .poll(() => replay.locator('.replay-move').textContent())
        .toMatch(new RegExp(`^Move ${ply} of ${placed}: (You|Computer) played [a-e][1-5]\\.`));
    }
    expect(await replay.getByRole('button', { name: 'Next move' }).isDisabled()).toBe(true);
    // Arrow keys step too, and Home / End jump.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowLeft');
    expect(await knightCount(page)).toBe(placed - 1);
    await page.keyboard.press('Home');
    expect(await knightCount(page)).toBe(0);
    await page.keyboard.press('End');
    expect(await knightCount(page)).toBe(placed);

    // Every position analysed; the decisive moment (or its absence) is named.
    const decision = replay.locator('.decision');
    await expect
      .poll(() => decision.textContent())
      .toMatch(/^Decided at move \d+: .* threw away a won position\.|never had a winning position/);
    await expect.poll(() => replay.locator('.timeline .quality-unknown').count()).toBe(0);
    const decisive = replay.locator('.decision button');
    if ((await decisive.count()) > 0) {
      await decisive.click();
      const move = Number(/move (\d+)/.exec((await decision.textContent()) ?? '')?.[1]);
      expect(await knightCount(page)).toBe(move);
      await expect.poll(() => replay.locator('.replay-move').textContent()).toMatch(/A mistake/);
      expect(await page.locator('.board .sq-highlight').count()).toBe(1);
      expect(await replay.locator('.timeline .tick-decisive').count()).toBe(1);
    }
    // The theorem for the odd×odd board, and the marks in the replay.
    await expect.poll(() => replay.locator('.mirror-help').textContent()).toMatch(/centre/);
    await picture(page, { path: '/tmp/knights-analysis-replay.png', fullPage: true });
    await context.close();
  });

  it('shows how far an early 8×8 analysis has got, and the page keeps responding', async () => {
    const { context, page } = await newPage(suite.browser);
    await startGame(page, { level: 'beginner', files: 8, ranks: 8 });
    await page.getByRole('switch', { name: 'Analysis' }).check();
    // The empty 8×8 board is symmetric: answered at once by the mirror theorem.
    const verdict = page.locator('.analysis-verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('loss');
    await expect.poll(() => page.locator('.analysis').textContent()).toMatch(/symmetric/);
    expect(await page.locator('.board [data-mark=lose]').count()).toBe(64);

    await reachUnsolvedPosition(page);
    await expect
      .poll(() => verdict.textContent())
      .toMatch(/^Still analysing… \(\d+ legal squares\)$/);
    await expect
      .poll(() => page.locator('.analysis').textContent())
      .toMatch(/can take a long time/);
    expect(await page.locator('.analysis .spinner').count()).toBe(1);
    // The work done so far, growing, and a way to stop it.
    const effort = page.locator('.analysis-effort');
    await expect.poll(() => effort.textContent()).toMatch(PROGRESS);
    const first = positionsIn(await effort.textContent());
    await expect.poll(async () => positionsIn(await effort.textContent())).toBeGreaterThan(first);
    await page.locator('.analysis').getByRole('button', { name: 'Stop' }).waitFor();
    await picture(page, { path: '/tmp/knights-analysis-8x8-pending.png' });

    // The main thread is free: a timer fires while the analysis goes on, and a click places a
    // knight. (How soon it fires is the machine's business: on a busy one, late.)
    const whenTimerFired = await page.evaluate(async () => {
      await new Promise((r) => setTimeout(r, 50));
      return document.querySelector('.analysis-verdict')?.getAttribute('data-verdict');
    });
    expect(whenTimerFired).toBe('pending');
    const before = await knightCount(page);
    const legal = page.locator('.board [data-state=legal]').first();
    await legal.click();
    await expect.poll(() => knightCount(page)).toBeGreaterThan(before);
    // Switching the analysis off and on answers at once too.
    await page.getByRole('switch', { name: 'Analysis' }).uncheck();
    expect(await page.locator('.analysis-verdict').count()).toBe(0);
    await page.getByRole('switch', { name: 'Analysis' }).check();
    expect(await page.locator('.analysis-verdict').count()).toBe(1);
    await context.close();
  });

  it('stops an analysis on request, and goes on from where it stopped', async () => {
    const { context, page } = await newPage(suite.browser);
    await startGame(page, { level: 'beginner', files: 8, ranks: 8 });
    await page.getByRole('switch', { name: 'Analysis' }).check();
    await reachUnsolvedPosition(page);
    const verdict = page.locator('.analysis-verdict');
    const effort = page.locator('.analysis-effort');
    await expect.poll(() => effort.textContent()).toMatch(PROGRESS);

    await page.locator('.analysis').getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('stopped');
    expect(await verdict.textContent()).toMatch(/^Analysis stopped \(\d+ legal squares\)\.$/);
    expect(await page.locator('.analysis .spinner').count()).toBe(0);
    await expect
      .poll(() => effort.textContent())
      .toMatch(
        /^Stopped after \d+ s \([\d.]+[KMB]? positions solved\)\. What was solved is kept\.$/,
      );
    // Nothing more comes in once stopped (a wait that a busy machine can only make a weaker check,
    // never a failing one).
    const stoppedAt = await effort.textContent();
    await page.waitForTimeout(600);
    expect(await effort.textContent()).toBe(stoppedAt);
    await picture(page, { path: '/tmp/knights-analysis-8x8-stopped.png' });

    await page.locator('.analysis').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('pending');
    expect(await page.locator('.analysis .spinner').count()).toBe(1);
    // The count goes on from the one it stopped at.
    await expect.poll(() => effort.textContent()).toMatch(PROGRESS);
    expect(positionsIn(await effort.textContent())).toBeGreaterThanOrEqual(positionsIn(stoppedAt));
    await context.close();
  });

  it('says plainly when a position is too early to solve here, in every language', async () => {
    const { context, page } = await newPage(suite.browser);
    // A small budget stands in for the real one (some 15 s of work), so the test need not wait.
    await page.addInitScript(() =>
      localStorage.setItem('parlour:knights-analysis-budget', '3000000'),
    );
    await startGame(page, { level: 'beginner', files: 8, ranks: 8 });
    await page.getByRole('switch', { name: 'Analysis' }).check();
    await reachUnsolvedPosition(page);
    const verdict = page.locator('.analysis-verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('budget');
    expect(await verdict.textContent()).toMatch(
      /^Too early in the game to solve here: \d+ free squares are too many to solve in reasonable time\. From about 40 free squares down, answers come in seconds\.$/,
    );
    expect(await page.locator('.analysis .spinner').count()).toBe(0);
    expect(await page.locator('.board [data-mark]').count()).toBe(0);
    await expect
      .poll(() => page.locator('.analysis-effort').textContent())
      .toMatch(
        /^Gave up after \d+ s \([\d.]+[KMB]? positions solved\); it tries again after the next move\.$/,
      );
    await page.locator('.analysis').getByRole('button', { name: 'Keep trying' }).waitFor();
    await picture(page, { path: '/tmp/knights-analysis-8x8-too-early.png' });

    await page.getByLabel('Language').selectOption('ja');
    await expect
      .poll(() => verdict.textContent())
      .toMatch(/^まだ序盤すぎて、ここでは解けません：空きマス \d+ は/);
    await page.locator('select.language').selectOption('zh');
    await expect
      .poll(() => verdict.textContent())
      .toMatch(/^开局太早，这里无法求解：\d+ 个空格太多/);
    await context.close();
  });

  it('shows that the Perfect computer is thinking, and names its level', async () => {
    const { context, page } = await newPage(suite.browser);
    // Watch the page for the thinking state from the start: the reply may be quick.
    await page.addInitScript(() => {
      const w = window as unknown as { sawThinking: string | null };
      w.sawThinking = null;
      new MutationObserver(() => {
        const el = document.querySelector('[data-thinking]');
        if (el && !w.sawThinking) w.sawThinking = el.parentElement?.textContent ?? '';
      }).observe(document, { childList: true, subtree: true });
    });
    await startGame(page, { level: 'perfect', files: 8, ranks: 8, order: 'second' });
    await expect.poll(() => page.locator('.legend').textContent()).toMatch(/Computer \(Perfect\)/);
    expect(await awaitTurn(page)).toBe(true);
    await page.locator('.board [data-state=legal]').first().click();
    // Best effort: the reply may already be there.
    await picture(page, { path: '/tmp/knights-analysis-thinking.png' });
    await expect.poll(() => knightCount(page)).toBe(3);
    const saw = await page.evaluate(
      () => (window as unknown as { sawThinking: string | null }).sawThinking,
    );
    // Either the thinking state was on screen, or the computer answered before a frame showed it.
    console.log(`thinking state seen: ${saw ?? 'no (the reply came first)'}`);
    if (saw !== null) expect(saw).toMatch(/Computer \(Perfect\) is thinking…/);
    expect(await knightCount(page)).toBe(3);
    await context.close();
  });

  it('fits a phone and speaks Japanese and Chinese, during play and in the replay', async () => {
    const { context, page } = await newPage(suite.browser, { width: 360, height: 640 });
    await startGame(page, { level: 'beginner', files: 8, ranks: 8 });
    await page.getByRole('switch', { name: 'Analysis' }).check();
    await expect
      .poll(() => page.locator('.analysis-verdict').getAttribute('data-verdict'))
      .toBe('loss');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await picture(page, { path: '/tmp/knights-analysis-phone-play.png', fullPage: true });

    // Play to the end, always on the first legal square.
    let turns = 0;
    while (await awaitTurn(page)) {
      const before = await knightCount(page);
      await page.locator('.board [data-state=legal]').first().click();
      await expect.poll(() => knightCount(page)).toBeGreaterThan(before);
      turns++;
      expect(turns).toBeLessThan(40);
    }
    await page.locator('.replay').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await picture(page, { path: '/tmp/knights-analysis-phone-replay.png', fullPage: true });

    await page.getByLabel('Language').selectOption('ja');
    await expect.poll(() => page.locator('.replay h2').textContent()).toBe('リプレイ');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await picture(page, { path: '/tmp/knights-analysis-phone-ja.png', fullPage: true });

    await page.locator('select.language').selectOption('zh');
    await expect.poll(() => page.locator('.replay h2').textContent()).toBe('复盘');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await picture(page, { path: '/tmp/knights-analysis-phone-zh.png', fullPage: true });
    await context.close();
  });
});
