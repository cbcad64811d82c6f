/**
 * The game commands run from a bundle of the source (bin/bundled-cli.js): on a project of the
 * test's own, the bundle runs what the source says, is reused while nothing changed, is built
 * again as soon as a file it was made of changes, and a source that does not build, or
 * PARLOUR_FROM_SOURCE, sends the command back to the loader (which reports the source's error).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledCli } from '../../bin/bundled-cli.js';

let root: string;
let cache: string;

/** Writes a file of the project, dated `secondsAgo` in the past (a change is always later). */
async function put(file: string, text: string, secondsAgo = 0): Promise<void> {
  const path = join(root, file);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, when, when);
}

function run(entry: string): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, [entry], (error, out) => (error ? fail(error) : done(out.trim()))),
  );
}

const pointer = async () => JSON.parse(await readFile(join(cache, 'current.json'), 'utf8'));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'parlour-cli-bundle-'));
  cache = join(root, 'cache');
  await put('tsconfig.json', '{}', 60);
  await put('package.json', '{"type":"module"}', 60);
  await put('bin/bundled-cli.js', '', 60);
  await put('src/cli/main.ts', "import { word } from './word';\nconsole.log(word);\n", 60);
  await put('src/cli/word.ts', "export const word: string = 'first';\n", 60);
});

afterEach(async () => {
  delete process.env.PARLOUR_FROM_SOURCE;
  await rm(root, { recursive: true, force: true });
});

describe('the bundled commands', { timeout: 60_000 }, () => {
  it('run what the source says, and are built once while nothing changes', async () => {
    const entry = await bundledCli(root, cache);
    expect(entry).not.toBeNull();
    expect(await run(entry!)).toBe('first');
    const built = await pointer();
    expect(Object.keys(built.inputs)).toEqual(
      expect.arrayContaining(['src/cli/main.ts', 'src/cli/word.ts', 'tsconfig.json']),
    );
    expect(await bundledCli(root, cache)).toBe(entry);
    expect(await pointer()).toEqual(built);
  });

  it('are built again once a file they were made of changes', async () => {
    const first = await bundledCli(root, cache);
    await put('src/cli/word.ts', "export const word: string = 'second';\n");
    const second = await bundledCli(root, cache);
    expect(second).not.toBe(first);
    expect(await run(second!)).toBe('second');
    // A change to the settings the bundle is built with counts too.
    await put('tsconfig.json', '{ }');
    expect(await bundledCli(root, cache)).not.toBe(second);
  });

  it('leave a source that does not build, and PARLOUR_FROM_SOURCE, to the loader', async () => {
    await put('src/cli/word.ts', 'export const word: string = ;\n');
    expect(await bundledCli(root, cache)).toBeNull();
    await put('src/cli/word.ts', "export const word: string = 'fixed';\n");
    process.env.PARLOUR_FROM_SOURCE = '1';
    expect(await bundledCli(root, cache)).toBeNull();
    delete process.env.PARLOUR_FROM_SOURCE;
    expect(await run((await bundledCli(root, cache))!)).toBe('fixed');
  });
});
