/**
 * Parlour on several processes (`npm run bench -- cluster`): the server benchmark's knights
 * workload over two `parlour serve` processes sharing a PostgreSQL store, with Redis between
 * them, beside one process on SQLite in the same run: moves per second and latency at 100 and
 * 500 matches, paced at 2,000 moves/s offered, the commit latency, the CPU per move of all the
 * processes together (Parlour, PostgreSQL, Redis) against one SQLite process, how long a process
 * takes to read again the 500 matches it follows once Redis comes back (CLUSTER_FOLLOWED), and
 * the time a match takes to move on after its owner is killed with SIGKILL.
 *
 * PostgreSQL and Redis are private ones started for the run (as the tests do), PostgreSQL with
 * fsync on. Each match is made on one process and its two players connect to different ones, so
 * one of them always goes through a process that forwards its moves to the owner.
 *
 *   npm run bench -- cluster
 *   CLUSTER_SECONDS=4 npm run bench -- cluster     a quick check
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { testPostgres } from '../test/pg-cluster';
import { startPrivate as startRedis } from '../test/redis-server';
import { RawSocketIo } from './raw-client';
import { cpuSeconds, load, post, startListening, startServer } from './server';
import { round, summarise } from './stats';

const bin = resolve(import.meta.dirname, '../bin/parlour.js');

interface Proc {
  child: ChildProcess;
  url: string;
}

/** CPU seconds used so far by every process of a user (PostgreSQL's backends are many). */
function cpuOfUser(uid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const owner = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      if (Number(owner) === uid) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function uidOf(user: string): number | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  return line ? Number(line.split(':')[2]) : null;
}

async function storeStats(url: string): Promise<{ p50: number; p99: number } | null> {
  const s = (await (await fetch(`${url}/api/stats`)).json()) as {
    store: { commitMs?: { p50: number; p99: number } } | null;
  };
  return s.store?.commitMs ?? null;
}

async function serveCluster(database: string, redis: string): Promise<Proc> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-bench-cluster-'));
  return startListening([
    bin,
    'serve',
    ...['--port', '0', '--host', '127.0.0.1', '--data', dir, '--max-messages', '0'],
    ...['--store', database, '--redis', redis],
  ]);
}

const stop = (p: Proc) =>
  new Promise<void>((r) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return r();
    p.child.once('exit', () => r());
    p.child.kill('SIGTERM');
  });

type Measure = () => number;

/** One load run, with the CPU each group of processes spent per move. */
async function measured(
  urls: readonly string[],
  slots: number,
  seconds: number,
  cpu: Record<string, Measure>,
  rate?: number,
) {
  const before = Object.fromEntries(Object.entries(cpu).map(([k, f]) => [k, f()]));
  const client0 = process.cpuUsage();
  const r = await load(urls, slots, seconds, { rate });
  const client = process.cpuUsage(client0);
  const lat = summarise(r.latencies);
  const perMove = Object.fromEntries(
    Object.entries(cpu).map(([k, f]) => [k, Math.round(((f() - before[k]!) * 1e6) / r.allMoves)]),
  );
  const all = Object.values(perMove).reduce((a, b) => a + b, 0);
  return {
    matches: slots,
    pacing: rate ? `${rate} moves/s offered` : 'none (closed loop)',
    movesPerSecond: Math.round(r.moves / r.elapsed),
    latencyMs: { p50: lat.p50, p99: lat.p99, max: lat.max },
    moves: r.moves,
    cpuMicrosecondsPerMove: {
      ...perMove,
      allServerSide: all,
      loadGenerator: Math.round((client.user + client.system) / r.allMoves),
    },
  };
}

/**
 * The owner of a match is killed with SIGKILL while both its players are on the other
 * processes: how long until the store names a new owner, and until the next move is answered.
 */
async function takeover(database: string, redis: string, survivors: readonly Proc[]) {
  const victim = await serveCluster(database, redis);
  const created = await post<{ matchId: string; token: string }>(`${victim.url}/api/matches`, {
    game: 'knights',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const { matchId } = created;
  const a = await RawSocketIo.connect(survivors[0]!.url);
  const b = await RawSocketIo.connect(survivors[1]!.url);
  const ack = (s: RawSocketIo, event: string, msg: unknown) =>
    new Promise<{ ok: boolean; token?: string; version?: number }>((r) =>
      s.emit(event, msg, (x) => r(x as { ok: boolean })),
    );
  const sat = await ack(b, 'match:sit', { matchId, seat: 1 });
  await ack(a, 'match:watch', { matchId, token: created.token });
  await ack(b, 'match:watch', { matchId, token: sat.token });
  const first = await ack(a, 'match:move', {
    matchId,
    token: created.token,
    clientSeq: 0,
    version: 0,
    move: { square: 'a1' },
  });
  if (!first.ok) throw new Error('the first move was refused');
  const db = new pg.Client({ connectionString: database });
  await db.connect();
  const ownerOf = async () =>
    (
      await db.query<{ owner: string }>('SELECT owner FROM match_leases WHERE match_id = $1', [
        matchId,
      ])
    ).rows[0]?.owner;
  const owner0 = await ownerOf();
  victim.child.kill('SIGKILL');
  const t0 = performance.now();
  // The next move, sent at once: it is answered once another process has taken the match.
  const moved = ack(b, 'match:move', {
    matchId,
    token: sat.token,
    clientSeq: 0,
    version: 1,
    move: { square: 'h8' },
  }).then((x) => ({ ok: x.ok, ms: performance.now() - t0 }));
  let leaseMs = Number.NaN;
  for (;;) {
    const now = await ownerOf();
    if (now !== owner0) {
      leaseMs = performance.now() - t0;
      break;
    }
    if (performance.now() - t0 > 30_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const answered = await moved;
  await db.end();
  a.close();
  b.close();
  return {
    what: 'SIGKILL of a match owner; both players on the two other processes',
    newOwnerAfterMs: Math.round(leaseMs),
    nextMoveAnsweredAfterMs: Math.round(answered.ms),
    nextMoveAccepted: answered.ok,
  };
}

/**
 * Redis restarted under a process that follows `count` matches for its watchers: how long until
 * every copy has been read again from the store (the process's own count, /api/stats).
 */
async function redisReturn(
  owner: Proc,
  follower: Proc,
  redis: Awaited<ReturnType<typeof startRedis>>,
  count: number,
) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const made = await post<{ matchId: string }>(`${owner.url}/api/matches`, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    ids.push(made.matchId);
  }
  // One spectator on the other process watches them all: that process follows every one.
  const spectator = await RawSocketIo.connect(follower.url);
  await Promise.all(
    ids.map(
      (matchId) => new Promise((r) => spectator.emit('match:watch', { matchId }, () => r(null))),
    ),
  );
  const stats = async () =>
    (
      (await (await fetch(`${follower.url}/api/stats`)).json()) as {
        cluster: {
          followed: number;
          lastResync: { copies: number; ms: number; at: number } | null;
        };
      }
    ).cluster;
  const before = await stats();
  const restartedAt = Date.now();
  await redis.restart();
  let after = await stats();
  while (!after.lastResync || after.lastResync.at < restartedAt) {
    if (Date.now() - restartedAt > 60_000) break;
    await new Promise((r) => setTimeout(r, 50));
    after = await stats();
  }
  spectator.close();
  return {
    what: 'Redis restarted; every match a process follows read again from the store',
    followed: before.followed,
    copiesReadAgain: after.lastResync?.copies ?? 0,
    readAgainWithinMs: after.lastResync?.ms ?? Number.NaN,
    fromRestartMs: after.lastResync ? after.lastResync.at - restartedAt : Number.NaN,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.CLUSTER_SECONDS ?? 8);
  const postgres = await testPostgres();
  const redis = await startRedis();
  const dirs: string[] = [];
  const procs: Proc[] = [];
  try {
    // Durable commits, as in production (the tests' cluster turns fsync off).
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('ALTER SYSTEM SET fsync = on');
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
    const database = await postgres.database();
    const postgresUid = uidOf('postgres') ?? process.getuid?.() ?? 0;

    // One process on SQLite: the reference.
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-bench-sqlite-'));
    dirs.push(dataDir);
    const single = await startServer(dataDir);
    const sqliteCpu = { parlour: () => cpuSeconds(single.child.pid!) };
    const sqlite = [];
    for (const slots of [100, 500]) {
      sqlite.push(await measured([single.url], slots, seconds, sqliteCpu));
    }
    sqlite.push(await measured([single.url], 500, seconds, sqliteCpu, 2000));
    const sqliteCommit = await storeStats(single.url);
    await stop(single);

    // Two processes on PostgreSQL with Redis between them.
    const [p1, p2] = await Promise.all([
      serveCluster(database, redis.url),
      serveCluster(database, redis.url),
    ]);
    procs.push(p1!, p2!);
    const urls = [p1!.url, p2!.url];
    const redisPid = findPid('redis-server', redis.url);
    const clusterCpu: Record<string, Measure> = {
      parlour: () => cpuSeconds(p1!.child.pid!) + cpuSeconds(p2!.child.pid!),
      postgres: () => cpuOfUser(postgresUid),
      redis: () => (redisPid > 0 ? cpuSeconds(redisPid) : 0),
    };
    const cluster = [];
    for (const slots of [100, 500]) cluster.push(await measured(urls, slots, seconds, clusterCpu));
    cluster.push(await measured(urls, 500, seconds, clusterCpu, 2000));
    const commits = await Promise.all(urls.map(storeStats));
    const resync = await redisReturn(p1!, p2!, redis, Number(process.env.CLUSTER_FOLLOWED ?? 500));
    const killed = await takeover(database, redis.url, [p1!, p2!]);
    const paced = cluster.at(-1)!;
    return {
      game: 'knights 8x8, two humans per match',
      postgres: 'private cluster, fsync on, on this machine',
      sqliteOneProcess: { runs: sqlite, commitMs: sqliteCommit },
      postgresRedisTwoProcesses: { runs: cluster, commitMs: commits },
      takeover: killed,
      redisReturn: resync,
      targets: {
        'cluster p99 < 100 ms at 2000 moves/s offered': paced.latencyMs.p99 < 100,
        'takeover within 5 s': killed.newOwnerAfterMs < 5000,
        'followed matches read again within 2 s of Redis coming back':
          resync.readAgainWithinMs < 2000,
      },
      seconds: round(seconds, 1),
    };
  } finally {
    await Promise.all(procs.map(stop));
    await redis.stop();
    await postgres.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** The pid of the process whose command line names `name` and the port of `url`. */
function findPid(name: string, url: string): number {
  const port = new URL(url).port;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmd.includes(name) && cmd.includes(port)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return 0;
}
