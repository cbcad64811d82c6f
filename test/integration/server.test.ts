import { describe, expect, it } from 'vitest';
import type { Ack } from '../../src/core/protocol';
import type { KnightsView } from '../../src/games/knights';
import { createMatch, type TestClient } from './client';
import { harness, SERVER_TEST_MS } from './harness';

const { serve: start, stop, client } = harness();

const serve = (dataDir?: string, opts: { matchesPerMinute?: number } = {}) => start(dataDir, opts);

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

// Every wait is on a condition, with the harness's generous deadline (PATIENCE_MS).
describe('the Parlour server', { timeout: SERVER_TEST_MS }, () => {
  it('lets two players finish a game, each seeing every move', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const spectator = client(server.url);
    await spectator.watch(matchId);
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
    // Knights hides nothing: both seats and the spectator were sent the very same steps.
    await spectator.waitFor((m) => m.version === end.version);
    const stepsOf = (c: TestClient) => c.received.filter((r) => r.event === 'steps');
    expect(stepsOf(players[0]!)).toHaveLength(end.version);
    expect(stepsOf(players[1]!)).toEqual(stepsOf(players[0]!));
    expect(stepsOf(spectator)).toEqual(stepsOf(players[0]!));
    expect(spectator.latest!.seat).toBeNull();
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
    expect(c.errors.map((e) => e.code)).toContain('knights.off-board');
  });

  it('refuses a flood from one connection and keeps serving it once it slows down', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const c = players[0]!;
    const acks: Ack[] = [];
    for (let i = 0; i < 150; i++) {
      c.socket.emit('match:watch', { matchId, token: tokens[0] }, (a: Ack) => acks.push(a));
    }
    // Half a second gives the connection back a score of messages (the budget refills with time,
    // and a busy machine only gives it more); a move then goes through.
    await new Promise((r) => setTimeout(r, 500));
    expect(await c.move(matchId, tokens[0]!, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
    // The server answers a connection in order: every answer to the flood came before this one.
    // The budget (a burst of 80) is handled; past it, a few refusals say why and the rest of
    // the flood gets no answer at all, so that it costs the server nothing to send.
    const limited = acks.filter((a) => !a.ok && a.code === 'rate-limited').length;
    expect(acks.filter((a) => a.ok).length).toBeGreaterThanOrEqual(75);
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(5);
    expect(acks.length).toBeLessThan(100);
    expect(c.errors.some((e) => e.code === 'rate-limited')).toBe(true);
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
    // The repeat is told so, with the version the move made the first time.
    expect(again).toEqual({ ok: true, version: 1, repeated: true });
    await players[1]!.waitFor((s) => s.version === 1);
    expect(viewOf(players[1]!).knights).toHaveLength(1);
  });

  it('accepts a move chosen on an older version while it is still legal, unless the seat moved since', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    await players[0]!.move(matchId, tokens[0]!, 0, 0, { square: 'c3' });
    // Chosen before c3 arrived: a1 is still free and it is still seat 1's turn.
    const late = await players[1]!.move(matchId, tokens[1]!, 0, 0, { square: 'a1' });
    expect(late).toEqual({ ok: true, version: 2 });
    // Chosen by seat 0 before its own c3: stale, whatever the board says now.
    const before = await players[0]!.move(matchId, tokens[0]!, 1, 0, { square: 'e1' });
    expect(before).toMatchObject({ ok: false, code: 'stale' });
    // d5 is attacked by c3 now: refused for what the board is, not for being late.
    const attacked = await players[0]!.move(matchId, tokens[0]!, 2, 2, { square: 'd5' });
    expect(attacked).toMatchObject({ ok: false, code: 'knights.attacked' });
  });

  it('a player who reconnects after missing moves gets exactly those moves', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    const [a, b] = players as [TestClient, TestClient];
    await a.move(matchId, tokens[0]!, 0, 0, { square: 'a1' });
    await a.waitFor((s) => s.version === 1);
    a.socket.disconnect();
    await b.move(matchId, tokens[1]!, 0, 1, { square: 'e5' });
    await b.move(matchId, tokens[1]!, 0, 1, { square: 'e5' }); // a re-send: no new step
    await b.waitFor((s) => s.version === 2);
    a.socket.connect();
    await a.waitFor((s) => s.version === 2);
    // The reconnect brought exactly the one missing step, not the whole state again.
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

  it('continues a game after a restart; a client that missed moves gets exactly those', async () => {
    const { server, dataDir } = await serve();
    const { matchId, players, tokens } = await twoPlayers(server.url);
    await players[0]!.move(matchId, tokens[0]!, 0, 0, { square: 'a1' });
    const sawOne = await players[0]!.waitFor((s) => s.version === 1);
    await players[1]!.move(matchId, tokens[1]!, 0, 1, { square: 'e5' });
    await stop(server);
    const again = await serve(dataDir);
    const back = client(again.server.url);
    // A page that knew version 1 comes back to the new server.
    back.knowsAlready(sawOne);
    await back.watch(matchId, tokens[0], 1);
    const s = await back.waitFor((m) => m.version === 2);
    expect(s.seat).toBe(0);
    expect((s.view as KnightsView).knights.map((k) => k.square)).toEqual(['a1', 'e5']);
    expect(back.events()).toEqual([{ type: 'move', seat: 1, move: { square: 'e5' } }]);
    // The client's sequence numbers survive the restart too: a re-sent move is not replayed,
    // and is answered the version it made.
    expect(await back.move(matchId, tokens[0]!, 0, 2, { square: 'c3' })).toEqual({
      ok: true,
      version: 1,
      repeated: true,
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

  it('limits how many matches one address may create, with a clear refusal', async () => {
    const { server } = await serve(undefined, { matchesPerMinute: 3 });
    const body = { game: 'knights', seats: [{ kind: 'human' }, { kind: 'human' }] };
    const post = () =>
      fetch(`${server.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post();
    expect(await refused.json()).toMatchObject({
      code: 'too-many-matches',
      message: expect.stringMatching(/wait a minute/),
    });
    expect(server.service.matches.size).toBe(3);
  });
});
