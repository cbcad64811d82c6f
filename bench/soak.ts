/**
 * A long run at full speed: does the store stay bounded? 100 knights matches in a closed loop
 * (every player moves the moment its turn comes) for SOAK_SECONDS (600 by default), sampling the
 * write-ahead log and the database every 5 seconds, and the commits' longest pause.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startServer, stats } from './server';
import { round } from './stats';

/** The store's figures, without a garbage collection in the middle of the run. */
const storeStats = async (url: string) => (await stats(url, { gc: false })).store;

export async function run(opts: { seconds?: number; matches?: number } = {}) {
  const seconds = opts.seconds ?? Number(process.env.SOAK_SECONDS ?? 600);
  const matches = opts.matches ?? 100;
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-soak-'));
  const { child, url } = await startServer(dataDir);
  const samples: { t: number; walMB: number; dbMB: number }[] = [];
  const t0 = performance.now();
  const sampler = setInterval(() => {
    void storeStats(url).then((s) => {
      samples.push({
        t: Math.round((performance.now() - t0) / 1000),
        walMB: round(s.walBytes / 2 ** 20, 1),
        dbMB: round(s.databaseBytes / 2 ** 20, 1),
      });
    });
  }, 5000);
  try {
    const before = await storeStats(url);
    const r = await load(url, matches, seconds);
    clearInterval(sampler);
    const after = await storeStats(url);
    const grew = after.databaseBytes + after.walBytes - (before.databaseBytes + before.walBytes);
    return {
      game: 'knights 8x8, two humans per match, closed loop',
      matches,
      seconds: round(r.elapsed, 1),
      movesPerSecond: Math.round(r.moves / r.elapsed),
      moves: r.allMoves,
      walMB: {
        max: Math.max(0, ...samples.map((s) => s.walMB)),
        end: round(after.walBytes / 2 ** 20, 1),
      },
      databaseMB: {
        start: round(before.databaseBytes / 2 ** 20, 1),
        end: round(after.databaseBytes / 2 ** 20, 1),
      },
      // Data and log together, per thousand moves: what a store needs as it fills.
      storeKBPerThousandMoves: round(grew / 1024 / (r.allMoves / 1000), 1),
      commitMs: after.commitMs,
      commits: after.commits,
      samples,
    };
  } finally {
    clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
