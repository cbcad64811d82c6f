/**
 * Memory per live match: MEMORY_MATCHES knights matches (2,000 by default) held live on a real
 * `parlour serve` process, two humans each, both seats connected by a socket of their own and a
 * few moves played. The process's heap and resident memory are measured (garbage collected first)
 * before, half-way and after opening them; the growth over the second half, per match, is what
 * one more match in play costs, its two connections included. Then the sockets are closed and the
 * heap measured again: what the matches alone cost while they wait, unwatched, to be dropped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inBatches, openTables, play, type Table } from './reconnect';
import { dialStats } from './reconnecting-client';
import { type ServerStats, startServer, stats } from './server';
import { round } from './stats';

/** Measured twice, a moment apart: the lower figure of each, the collector having settled. */
async function settled(url: string): Promise<ServerStats> {
  const a = await stats(url);
  await new Promise((r) => setTimeout(r, 500));
  const b = await stats(url);
  return { ...b, rss: Math.min(a.rss, b.rss), heapUsed: Math.min(a.heapUsed, b.heapUsed) };
}

const mb = (bytes: number) => round(bytes / 2 ** 20, 1);

/** One reading as the benchmark reports it. */
const reading = (s: ServerStats) => ({
  liveMatches: s.liveMatches,
  connections: s.connections,
  rssMB: mb(s.rss),
  heapMB: mb(s.heapUsed),
});

export async function run(opts: { matches?: number; moves?: number } = {}) {
  const n = opts.matches ?? Number(process.env.MEMORY_MATCHES ?? 2000);
  const moves = opts.moves ?? 4;
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-memory-'));
  const { child, url } = await startServer(dataDir);
  const dial = dialStats();
  const tables: Table[] = [];
  try {
    // A few matches first, so that the baseline has every code path loaded and warmed.
    const warm = await openTables(url, 20, dial);
    tables.push(...warm);
    await Promise.all(warm.map((t) => play(t, moves)));
    const before = await settled(url);
    // Opened in two halves: the growth over the second half is what one more match costs, once
    // what a first load costs once (the young generation grown to its size, buffers pooled) is in.
    const open = async () => {
      const more = await openTables(url, Math.ceil(n / 2), dial);
      tables.push(...more);
      await inBatches(more, 200, (t) => play(t, moves));
      return more;
    };
    const held = await open();
    const mid = await settled(url);
    held.push(...(await open()));
    const after = await settled(url);
    const live = after.liveMatches - before.liveMatches;
    const second = after.liveMatches - mid.liveMatches;
    const heapPerMatch = (after.heapUsed - mid.heapUsed) / second;
    const rssPerMatch = (after.rss - mid.rss) / second;

    // The same matches with nobody connected (they stay in memory until idle long enough).
    for (const t of held) for (const p of t.players) p.socket.close();
    const t0 = performance.now();
    while ((await stats(url)).connections > before.connections) {
      if (performance.now() - t0 > 30_000) throw new Error('the connections did not close');
      await new Promise((r) => setTimeout(r, 100));
    }
    const unwatched = await settled(url);
    // Over all the held matches: with the sockets gone, the heap is back near the baseline.
    const heapPerMatchUnwatched = (unwatched.heapUsed - before.heapUsed) / live;
    return {
      game: `knights 8x8, two humans per match, ${moves} moves in, held live`,
      matches: live,
      note:
        'per match with its two socket.io connections (one per seat), as a live match is played, ' +
        'from the growth over the second half of the matches opened; ' +
        '"unwatched" is the match alone once both sockets are closed. RSS after a full GC; ' +
        "kernel socket buffers are not in the process's RSS.",
      heapPerMatchWithConnectionsBytes: Math.round(heapPerMatch),
      rssPerMatchWithConnectionsBytes: Math.round(rssPerMatch),
      heapPerMatchUnwatchedBytes: Math.round(heapPerMatchUnwatched),
      matchesPerGiB: {
        byRss: Math.floor(2 ** 30 / rssPerMatch),
        byHeap: Math.floor(2 ** 30 / heapPerMatch),
      },
      baseline: reading(before),
      half: reading(mid),
      after: reading(after),
      unwatched: reading(unwatched),
    };
  } finally {
    for (const t of tables) for (const p of t.players) p.socket.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
