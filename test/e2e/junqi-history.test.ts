/**
 * Junqi's history survives a reload: a game longer than the steps a page is sent on opening
 * (the server's ring holds 128) is played between two sockets, then opened in a browser as a
 * player mid-game and as a watcher after the end. The Moves panel lists every move from the
 * first, and the replay after the end reaches back to the start.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/game';
import { Rng } from '../../src/core/rng';
import { junqiBots } from '../../src/games/junqi/bots';
import type { JunqiView } from '../../src/games/junqi/view';
import { createMatch, TestClient } from '../integration/client';
import { browserSuite, newPage } from './browser';

const suite = browserSuite();
const PLIES = 150;

/** Both seats ready with the default layout, then random moves until `plies` or the end. */
async function playLong(url: string, plies: number) {
  const created = await createMatch(url, {
    game: 'junqi',
    options: { quietDraw: false },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const players = [new TestClient(url), new TestClient(url)];
  const second = await players[1]!.request('match:sit', { matchId: created.matchId, seat: 1 });
  const tokens = [created.token!, (second as { token: string }).token];
  for (const [seat, p] of players.entries()) await p.watch(created.matchId, tokens[seat]);
  const seq = [0, 0];
  const send = (seat: Seat, move: unknown, version: number) =>
    players[seat]!.move(created.matchId, tokens[seat]!, seq[seat]!++, version, move);
  for (const seat of [0, 1]) await send(seat, { type: 'ready' }, 0);
  const random = junqiBots.find((b) => b.id === 'random')!;
  const rng = new Rng('long game');
  for (let ply = 0; ply < plies; ply++) {
    const s = await players[0]!.waitFor((m) => m.version === 2 + ply || m.outcome !== null, 60_000);
    if (s.outcome) break;
    const seat = s.toMove[0]!;
    const mine = await players[seat]!.waitFor((m) => m.version === s.version, 60_000);
    const move = random.choose(mine.view as JunqiView, { seat, seed: rng.next().toString() });
    const ack = await send(seat, move, mine.version);
    if (!ack.ok) throw new Error(`a random move was refused: ${ack.message}`);
  }
  return { matchId: created.matchId, tokens, players };
}

/** The plies the Moves panel lists, in numeric order whatever order it shows them in. */
const pliesListed = (page: Page) => async () =>
  (await page.locator('.jq-log-list .jq-log-ply').allTextContents())
    .map((t) => Number.parseInt(t, 10))
    .sort((a, b) => a - b);
const everyPly = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('Junqi history', () => {
  it('lists every move from the first after a reload, and replays the whole game after the end', async () => {
    const { matchId, tokens, players } = await playLong(suite.server.url, PLIES);
    const { page, context } = await newPage(suite.browser);
    // The page holds blue's seat, as after a reload: its link carries the token.
    await page.goto(`${suite.server.url}/m/${matchId}#seat=0&token=${tokens[0]}`);
    await expect.poll(pliesListed(page), { timeout: 60_000 }).toEqual(everyPly(PLIES));
    expect(await page.locator('.jq-log-note').count()).toBe(0);
    // Blue resigns; a watcher opens the finished game and replays it from the start.
    await players[0]!.request('match:resign', { matchId, token: tokens[0], clientSeq: 1000 });
    const watcher = await newPage(suite.browser);
    await watcher.page.goto(`${suite.server.url}/m/${matchId}`);
    await expect.poll(pliesListed(watcher.page), { timeout: 60_000 }).toEqual(everyPly(PLIES));
    for (const p of players) p.close();
    await context.close();
    await watcher.context.close();
  });
});
