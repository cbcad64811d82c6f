/**
 * The test run's own temporary folder. Tests make data folders, stores and sockets by the
 * hundred (each in a folder of its own, so that no two tests share state), and most have no
 * reason to delete theirs one by one: the run sets TMPDIR to a folder of its own, which the test
 * workers and every process they start (servers, the command line, Chromium) inherit, and
 * deletes it when the run ends. A run that was killed leaves its folder behind; the next run
 * deletes it (the folder's name says which process it belonged to).
 *
 * PostgreSQL clusters are the exception (test/pg-cluster.ts): one left by a killed run is still
 * running and must be stopped before its folder goes, so they stay in the machine's temporary
 * folder, where the next run finds and stops them. PARLOUR_TEST_TMP_ROOT names it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'parlour-test-run-';

/** Whether a process of this id is alive (one of another user's answers EPERM). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The machine's temporary folder, also inside a run (whose TMPDIR is its own folder). */
export function machineTempFolder(): string {
  return process.env.PARLOUR_TEST_TMP_ROOT ?? tmpdir();
}

/** vitest's global set-up: returns the teardown. */
export default function setup(): () => void {
  if (process.env.PARLOUR_TEST_TMP_ROOT) return () => {};
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    const owner = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('-')[0]) : 0;
    if (owner > 0 && !alive(owner)) rmSync(join(root, name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(root, `${PREFIX}${process.pid}-`));
  process.env.PARLOUR_TEST_TMP_ROOT = root;
  process.env.TMPDIR = dir;
  return () => {
    process.env.TMPDIR = root;
    delete process.env.PARLOUR_TEST_TMP_ROOT;
    rmSync(dir, { recursive: true, force: true });
  };
}
