import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { parsePublicUrl } from '../server/socket-origin';
import { shownUrl } from '../server/store/url';
import { parseTrustProxy } from '../server/trust-proxy';

interface ServeOptions {
  port: string;
  host: string;
  data: string;
  store?: string;
  redis?: string;
  maxMessages: string;
  maxMatches?: string;
  commitTimeout: string;
  trustProxy?: string;
  publicUrl?: string;
  gameModule?: string[];
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'serve Parlour on http://localhost:3000 (PORT and PARLOUR_DATA change the defaults)',
    )
    .option('-p, --port <port>', 'port to listen on', process.env.PORT ?? '3000')
    .option('--host <host>', 'address to bind', process.env.HOST ?? '0.0.0.0')
    .option('-d, --data <dir>', 'folder of the SQLite store', process.env.PARLOUR_DATA ?? './data')
    .option(
      '--store <url>',
      'keep the matches in PostgreSQL (postgres://USER@HOST:PORT/DB) instead of SQLite in --data',
      process.env.PARLOUR_STORE || undefined,
    )
    .option(
      '--redis <url>',
      'Redis between several processes sharing a PostgreSQL --store (redis://HOST:PORT)',
      process.env.PARLOUR_REDIS || undefined,
    )
    .option(
      '--max-messages <n>',
      'messages one connection may send per second, on average; 0 for no limit',
      process.env.PARLOUR_MAX_MESSAGES ?? '40',
    )
    .option(
      '--max-matches <n>',
      'matches one client address may create per minute; 0 for no limit (default 30, none with --max-messages 0)',
      process.env.PARLOUR_MAX_MATCHES,
    )
    .option(
      '--commit-timeout <seconds>',
      'how long a PostgreSQL commit may take before it is given up (its matches go to another process)',
      process.env.PARLOUR_COMMIT_TIMEOUT ?? '30',
    )
    .option(
      '--trust-proxy <addresses>',
      'proxies (comma-separated addresses or CIDR ranges) whose X-Forwarded-For and X-Forwarded-Proto are believed; none by default',
      process.env.PARLOUR_TRUST_PROXY || undefined,
    )
    .option(
      '--public-url <url>',
      "the site's address as browsers see it (https://parlour.example): the socket accepts pages of that origin only; by default of the Host each request names",
      process.env.PARLOUR_PUBLIC_URL || undefined,
    )
    .option(
      '--game-module <path...>',
      'also serve the game a module exports as `game` (a game under development)',
    )
    .action(async (opts: ServeOptions) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        console.error(`parlour: "${opts.port}" is not a port number`);
        process.exit(2);
      }
      const messagesPerSecond = Number(opts.maxMessages);
      if (!Number.isFinite(messagesPerSecond) || messagesPerSecond < 0) {
        console.error(`parlour: "${opts.maxMessages}" is not a number of messages per second`);
        process.exit(2);
      }
      const matchesPerMinute = opts.maxMatches === undefined ? undefined : Number(opts.maxMatches);
      if (
        matchesPerMinute !== undefined &&
        !(Number.isFinite(matchesPerMinute) && matchesPerMinute >= 0)
      ) {
        console.error(`parlour: "${opts.maxMatches}" is not a number of matches per minute`);
        process.exit(2);
      }
      const commitTimeout = Number(opts.commitTimeout);
      if (!(Number.isFinite(commitTimeout) && commitTimeout > 0)) {
        console.error(`parlour: "${opts.commitTimeout}" is not a number of seconds`);
        process.exit(2);
      }
      const trust = parseTrustProxy(opts.trustProxy);
      if (!trust.ok) {
        console.error(`parlour: --trust-proxy: ${trust.message}`);
        process.exit(2);
      }
      const publicUrl = parsePublicUrl(opts.publicUrl);
      if (!publicUrl.ok) {
        console.error(`parlour: --public-url: ${publicUrl.message}`);
        process.exit(2);
      }
      // Loaded here, not with the other commands: the server's libraries are the most to load.
      const { startServer } = await import('../server');
      const server = await startServer({
        port,
        host: opts.host,
        dataDir: resolve(opts.data),
        store: opts.store,
        redis: opts.redis,
        messagesPerSecond,
        matchesPerMinute,
        commitTimeoutMs: commitTimeout * 1000,
        trustProxy: trust.proxies,
        publicUrl: publicUrl.origin ?? undefined,
        gameModules: (opts.gameModule ?? []).map((p) => pathToFileURL(resolve(p)).href),
      }).catch((e: unknown) => {
        console.error(`parlour: could not start: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      });
      const where = opts.store
        ? `Matches in ${shownUrl(opts.store)}`
        : `Data in ${resolve(opts.data)}`;
      console.log(`${where}. Press Ctrl-C to stop.`);
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.log(`\n${signal}: stopping Parlour…`);
        await server.close();
        process.exit(0);
      };
      process.on('SIGINT', () => void stop('SIGINT'));
      process.on('SIGTERM', () => void stop('SIGTERM'));
    });
}
