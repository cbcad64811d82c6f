import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchOutcome } from '../core/match';
import { createMatchSchema, type LobbyEntry } from '../core/protocol';
import { allGames, findGame } from '../games';
import type { AddressBudget } from './address-budget';
import type { LiveMatch } from './live-match';
import type { MatchService } from './match-service';
import { fromThisSite } from './players/identity';
import type { Seating } from './players/seating';
import type { MatchStore, MatchSummary } from './store/store';
import { tableSettings } from './table-settings';

const MATCH_ID = /^[A-Za-z0-9_-]{6,40}$/;

function lobbyEntry(live: LiveMatch, service: MatchService): LobbyEntry {
  return {
    matchId: live.id,
    game: live.spec.game,
    options: live.spec.options,
    rated: live.settings.rated,
    seats: live.seatInfo((seat) => service.isConnected(live.id, seat)),
    createdAt: live.createdAt,
    version: live.version,
    finished: live.finished,
  };
}

/** Resolves once everything applied to the match so far is on disk. */
const durable = (service: MatchService, live: LiveMatch) =>
  new Promise<void>((resolve) => service.gate.whenDurable(live, resolve));

/** A listed match that is not in memory: nobody is connected to it. */
function storedEntry(m: MatchSummary): LobbyEntry {
  return {
    matchId: m.id,
    game: m.spec.game,
    options: m.spec.options,
    rated: m.settings.rated,
    seats: m.plan.map((p, seat) => {
      const common = { connected: false, away: false, resigned: false };
      return p.kind === 'bot'
        ? { kind: 'bot', level: p.level, taken: true, ...common, connected: true }
        : { kind: 'human', taken: m.tokenHashes[seat] !== null, ...common };
    }),
    createdAt: m.createdAt,
    version: m.version,
    finished: m.finished,
  };
}

export interface RouteOptions {
  service: MatchService;
  store: MatchStore;
  /** Folder of the built web client; null to serve the API only. */
  clientDir: string | null;
  /** Who sits where as players, and the rules of a rated table (absent: seats only). */
  seating?: Seating;
  /** Matches one client address may create; null for no limit. */
  creates: AddressBudget | null;
  /** Connections open now (for operators). */
  connections: () => number;
  /** Whether the process is ready (listening, bots resumed), and which store it runs on. */
  health?: () => {
    state: 'starting' | 'ready' | 'draining';
    store: string;
    /** The connection to Redis ('ready', 'reconnecting', …), or null without Redis. */
    redis: string | null;
  };
}

/** The HTTP side: game list, lobby, match creation, and the built web client. */
export async function registerRoutes(app: FastifyInstance, opts: RouteOptions): Promise<void> {
  const { service, store, clientDir, creates } = opts;
  // For load balancers and supervisors: 200 once ready, 503 while starting or draining.
  app.get('/api/health', async (_req, reply) => {
    const health = opts.health?.() ?? { state: 'ready', store: 'unknown', redis: null };
    const { state, store: kind, redis } = health;
    const ok = state === 'ready';
    return reply
      .code(ok ? 200 : 503)
      .send(redis === null ? { ok, state, store: kind } : { ok, state, store: kind, redis });
  });

  // For operators and the benchmark: how much this process holds.
  app.get('/api/stats', async (req) => {
    // With node --expose-gc, ?gc=1 collects first, so that memory figures compare across runs.
    const gc = (globalThis as { gc?: () => void }).gc;
    if ((req.query as { gc?: string }).gc === '1' && gc) gc();
    const mem = process.memoryUsage();
    return {
      liveMatches: service.matches.size,
      connections: opts.connections(),
      store: store.stats?.() ?? null,
      cluster: service.cluster?.stats() ?? null,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
    };
  });

  app.get('/api/games', async () =>
    allGames().map((g) => ({
      id: g.id,
      minSeats: g.minSeats,
      maxSeats: g.maxSeats,
      bots: g.bots.map((b) => b.id),
    })),
  );

  // The lobby: matches listed for anyone to join; or, with ?ids=, the matches a browser plays in
  // (it knows their ids; an unlisted match cannot be found without one).
  app.get('/api/matches', async (req, reply): Promise<LobbyEntry[] | undefined> => {
    const ids = (req.query as { ids?: string }).ids;
    if (ids === undefined) {
      const open = await store.listOpen(50);
      const listed = open.map((m) => ({ m, live: service.matches.peek(m.id) }));
      // A match held in memory is listed as it stands on disk, like every answer about a match.
      await Promise.all(listed.map(({ live }) => live && durable(service, live)));
      return listed.map(({ m, live }) => (live ? lobbyEntry(live, service) : storedEntry(m)));
    }
    const wanted = ids.split(',').filter((id) => id !== '');
    if (wanted.length > 50 || !wanted.every((id) => MATCH_ID.test(id))) {
      reply.code(400).send({ code: 'bad-message', message: 'Malformed request (ids).' });
      return;
    }
    const found = await Promise.all(wanted.map((id) => service.atLeast(id)));
    const lives = found.filter((live) => live !== null);
    // Only what is on disk, as for every answer about a match.
    await Promise.all(lives.map((l) => durable(service, l)));
    return lives.map((live) => ({
      ...lobbyEntry(live, service),
      toMove: live.toMove(),
      outcome: matchOutcome(live.game, live.match),
      next: live.next,
    }));
  });

  app.post('/api/matches', async (req, reply) => {
    // A page of another site may not open tables in a player's name (their cookie rides along).
    if (!fromThisSite(req)) {
      return reply.code(403).send({
        code: 'cross-site',
        message: 'Refused: this request came from another site.',
      });
    }
    if (creates && !creates.take(req.ip)) {
      return reply.code(429).send({
        code: 'too-many-matches',
        message: 'Too many new matches from your address: wait a minute and try again.',
      });
    }
    const parsed = createMatchSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        code: 'bad-message',
        message: `Malformed request${issue?.path.length ? ` (${issue.path.join('.')})` : ''}: ${issue?.message ?? 'invalid'}.`,
      });
    }
    const seating = opts.seating;
    const player = seating ? await seating.playerOf(req.headers.cookie) : null;
    if (seating) {
      const { table, seats, sit, game, options } = parsed.data;
      const found = findGame(game);
      const may = await seating.mayOpen(
        tableSettings(table),
        seats,
        sit !== undefined,
        player,
        found && { game: found, options },
      );
      if (!may.ok) return reply.code(400).send(may.error);
    }
    const created = service.create(parsed.data);
    if (!created.ok) return reply.code(400).send(created.error);
    // Answer once the match (and the creator's seat) is on disk.
    await new Promise<void>((resolve) => service.gate.afterCommit(resolve));
    const { matchId, seat } = created.value;
    const live = service.matches.peek(matchId);
    if (seating && live && seat !== null) await seating.seated(live, seat, player);
    return reply.code(201).send(created.value);
  });

  app.get('/api/matches/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const live = MATCH_ID.test(id) ? await service.atLeast(id) : null;
    if (!live)
      return reply.code(404).send({ code: 'no-such-match', message: 'There is no such match.' });
    // Only what is on disk: the answer waits for the commit of anything still queued.
    await durable(service, live);
    return live.snapshot(
      'spectator',
      live.seatInfo((seat) => service.isConnected(live.id, seat)),
    );
  });

  if (clientDir && existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The build leaves a .br and a .gz beside each text file (scripts/compress.js).
      preCompressed: true,
      // Cache-Control is ours to set, per file (below).
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names every file under assets/ by its content hash: it never changes. The page
        // itself (index.html) names the current ones, so it is asked for again each time.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The web app routes in the browser: any other page path gets index.html.
    app.setNotFoundHandler((req, reply) => {
      if (
        req.method === 'GET' &&
        !req.url.startsWith('/api/') &&
        !req.url.startsWith('/socket.io')
      ) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ code: 'not-found', message: 'Not found.' });
    });
  } else {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html')
        .send('<p>The Parlour web client is not built yet: run <code>npm run build</code>.</p>'),
    );
  }
}
