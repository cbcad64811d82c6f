/**
 * IQ Twist figures: empty-board enumeration, ours vs the `dancing-links` package fed the very
 * same exact-cover rows (both timed from those rows to the list of solutions, in one run); the
 * median time to solve each shipped challenge; and challenges generated per second.
 */
import { DancingLinks } from 'dancing-links';
import {
  CHALLENGES,
  type CoverRow,
  CoverSearch,
  coverProblem,
  EMPTY_POSITION,
  generateChallenges,
  LEVELS,
  solve,
} from '../src/games/twist';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function time<T>(f: () => T): [number, T] {
  const start = performance.now();
  const value = f();
  return [performance.now() - start, value];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Ours: build the search from the rows and collect every solution's rows. */
function oursAll(rows: readonly CoverRow[]): number {
  const search = new CoverSearch({ covered: 0, used: 0, rows });
  const solutions: (readonly CoverRow[])[] = [];
  search.run((r) => solutions.push(r));
  return solutions.length;
}

/** Dancing Links: 32 location columns and 8 piece columns, one sparse row per cover row. */
function dlxAll(sparse: readonly { data: number; columnIndices: number[] }[]): number {
  const solver = new DancingLinks<number>().createSolver({ columns: 40 });
  solver.addSparseConstraints(sparse as { data: number; columnIndices: number[] }[]);
  return solver.findAll().length;
}

function emptyBoard(runs: number) {
  const { rows } = coverProblem(EMPTY_POSITION);
  const sparse = rows.map((row, i) => {
    const columnIndices: number[] = [];
    for (let c = 0; c < 32; c++) if ((row.mask >>> c) & 1) columnIndices.push(c);
    columnIndices.push(32 + row.piece);
    return { data: i, columnIndices };
  });
  // Warm both up, then alternate so that neither gets a quieter machine.
  for (let i = 0; i < 3; i++) {
    oursAll(rows);
    dlxAll(sparse);
  }
  const ours: number[] = [];
  const dlx: number[] = [];
  const countOnly: number[] = [];
  let counts = { ours: 0, dlx: 0 };
  for (let i = 0; i < runs; i++) {
    const [t1, n1] = time(() => oursAll(rows));
    const [t2, n2] = time(() => dlxAll(sparse));
    const [t3] = time(() => new CoverSearch({ covered: 0, used: 0, rows }).run(null));
    ours.push(t1);
    dlx.push(t2);
    countOnly.push(t3);
    counts = { ours: n1, dlx: n2 };
  }
  if (counts.ours !== 5992 || counts.dlx !== 5992) {
    throw new Error(`solution counts differ: ours ${counts.ours}, dancing-links ${counts.dlx}`);
  }
  // The public API end to end: rows, search and the 5,992 sorted solution strings.
  const fullApi = median(Array.from({ length: 5 }, () => time(() => solve(''))[0]));
  return {
    rows: rows.length,
    solutions: counts.ours,
    runs,
    oursMs: round(median(ours)),
    oursCountOnlyMs: round(median(countOnly)),
    oursWithStringsMs: round(fullApi),
    dancingLinksMs: round(median(dlx)),
    ratio: Math.round((median(dlx) / median(ours)) * 10) / 10,
  };
}

function shippedChallenges() {
  for (const c of CHALLENGES.slice(0, 10)) solve(c.start);
  const times = CHALLENGES.map((c) => {
    const [t, r] = time(() => solve(c.start));
    if (!r.ok || r.value.count !== 1) throw new Error(`${c.id} is not unique`);
    return t;
  });
  return {
    challenges: times.length,
    medianMs: round(median(times)),
    maxMs: round(Math.max(...times)),
    totalMs: round(times.reduce((a, b) => a + b, 0)),
  };
}

function generation(perLevel: number) {
  const perSecond: Record<string, number> = {};
  let total = 0;
  let made = 0;
  for (const level of LEVELS) {
    const [t, list] = time(() => generateChallenges(level, 'bench', perLevel));
    perSecond[level] = Math.round((list.length / t) * 10000) / 10;
    total += t;
    made += list.length;
  }
  return { perLevel, perSecond, overallPerSecond: Math.round((made / total) * 10000) / 10 };
}

export async function run(): Promise<Record<string, unknown>> {
  return {
    emptyBoard: emptyBoard(15),
    shippedChallenges: shippedChallenges(),
    generation: generation(20),
  };
}

// Run directly: node bin/run-ts.js bench/twist.ts
if (process.argv[1]?.endsWith('twist.ts')) {
  console.log(JSON.stringify(await run(), null, 2));
}
