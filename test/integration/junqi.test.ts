/**
 * Junqi on the real server with real socket clients: both sides set up at once without seeing
 * each other, play to a flag capture, and nobody else can touch a side's pieces; every message
 * each client receives is checked for an enemy rank.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry, type MatchState, matchOutcome, startMatch } from '../../src/core/match';
import type { Ack } from '../../src/core/protocol';
import { Rng } from '../../src/core/rng';
import {
  boardFromView,
  type JunqiMove,
  type JunqiState,
  type JunqiView,
  junqi,
  movesOf,
  parseSquare,
  squareName,
  viewerSide,
} from '../../src/games/junqi';
import { type Received, type TestClient, twoAtTable } from './client';
import { freshDataDir, harness, SERVER_TEST_MS } from './harness';

const { serve, client, process: spawnProcess } = harness();
const spawn = (dataDir: string, port?: number) => spawnProcess(dataDir, { port });

/** The moves a side's own view offers, as the browser computes them. */
function junqiMovesOf(view: JunqiView): (JunqiMove & { type: 'move' })[] {
  const side = viewerSide(view)!;
  return movesOf(boardFromView(view), side).map((m) => ({
    type: 'move',
    from: squareName(m.from),
    to: squareName(m.to),
  }));
}

const table = (url: string) => twoAtTable(url, client, 'junqi');

/** Every view and event a client received that shows a rank of the other side before the end. */
function leaks(c: TestClient, side: 0 | 1 | null): string[] {
  const problems: string[] = [];
  const mine = side === 0 ? 'blue' : side === 1 ? 'red' : null;
  const check = (view: JunqiView | undefined) => {
    if (!view || view.phase === 'over') return;
    for (const p of view.pieces) {
      const shownFlag = p.rank === 11 && mine !== null && view.flagShown[p.side];
      if (p.side !== mine && p.rank !== null && !shownFlag)
        problems.push(`${p.side} ${p.rank} on ${p.square}`);
    }
  };
  const events: unknown[] = [];
  for (const r of c.received as Received[]) {
    if (r.event === 'state') {
      check(r.msg.view as JunqiView);
      events.push(...(r.msg.recent ?? []));
    }
    if (r.event === 'steps') {
      check(r.msg.view as JunqiView | undefined);
      for (const step of r.msg.steps) events.push(...(step.events ?? []));
    }
  }
  for (const e of events as { type: string; side?: string }[]) {
    if (e.type === 'setup' && e.side !== mine) problems.push(`told of ${e.side}'s setup`);
  }
  return problems;
}

function move(
  c: TestClient,
  matchId: string,
  token: string,
  seq: number,
  m: JunqiMove,
): Promise<Ack> {
  return c.move(matchId, token, seq, c.latest!.version, m);
}

// Every wait is on a condition, with the harness's generous deadline (PATIENCE_MS).
describe('Junqi on the server', { timeout: SERVER_TEST_MS }, () => {
  it('lets both sides set up at once, each seeing nothing of the other layout', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await table(server.url);
    const [blue, red] = players;
    const spectator = client(server.url);
    await spectator.watch(matchId);
    // Both swap at the same version: both are accepted.
    const [a, b] = await Promise.all([
      move(blue, matchId, tokens[0], 0, { type: 'swap', a: 'a6', b: 'a5' }),
      move(red, matchId, tokens[1], 0, { type: 'swap', a: 'a7', b: 'a8' }),
    ]);
    // A swap is its side's draft: no version passes, and only that side is shown it.
    expect(a).toEqual({ ok: true, version: 0 });
    expect(b).toEqual({ ok: true, version: 0 });
    const rankAt = (c: TestClient, square: string) =>
      (c.latest!.view as JunqiView).pieces.find((p) => p.square === square)?.rank;
    await blue.waitFor(() => rankAt(blue, 'a5') === 7);
    await red.waitFor(() => rankAt(red, 'a8') !== undefined && rankAt(red, 'a8') !== null);
    const bv = blue.latest!.view as JunqiView;
    expect(bv.pieces.every((p) => p.side === 'blue')).toBe(true);
    // Red's swap reached blue not at all, not even as a skip; nor did blue's reach the spectator.
    expect(blue.steps).toEqual([]);
    expect(spectator.steps).toEqual([]);
    const told = spectator.received.map((r) => (r.event === 'state' ? r.msg.view : r.event));
    expect(told.every((v) => JSON.stringify(v) === JSON.stringify(told[0]))).toBe(true);
    // A swap that breaks a rule is refused with the rule, and changes nothing.
    const refused = await move(blue, matchId, tokens[0], 1, { type: 'swap', a: 'b1', b: 'a5' });
    expect(refused).toMatchObject({
      ok: false,
      code: 'junqi.placement-flag',
      params: { square: 'a5' },
    });
    expect(refused.ok || refused.message).toMatch(/headquarters/);
    // Nobody else may touch blue's pieces: red, a forged token, a spectator.
    const byRed = await move(red, matchId, tokens[1], 1, { type: 'swap', a: 'a1', b: 'a2' });
    expect(byRed).toMatchObject({ ok: false, code: 'junqi.not-yours' });
    const forged = await spectator.move(matchId, 'A'.repeat(24), 0, 2, { type: 'ready' });
    expect(forged).toMatchObject({ ok: false, code: 'bad-token' });
    const garbage = await move(blue, matchId, tokens[0], 2, {
      type: 'swap',
      a: 'z9',
      b: 'a1',
    } as JunqiMove);
    expect(garbage).toMatchObject({ ok: false, code: 'bad-move' });
    // Ready, both: the game begins, blue to move.
    await move(blue, matchId, tokens[0], 3, { type: 'ready' });
    await move(red, matchId, tokens[1], 2, { type: 'ready' });
    const started = await spectator.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(started.toMove).toEqual([0]);
    expect((started.view as JunqiView).pieces.every((p) => p.rank === null)).toBe(true);
    for (const [c, side] of [
      [blue, 0],
      [red, 1],
      [spectator, null],
    ] as const) {
      expect(leaks(c, side)).toEqual([]);
    }
  });

  it('plays to a flag capture; a side cannot move the other’s pieces; both layouts shown at the end', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await table(server.url);
    const seqs: [number, number] = [0, 0];
    for (const seat of [0, 1] as const) {
      expect(
        (await move(players[seat], matchId, tokens[seat], seqs[seat]++, { type: 'ready' })).ok,
      ).toBe(true);
    }
    // The same game played on the rules alone, to choose the moves: attacks preferred.
    let truth = startMatch(junqi, {
      game: 'junqi',
      options: {},
      seats: 2,
      seed: 'x',
    }) as MatchState<JunqiState>;
    for (const seat of [0, 1]) {
      const r = applyEntry(junqi, truth, { kind: 'move', seat, move: { type: 'ready' } });
      if (r.ok) truth = r.value.match as MatchState<JunqiState>;
    }
    const rng = new Rng('flag-4');
    const wrongSide = await move(players[1], matchId, tokens[1], seqs[1]++, {
      type: 'move',
      from: 'a7',
      to: 'a6',
    });
    expect(wrongSide).toMatchObject({ ok: false, code: 'not-your-turn' });
    const notMine = await move(players[0], matchId, tokens[0], seqs[0]++, {
      type: 'move',
      from: 'a7',
      to: 'a8',
    });
    expect(notMine).toMatchObject({ ok: false, code: 'junqi.not-yours' });
    for (let plies = 0; !matchOutcome(junqi, truth) && plies < 200; plies++) {
      const seat = truth.state.toMove;
      const moves = junqi.legalMoves(truth.state, seat) as (JunqiMove & { type: 'move' })[];
      const attacks = moves.filter((m) => truth.state.board[parseSquare(m.to)!]);
      const m = rng.next() < 0.7 && attacks.length > 0 ? rng.pick(attacks) : rng.pick(moves);
      const version = players[seat].latest!.version;
      const ack = await players[seat].move(matchId, tokens[seat], seqs[seat]++, version, m);
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      await players[1 - seat]!.waitFor((s) => s.version > version);
      const r = applyEntry(junqi, truth, { kind: 'move', seat, move: m });
      if (!r.ok) throw new Error(r.error.message);
      truth = r.value.match as MatchState<JunqiState>;
      if (plies === 20) {
        // A spectator and a second tab of red arrive mid-game, with the latest steps.
        const late = [client(server.url), client(server.url)] as const;
        await late[0].watch(matchId);
        await late[1].watch(matchId, tokens[1]);
        await Promise.all(late.map((c) => c.waitFor((s) => s.version === truth.version)));
        expect(late[1].latest!.recent!.length).toBeGreaterThan(0);
        expect(leaks(late[0], null)).toEqual([]);
        expect(leaks(late[1], 1)).toEqual([]);
      }
    }
    const end = await players[0].waitFor((s) => s.outcome !== null);
    expect(end.outcome?.reason).toBe('flag-captured');
    const view = end.view as JunqiView;
    expect(view.layouts && Object.keys(view.layouts.red)).toHaveLength(25);
    expect(view.pieces.every((p) => p.rank !== null)).toBe(true);
    expect(leaks(players[0], 0)).toEqual([]);
    expect(leaks(players[1], 1)).toEqual([]);
    // Each side was told its own piece's part in every attack, never the enemy's rank.
    const combats = players[0].events().filter((e) => (e as { type: string }).type === 'combat');
    expect(combats.length).toBeGreaterThan(0);
  });

  it('keeps a half-done setup and a game under way through kill -9', async () => {
    const dataDir = freshDataDir('parlour-junqi-');
    let server = await spawn(dataDir);
    const port = Number(new URL(server.url).port);
    const { matchId, players, tokens } = await table(server.url);
    const [blue, red] = players;
    await move(blue, matchId, tokens[0], 0, { type: 'swap', a: 'a6', b: 'a5' });
    await move(blue, matchId, tokens[0], 1, { type: 'ready' });
    await red.waitFor((s) => (s.view as JunqiView).ready.blue);
    const crash = async () => {
      const heard = [blue.received.length, red.received.length];
      await server.kill();
      server = await spawn(dataDir, port);
      // Both sockets reconnect by themselves and hear from the new server.
      await blue.waitFor(() => blue.received.length > heard[0]!);
      await red.waitFor(() => red.received.length > heard[1]!);
    };
    await crash();
    const v = blue.latest!.view as JunqiView;
    expect(v.ready.blue && !v.ready.red).toBe(true);
    expect(v.pieces.find((p) => p.square === 'a5')?.rank).toBe(7);
    expect((await move(red, matchId, tokens[1], 0, { type: 'ready' })).ok).toBe(true);
    await blue.waitFor((m) => (m.view as JunqiView).phase === 'play');
    expect(
      (await move(blue, matchId, tokens[0], 2, { type: 'move', from: 'a5', to: 'a4' })).ok,
    ).toBe(false);
    expect(
      (await move(blue, matchId, tokens[0], 3, { type: 'move', from: 'a6', to: 'a5' })).ok,
    ).toBe(false);
    const first = junqiMovesOf(blue.latest!.view as JunqiView)[0]!;
    expect((await move(blue, matchId, tokens[0], 4, first)).ok).toBe(true);
    await red.waitFor((m) => m.toMove[0] === 1);
    await crash();
    const after = await red.waitFor((m) => m.toMove[0] === 1);
    expect((after.view as JunqiView).last?.from).toBe(first.from);
    const reply = junqiMovesOf(after.view as JunqiView)[0]!;
    expect((await move(red, matchId, tokens[1], 1, reply)).ok).toBe(true);
    await blue.waitFor((m) => m.toMove[0] === 0);
    expect(leaks(blue, 0)).toEqual([]);
    expect(leaks(red, 1)).toEqual([]);
  });
});
