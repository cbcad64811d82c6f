/**
 * A Redis server for the tests, with nothing to set up by hand: with PARLOUR_TEST_REDIS (a URL
 * such as redis://127.0.0.1:6379) the tests use that one; otherwise each test file starts its own
 * `redis-server` on a free port, in a temporary folder, with nothing saved to disk, and stops it
 * at the end. The binary is Debian's (`apt-get install redis-server`): when it is missing and we
 * are root with apt-get it is installed, as the browser tests install Chromium; otherwise the
 * error says what to run.
 *
 *   const redis = useRedis();     // in a test file
 *   redis().url                   // redis://127.0.0.1:PORT
 *   await redis().restart()       // stop it and start it again on the same port
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface TestRedis {
  readonly url: string;
  /** Stops the server (SIGKILL) and starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const START_MS = 120_000;

function redisBinary(): string {
  const which = () => spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  let found = which();
  if (found.status !== 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !existsSync('/usr/bin/apt-get')) {
      throw new Error(
        'The tests of several processes need redis-server. Install it with:\n' +
          '  sudo apt-get install -y redis-server\n' +
          'or point PARLOUR_TEST_REDIS at a server: PARLOUR_TEST_REDIS=redis://HOST:PORT',
      );
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
      stdio: 'inherit',
      env,
    });
    found = which();
    if (found.status !== 0) throw new Error('apt-get finished but redis-server is still missing');
  }
  return found.stdout.trim();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number): Promise<void> {
  const deadline = Date.now() + START_MS;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A private redis-server (for the tests, and the cluster benchmark). */
export async function startPrivate(): Promise<TestRedis> {
  const binary = redisBinary();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'parlour-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: 'ignore' },
    );
    await listening(port);
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  process.once('exit', () => {
    (child as ChildProcess | null)?.kill('SIGKILL');
  });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await kill();
      await start();
    },
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts (or reaches) the server once per test file; the getter is valid inside tests. */
export function useRedis(): () => TestRedis {
  let server: TestRedis | null = null;
  beforeAll(async () => {
    const given = process.env.PARLOUR_TEST_REDIS;
    server = given
      ? {
          url: given,
          restart: () => Promise.reject(new Error('cannot restart PARLOUR_TEST_REDIS')),
          stop: async () => {},
        }
      : await startPrivate();
  }, START_MS);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('useRedis(): the server is not started yet');
    return server;
  };
}
