import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { loadGameModules } from '../games';
import { AddressBudget } from './address-budget';
import { BotPool } from './bots/pool';
import type { Bus } from './cluster/bus';
import { Cluster } from './cluster/cluster';
import { clusterHost } from './cluster-host';
import { registerRoutes } from './http';
import { MatchService } from './match-service';
import { Metrics } from './metrics';
import { registerPlayers } from './players/identity';
import { openPlayerStore } from './players/open';
import { Seating } from './players/seating';
import type { PlayerStore } from './players/store';
import { securityHeaders } from './security-headers';
import { foreignOrigin } from './socket-origin';
import { attachSockets } from './sockets';
import { openStore, type StoreKind } from './store/open';
import { fastifyTrust } from './trust-proxy';

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Folder of the SQLite store (unused with `store`). */
  dataDir: string;
  /**
   * The store: a PostgreSQL URL (postgres://USER@HOST:PORT/DB), whose schema is created or
   * updated at start; absent for the embedded SQLite store in `dataDir`.
   */
  store?: string;
  /**
   * Redis (redis://HOST:PORT) between several processes sharing a PostgreSQL store: any of them
   * serves any match. Absent: this process is the only one.
   */
  redis?: string;
  /** Folder of the built web client; null to serve the API only. */
  clientDir?: string | null;
  quiet?: boolean;
  /** Size of the bot worker pool. */
  botWorkers?: number;
  /**
   * The proxies (addresses, CIDR ranges) whose X-Forwarded-For, -Proto and -Host are believed
   * (trust-proxy.ts); none by default, so that no client can say where it is from.
   */
  trustProxy?: readonly string[];
  /**
   * The site's public URL (`https://parlour.example`): the socket accepts pages of its origin
   * only. Absent: of the Host each request was sent to.
   */
  publicUrl?: string;
  /** Messages one connection may send per second on average (bursts of twice that); 0: no limit. */
  messagesPerSecond?: number;
  /**
   * Matches one client address may create per minute (bursts of as many); 0: no limit. By
   * default 30, or no limit when the message budget is off (a load test).
   */
  matchesPerMinute?: number;
  finishedCacheSize?: number;
  /** Modules of games to serve besides the shipped ones (see loadGameModules). */
  gameModules?: string[];
  /** Told of what goes wrong inside (a bot that fails, a match that no longer replays). */
  warn?: (msg: string) => void;
  /** The write-ahead log's size past which it is started again (8 MB by default). */
  maxWalBytes?: number;
  /** At a table of bots only, the least time between two moves (ms); 800 by default. */
  botPaceMs?: number;
  /** How long a PostgreSQL commit may take before it is given up (30 s by default). */
  commitTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Which store it runs on. */
  store: StoreKind;
  players: PlayerStore;
  service: MatchService;
  bots: BotPool;
  close(): Promise<void>;
}

export const defaultClientDir = resolve(import.meta.dirname, '../../dist/client');

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.quiet ? () => {} : (msg: string) => console.log(msg);
  const gameModules = opts.gameModules ?? [];
  await loadGameModules(gameModules);
  const { store, kind } = await openStore({
    store: opts.store,
    dataDir: opts.dataDir,
    maxWalBytes: opts.maxWalBytes,
    commitTimeoutMs: opts.commitTimeoutMs,
  });
  /** What /api/health says: ready once listening with the bots resumed; draining as it closes. */
  let state: 'starting' | 'ready' | 'draining' = 'starting';
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  // The players beside the matches: the same database, tables of their own.
  let players: PlayerStore;
  try {
    players = await openPlayerStore({ store: opts.store, dataDir: opts.dataDir });
  } catch (e) {
    await store.close();
    throw e;
  }
  let bus: Bus | null = null;
  let cluster: Cluster | null = null;
  if (opts.redis) {
    if (kind !== 'postgres') {
      await store.close();
      await players.close();
      throw new Error('several processes (--redis) need a PostgreSQL store (--store postgres://…)');
    }
    try {
      // Loaded only here: a single process never needs the Redis client.
      const { RedisBus } = await import('./cluster/bus');
      bus = await RedisBus.open(opts.redis);
    } catch (e) {
      await store.close();
      await players.close();
      throw new Error(`Redis at ${opts.redis} cannot be reached: ${(e as Error).message}`);
    }
    const self = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
    const c = new Cluster(store.leases(self), bus);
    cluster = c;
    store.fenceWith({
      writer: self,
      epochOf: (id) => c.epochOf(id),
      onFenced: (ids) => c.lose(ids),
      onTimedOut: (ids) => c.abandon(ids),
    });
  }
  const seating = new Seating(players, warn);
  const bots = new BotPool({ size: opts.botWorkers, gameModules });
  const service = new MatchService({
    store,
    bots,
    finishedCacheSize: opts.finishedCacheSize,
    log: warn,
    botPaceMs: opts.botPaceMs ?? 800,
    cluster: cluster ?? undefined,
    loaded: (live) => {
      seating.known(live).catch((e: unknown) => warn(`players of ${live.id}: ${String(e)}`));
    },
    rematched: (from, to) => {
      seating
        .rematched(from, to)
        .then(() => service.cluster?.publishPlayers(to))
        .catch((e: unknown) => warn(`players of the rematch ${to.id}: ${String(e)}`));
    },
  });
  // A rated match that is over, once that is durable, rates its players (on its owner only); a
  // solo puzzle solved is recorded as its player's.
  service.commands.onDecision((live, decision) => {
    if (
      live.finished &&
      decision.steps.length > 0 &&
      (live.settings.rated || live.spec.seats === 1)
    ) {
      service.gate.afterCommit(() => seating.finished(live));
    }
  });
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrust(opts.trustProxy),
  });
  securityHeaders(app);
  const originRule = { publicOrigin: opts.publicUrl ? new URL(opts.publicUrl).origin : null };
  const io = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (req, answer) => {
      const refused = foreignOrigin(req, originRule);
      answer(refused ?? null, refused === null);
    },
  });
  const rate = opts.messagesPerSecond ?? 40;
  const sockets = attachSockets(
    io,
    service,
    rate > 0 ? { perSecond: rate, burst: rate * 2 } : null,
    seating,
  );
  const metrics = new Metrics({
    matches: () => (cluster ? cluster.counts() : { owned: service.matches.size, followed: 0 }),
    sockets: () => io.engine.clientsCount,
    botQueue: () => bots.waiting,
    takeovers: () => cluster?.takeovers ?? 0,
    commitTimeouts: () => cluster?.commitTimeouts ?? 0,
    redisReconnects: () => bus?.reconnects ?? 0,
  });
  store.observeCommits?.((ms) => metrics.committed(ms));
  service.commands.onDecision((_live, decision) => metrics.wrote(decision.steps.length));
  app.get('/metrics', async (_req, reply) =>
    reply.type(metrics.contentType).send(await metrics.text()),
  );
  const perMinute = opts.matchesPerMinute ?? (rate > 0 ? 30 : 0);
  await registerPlayers(app, {
    players,
    rateLimit: rate > 0 ? undefined : null,
    forgotten: (seats) => {
      for (const live of seating.forgotten(seats, (id) => service.matches.peek(id))) {
        sockets.delivery.announceSeats(live);
      }
      // Every other process holding one of these matches looks its players up again.
      for (const id of new Set(seats.map((s) => s.matchId)))
        service.cluster?.publishPlayers({ id });
    },
  });
  await registerRoutes(app, {
    service,
    store,
    clientDir: opts.clientDir === undefined ? defaultClientDir : opts.clientDir,
    creates: perMinute > 0 ? new AddressBudget(perMinute, perMinute) : null,
    seating,
    connections: () => io.engine.clientsCount,
    health: () => ({ state, store: kind, redis: bus ? bus.state : null }),
  });

  const sweep = setInterval(() => {
    const watched = new Set<string>();
    for (const name of io.sockets.adapter.rooms.keys()) watched.add(name.split(':')[0] ?? '');
    service.evictIdle(10 * 60_000, (id) => watched.has(id));
  }, 60_000);
  sweep.unref();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      state = 'draining';
      clearInterval(sweep);
      service.close();
      io.close();
      await app.close();
      await bots.close();
      if (cluster) {
        // What was applied is durable first; then the matches are let go, for the others to
        // take at once.
        await new Promise<void>((r) => store.afterCommit(r));
        await cluster.drain();
        await cluster.close();
      }
      await store.close();
      await players.close();
      await bus?.close();
    })();
    return closing;
  };

  const host = opts.host ?? '0.0.0.0';
  let port: number;
  try {
    // A long queue of connections not yet accepted: after a restart every open browser reconnects
    // within a few seconds, and past the default (511) the kernel drops connections, which their
    // clients retry only a second or more later. Linux caps it at net.core.somaxconn.
    await app.listen({ port: opts.port, host, backlog: 4096 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : opts.port;
    if (cluster) {
      await cluster.start(
        clusterHost({
          service,
          store,
          rooms: sockets.rooms,
          delivery: sockets.delivery,
          seating,
          log: warn,
        }),
      );
    }
    log(`Parlour is serving on http://localhost:${port}`);
    // Matches asked for meanwhile load on demand; their bots are asked once, whoever loads them.
    await service.resumeBots();
    // A rated match that finished just before the process stopped is rated now.
    const rated = await seating.catchUp((id) => service.matches.get(id));
    if (rated > 0) log(`rated ${rated} match(es) that finished before the last stop`);
  } catch (e) {
    await close().catch(() => {});
    throw e;
  }
  if (state === 'starting') state = 'ready';

  return { url: `http://localhost:${port}`, port, store: kind, players, service, bots, close };
}
