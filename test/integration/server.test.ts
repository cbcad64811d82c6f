import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnightsView } from '../../src/games/knights';
import { type RunningServer, startServer } from '../../src/server';
import { createMatch, TestClient } from './client';

const servers: RunningServer[] = [];
const clients: TestClient[] = [];

async function serve(dataDir = mkdtempSync(join(tmpdir(), 'parlour-it-'))) {
  const server = await startServer({
    port: 0,
    dataDir,
    clientDir: null,
    quiet: true,
    botWorkers: 1,
  });
  servers.push(server);
  return { server, dataDir };
}

function client(url: string): TestClient {
  const c = new TestClient(url);
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

/** Two humans: the creator sits seat 0, a friend sits seat 1 through the socket. */
async function twoPlayers(url: string) {
  const created = await createMatch(url, {
    game: 'knights',
    options: { files: 5, ranks: 5 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const a = client(url);
  const b = client(url);
  const sat = await b.request('match:sit', { matchId: created.matchId, seat: 1 });
  expect(sat.ok).toBe(true);
  const tokens = [created.token!, (sat as { token: string }).token];
  await a.watch(created.matchId, tokens[0]);
  await b.watch(created.matchId, tokens[1]);
  return { matchId: created.matchId, players: [a, b], tokens };
}

const viewOf = (c: TestClient) => c.latest?.view as KnightsView;

describe('the Parlour server', () => {
  it('lets two players finish a game, each seeing every move', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const seqs = [0, 0];
    for (let guard = 0; guard < 30; guard++) {
      const s = players[0]!.latest!;
      if (s.outcome) break;
      const seat = s.toMove[0]!;
      const v = viewOf(players[seat]!);
      const version = players[seat]!.latest!.version;
      const ack = await players[seat]!.move(matchId, tokens[seat]!, seqs[seat]!++, version, {
        square: v.legal[0],
      });
      expect(ack.ok).toBe(true);
      await Promise.all(players.map((p) => p.waitFor((m) => m.version === version + 1)));
    }
    const end = players[0]!.latest!;
    const other = players[1]!.latest!;
    expect(end.outcome).not.toBeNull();
    expect(other.version).toBe(end.version);
    const placed = viewOf(players[0]!).knights.length;
    expect(end.outcome!.winners).toEqual([(placed - 1) % 2]);
    const lobby = (await (await fetch(`${server.url}/api/matches`)).json()) as {
      matchId: string;
    }[];
    expect(lobby.some((m) => m.matchId === matchId)).toBe(false);
  });

  it('refuses a move out of turn, a forged token and a spectator, changing nothing', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const out = await players[1]!.move(matchId, tokens[1]!, 0, 0, { square: 'a1' });
    expect(out).toMatchObject({ ok: false, code: 'not-your-turn' });
    const forged = await players[1]!.move(matchId, 'A'.repeat(24), 1, 0, { square: 'a1' });
    expect(forged).toMatchObject({ ok: false, code: 'bad-token' });
    const spy = client(server.url);
    const watched = await spy.watch(matchId);
    expect(watched.ok).toBe(true);
    expect((await spy.waitFor(() => true)).seat).toBeNull();
    const byOther = await spy.move(
      matchId,
      tokens[0]!.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      0,
      0,
      {
        square: 'a1',
      },
    );
    expect(byOther.ok).toBe(false);
    expect(spy.errors.at(-1)?.code).toBe('bad-token');
    const taken = await spy.request('match:sit', { matchId, seat: 0 });
    expect(taken).toMatchObject({ ok: false, code: 'seat-taken' });
    const state = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as {
      version: number;
    };
    expect(state.version).toBe(0);
  });

  it('answers garbage with clear errors and keeps serving', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const c = players[0]!;
    const garbage: [string, unknown][] = [
      ['match:move', null],
      ['match:move', 'hello'],
      [
        'match:move',
        { matchId, token: tokens[0], clientSeq: -1, version: 0, move: { square: 'a1' } },
      ],
      [
        'match:move',
        { matchId, token: tokens[0], clientSeq: 0, version: 0, move: { square: 'z9' } },
      ],
      ['match:move', { matchId, token: tokens[0], clientSeq: 1, version: 0, move: { sq: 1 } }],
      [
        'match:move',
        { matchId, token: tokens[0], clientSeq: 2, version: 0, move: { square: 'a1' }, x: 1 },
      ],
      [
        'match:move',
        { matchId: '../../etc', token: tokens[0], clientSeq: 3, version: 0, move: {} },
      ],
      ['match:watch', { matchId: 'nosuchmatch' }],
      ['match:sit', { matchId, seat: 9 }],
      ['match:resign', { matchId, token: 'short', clientSeq: 0 }],
    ];
    for (const [event, payload] of garbage) {
      const ack = await c.request(event, payload);
      expect(ack.ok, `${event} ${JSON.stringify(payload)}`).toBe(false);
      if (!ack.ok) expect(ack.message.length).toBeGreaterThan(5);
    }
    c.socket.emit('match:move', { lots: 'x'.repeat(1000) });
    c.socket.emit('no-such-event', 1, 2, 3);
    const ok = await c.move(matchId, tokens[0]!, 10, 0, { square: 'a1' });
    expect(ok).toEqual({ ok: true, version: 1 });
    expect(c.errors.map((e) => e.code)).toContain('off-board');
  });

  it('refuses a flood from one connection and keeps serving it once it slows down', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const c = players[0]!;
    const acks = await Promise.all(
      Array.from({ length: 150 }, () => c.request('match:watch', { matchId, token: tokens[0] })),
    );
    const limited = acks.filter((a) => !a.ok && a.code === 'rate-limited').length;
    expect(limited).toBeGreaterThan(40);
    expect(c.errors.some((e) => e.code === 'rate-limited')).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await c.move(matchId, tokens[0]!, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
    // The other player's connection was never limited.
    expect(await players[1]!.move(matchId, tokens[1]!, 0, 1, { square: 'e5' })).toEqual({
      ok: true,
      version: 2,
    });
  });

  it('answers a re-sent move without applying it twice', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const first = await players[0]!.move(matchId, tokens[0]!, 5, 0, { square: 'c3' });
    const again = await players[0]!.move(matchId, tokens[0]!, 5, 0, { square: 'c3' });
    expect(first).toEqual({ ok: true, version: 1 });
    expect(again).toEqual({ ok: true, version: 1 });
    const stale = await players[1]!.move(matchId, tokens[1]!, 0, 0, { square: 'a1' });
    expect(stale).toMatchObject({ ok: false, code: 'stale' });
    await players[1]!.waitFor((s) => s.version === 1);
    expect(viewOf(players[1]!).knights).toHaveLength(1);
  });

  it('continues a game after a restart, and a reconnecting client catches up', async () => {
    const { server, dataDir } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    await players[0]!.move(matchId, tokens[0]!, 0, 0, { square: 'a1' });
    await players[1]!.move(matchId, tokens[1]!, 0, 1, { square: 'e5' });
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const again = await serve(dataDir);
    const back = client(again.server.url);
    await back.watch(matchId, tokens[0], 2);
    const s = await back.waitFor((m) => m.version === 2);
    expect(s.seat).toBe(0);
    expect((s.view as KnightsView).knights.map((k) => k.square)).toEqual(['a1', 'e5']);
    // The client's sequence numbers survive the restart too: a re-sent move is not replayed.
    expect(await back.move(matchId, tokens[0]!, 0, 2, { square: 'c3' })).toEqual({
      ok: true,
      version: 2,
    });
    expect(await back.move(matchId, tokens[0]!, 1, 2, { square: 'c3' })).toEqual({
      ok: true,
      version: 3,
    });
  });

  /** Plays `mySeat` against the server's bot by always choosing `pick(legal squares)`. */
  async function playAgainstBot(
    url: string,
    created: { matchId: string; token: string | null },
    mySeat: number,
    pick: (legal: readonly string[]) => string,
  ) {
    const me = client(url);
    await me.watch(created.matchId, created.token!);
    let seq = 0;
    let seen = -1;
    const states = [];
    for (let guard = 0; guard < 40; guard++) {
      const s = await me.waitFor(
        (m) => m.version > seen && (m.outcome !== null || m.toMove[0] === mySeat),
      );
      states.push(s);
      if (s.outcome) break;
      const ack = await me.move(created.matchId, created.token!, seq++, s.version, {
        square: pick((s.view as KnightsView).legal),
      });
      expect(ack.ok).toBe(true);
      seen = s.version;
    }
    return { states, end: await me.waitFor((m) => m.outcome !== null) };
  }

  it('plays a bot seat on the server; the bot answers every human move', async () => {
    const { server } = await serve();
    const created = await createMatch(server.url, {
      game: 'knights',
      options: { files: 4, ranks: 4 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'beginner' }],
      sit: 0,
    });
    const { end } = await playAgainstBot(server.url, created, 0, (legal) => legal[0]!);
    expect(end.seats[1]).toMatchObject({ kind: 'bot', level: 'beginner' });
    expect((end.view as KnightsView).knights.filter((k) => k.seat === 1).length).toBeGreaterThan(0);
  });

  it('the Perfect computer, moving first on 5×5, takes the centre and wins', async () => {
    const { server } = await serve();
    const created = await createMatch(server.url, {
      game: 'knights',
      options: { files: 5, ranks: 5 },
      seats: [{ kind: 'bot', level: 'perfect' }, { kind: 'human' }],
      sit: 1,
    });
    const { states, end } = await playAgainstBot(server.url, created, 1, (l) => l[l.length - 1]!);
    expect((states[0]!.view as KnightsView).knights[0]?.square).toBe('c3');
    expect(end.outcome?.winners).toEqual([0]);
  });

  it('refuses bad match requests with reasons', async () => {
    const { server } = await serve();
    const post = (body: unknown) =>
      fetch(`${server.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const cases: unknown[] = [
      { game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }] },
      { game: 'knights', seats: [{ kind: 'human' }] },
      { game: 'knights', seats: [{ kind: 'human' }, { kind: 'bot', level: 'god' }] },
      { game: 'knights', options: { files: 9 }, seats: [{ kind: 'human' }, { kind: 'human' }] },
      { game: 'knights', seats: [{ kind: 'bot', level: 'beginner' }, { kind: 'human' }], sit: 0 },
      'not json at all',
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});
