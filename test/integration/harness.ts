import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server';
import { TestClient } from './client';
import { type ServerProcess, startProcess } from './process';

export const toyModule = new URL('../toy/index.ts', import.meta.url).href;

export const freshDataDir = (name = 'parlour-it-') => mkdtempSync(join(tmpdir(), name));

/**
 * What a test file needs to drive servers: in-process servers, real `parlour serve` processes and
 * socket clients, all closed after each test.
 */
export function harness(defaults: Partial<ServerOptions> = {}) {
  const servers: RunningServer[] = [];
  const processes: ServerProcess[] = [];
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
    for (const p of processes.splice(0)) await p.kill();
  });
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
    /** A real `parlour serve` process. */
    async process(dataDir: string, opts: Parameters<typeof startProcess>[1] = {}) {
      const p = await startProcess(dataDir, opts);
      processes.push(p);
      return p;
    },
    client(url: string): TestClient {
      const c = new TestClient(url);
      clients.push(c);
      return c;
    },
  };
}
