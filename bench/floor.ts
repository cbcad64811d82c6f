/**
 * Parlour against the floor under it (`bench/socketio-floor.ts`: socket.io, the same rules and
 * state message, nothing else), loaded the same way: 500 closed-loop knights matches. The gap is
 * what the platform costs per move (durability, validation, tokens, seats, clocks, delivery);
 * the floor's own figure is what any socket.io server could serve on this machine.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuSeconds, load, startListening, startServer } from './server';
import { round, summarise } from './stats';

async function measure(
  server: { child: ChildProcess; url: string },
  matches: number,
  seconds: number,
) {
  try {
    await load(server.url, matches, 2);
    const serverCpu0 = cpuSeconds(server.child.pid!);
    const clientCpu0 = process.cpuUsage();
    const r = await load(server.url, matches, seconds);
    const serverCpu = cpuSeconds(server.child.pid!) - serverCpu0;
    const clientCpu = process.cpuUsage(clientCpu0);
    const lat = summarise(r.latencies);
    return {
      movesPerSecond: Math.round(r.moves / r.elapsed),
      latencyMs: { p50: lat.p50, p99: lat.p99 },
      cpuMicrosecondsPerMove: {
        server: Math.round((serverCpu * 1e6) / r.allMoves),
        loadGenerator: Math.round((clientCpu.user + clientCpu.system) / r.allMoves),
      },
    };
  } finally {
    server.child.kill('SIGINT');
    await new Promise((done) => server.child.once('exit', done));
  }
}

export async function run(opts: { matches?: number; seconds?: number } = {}) {
  const matches = opts.matches ?? 500;
  const seconds = opts.seconds ?? 10;
  const runTs = resolve(import.meta.dirname, '../bin/run-ts.js');
  const floorServer = resolve(import.meta.dirname, 'socketio-floor.ts');
  const floor = await measure(await startListening([runTs, floorServer, '0']), matches, seconds);
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-floor-'));
  try {
    const parlour = await measure(await startServer(dataDir), matches, seconds);
    return {
      game: `knights 8x8, ${matches} closed-loop matches`,
      floor,
      parlour,
      parlourShareOfFloor: round(parlour.movesPerSecond / floor.movesPerSecond, 2),
      platformMicrosecondsPerMove:
        parlour.cpuMicrosecondsPerMove.server - floor.cpuMicrosecondsPerMove.server,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
