#!/usr/bin/env node
// `npm run dev`: Vite's dev server (hot reload) on PORT (3000), forwarding /api and /socket.io to
// the Parlour server, which runs from source on PARLOUR_API_PORT (3001) under `node --watch` and
// restarts when a file it imports changes. One URL to open; Ctrl-C stops both.
//
// The same file, run with `--api`, is that server: `parlour serve` without the built client, so the
// only web app on offer is Vite's.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '..');

function portFrom(name, fallback) {
  const value = process.env[name] ?? fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`dev: ${name}="${value}" is not a port number`);
    process.exit(2);
  }
  return port;
}

if (process.argv[2] === '--api') await runApi();
else await runDev();

/** The watched child: the API and socket server, without dist/client. */
async function runApi() {
  const { register } = await import('tsx/esm/api');
  register();
  const { startServer } = await import('../src/server/index.ts');
  const port = portFrom('PARLOUR_API_PORT', '3001');
  const dataDir = resolve(process.env.PARLOUR_DATA ?? 'data');
  const server = await startServer({
    port,
    host: '127.0.0.1',
    dataDir,
    clientDir: null,
    quiet: true,
    messagesPerSecond: Number(process.env.PARLOUR_MAX_MESSAGES ?? '40'),
  });
  console.log(
    `Parlour is serving on http://127.0.0.1:${server.port} (API only, data in ${dataDir})`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function runDev() {
  const port = portFrom('PORT', '3000');
  const apiPort = portFrom('PARLOUR_API_PORT', '3001');
  if (port === apiPort) {
    console.error(`dev: PORT and PARLOUR_API_PORT are both ${port}`);
    process.exit(2);
  }
  const dataDir = resolve(process.env.PARLOUR_DATA ?? resolve(root, 'data'));
  process.chdir(root);

  // Its own process group (not on Windows), so that Ctrl-C reaches it once, through us, and a
  // last-resort kill takes the watcher and the server it runs together.
  const group = process.platform !== 'win32';
  const api = spawn(
    process.execPath,
    ['--watch', '--watch-preserve-output', '--max-semi-space-size=64', self, '--api'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: group,
      env: { ...process.env, PARLOUR_API_PORT: String(apiPort), PARLOUR_DATA: dataDir },
    },
  );
  let apiRunning = true;
  const apiGone = new Promise((done) => {
    api.on('exit', () => {
      apiRunning = false;
      done();
    });
  });
  const killGroup = () => {
    if (!group || api.pid === undefined) return;
    try {
      process.kill(-api.pid, 'SIGKILL');
    } catch {
      // Nothing left in the group.
    }
  };
  process.on('exit', killGroup);

  let vite = null;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await vite?.close().catch((e) => console.error(e));
    if (apiRunning) {
      api.kill('SIGINT'); // node --watch passes it on and waits for the server to close
      const late = setTimeout(() => {
        console.error('dev: the API server did not stop within 5 s; killing it');
        killGroup();
      }, 5000);
      await apiGone;
      clearTimeout(late);
    }
    killGroup();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
  api.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`dev: the API watcher exited (${signal ?? `code ${code}`}); stopping`);
    void stop(1);
  });

  try {
    // vite.config.ts forwards /api and /socket.io to PARLOUR_BACKEND.
    process.env.PARLOUR_BACKEND = `http://127.0.0.1:${apiPort}`;
    const { createServer } = await import('vite');
    vite = await createServer({
      configFile: resolve(root, 'vite.config.ts'),
      server: { port, strictPort: true, ...(process.env.HOST ? { host: process.env.HOST } : {}) },
    });
    await vite.listen();
  } catch (e) {
    console.error(`dev: the Vite dev server did not start: ${e instanceof Error ? e.message : e}`);
    await stop(1);
    return;
  }
  if (stopping) return;
  console.log(`\nParlour dev mode: open http://localhost:${port}`);
  vite.printUrls();
  console.log(
    `  API server on http://127.0.0.1:${apiPort}, restarted on change. Press Ctrl-C to stop.\n`,
  );
}
