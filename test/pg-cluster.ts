/**
 * A PostgreSQL server for the tests, with nothing to set up by hand. With PARLOUR_TEST_PG (a URL
 * such as postgres://postgres@127.0.0.1:5432/postgres) the tests use that server; otherwise each
 * test file starts a private cluster of its own in a temporary folder, on a free port, and stops
 * and deletes it when the file is done (or the process exits). Every database a test asks for is
 * new, and is dropped at the end.
 *
 *   const pg = usePostgres();          // in a test file: starts (or reaches) the server once
 *   const url = await pg().database(); // a new, empty database
 *
 * The binaries are Debian's (`apt-get install postgresql`): when they are missing and we are root
 * with apt-get, they are installed, as the browser tests install Chromium; otherwise the error
 * says what to run. initdb refuses to run as root, so as root the cluster belongs to the
 * `postgres` user the package makes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { alive, machineTempFolder } from './temp-folder';

export interface TestPostgres {
  /** A new, empty database on the server, as a URL; dropped when the test file ends. */
  database(): Promise<string>;
  /** The server's own URL (its `postgres` database), for creating and dropping databases. */
  readonly adminUrl: string;
  /** Stops the private cluster (if we started one) and deletes it; drops our databases. */
  stop(): Promise<void>;
}

/** How long the slow steps may take on a loaded machine: generous, since slow is not wrong. */
const START_SECONDS = 180;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder of PostgreSQL's server binaries: the newest under /usr/lib/postgresql, or PATH. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found ? join(found, '..') : null;
}

/** The server binaries, installed with apt-get when they are missing and we may. */
function ensureBinaries(): string {
  const found = binDir();
  if (found) return found;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The PostgreSQL tests need the PostgreSQL server (initdb, pg_ctl). Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql\n' +
        'or point PARLOUR_TEST_PG at a server: PARLOUR_TEST_PG=postgres://USER@HOST:PORT/postgres',
    );
  }
  console.log('Installing Debian postgresql for the PostgreSQL tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  const installed = binDir();
  if (!installed) throw new Error('apt-get installed postgresql, but initdb is still missing.');
  return installed;
}

/** A port nobody listens on now (the kernel's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (initdb refuses root). */
function run(bin: string, args: string[]): void {
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const done = spawnSync(command, argv, { encoding: 'utf8', timeout: START_SECONDS * 1000 });
  if (done.status !== 0) {
    throw new Error(
      `${bin} ${args.join(' ')} failed (${done.status ?? done.signal}): ${done.stderr || done.stdout || done.error}`,
    );
  }
}

/** Stops a cluster (if it runs) and deletes its folder. */
function removeCluster(bin: string, dir: string): void {
  try {
    if (existsSync(join(dir, 'postmaster.pid'))) {
      run(join(bin, 'pg_ctl'), ['-D', dir, 'stop', '-m', 'fast', '-w']);
    }
  } catch {
    // Gone already, or it will be with its folder.
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Clusters left behind by test processes that died without cleaning up (killed with SIGKILL):
 * beside each folder a file names the process it belongs to; one whose process is gone goes.
 */
function removeOrphans(bin: string): void {
  const root = machineTempFolder();
  for (const name of readdirSync(root)) {
    if (!/^parlour-pg-[^.]+$/.test(name)) continue;
    const dir = join(root, name);
    let owner = 0;
    try {
      owner = Number(readFileSync(`${dir}.owner`, 'utf8'));
    } catch {
      continue;
    }
    if (owner > 0 && !alive(owner)) {
      removeCluster(bin, dir);
      rmSync(`${dir}.owner`, { force: true });
    }
  }
}

/** A private cluster in a temporary folder, started on a free port. */
async function startCluster(): Promise<{ url: string; stop: () => void }> {
  const bin = ensureBinaries();
  removeOrphans(bin);
  const dir = mkdtempSync(join(machineTempFolder(), 'parlour-pg-'));
  const ownerFile = `${dir}.owner`;
  writeFileSync(ownerFile, String(process.pid));
  if (isRoot()) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        'Running as root, the PostgreSQL tests need the `postgres` user: apt-get install -y postgresql',
      );
    }
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const pgCtl = join(bin, 'pg_ctl');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    removeCluster(bin, dir);
    rmSync(ownerFile, { force: true });
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  // Stopped however the process ends: normally, or by a signal (then the signal goes on).
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    run(join(bin, 'initdb'), [
      '-D',
      dir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    // Another process may take the free port before the server does: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        run(pgCtl, [
          '-D',
          dir,
          '-o',
          options,
          '-l',
          join(dir, 'log'),
          '-t',
          String(START_SECONDS),
          'start',
          '-w',
        ]);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
      } catch (e) {
        const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
        if (attempt >= 3 || !/could not bind|Address already in use/.test(log)) {
          throw new Error(`${(e as Error).message}\n${log}`);
        }
      }
    }
  } catch (e) {
    stop();
    throw e;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Reaches the server (PARLOUR_TEST_PG, or a private cluster started now). */
export async function testPostgres(): Promise<TestPostgres> {
  const given = process.env.PARLOUR_TEST_PG;
  const cluster = given ? null : await startCluster();
  const adminUrl = given ?? cluster!.url;
  const made: string[] = [];
  const admin = async <T>(work: (c: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 60_000 });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    adminUrl,
    async database() {
      const name = `parlour_test_${process.pid}_${made.length + 1}_${Date.now().toString(36)}`;
      await admin((c) => c.query(`CREATE DATABASE "${name}"`));
      made.push(name);
      return withDatabase(adminUrl, name);
    },
    async stop() {
      if (cluster) {
        cluster.stop();
        return;
      }
      // A shared server keeps running: only our databases go.
      await admin(async (c) => {
        for (const name of made.splice(0))
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/**
 * In a test file: the server, reached once before its tests and let go after them. The accessor
 * it returns gives the server inside the tests.
 */
export function usePostgres(): () => TestPostgres {
  let server: TestPostgres | null = null;
  beforeAll(
    async () => {
      server = await testPostgres();
    },
    (START_SECONDS + 60) * 1000,
  );
  afterAll(async () => {
    await server?.stop();
  }, 120_000);
  return () => {
    if (!server)
      throw new Error('the PostgreSQL server is not started (usePostgres at the top of the file)');
    return server;
  };
}
