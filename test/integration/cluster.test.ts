/**
 * Parlour on several processes: three `parlour serve` processes on one PostgreSQL store with
 * Redis between them (both hermetic: test/pg-cluster.ts, test/redis-server.ts). Any process
 * serves any match; the owner killed with SIGKILL, paused with SIGSTOP or stopped with SIGTERM
 * loses no acknowledged move; Redis restarted loses none either; and no secret crosses to the
 * wrong seat on the way.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientEvents } from '../../src/core/protocol';
import type { GuillotineView } from '../../src/games/guillotine';
import type { JunqiView } from '../../src/games/junqi';
import type { KnightsView } from '../../src/games/knights';
import { usePostgres } from '../pg-cluster';
import { useRedis } from '../redis-server';
import { createMatch, type Received, type TestClient } from './client';
import { eventually, freshDataDir, harness, SERVER_TEST_MS } from './harness';
import type { ServerProcess } from './process';
import { guillotineViewers, junqiLeaks } from './secrets';

const postgres = usePostgres();
const redis = useRedis();
let database = '';
beforeEach(async () => {
  database = await postgres().database();
});

const { client, process: spawnProcess } = harness({ store: () => database });

/** `count` processes of one cluster, each with a folder of its own (unused: the store is shared). */
async function cluster(count: number): Promise<ServerProcess[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      spawnProcess(freshDataDir('parlour-cluster-'), { args: ['--redis', redis().url] }),
    ),
  );
}

/** Runs one command on the test's Redis server, as an operator's redis-cli would. */
async function redisCommand(...args: string[]): Promise<unknown> {
  const r = new Redis(redis().url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await r.connect();
  try {
    return await r.call(args[0]!, ...args.slice(1));
  } finally {
    r.disconnect();
  }
}

/** The match's seat tokens as the store has them: one row a taken seat. */
async function tokenRows(matchId: string): Promise<{ seat: number; token_hash: string }[]> {
  const db = new pg.Client({ connectionString: database });
  await db.connect();
  try {
    const { rows } = await db.query<{ seat: number; token_hash: string }>(
      'SELECT seat, token_hash FROM seat_tokens WHERE match_id = $1 ORDER BY seat',
      [matchId],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/** The match's log as the store has it: its entries' numbers, in order. */
async function logSeqs(matchId: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: database });
  await db.connect();
  try {
    const { rows } = await db.query<{ seq: number }>(
      'SELECT seq FROM log WHERE match_id = $1 ORDER BY seq',
      [matchId],
    );
    return rows.map((r) => r.seq);
  } finally {
    await db.end();
  }
}

/**
 * A TCP proxy on one port that sends each new connection to the next of the ports `backends`
 * gives, in turn, as a load balancer without sticky sessions would.
 */
function roundRobin(
  backends: () => number[],
): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((down) => {
    const ports = backends();
    const up = connect(ports[next++ % ports.length]!, '127.0.0.1');
    for (const s of [down, up]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    down.pipe(up).pipe(down);
    up.on('error', () => down.destroy());
    down.on('error', () => up.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise<void>((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      });
    });
  });
}

const tokenOf = (ack: unknown) => (ack as { token: string }).token;

const gapless = (seqs: number[]) => seqs.every((s, i) => s === i + 1);

/** Two humans at a knights table made on `home`, each player watching through its own process. */
async function knightsAcross(home: string, urls: readonly [string, string], size = 6) {
  const created = await createMatch(home, {
    game: 'knights',
    options: { files: size, ranks: size },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const matchId = created.matchId;
  const a = client(urls[0]);
  const b = client(urls[1]);
  const sat = await b.request(ClientEvents.sit, { matchId, seat: 1 });
  expect(sat.ok).toBe(true);
  const tokens = [created.token!, tokenOf(sat)] as const;
  expect((await a.watch(matchId, tokens[0])).ok).toBe(true);
  expect((await b.watch(matchId, tokens[1])).ok).toBe(true);
  await Promise.all([a.waitFor((s) => s.version === 0), b.waitFor((s) => s.version === 0)]);
  return { matchId, players: [a, b] as [TestClient, TestClient], tokens };
}

/**
 * Plays `count` knights moves, each by the seat to move on the client it is given, waiting for
 * the ack and for both players to see the step; returns the acknowledged versions.
 */
async function playKnights(
  matchId: string,
  players: [TestClient, TestClient],
  tokens: readonly [string, string],
  seqs: number[],
  count: number,
): Promise<number[]> {
  const acked: number[] = [];
  for (let i = 0; i < count; i++) {
    const state = players[0].latest!;
    if (state.outcome) break;
    const seat = state.toMove[0]!;
    const me = players[seat]!;
    await me.waitFor((s) => s.version === state.version);
    const square = (me.latest!.view as KnightsView).legal[0]!;
    const ack = await Promise.race([
      me.move(matchId, tokens[seat]!, seqs[seat]!, state.version, { square }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer to move v${state.version + 1}`)), 60_000),
      ),
    ]);
    expect(ack).toEqual({ ok: true, version: state.version + 1 });
    seqs[seat]!++;
    acked.push(state.version + 1);
    await Promise.all(players.map((p) => p.waitFor((s) => s.version === state.version + 1)));
  }
  return acked;
}

/** A client of the same seat on another process, knowing what the old one knew (a reconnect). */
async function reconnectAt(url: string, old: TestClient, matchId: string, token?: string) {
  const fresh = client(url);
  if (old.latest) fresh.knowsAlready(old.latest);
  const ack = await fresh.watch(matchId, token, old.latest?.version);
  expect(ack.ok).toBe(true);
  return fresh;
}

describe('several processes on one store', { timeout: 3 * SERVER_TEST_MS }, () => {
  it('any process serves any match: players and a spectator on three processes see every step', async () => {
    const [p1, p2, p3] = await cluster(3);
    // A process prints its address once it listens and says 'starting' until it has resumed its
    // bots and caught up with its ratings; a load balancer sends it players only once ready.
    const health = await eventually('the second process to be ready', async () => {
      const h = (await (await fetch(`${p2!.url}/api/health`)).json()) as Record<string, unknown>;
      return h.state === 'ready' ? h : null;
    });
    expect(health).toEqual({ ok: true, state: 'ready', store: 'postgres', redis: 'ready' });
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p2!.url, p3!.url]);
    const spectator = client(p1!.url);
    await spectator.watch(matchId);
    await playKnights(matchId, players, tokens, [0, 0], 8);
    await spectator.waitFor((s) => s.version === 8);
    for (const c of [...players, spectator]) {
      expect(c.gaps).toEqual([]);
      expect(c.steps.map((s) => s.v)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    // A repeat through yet another process is answered with the version it made, not applied.
    const repeat = client(p1!.url);
    await repeat.watch(matchId, tokens[0]);
    const again = await repeat.move(matchId, tokens[0], 0, 0, { square: 'a1' });
    expect(again).toMatchObject({ ok: true });
    expect(gapless(await logSeqs(matchId))).toBe(true);
    expect(await logSeqs(matchId)).toHaveLength(8);
    const metrics = await (await fetch(`${p1!.url}/metrics`)).text();
    expect(metrics).toMatch(/^parlour_matches_held\{role="owned"\} 1$/m);
    expect(metrics).toMatch(/^parlour_commit_seconds_count \d+$/m);
  });

  it('behind one port, a proxy that sends each connection anywhere (no sticky sessions): play goes on when a process dies', async () => {
    const procs = await cluster(2);
    const alive = () =>
      procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    const proxy = await roundRobin(() => alive().map((p) => Number(new URL(p.url).port)));
    try {
      const { matchId, players, tokens } = await knightsAcross(
        proxy.url,
        [proxy.url, proxy.url],
        8,
      );
      const seqs = [0, 0];
      await playKnights(matchId, players, tokens, seqs, 3);
      await procs[0]!.kill();
      // The players' sockets reconnect through the proxy by themselves, to the process left
      // (a move is sent once its socket is back: one sent into a connection that is dying would
      // wait for an answer forever, as a real client's would without its own deadline).
      await new Promise((r) => setTimeout(r, 1000));
      await eventually('both players to be connected again', () =>
        players.every((p) => p.socket.connected),
      );
      await playKnights(matchId, players, tokens, seqs, 3);
      expect(await logSeqs(matchId)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const c of players) expect(c.gaps).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('a Junqi match with its seats and a spectator on three processes shows no rank to the wrong side', async () => {
    const [p1, p2, p3] = await cluster(3);
    const created = await createMatch(p1!.url, {
      game: 'junqi',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const blue = client(p2!.url);
    const red = client(p3!.url);
    const watcher = client(p1!.url);
    const sat = await red.request(ClientEvents.sit, { matchId: created.matchId, seat: 1 });
    expect(sat.ok).toBe(true);
    await blue.watch(created.matchId, created.token!);
    await red.watch(created.matchId, tokenOf(sat));
    await watcher.watch(created.matchId);
    // Each side swaps two pieces in its setup (secret drafts), then is ready.
    const sides = [
      { c: blue, token: created.token!, side: 'blue' as const },
      { c: red, token: tokenOf(sat), side: 'red' as const },
    ];
    for (const { c, token } of sides) {
      await c.waitFor((s) => s.view !== undefined);
      const view = c.latest!.view as JunqiView;
      const mine = view.pieces.filter(
        (p) => typeof p.rank === 'number' && p.rank >= 1 && p.rank <= 9,
      );
      const [x, y] = [mine[0]!.square, mine[1]!.square];
      const swap = await c.request(ClientEvents.move, {
        matchId: created.matchId,
        token,
        clientSeq: 0,
        version: c.latest!.version,
        move: { type: 'swap', a: x, b: y },
      });
      expect(swap.ok).toBe(true);
      const ready = await c.request(ClientEvents.move, {
        matchId: created.matchId,
        token,
        clientSeq: 1,
        version: c.latest!.version,
        move: { type: 'ready' },
      });
      expect(ready.ok).toBe(true);
    }
    await eventually(
      'the spectator to see play begin',
      () => (watcher.latest?.view as JunqiView | undefined)?.phase === 'play',
    );
    await blue.waitFor((s) => (s.view as JunqiView).phase === 'play');
    await red.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(junqiLeaks(blue, 'blue')).toEqual([]);
    expect(junqiLeaks(red, 'red')).toEqual([]);
    expect(junqiLeaks(watcher, null)).toEqual([]);
    for (const c of [blue, red, watcher]) expect(c.gaps).toEqual([]);
  });

  it('the owner killed with SIGKILL: another process takes the match over and no acknowledged move is lost', async () => {
    const [p1, p2, p3] = await cluster(3);
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p2!.url, p3!.url], 8);
    // A table of four computers made on the same process plays on by itself.
    const bots = await createMatch(p1!.url, {
      game: 'guillotine',
      options: {},
      seats: Array.from({ length: 4 }, () => ({ kind: 'bot' as const, level: 'random' })),
    });
    const watcher = client(p2!.url);
    await watcher.watch(bots.matchId);
    await watcher.waitFor((s) => s.version >= 2);
    const seqs = [0, 0];
    const before = await playKnights(matchId, players, tokens, seqs, 4);
    await p1!.kill();
    const killedAt = Date.now();
    // Both players are on the other processes: they play on as soon as one takes the match.
    const after = await playKnights(matchId, players, tokens, seqs, 4);
    const takeoverMs = Date.now() - killedAt;
    expect([...before, ...after]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await logSeqs(matchId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of players) expect(c.gaps).toEqual([]);
    // The computers' table goes on by itself on its new owner.
    const at = watcher.latest!.version;
    await watcher.waitFor((s) => s.version >= at + 3);
    expect(watcher.gaps).toEqual([]);
    expect(gapless(await logSeqs(bots.matchId))).toBe(true);
    const held = await Promise.all(
      [p2!, p3!].map(
        async (p) =>
          (await (await fetch(`${p.url}/metrics`)).text()).match(
            /^parlour_lease_takeovers_total (\d+)$/m,
          )?.[1],
      ),
    );
    expect(held.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    console.log(`takeover after SIGKILL: the next move was acknowledged ${takeoverMs} ms later`);
  });

  it('a command re-sent after its owner died with it written is answered alike everywhere, and written once', async () => {
    const [p1, p2, p3] = await cluster(3);
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p1!.url, p2!.url], 8);
    await playKnights(matchId, players, tokens, [0, 0], 2);
    const square = (players[0].latest!.view as KnightsView).legal[0]!;
    // Sent to the owner, which is killed the moment the move is in the log (its ack may or may
    // not have gone out).
    void players[0].move(matchId, tokens[0], 1, 2, { square });
    await eventually('the move to be written', async () => (await logSeqs(matchId)).length === 3);
    await p1!.kill();
    const [a, b] = [client(p2!.url), client(p3!.url)];
    await Promise.all([a.watch(matchId, tokens[0]), b.watch(matchId, tokens[0])]);
    // The same command again, through two other processes at once.
    const [first, second] = await Promise.all([
      a.move(matchId, tokens[0], 1, 2, { square }),
      b.move(matchId, tokens[0], 1, 2, { square }),
    ]);
    expect(first).toEqual({ ok: true, version: 3, repeated: true });
    expect(second).toEqual(first);
    expect(await logSeqs(matchId)).toEqual([1, 2, 3]);
    await a.waitFor((s) => s.version === 3);
    expect(a.gaps).toEqual([]);
  });

  it('an owner killed after its commit and before its publish leaves no follower behind', async () => {
    const [p1, p2, p3] = await cluster(3);
    // Seat 0 plays on the owner itself; seat 1 and a spectator follow on the other two.
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p1!.url, p2!.url], 8);
    const spectator = client(p3!.url);
    await spectator.watch(matchId);
    const seqs = [0, 0];
    await playKnights(matchId, players, tokens, seqs, 2);
    await spectator.waitFor((s) => s.version === 2);
    // Redis holds every publish back: the owner's next step is committed and acknowledged, but
    // never reaches the other processes, and the owner dies before Redis lets it through.
    await redisCommand('CLIENT', 'PAUSE', '20000', 'WRITE');
    try {
      const square = (players[0].latest!.view as KnightsView).legal[0]!;
      expect(await players[0].move(matchId, tokens[0], seqs[0]!, 2, { square })).toEqual({
        ok: true,
        version: 3,
      });
      seqs[0]!++;
      await p1!.kill();
    } finally {
      await redisCommand('CLIENT', 'UNPAUSE');
    }
    expect(await logSeqs(matchId)).toEqual([1, 2, 3]);
    // The process that takes the match over reads it from the store and says how far it is;
    // the other one, behind, reads it again: both watchers get the step that was durable.
    await spectator.waitFor((s) => s.version === 3);
    await players[1].waitFor((s) => s.version === 3);
    const square = (players[1].latest!.view as KnightsView).legal[0]!;
    expect(await players[1].move(matchId, tokens[1], seqs[1]!, 3, { square })).toEqual({
      ok: true,
      version: 4,
    });
    await spectator.waitFor((s) => s.version === 4);
    expect(spectator.gaps).toEqual([]);
    expect(players[1].gaps).toEqual([]);
  });

  it('a seat asked for again, through any process, is taken once: the same seat and token', async () => {
    const [p1, p2, p3] = await cluster(3);
    const created = await createMatch(p1!.url, {
      game: 'knights',
      options: { files: 6, ranks: 6 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const { matchId } = created;
    const commandId = 'sit-request-0123456789';
    // The same request through the two followers at once, then again through the owner.
    const [a, b, c] = [client(p2!.url), client(p3!.url), client(p1!.url)];
    const [first, second] = await Promise.all(
      [a, b].map((x) => x.request(ClientEvents.sit, { matchId, seat: 1, commandId })),
    );
    expect(first).toMatchObject({ ok: true, seat: 1 });
    expect(second).toEqual(first);
    expect(await c.request(ClientEvents.sit, { matchId, seat: 1, commandId })).toEqual(first);
    // Another request for the seat is refused: it is someone else's now.
    const other = await c.request(ClientEvents.sit, {
      matchId,
      seat: 1,
      commandId: 'another-request-0123456',
    });
    expect(other).toMatchObject({ ok: false, code: 'seat-taken' });
    expect((await tokenRows(matchId)).map((r) => r.seat)).toEqual([0, 1]);
    // The token given out proves the seat, on any process.
    expect(await b.watch(matchId, tokenOf(first))).toMatchObject({ ok: true, seat: 1 });
  });

  it('a forwarded seat request resent while its owner is paused is taken once, and its token works', async () => {
    const [p1, p2] = await cluster(2);
    const created = await createMatch(p1!.url, {
      game: 'knights',
      options: { files: 6, ranks: 6 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const { matchId } = created;
    const guest = client(p2!.url);
    await guest.watch(matchId);
    // The owner stops answering for longer than a follower waits before it sends again (but
    // less than its lease): the request reaches it twice once it wakes. No id from the client:
    // the follower gives the request one, and its resend carries it.
    p1!.child.kill('SIGSTOP');
    const sat = guest.request(ClientEvents.sit, { matchId, seat: 1 });
    await new Promise((r) => setTimeout(r, 2000));
    p1!.child.kill('SIGCONT');
    const answer = await sat;
    expect(answer).toMatchObject({ ok: true, seat: 1 });
    const rows = await tokenRows(matchId);
    expect(rows.map((r) => r.seat)).toEqual([0, 1]);
    // Nobody holds a token of the seat but the guest: its token proves it, wherever it is used.
    const elsewhere = client(p1!.url);
    expect(await elsewhere.watch(matchId, tokenOf(answer))).toMatchObject({ ok: true, seat: 1 });
  });

  it('a Guillotine table with humans on three processes and a computer: each sees only its own hand', async () => {
    const [p1, p2, p3] = await cluster(3);
    const created = await createMatch(p1!.url, {
      game: 'guillotine',
      options: {},
      seats: [
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'bot', level: 'random' },
      ],
      sit: 0,
    });
    const urls = [p1!.url, p2!.url, p3!.url];
    const seats: { c: TestClient; token: string; seq: number }[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const c = client(urls[seat]!);
      const token =
        seat === 0
          ? created.token!
          : tokenOf(await c.request(ClientEvents.sit, { matchId: created.matchId, seat }));
      await c.watch(created.matchId, token);
      seats.push({ c, token, seq: 0 });
    }
    const spectator = client(p2!.url);
    await spectator.watch(created.matchId);
    // The humans play whatever they may, wherever they are connected, until the first deal has
    // gone some way (or the table asks nobody here). The freshest state any of them has seen is
    // the table's (nothing but the player to move changes it), and a move is waited for on the
    // mover's own socket before the next is chosen: a socket a step behind would name a player
    // who has already moved.
    for (let turn = 0; turn < 40; turn++) {
      const now = seats.map((s) => s.c.latest!).reduce((a, b) => (b.version > a.version ? b : a));
      const version = now.version;
      await Promise.all(seats.map((s) => s.c.waitFor((m) => m.version >= version)));
      const mover = now.toMove.find((seat) => seat < 3);
      if (mover === undefined) {
        await seats[0]!.c.waitFor((m) => m.version > version);
        continue;
      }
      const me = seats[mover]!;
      const view = me.c.latest!.view as GuillotineView;
      const move =
        view.game === null
          ? { type: 'choose', game: view.available[0]! }
          : view.legalCards.length > 0
            ? { type: 'play', card: view.legalCards[0]! }
            : { type: 'pass' };
      const ack = await me.c.move(created.matchId, me.token, me.seq++, me.c.latest!.version, move);
      expect(ack.ok).toBe(true);
      await me.c.waitFor((m) => m.version > version);
    }
    for (const [seat, s] of seats.entries()) {
      expect(guillotineViewers(s.c)).toEqual(new Set([seat]));
      expect(s.c.gaps).toEqual([]);
    }
    expect(guillotineViewers(spectator)).toEqual(new Set([null]));
    for (const r of spectator.received as Received[]) {
      if (r.event !== 'state' && r.event !== 'steps') continue;
      expect((r.msg.view as GuillotineView | undefined)?.hand ?? null).toBeNull();
    }
  });

  it('the owner paused past its lease cannot write when it wakes: the log has no gap and no duplicate', async () => {
    const [p1, p2] = await cluster(2);
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p1!.url, p2!.url], 8);
    const seqs = [0, 0];
    await playKnights(matchId, players, tokens, seqs, 2);
    const [onOwner, onOther] = players;
    p1!.child.kill('SIGSTOP');
    // Seat 0 (on the paused owner) sends a move that waits in the paused process's socket.
    const pending = onOwner.move(matchId, tokens[0], seqs[0]!, 2, {
      square: (onOwner.latest!.view as KnightsView).legal[0]!,
    });
    // Meanwhile the match is taken over, and seat 0 comes back through the other process.
    const moved = await reconnectAt(p2!.url, onOwner, matchId, tokens[0]);
    const square = (moved.latest!.view as KnightsView).legal[1]!;
    const ack = await moved.move(matchId, tokens[0], seqs[0]!, 2, { square });
    expect(ack).toEqual({ ok: true, version: 3 });
    seqs[0]!++;
    await onOther.waitFor((s) => s.version === 3);
    p1!.child.kill('SIGCONT');
    // The old owner wakes with the first move in its socket: whatever it answers, nothing of it
    // lands in the log (the move's clientSeq was used, so a retry is a repeat too).
    const late = await pending;
    expect(late.ok === false || (late as { version?: number }).version === 3).toBe(true);
    await playKnights(matchId, [moved, onOther], tokens, seqs, 2);
    expect(await logSeqs(matchId)).toEqual([1, 2, 3, 4, 5]);
    const shown = (await (await fetch(`${p1!.url}/api/matches/${matchId}`)).json()) as {
      version: number;
    };
    expect(shown.version).toBe(5);
    expect(p1!.output()).toMatch(/lost match|took match/);
  });

  it('Redis restarted mid-game: processes reconnect and play resumes with no move lost', async () => {
    const [p1, p2] = await cluster(2);
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p1!.url, p2!.url], 8);
    const seqs = [0, 0];
    await playKnights(matchId, players, tokens, seqs, 3);
    await redis().restart();
    await eventually('Redis to be back', async () => {
      const h = (await (await fetch(`${p2!.url}/api/health`)).json()) as { redis: string };
      return h.redis === 'ready';
    });
    await playKnights(matchId, players, tokens, seqs, 3);
    expect(await logSeqs(matchId)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of players) expect(c.gaps).toEqual([]);
  });

  it('SIGTERM drains: the owner lets its matches go and its players move on to another process', async () => {
    const [p1, p2] = await cluster(2);
    const { matchId, players, tokens } = await knightsAcross(p1!.url, [p1!.url, p2!.url], 8);
    const seqs = [0, 0];
    await playKnights(matchId, players, tokens, seqs, 2);
    const exited = new Promise<number | null>((r) => p1!.child.once('exit', (code) => r(code)));
    p1!.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const stoppedAt = Date.now();
    const moved = await reconnectAt(p2!.url, players[0], matchId, tokens[0]);
    await playKnights(matchId, [moved, players[1]], tokens, seqs, 2);
    console.log(
      `after SIGTERM: play resumed on another process ${Date.now() - stoppedAt} ms later`,
    );
    expect(await logSeqs(matchId)).toEqual([1, 2, 3, 4]);
  });
});
