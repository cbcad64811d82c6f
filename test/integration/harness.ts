import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { MatchStateMessage } from '../../src/core/protocol';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server';
import { TestClient } from './client';
import { PATIENCE_MS, type ServerProcess, startProcess } from './process';

export const toyModule = new URL('../toy/index.ts', import.meta.url).href;

export const freshDataDir = (name = 'parlour-it-') => mkdtempSync(join(tmpdir(), name));

export { PATIENCE_MS };

/**
 * The timeout of a test file that waits on servers, processes and sockets: longer than any one
 * wait (PATIENCE_MS), so that a wait that runs out fails with its own message. Only a hang comes
 * near it.
 */
export const SERVER_TEST_MS = 3 * PATIENCE_MS;

/**
 * Polls `condition` (every 20 ms) until it returns something truthy, and resolves with that; after
 * `deadlineMs` fails saying what it waited for (`what`).
 */
export async function eventually<T>(
  what: string,
  condition: () => T | Promise<T>,
  deadlineMs = PATIENCE_MS,
): Promise<NonNullable<T>> {
  const deadline = performance.now() + deadlineMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) {
      throw new Error(`waited ${deadlineMs / 1000} s for ${what}, in vain`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A TestClient whose waits have a generous deadline by default and say what they waited for. */
class PatientClient extends TestClient {
  override waitFor(
    pred: (s: MatchStateMessage) => boolean,
    timeoutMs = PATIENCE_MS,
  ): Promise<MatchStateMessage> {
    return super.waitFor(pred, timeoutMs).catch(() => {
      const latest = this.latest ? `version ${this.latest.version}` : 'none';
      throw new Error(
        `waited ${timeoutMs / 1000} s for a state where ${String(pred).replace(/\s+/g, ' ')}, in vain (the latest known: ${latest})`,
      );
    });
  }
}

/**
 * The defaults of a harness's servers. `store` names the store they run on, as `--store` does (a
 * PostgreSQL URL; absent, SQLite in the data folder); a function is asked at each start, so a
 * test file can give each test a database of its own (see test/pg-cluster.ts).
 */
export type HarnessDefaults = Omit<Partial<ServerOptions>, 'store'> & {
  store?: string | (() => string | undefined);
};

const storeOf = (store: HarnessDefaults['store']) =>
  typeof store === 'function' ? store() : store;

/**
 * What a test file needs to drive servers: in-process servers, real `parlour serve` processes and
 * socket clients, all closed after each test.
 */
export function harness(defaults: HarnessDefaults = {}) {
  const servers: RunningServer[] = [];
  const processes: ServerProcess[] = [];
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
    for (const p of processes.splice(0)) await p.kill();
  }, SERVER_TEST_MS);
  return {
    /** An in-process server on a free port, serving the toy game too. */
    async serve(dataDir = freshDataDir(), opts: Partial<ServerOptions> = {}) {
      const server = await startServer({
        port: 0,
        dataDir,
        clientDir: null,
        quiet: true,
        botWorkers: 1,
        gameModules: [toyModule],
        ...defaults,
        store: storeOf(defaults.store),
        ...opts,
      });
      servers.push(server);
      return { server, dataDir };
    },
    /** Stops an in-process server before the test ends (to restart it on the same data). */
    async stop(server: RunningServer) {
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
    /** A real `parlour serve` process (on the harness's store unless `store` says otherwise). */
    async process(
      dataDir: string,
      opts: Parameters<typeof startProcess>[1] & { store?: string } = {},
    ) {
      const { store = storeOf(defaults.store), ...rest } = opts;
      const args = [...(store ? ['--store', store] : []), ...(rest.args ?? [])];
      const p = await startProcess(dataDir, { ...rest, args });
      processes.push(p);
      return p;
    },
    /** A socket client, whose waits fail after PATIENCE_MS unless told otherwise. */
    client(url: string): TestClient {
      const c = new PatientClient(url);
      clients.push(c);
      return c;
    },
  };
}
