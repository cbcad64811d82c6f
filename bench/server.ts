/**
 * Server throughput: N concurrent knights matches played by raw socket.io clients over loopback
 * against a real `parlour serve` process (SQLite log on). Measures accepted moves per second and
 * the latency from sending a move to seeing the new state, then memory over many finished matches.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  isSteps,
  type MatchStateMessage,
  type MatchUpdate,
  type WireStep,
} from '../src/core/protocol';
import type { KnightsView } from '../src/games/knights';
import type { StoreStats } from '../src/server/store/sqlite';
import { RawSocketIo } from './raw-client';
import { round, summarise } from './stats';

interface Player {
  socket: RawSocketIo;
  token: string;
  seat: number;
  seq: number;
  sentAt: number;
  sentVersion: number;
}

/** A `parlour serve` process on `port` (a free one by default), once it listens. */
export function startServer(
  dataDir: string,
  opts: { port?: number } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const bin = resolve(import.meta.dirname, '../bin/parlour.js');
  // The load generator's players move far faster than people: the per-connection message
  // budget is lifted.
  const args = [bin, 'serve', '--port', String(opts.port ?? 0), '--host', '127.0.0.1'];
  return startListening([...args, '--data', dataDir, '--max-messages', '0']);
}

/** Starts a node process that prints "serving on <url>", and resolves once it has. */
export async function startListening(
  args: string[],
): Promise<{ child: ChildProcess; url: string }> {
  // As `npm start` runs it: a larger young generation keeps short-lived message objects out of
  // the old generation, whose collections would show up as latency spikes.
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--expose-gc', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((res, rej) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (m) res(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', () => rej(new Error(`server exited: ${out}`)));
  });
  return { child, url };
}

/**
 * What a seat knows of one match, as the browser keeps it: the whole state once, then each
 * update's steps continue it; `onState` is called with what the seat knows after every change,
 * and the steps that made it (none when the whole state came).
 */
export function followMatch(
  socket: Pick<RawSocketIo, 'on'>,
  matchId: string,
  onState: (s: MatchStateMessage, steps: readonly WireStep[] | null) => void,
): void {
  let known: MatchStateMessage | null = null;
  socket.on('match:state', (payload) => {
    const msg = payload as MatchUpdate;
    if (msg.matchId !== matchId) return;
    let steps: WireStep[] | null = null;
    if (!isSteps(msg)) known = msg;
    else if (known === null) return;
    else if (msg.from !== known.version)
      throw new Error(`steps from ${msg.from} at ${known.version}`);
    else {
      const { from: _from, steps: sent, ...now } = msg;
      known = { ...known, ...now };
      steps = sent;
    }
    onState(known, steps);
  });
}

export async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/**
 * Runs `slots` matches at once for `seconds`; a finished match is replaced by a new one.
 * Without `rate` every player moves the moment its turn comes (a closed loop: throughput is then
 * slots / latency). With `rate` (moves per second over all matches) each match waits its share
 * of time between moves, as real players think, and the latency is measured at that load.
 */
export async function load(
  at: string | readonly string[],
  slots: number,
  seconds: number,
  opts: { maxMatches?: number; rate?: number; timeline?: [number, number][] } = {},
) {
  // With several processes, each match is made on one (in turn) and its two players connect to
  // two different ones: one of them always through a process that does not own the match.
  const urls = typeof at === 'string' ? [at] : at;
  const maxMatches = opts.maxMatches ?? Number.POSITIVE_INFINITY;
  const timeline = opts.timeline;
  const interval = opts.rate ? (slots * 1000) / opts.rate : 0;
  const nextAt = Array.from({ length: slots }, () => performance.now() + Math.random() * interval);
  const latencies: number[] = [];
  let moves = 0;
  let allMoves = 0;
  let finished = 0;
  let started = 0;
  const sockets: RawSocketIo[] = [];
  for (let i = 0; i < slots * 2; i++) {
    sockets.push(await RawSocketIo.connect(urls[(Math.floor(i / 2) + (i % 2)) % urls.length]!));
  }
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  // Only moves sent inside [warm, deadline] count: the first second opens every match at once,
  // and after the deadline the matches still running wind down one by one.
  const warm = t0 + Math.min(1000, (seconds * 1000) / 5);
  let stop!: () => void;
  const done = new Promise<void>((r) => {
    stop = r;
  });
  let running = 0;

  const play = async (slot: number): Promise<void> => {
    if (performance.now() > deadline || started >= maxMatches) {
      if (--running === 0) stop();
      return;
    }
    started++;
    const url = urls[slot % urls.length]!;
    const created = await post<{ matchId: string; token: string }>(`${url}/api/matches`, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const matchId = created.matchId;
    const a = sockets[slot * 2]!;
    const b = sockets[slot * 2 + 1]!;
    const sat = await new Promise<{ token: string }>((r) =>
      b.emit('match:sit', { matchId, seat: 1 }, (ack) => r(ack as { token: string })),
    );
    const players: Player[] = [
      { socket: a, token: created.token, seat: 0, seq: 0, sentAt: 0, sentVersion: -1 },
      { socket: b, token: sat.token, seat: 1, seq: 0, sentAt: 0, sentVersion: -1 },
    ];
    await new Promise<void>((matchDone) => {
      let ended = false;
      for (const p of players) {
        const onState = (s: MatchStateMessage) => {
          if (ended) return;
          if (p.sentVersion >= 0 && s.version > p.sentVersion) {
            allMoves++;
            if (p.sentAt >= warm && p.sentAt <= deadline) {
              latencies.push(performance.now() - p.sentAt);
              timeline?.push([p.sentAt - t0, performance.now() - p.sentAt]);
              moves++;
            }
            p.sentVersion = -1;
          }
          if (s.outcome) {
            ended = true;
            for (const q of players) q.socket.off('match:state');
            finished++;
            matchDone();
            return;
          }
          if (s.toMove[0] === p.seat && p.sentVersion < 0) {
            const legal = (s.view as KnightsView).legal;
            const square = legal[(Math.random() * legal.length) | 0];
            p.sentVersion = s.version;
            const send = () => {
              p.sentAt = performance.now();
              // Keep to the offered rate: a late timer is made up on the next move.
              nextAt[slot] = Math.max(nextAt[slot]! + interval, p.sentAt - interval);
              p.socket.emit('match:move', {
                matchId,
                token: p.token,
                clientSeq: p.seq++,
                version: s.version,
                move: { square },
              });
            };
            const wait = nextAt[slot]! - performance.now();
            if (wait > 1) setTimeout(send, wait);
            else send();
          }
        };
        followMatch(p.socket, matchId, onState);
        p.socket.emit('match:watch', { matchId, token: p.token });
      }
    });
    return play(slot);
  };

  // A refused message or a silent server must end the run with a reason, not hang it.
  let failure: string | null = null;
  for (const sock of sockets) {
    sock.on('parlour:error', (e) => {
      failure ??= `the server refused a message: ${JSON.stringify(e)}`;
    });
  }
  let seen = -1;
  const watchdog = setInterval(() => {
    if (allMoves === seen) failure ??= 'no move was answered for 10 s';
    seen = allMoves;
    if (failure) stop();
  }, 10_000);
  running = slots;
  for (let i = 0; i < slots; i++) void play(i);
  await done;
  clearInterval(watchdog);
  if (failure) {
    for (const sock of sockets) sock.close();
    throw new Error(`load run failed: ${failure}`);
  }
  const elapsed = (deadline - warm) / 1000;
  for (const s of sockets) s.close();
  return { moves, allMoves, finished, elapsed, latencies };
}

/** CPU seconds a process has used so far (Linux /proc), to tell server cost from client cost. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** What GET /api/stats reports of a server process. */
export interface ServerStats {
  liveMatches: number;
  connections: number;
  rss: number;
  heapUsed: number;
  store: StoreStats;
}

/**
 * The server's figures; by default after a full garbage collection (the process runs with
 * --expose-gc), so that memory compares across readings.
 */
export async function stats(url: string, opts: { gc?: boolean } = {}): Promise<ServerStats> {
  return (await fetch(`${url}/api/stats${opts.gc === false ? '' : '?gc=1'}`)).json() as never;
}

export async function run(
  opts: {
    seconds?: number;
    memoryMatches?: number;
    /** Closed-loop runs: how many concurrent matches each. */
    sizes?: number[];
    /** Paced runs with 500 matches: total moves per second offered. */
    rates?: number[];
  } = {},
) {
  const seconds = opts.seconds ?? 8;
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-bench-'));
  const { child, url } = await startServer(dataDir);
  try {
    const throughput: Record<string, unknown>[] = [];
    const runs: { matches: number; rate?: number }[] = [
      ...(opts.sizes ?? [1, 10, 100, 500]).map((matches) => ({ matches })),
      ...(opts.rates ?? [5500, 5700, 6000, 7000]).map((rate) => ({ matches: 500, rate })),
    ];
    for (const { matches: n, rate } of runs) {
      const serverCpu0 = cpuSeconds(child.pid!);
      const clientCpu0 = process.cpuUsage();
      const r = await load(url, n, seconds, { rate });
      const serverCpu = cpuSeconds(child.pid!) - serverCpu0;
      const clientCpu = process.cpuUsage(clientCpu0);
      const lat = summarise(r.latencies);
      throughput.push({
        matches: n,
        pacing: rate ? `players think: ${rate} moves/s offered` : 'none (closed loop)',
        movesPerSecond: Math.round(r.moves / r.elapsed),
        latencyMs: { p50: lat.p50, p99: lat.p99, max: lat.max },
        moves: r.moves,
        finishedMatches: r.finished,
        cpuMicrosecondsPerMove: {
          server: Math.round((serverCpu * 1e6) / r.allMoves),
          loadGenerator: Math.round((clientCpu.user + clientCpu.system) / r.allMoves),
        },
        seconds: round(r.elapsed, 1),
      });
    }
    // Memory over many finished matches: it must stay flat, not grow with the number played.
    const total = opts.memoryMatches ?? 10_000;
    const memory: Record<string, unknown>[] = [];
    let played = 0;
    const step = total / 4;
    while (played < total) {
      const r = await load(url, 100, 3600, { maxMatches: step });
      played += r.finished;
      const s = await stats(url);
      memory.push({
        finishedMatches: played,
        rssMB: round(s.rss / 2 ** 20, 1),
        heapMB: round(s.heapUsed / 2 ** 20, 1),
        liveMatches: s.liveMatches,
      });
    }
    return { game: 'knights 8x8, two humans per match', throughput, memory };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
