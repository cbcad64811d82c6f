/**
 * The server's core behaviours on a PostgreSQL store (`--store postgres://…`): a game played to
 * the end, a reconnect that gets exactly the missed steps, a process killed with SIGKILL that
 * comes back with every acknowledged move, Junqi's secret setup kept secret, and a draft that
 * outlives a restart. Each test has a database of its own on the hermetic server
 * (test/pg-cluster.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { JunqiMove, JunqiView } from '../../src/games/junqi';
import type { KnightsView } from '../../src/games/knights';
import { usePostgres } from '../pg-cluster';
import { type TestClient, twoAtTable } from './client';
import { freshDataDir, harness, SERVER_TEST_MS } from './harness';
import { junqiLeaks } from './secrets';

const postgres = usePostgres();
let database: string | undefined;
beforeEach(async () => {
  database = await postgres().database();
});

const { serve, stop, client, process: spawnProcess } = harness({ store: () => database });

/** Two humans at a knights table: the creator sits seat 0, a friend seat 1 through the socket. */
const knightsTable = (url: string, options = { files: 5, ranks: 5 }) =>
  twoAtTable(url, client, 'knights', options);

/** Two humans at a Junqi table, both watching their own side. */
const junqiTable = (url: string) => twoAtTable(url, client, 'junqi');

const junqiMove = (c: TestClient, matchId: string, token: string, seq: number, m: JunqiMove) =>
  c.move(matchId, token, seq, c.latest!.version, m);

const rankAt = (c: TestClient, square: string) =>
  (c.latest!.view as JunqiView).pieces.find((p) => p.square === square)?.rank;

// Every wait is on a condition, with the harness's generous deadline (PATIENCE_MS).
describe('the server on a PostgreSQL store', { timeout: SERVER_TEST_MS }, () => {
  it('says so when ready, and lets two players finish a game, each seeing every move', async () => {
    const { server } = await serve();
    expect(server.store).toBe('postgres');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, state: 'ready', store: 'postgres' });
    const { matchId, players, tokens } = await knightsTable(server.url);
    const spectator = client(server.url);
    await spectator.watch(matchId);
    const seqs = [0, 0];
    for (let guard = 0; guard < 30 && !players[0].latest!.outcome; guard++) {
      const seat = players[0].latest!.toMove[0]!;
      const me = players[seat]!;
      const { version } = me.latest!;
      const square = (me.latest!.view as KnightsView).legal[0];
      expect((await me.move(matchId, tokens[seat]!, seqs[seat]!++, version, { square })).ok).toBe(
        true,
      );
      await Promise.all(players.map((p) => p.waitFor((m) => m.version === version + 1)));
    }
    const end = players[0].latest!;
    expect(end.outcome).not.toBeNull();
    await spectator.waitFor((m) => m.version === end.version);
    const stepsOf = (c: TestClient) => c.received.filter((r) => r.event === 'steps');
    expect(stepsOf(players[0])).toHaveLength(end.version);
    expect(stepsOf(players[1])).toEqual(stepsOf(players[0]));
    expect(stepsOf(spectator)).toEqual(stepsOf(players[0]));
    // The answer over HTTP is read back from the store once the match left memory.
    const stats = (await (await fetch(`${server.url}/api/stats`)).json()) as {
      store: { commits: number };
    };
    expect(stats.store.commits).toBeGreaterThan(0);
    await stop(server);
    const again = await serve();
    const shown = (await (await fetch(`${again.server.url}/api/matches/${matchId}`)).json()) as {
      version: number;
      outcome: unknown;
    };
    expect(shown.version).toBe(end.version);
    expect(shown.outcome).toEqual(end.outcome);
  });

  it('a player who reconnects after missing moves gets exactly those moves', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await knightsTable(server.url);
    const [a, b] = players;
    await a.move(matchId, tokens[0], 0, 0, { square: 'a1' });
    await a.waitFor((s) => s.version === 1);
    a.socket.disconnect();
    await b.move(matchId, tokens[1], 0, 1, { square: 'e5' });
    await b.move(matchId, tokens[1], 0, 1, { square: 'e5' }); // a re-send: no new step
    await b.move(matchId, tokens[1], 1, 2, { square: 'b5' }); // out of turn: refused
    await b.waitFor((s) => s.version === 2);
    a.socket.connect();
    await a.waitFor((s) => s.version === 2);
    const last = a.received.at(-1);
    expect(last?.event).toBe('steps');
    expect(last?.event === 'steps' && last.msg.from).toBe(1);
    expect(a.steps.map((s) => s.v)).toEqual([1, 2]);
    expect(a.events()).toEqual([
      { type: 'move', seat: 0, move: { square: 'a1' } },
      { type: 'move', seat: 1, move: { square: 'e5' } },
    ]);
    expect(a.gaps).toEqual([]);
  });

  it('a process killed with SIGKILL comes back with every acknowledged move', async () => {
    const dataDir = freshDataDir('parlour-crash-pg-');
    const first = await spawnProcess(dataDir);
    const port = Number(new URL(first.url).port);
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as { store: string };
    expect(health.store).toBe('postgres');
    const { matchId, players, tokens } = await knightsTable(first.url, { files: 8, ranks: 8 });
    const [me, friend] = players;
    const squares = ['a1', 'h8', 'd4', 'h4', 'b7'];
    for (const [i, square] of squares.entries()) {
      const ack = await players[i % 2]!.move(matchId, tokens[i % 2]!, i >> 1, i, { square });
      expect(ack).toEqual({ ok: true, version: i + 1 });
    }
    await first.kill();
    const before = me.received.length;
    await spawnProcess(dataDir, { port });
    // The player's socket was never told to reconnect: it does so itself and catches up.
    const s = await me.waitFor((m) => m.version === 5 && me.received.length > before);
    expect((s.view as KnightsView).knights.map((k) => k.square)).toEqual(squares);
    expect(s.toMove).toEqual([1]);
    // The sequence numbers survived too: a re-sent move is answered the version it made (its
    // second move, h4, was version 4), not applied again.
    expect(await friend.move(matchId, tokens[1], 1, 5, { square: 'g1' })).toEqual({
      ok: true,
      version: 4,
      repeated: true,
    });
    expect(await friend.move(matchId, tokens[1], 2, 5, { square: 'g1' })).toEqual({
      ok: true,
      version: 6,
    });
    await me.waitFor((m) => m.version === 6);
  });

  it('keeps Junqi’s setup secret: each side sees only its own layout', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await junqiTable(server.url);
    const [blue, red] = players;
    const spectator = client(server.url);
    await spectator.watch(matchId);
    const [a, b] = await Promise.all([
      junqiMove(blue, matchId, tokens[0], 0, { type: 'swap', a: 'a6', b: 'a5' }),
      junqiMove(red, matchId, tokens[1], 0, { type: 'swap', a: 'a7', b: 'a8' }),
    ]);
    expect(a).toEqual({ ok: true, version: 0 });
    expect(b).toEqual({ ok: true, version: 0 });
    await blue.waitFor(() => rankAt(blue, 'a5') === 7);
    expect(blue.steps).toEqual([]);
    expect(spectator.steps).toEqual([]);
    await junqiMove(blue, matchId, tokens[0], 1, { type: 'ready' });
    await junqiMove(red, matchId, tokens[1], 1, { type: 'ready' });
    const started = await spectator.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(started.toMove).toEqual([0]);
    await blue.waitFor((s) => (s.view as JunqiView).phase === 'play');
    await red.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(junqiLeaks(blue, 'blue')).toEqual([]);
    expect(junqiLeaks(red, 'red')).toEqual([]);
    expect(junqiLeaks(spectator, null)).toEqual([]);
  });

  it('a seat’s draft outlives a restart, and still tells the others nothing', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await junqiTable(server.url);
    const [blue] = players;
    const before = rankAt(blue, 'a5');
    expect(
      await junqiMove(blue, matchId, tokens[0], 0, { type: 'swap', a: 'a6', b: 'a5' }),
    ).toEqual({ ok: true, version: 0 });
    await blue.waitFor(() => rankAt(blue, 'a5') === 7);
    await stop(server);

    const again = await serve();
    const back = client(again.server.url);
    const watched = await back.watch(matchId, tokens[0]);
    expect(watched).toMatchObject({ ok: true, version: 0, nextSeq: 1 });
    await back.waitFor(() => rankAt(back, 'a5') === 7);
    expect(before).not.toBe(7);
    const red = client(again.server.url);
    await red.watch(matchId, tokens[1]);
    await red.waitFor((s) => s.version === 0);
    // Both ready: the draft goes into the log with blue's ready, and the game starts with it.
    await junqiMove(back, matchId, tokens[0], 1, { type: 'ready' });
    await junqiMove(red, matchId, tokens[1], 0, { type: 'ready' });
    await back.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(rankAt(back, 'a5')).toBe(7);
    await red.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(junqiLeaks(red, 'red')).toEqual([]);
  });
});
