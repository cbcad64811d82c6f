/**
 * Who a browser is: a player made on its first visit, remembered by a cookie.
 *
 * The cookie (`parlour_player`) holds the player's id and a 32-byte random secret, HttpOnly,
 * SameSite=Lax, Path=/, Secure over https; the store keeps only the secret's SHA-256 hash, so
 * neither a copy of the database nor a log line (nothing here logs a header) gives a way in. The
 * secret leaves the server once, in the Set-Cookie of the answer that made it; never in a body.
 *
 * Routes (all JSON; every refusal is `{ code, message }`):
 *
 *   GET    /api/me                the player (made, with a generated name, when the browser has none)
 *   GET    /api/me/matches        the player's own latest seats, on every device (private ones too)
 *   POST   /api/me/name           { name }: a new name (rules in names.ts; unique ignoring case and look)
 *   POST   /api/me/transfer       {}: a one-time code (8 characters, 10 minutes) for another device
 *   POST   /api/me/claim          { code }: this browser becomes the code's player
 *   POST   /api/me/sign-out       {}: this browser forgets its player (other devices stay signed in)
 *   DELETE /api/me                forget me: identity, name and ratings go, results stay anonymous
 *   GET    /api/players/:name     a public profile
 *   GET    /api/leaderboard/:game the settled ratings of a game, best first
 *
 * and the passkeys' (passkeys.ts): POST /api/me/passkeys/options, POST /api/me/passkeys,
 * GET /api/me/passkeys, DELETE /api/me/passkeys/:id, POST /api/passkeys/options,
 * POST /api/passkeys/sign-in.
 *
 * Each refusal's code is written out where it is made (as the `code` of the refusal the route
 * sends, and as the first argument of `fail` in names.ts), so src/client/i18n/refusalCodes.test.ts finds it and asks for its text.
 * A request that changes something must come from a page of this site: a browser says where a
 * request comes from (`Sec-Fetch-Site`, `Origin`), and one from elsewhere is refused with 403
 * `cross-site` before its body is read. Sign-in, name changes, transfer codes and passkeys are
 * rate limited per address and per player; making guests, per address.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { combined, mayOpenRated, ratedAgainAt } from '../../ratings/reputation';
import { checkName, generatedName } from './names';
import { registerPasskeys } from './passkeys';
import { LEADERBOARD_DEVIATION, LEADERBOARD_ROWS, leaderboardOf, profileOf } from './profile';
import { type Budget, CROSS_SITE, Limit, malformed, refusal, SLOW_DOWN } from './refusal';
import type { Player, PlayerStore } from './store';

export type { Budget } from './refusal';

export const COOKIE = 'parlour_player';
/** 400 days, the longest a browser keeps a cookie. */
const COOKIE_SECONDS = 400 * 24 * 60 * 60;
/** How long a transfer code works. */
export const TRANSFER_MS = 10 * 60 * 1000;
/** A transfer code's alphabet: no 0/O, 1/I/L, nor U/V, which are read for each other. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CODE_LENGTH = 8;

const PLAYER_ID = /^[A-Za-z0-9_-]{16}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rate limits, each applied per address and (where there is a player) per player. */
export interface RateLimits {
  /** New guests, per address. */
  readonly guests: Budget;
  /** Name changes. */
  readonly names: Budget;
  /** Transfer codes made. */
  readonly transfers: Budget;
  /** Sign-ins with a code (a wrong code counts too). */
  readonly claims: Budget;
  /** Passkey ceremonies: each request of options and each answer (a wrong one counts too). */
  readonly passkeys: Budget;
}

export const DEFAULT_LIMITS: RateLimits = {
  // A school or a café behind one address may bring many new players at once.
  guests: { perMinute: 20, burst: 60 },
  names: { perMinute: 2, burst: 5 },
  transfers: { perMinute: 2, burst: 5 },
  // 29^8 codes: at 3 a minute an address would need millions of years to find one of 10 minutes.
  claims: { perMinute: 3, burst: 10 },
  // A sign-in or a new passkey takes two (the options, then the answer).
  passkeys: { perMinute: 6, burst: 20 },
};

export interface PlayersOptions {
  players: PlayerStore;
  /** Limits to change (the rest stay DEFAULT_LIMITS); null for none (a load test). */
  rateLimit?: Partial<RateLimits> | null;
  /** The clock (ms since the epoch), for tests. */
  now?: () => number;
  /**
   * A player was forgotten, who held these seats (their latest, live ones among them): the live
   * views that named them are to name nobody now.
   */
  forgotten?: (seats: readonly { readonly matchId: string; readonly seat: number }[]) => void;
}

/** A browser's cookie, read: the player id and the secret it claims. */
export interface PlayerCookie {
  readonly id: string;
  readonly secret: string;
}

/** The player cookie in a Cookie header, if well formed (it proves nothing yet). */
export function readCookie(header: string | undefined): PlayerCookie | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const dot = value.indexOf('.');
    const id = value.slice(0, dot);
    const secret = value.slice(dot + 1);
    if (dot > 0 && PLAYER_ID.test(id) && SECRET.test(secret)) return { id, secret };
  }
  return null;
}

/**
 * The player a Cookie header proves, or null. For the socket handshake too:
 * `playerOfCookie(players, socket.handshake.headers.cookie)`.
 */
export async function playerOfCookie(
  players: PlayerStore,
  header: string | undefined,
): Promise<Player | null> {
  const cookie = readCookie(header);
  if (!cookie) return null;
  const player = await players.playerBySecret(sha256(cookie.secret));
  if (!player) return null;
  const a = Buffer.from(player.id);
  const b = Buffer.from(cookie.id);
  return a.length === b.length && timingSafeEqual(a, b) ? player : null;
}

function cookieHeader(req: FastifyRequest, value: string, maxAge: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Whether a request comes from a page of this site (or from no page at all: a program, which
 * carries no one else's cookie). Browsers send `Sec-Fetch-Site`; older ones at least `Origin`.
 */
export function fromThisSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    // req.host: the Host header, or X-Forwarded-Host behind a proxy fastify trusts.
    return new URL(origin).host === req.host;
  } catch {
    return false; // "null": a sandboxed frame, a file, a redirect across sites.
  }
}

/** A transfer code: CODE_LENGTH characters of CODE_ALPHABET, each uniformly random. */
export function newTransferCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored: capitals, without spaces or dashes; null if it cannot be one. */
export function normalCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

const nameBody = z.strictObject({ name: z.string().max(200) });
const claimBody = z.strictObject({ code: z.string().max(40) });
const emptyBody = z.strictObject({}).optional();

/**
 * How many of a forgotten player's latest seats are cleared in the live views: more than anyone
 * holds in matches still in memory (unfinished, or finished a little while ago).
 */
const FORGET_SEATS = 1000;

/** How many of their own latest seats GET /api/me/matches lists (the lobby asks for 50 at most). */
const OWN_MATCHES = 50;

const NO_PLAYER_YET = 'Visit the site first: you have no player yet.';

/** The routes of players, on `app` (see the top of the file). */
export async function registerPlayers(app: FastifyInstance, opts: PlayersOptions): Promise<void> {
  const { players } = opts;
  const now = opts.now ?? Date.now;
  const limits = opts.rateLimit === null ? null : { ...DEFAULT_LIMITS, ...(opts.rateLimit ?? {}) };
  const limit = (budget: Budget | undefined) => (budget ? new Limit(budget) : null);
  const guests = limit(limits?.guests);
  const names = limit(limits?.names);
  const transfers = limit(limits?.transfers);
  const claims = limit(limits?.claims);
  const passkeyLimit = limit(limits?.passkeys);

  const me = (req: FastifyRequest) => playerOfCookie(players, req.headers.cookie);

  const answer = async (player: Player) => {
    const reputation = combined(await players.ratingsOf(player.id));
    const t = now();
    return {
      id: player.id,
      name: player.name,
      createdAt: player.createdAt,
      mayOpenRated: mayOpenRated(reputation, t),
      ratedAgainAt: ratedAgainAt(reputation, t),
    };
  };

  /** A fresh secret for the player on this browser: only its hash is kept. */
  const signIn = async (req: FastifyRequest, reply: FastifyReply, player: Player) => {
    const secret = randomBytes(32).toString('base64url');
    await players.addSecret(player.id, sha256(secret), now());
    reply.header('set-cookie', cookieHeader(req, `${player.id}.${secret}`, COOKIE_SECONDS));
  };

  const signOut = (req: FastifyRequest, reply: FastifyReply) =>
    reply.header('set-cookie', cookieHeader(req, '', 0));

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (req.method !== 'GET' && req.method !== 'HEAD' && !fromThisSite(req)) {
        return refusal(reply, 403, { code: 'cross-site', message: CROSS_SITE });
      }
    });

    scope.get('/api/me', async (req, reply) => {
      const known = await me(req);
      if (known) return answer(known);
      // An image or a frame of another site does not make players.
      if (!fromThisSite(req)) {
        return refusal(reply, 403, { code: 'cross-site', message: CROSS_SITE });
      }
      if (guests && !guests.take(req.ip, null)) {
        return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
      }
      const id = randomBytes(12).toString('base64url');
      const secret = randomBytes(32).toString('base64url');
      const createdAt = now();
      for (let attempt = 0; attempt < 40; attempt++) {
        // Two digits while the pairs of words have room, then more.
        const name = generatedName(2 + Math.floor(attempt / 10));
        const made = await players.createPlayer({
          id,
          name,
          createdAt,
          secretHash: sha256(secret),
        });
        if (!made) continue;
        reply.header('set-cookie', cookieHeader(req, `${id}.${secret}`, COOKIE_SECONDS));
        return reply.code(201).send(await answer({ id, name, createdAt }));
      }
      return refusal(reply, 503, {
        code: 'no-name',
        message: 'No free name for a new player: try again.',
      });
    });

    scope.get('/api/me/matches', async (req, reply) => {
      const player = await me(req);
      if (!player)
        return refusal(reply, 401, { code: 'no-player', message: 'You have no player here.' });
      const seats = await players.recentMatches(player.id, OWN_MATCHES);
      return {
        matches: seats.map((s) => ({
          matchId: s.matchId,
          game: s.game,
          seat: s.seat,
          rated: s.rated,
          seatedAt: s.seatedAt,
          finished: s.result !== null,
        })),
      };
    });

    scope.post('/api/me/name', async (req, reply) => {
      const player = await me(req);
      if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER_YET });
      if (names && !names.take(req.ip, player.id)) {
        return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
      }
      const body = nameBody.safeParse(req.body);
      if (!body.success) return malformed(reply, body.error);
      const checked = checkName(body.data.name);
      // The codes of checkName's refusals (name-length, name-invisible…) are written in names.ts.
      if (!checked.ok) return refusal(reply, 400, checked);
      const renamed = await players.rename(player.id, checked.name);
      if (renamed === 'name-taken') {
        return refusal(reply, 409, {
          code: 'name-taken',
          message: `"${checked.name}" is taken: choose another name.`,
        });
      }
      if (renamed === 'name-look-alike') {
        return refusal(reply, 409, {
          code: 'name-look-alike',
          message: `"${checked.name}" looks too much like another player's name: choose another.`,
        });
      }
      if (renamed === 'no-such-player') {
        return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER_YET });
      }
      return answer({ ...player, name: checked.name });
    });

    scope.post('/api/me/transfer', async (req, reply) => {
      const body = emptyBody.safeParse(req.body ?? undefined);
      if (!body.success) return malformed(reply, body.error);
      const player = await me(req);
      if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER_YET });
      if (transfers && !transfers.take(req.ip, player.id)) {
        return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
      }
      const code = newTransferCode();
      const expiresAt = now() + TRANSFER_MS;
      await players.createTransfer(player.id, sha256(code), expiresAt);
      return { code, expiresAt };
    });

    scope.post('/api/me/claim', async (req, reply) => {
      const cookie = readCookie(req.headers.cookie);
      const current = await me(req);
      if (claims && !claims.take(req.ip, current?.id ?? null)) {
        return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
      }
      const body = claimBody.safeParse(req.body);
      if (!body.success) return malformed(reply, body.error);
      const code = normalCode(body.data.code);
      const playerId = code === null ? null : await players.claimTransfer(sha256(code), now());
      const player = playerId === null ? null : await players.playerById(playerId);
      if (!player) {
        return refusal(reply, 400, {
          code: 'bad-code',
          message:
            'That code does not work: it may be mistyped, used already, or older than 10 minutes.',
        });
      }
      // This browser's former secret stops working (the player's other devices stay signed in).
      if (cookie && current) await players.removeSecret(sha256(cookie.secret));
      await signIn(req, reply, player);
      return answer(player);
    });

    scope.post('/api/me/sign-out', async (req, reply) => {
      const body = emptyBody.safeParse(req.body ?? undefined);
      if (!body.success) return malformed(reply, body.error);
      const cookie = readCookie(req.headers.cookie);
      if (cookie) await players.removeSecret(sha256(cookie.secret));
      signOut(req, reply);
      return { ok: true };
    });

    scope.delete('/api/me', async (req, reply) => {
      const player = await me(req);
      if (!player)
        return refusal(reply, 401, { code: 'no-player', message: 'You have no player here.' });
      // Asked first: once forgotten, the seats name nobody, so they cannot be found again.
      const seats = opts.forgotten ? await players.recentMatches(player.id, FORGET_SEATS) : [];
      await players.deletePlayer(player.id, now());
      opts.forgotten?.(seats.map((s) => ({ matchId: s.matchId, seat: s.seat })));
      signOut(req, reply);
      return { ok: true };
    });

    scope.get('/api/players/:name', async (req, reply) => {
      const { name } = req.params as { name: string };
      const player = name.length <= 80 ? await players.playerByName(name) : null;
      if (!player) {
        return refusal(reply, 404, {
          code: 'no-such-player',
          message: 'There is no player of that name.',
        });
      }
      return profileOf(players, player);
    });

    await registerPasskeys(scope, {
      players,
      now,
      limit: passkeyLimit,
      me,
      answer,
      // Like a transfer code: this browser's former secret stops working, then it signs in.
      signIn: async (req, reply, player) => {
        const cookie = readCookie(req.headers.cookie);
        if (cookie && (await me(req))) await players.removeSecret(sha256(cookie.secret));
        await signIn(req, reply, player);
      },
    });

    scope.get('/api/leaderboard/:game', async (req, reply) => {
      const { game } = req.params as { game: string };
      if (!/^[a-z0-9-]{1,40}$/.test(game)) {
        return refusal(reply, 404, { code: 'no-such-game', message: 'There is no such game.' });
      }
      const rows = await players.leaderboard(game, LEADERBOARD_DEVIATION, LEADERBOARD_ROWS);
      return { game, players: leaderboardOf(rows) };
    });
  });
}
