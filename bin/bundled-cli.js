// The game commands and `ratings`, bundled once into plain JavaScript and run from there: through
// the TypeScript loader, each start spent a second compiling and resolving some two hundred modules
// (1.3 s for `parlour junqi --help` on an idle machine, 0.33 s bundled), and the tools that drive
// these commands start them once per question. The bundle is kept in node_modules/.cache and built
// again whenever a file it was made of (or the TypeScript settings) changed since, so the commands
// always run the source as it stands. Anything that goes wrong here falls back to the loader.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Not in the bundle, but what it is built with. */
const SETTINGS = ['tsconfig.json', 'package.json', 'bin/bundled-cli.js'];
/** Builds older than this, other than the current one, are removed (a long analysis may still be running from one). */
const KEEP_MS = 24 * 3600_000;

/** Each file's modification time, by its path from the repository's root. */
async function modified(root, files) {
  const times = await Promise.all(files.map(async (f) => (await stat(join(root, f))).mtimeMs));
  return Object.fromEntries(files.map((f, i) => [f, times[i]]));
}

/** The current build's entry, if no file it was made of has changed since. */
async function current(root, cacheDir) {
  try {
    const built = JSON.parse(await readFile(join(cacheDir, 'current.json'), 'utf8'));
    const now = await modified(root, Object.keys(built.inputs));
    for (const [file, time] of Object.entries(built.inputs)) if (now[file] !== time) return null;
    const entry = join(cacheDir, built.dir, 'main.js');
    await stat(entry);
    return entry;
  } catch {
    return null;
  }
}

/**
 * A new build in a folder of its own (processes starting together may each build one), made the
 * current one only if none of its sources changed while it was built.
 */
async function build(root, cacheDir) {
  const { build: esbuild } = await import('esbuild');
  const started = Date.now();
  const dir = `build-${started}-${process.pid}`;
  const outdir = join(cacheDir, dir);
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = await modified(root, [...Object.keys(result.metafile.inputs), ...SETTINGS]);
  if (Object.values(inputs).every((t) => t < started)) {
    const pointer = join(cacheDir, 'current.json');
    const temp = `${pointer}.${process.pid}`;
    await writeFile(temp, JSON.stringify({ dir, inputs }));
    await rename(temp, pointer);
    await removeOld(cacheDir, dir);
  }
  return join(outdir, 'main.js');
}

async function removeOld(cacheDir, keep) {
  for (const entry of await readdir(cacheDir)) {
    if (!entry.startsWith('build-') || entry === keep) continue;
    const folder = join(cacheDir, entry);
    if (Date.now() - (await stat(folder)).mtimeMs > KEEP_MS) await rm(folder, { recursive: true });
  }
}

/**
 * The bundled CLI's entry to import, or null to run the source through the loader (also when
 * PARLOUR_FROM_SOURCE is set). `root` is the repository's (the tests give one of their own).
 */
export async function bundledCli(
  root = ROOT,
  cacheDir = join(root, 'node_modules', '.cache', 'parlour-cli'),
) {
  if (process.env.PARLOUR_FROM_SOURCE) return null;
  try {
    const entry = await current(root, cacheDir);
    if (entry) return entry;
    await mkdir(cacheDir, { recursive: true });
    return await build(root, cacheDir);
  } catch {
    return null;
  }
}
