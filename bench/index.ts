/**
 * `npm run bench [-- name ...]`: runs the benchmarks and prints one JSON document.
 * Names: knights-rules, server, floor, soak, reconnect, memory, knights-ai, twist, junqi,
 * junqi-live, guillotine, cluster (all by default).
 */
import { availableParallelism } from 'node:os';

type Bench = () => Promise<Record<string, unknown>>;

const benches: Record<string, Bench> = {
  'knights-rules': async () => (await import('./knights-rules')).run(),
  server: async () => (await import('./server')).run(),
  floor: async () => (await import('./floor')).run(),
  soak: async () => (await import('./soak')).run(),
  reconnect: async () => (await import('./reconnect')).run(),
  memory: async () => (await import('./memory')).run(),
  'knights-ai': async () => (await import('./knights-ai')).run(),
  twist: async () => (await import('./twist')).run(),
  junqi: async () => (await import('./junqi')).run(),
  'junqi-live': async () => (await import('./junqi-live')).run(),
  guillotine: async () => (await import('./guillotine')).run(),
  cluster: async () => (await import('./cluster')).run(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !(w in benches));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}

const results: Record<string, unknown> = {
  machine: { cpus: availableParallelism(), node: process.version },
  startedAt: new Date().toISOString(),
};
for (const name of wanted.length > 0 ? wanted : Object.keys(benches)) {
  const t0 = performance.now();
  results[name] = await benches[name]!();
  console.error(`bench ${name}: ${Math.round(performance.now() - t0)} ms`);
}
console.log(JSON.stringify(results, null, 2));
