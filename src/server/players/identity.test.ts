import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  COOKIE,
  normalCode,
  type PlayersOptions,
  readCookie,
  registerPlayers,
  sha256,
  TRANSFER_MS,
} from './identity';
import { SqlitePlayerStore } from './sqlite';

const HOST = 'parlour.test';
const SITE = { host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };
const T0 = 1_800_000_000_000;

interface World {
  app: FastifyInstance;
  store: SqlitePlayerStore;
  dir: string;
  clock: { now: number };
  logs: string[];
}

const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) {
    await w.app.close();
    await w.store.close();
  }
});

async function world(
  opts: Partial<Omit<PlayersOptions, 'players'>> & { trustProxy?: boolean } = {},
): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-identity-'));
  const store = new SqlitePlayerStore(dir);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'trace', stream },
    trustProxy: opts.trustProxy ?? false,
  });
  const clock = { now: T0 };
  await registerPlayers(app, {
    players: store,
    now: () => clock.now,
    rateLimit: opts.rateLimit === undefined ? null : opts.rateLimit,
  });
  await app.ready();
  const w = { app, store, dir, clock, logs };
  worlds.push(w);
  return w;
}

/** The player cookie the answer sets, as a browser would send it back. */
function setCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error('no set-cookie');
  return line.split(';')[0]!;
}

async function newPlayer(w: World, extra: Record<string, string> = {}) {
  const res = await w.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { host: HOST, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: setCookie(res), body: res.json() as { id: string; name: string }, res };
}

const post = (
  w: World,
  url: string,
  cookie: string | null,
  payload: unknown = {},
  headers: Record<string, string> = SITE,
  remoteAddress = '10.0.0.1',
) =>
  w.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

const me = (w: World, cookie: string | null) =>
  w.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
  });

describe('GET /api/me', () => {
  it('makes a guest on the first visit: a cookie with id and secret, only its hash stored', async () => {
    const w = await world();
    const { cookie, body, res } = await newPlayer(w);
    const line = String(res.headers['set-cookie']);
    expect(line).toMatch(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{43}; `));
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/);
    expect(body).toEqual({
      id: expect.any(String),
      name: body.name,
      createdAt: T0,
      mayOpenRated: true,
      ratedAgainAt: null,
    });
    const parsed = readCookie(cookie)!;
    expect(parsed.id).toBe(body.id);
    expect(res.body).not.toContain(parsed.secret);
    // The database holds the hash, not the secret.
    expect((await w.store.playerBySecret(sha256(parsed.secret)))?.id).toBe(body.id);
    const file = readFileSync(join(w.dir, 'parlour.sqlite')).toString('latin1');
    const wal = readFileSync(join(w.dir, 'parlour.sqlite-wal')).toString('latin1');
    expect(file + wal).not.toContain(parsed.secret);
    expect(file + wal).toContain(sha256(parsed.secret));
    // Coming back: the same player, no new cookie.
    const again = await me(w, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json().id).toBe(body.id);
  });

  it('marks the cookie Secure over https', async () => {
    const w = await world({ trustProxy: true });
    const { res } = await newPlayer(w, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('does not make players for another site (an image, a frame)', async () => {
    const w = await world();
    const res = await w.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross-site');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a forged cookie proves nobody: unknown secret, or a real secret with another id', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    const secretA = readCookie(a.cookie)!.secret;
    const idB = readCookie(b.cookie)!.id;
    const forged = [
      `${COOKIE}=${idB}.${'A'.repeat(43)}`,
      `${COOKIE}=${idB}.${secretA}`,
      `${COOKIE}=${idB}`,
      `${COOKIE}=../../etc.passwd`,
    ];
    for (const cookie of forged) {
      const res = await me(w, cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json().id).not.toBe(b.body.id);
      const rename = await post(w, '/api/me/name', cookie, { name: 'Hijacker' });
      expect(rename.statusCode).toBe(401);
      expect(rename.json().code).toBe('no-player');
      const del = await w.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { ...SITE, cookie },
      });
      expect(del.statusCode).toBe(401);
    }
    expect((await me(w, b.cookie)).json().name).toBe(b.body.name);
  });
});

describe('state-changing requests from another site', () => {
  it('are refused with 403 cross-site, and change nothing', async () => {
    const w = await world();
    const { cookie, body } = await newPlayer(w);
    const evil: Record<string, string>[] = [
      { host: HOST, origin: 'https://evil.example' },
      { host: HOST, 'sec-fetch-site': 'cross-site' },
      { host: HOST, 'sec-fetch-site': 'same-site', origin: `https://sub.${HOST}` },
      { host: HOST, origin: 'null' },
      { host: HOST, origin: `http://${HOST}.evil.example` },
    ];
    for (const headers of evil) {
      for (const url of ['/api/me/name', '/api/me/transfer', '/api/me/claim', '/api/me/sign-out']) {
        const res = await post(w, url, cookie, { name: 'Changed' }, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().code).toBe('cross-site');
      }
      const del = await w.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { ...headers, cookie },
      });
      expect(del.statusCode).toBe(403);
      // A form post (text/plain, a "simple" request) is refused before its body is read.
      const form = await w.app.inject({
        method: 'POST',
        url: '/api/me/name',
        payload: 'name=Changed',
        headers: { ...headers, cookie, 'content-type': 'text/plain' },
      });
      expect(form.statusCode).toBe(403);
    }
    expect((await me(w, cookie)).json()).toMatchObject({ id: body.id, name: body.name });
  });

  it('are accepted from this site, and from a program that names no site', async () => {
    const w = await world();
    const { cookie } = await newPlayer(w);
    expect((await post(w, '/api/me/name', cookie, { name: 'Same Site' })).statusCode).toBe(200);
    const plain = await post(w, '/api/me/name', cookie, { name: 'No Origin' }, { host: HOST });
    expect(plain.statusCode).toBe(200);
    const origin = await post(
      w,
      '/api/me/name',
      cookie,
      { name: 'Origin Only' },
      {
        host: HOST,
        origin: `http://${HOST}`,
      },
    );
    expect(origin.statusCode).toBe(200);
  });

  it('behind a proxy fastify trusts, compare with the forwarded host', async () => {
    const w = await world({ trustProxy: true });
    const { cookie } = await newPlayer(w);
    const headers = { host: 'internal:3000', 'x-forwarded-host': HOST, origin: `https://${HOST}` };
    expect((await post(w, '/api/me/name', cookie, { name: 'Proxied' }, headers)).statusCode).toBe(
      200,
    );
    const evil = { ...headers, origin: 'https://evil.example' };
    expect((await post(w, '/api/me/name', cookie, { name: 'Evil' }, evil)).statusCode).toBe(403);
  });
});

describe('POST /api/me/name', () => {
  it('changes the name; the profile follows it', async () => {
    const w = await world();
    const { cookie } = await newPlayer(w);
    const res = await post(w, '/api/me/name', cookie, { name: 'Ｍｉｒａ 星' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Mira 星');
    const profile = await w.app.inject({ url: `/api/players/${encodeURIComponent('mira 星')}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().name).toBe('Mira 星');
  });

  it('refuses each bad name with a stable code and a clear message', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    expect((await post(w, '/api/me/name', a.cookie, { name: 'Taken Name' })).statusCode).toBe(200);
    const cases: [string, number, string][] = [
      ['taken name', 409, 'name-taken'],
      ['TAKEN NAME', 409, 'name-taken'],
      ['ab', 400, 'name-length'],
      ['a'.repeat(21), 400, 'name-length'],
      ['bad!name', 400, 'name-characters'],
      ['12345', 400, 'name-characters'],
      ['emoji🙂', 400, 'name-characters'],
      [' padded', 400, 'name-spaces'],
      ['two  spaces', 400, 'name-spaces'],
      ['Admin', 400, 'name-reserved'],
      ['parlour', 400, 'name-reserved'],
      ['Computer', 400, 'name-reserved'],
      ['friend', 400, 'name-reserved'],
      ['Guest_7', 400, 'name-reserved'],
      ['moderator', 400, 'name-reserved'],
      ['the-admin', 400, 'name-reserved'],
      // Look-alikes of the name taken: "rn" for "m", Greek capitals throughout.
      ['Taken Narne', 409, 'name-look-alike'],
      ['ΤΑΚΕΝ ΝΑΜΕ', 409, 'name-look-alike'],
      ['Tаken Name', 400, 'name-scripts'],
      ['Taken\u034f Name', 400, 'name-invisible'],
      ['\u3164\u3164\u3164', 400, 'name-invisible'],
      ['Ta\u0301\u0302\u0303ken', 400, 'name-marks'],
      ['Pаrlour', 400, 'name-scripts'],
      ['ADMlN', 400, 'name-reserved'],
    ];
    for (const [name, status, code] of cases) {
      const res = await post(w, '/api/me/name', b.cookie, { name });
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toEqual({ code, message: expect.any(String) });
      expect(res.json().message.length).toBeGreaterThan(10);
    }
    expect((await me(w, b.cookie)).json().name).toBe(b.body.name);
  });

  it('refuses a malformed body: extra fields, no name, not JSON', async () => {
    const w = await world();
    const { cookie } = await newPlayer(w);
    for (const payload of [{ name: 'Okay Name', admin: true }, {}, { name: 7 }]) {
      const res = await post(w, '/api/me/name', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad-message');
    }
  });

  it('is rate limited per address and per player', async () => {
    const w = await world({ rateLimit: { names: { perMinute: 0.001, burst: 2 } } });
    const { cookie } = await newPlayer(w);
    expect(
      (await post(w, '/api/me/name', cookie, { name: 'First' }, SITE, '10.0.0.1')).statusCode,
    ).toBe(200);
    expect(
      (await post(w, '/api/me/name', cookie, { name: 'Second' }, SITE, '10.0.0.2')).statusCode,
    ).toBe(200);
    // The player's budget is spent, whatever the address.
    const third = await post(w, '/api/me/name', cookie, { name: 'Third' }, SITE, '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('too-many-requests');
    // And an address's budget, whichever player.
    const other = await newPlayer(w);
    await post(w, '/api/me/name', other.cookie, { name: 'Other One' }, SITE, '10.0.0.1');
    const spent = await post(
      w,
      '/api/me/name',
      other.cookie,
      { name: 'Other Two' },
      SITE,
      '10.0.0.1',
    );
    expect(spent.statusCode).toBe(429);
  });
});

describe('moving to another device', () => {
  it('a transfer code signs another browser in as the same player, once', async () => {
    const w = await world();
    const phone = await newPlayer(w);
    const res = await post(w, '/api/me/transfer', phone.cookie);
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json() as { code: string; expiresAt: number };
    expect(code).toHaveLength(8);
    for (const c of code) expect(CODE_ALPHABET).toContain(c);
    expect(expiresAt).toBe(T0 + TRANSFER_MS);
    expect(res.headers['set-cookie']).toBeUndefined();

    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const laptop = await post(w, '/api/me/claim', null, { code: typed });
    expect(laptop.statusCode).toBe(200);
    expect(laptop.json().id).toBe(phone.body.id);
    const laptopCookie = setCookie(laptop);
    expect(readCookie(laptopCookie)!.secret).not.toBe(readCookie(phone.cookie)!.secret);
    expect(laptop.body).not.toContain(readCookie(laptopCookie)!.secret);
    expect((await me(w, laptopCookie)).json().id).toBe(phone.body.id);
    // Both devices stay signed in.
    expect((await me(w, phone.cookie)).json().id).toBe(phone.body.id);
    // Once only.
    const again = await post(w, '/api/me/claim', null, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('bad-code');
  });

  it('a code older than 10 minutes, or made before a newer one, does not work', async () => {
    const w = await world();
    const { cookie } = await newPlayer(w);
    const old = (await post(w, '/api/me/transfer', cookie)).json().code as string;
    const late = (await post(w, '/api/me/transfer', cookie)).json().code as string;
    expect((await post(w, '/api/me/claim', null, { code: old })).json().code).toBe('bad-code');
    w.clock.now += TRANSFER_MS;
    expect((await post(w, '/api/me/claim', null, { code: late })).json().code).toBe('bad-code');
    for (const code of ['', 'short', 'OOOOOOOO', '!!!!!!!!', 'a'.repeat(40)]) {
      const res = await post(w, '/api/me/claim', null, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad-code');
    }
  });

  it("a browser that signs in lets go of its former guest's secret", async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    const code = (await post(w, '/api/me/transfer', a.cookie)).json().code as string;
    const claimed = await post(w, '/api/me/claim', b.cookie, { code });
    expect(claimed.json().id).toBe(a.body.id);
    // B's old cookie no longer proves B: that browser is A now.
    const stale = await me(w, b.cookie);
    expect(stale.statusCode).toBe(201);
    expect(stale.json().id).not.toBe(b.body.id);
  });

  it('sign-in is rate limited per address, right codes included', async () => {
    const w = await world({ rateLimit: { claims: { perMinute: 0.001, burst: 3 } } });
    const { cookie } = await newPlayer(w);
    const code = (await post(w, '/api/me/transfer', cookie)).json().code as string;
    for (let i = 0; i < 3; i++) {
      expect((await post(w, '/api/me/claim', null, { code: 'ZZZZZZZZ' })).statusCode).toBe(400);
    }
    const limited = await post(w, '/api/me/claim', null, { code });
    expect(limited.statusCode).toBe(429);
    // Another address may still use it.
    const elsewhere = await post(w, '/api/me/claim', null, { code }, SITE, '10.9.9.9');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('transfer codes are rate limited per player', async () => {
    const w = await world({ rateLimit: { transfers: { perMinute: 0.001, burst: 2 } } });
    const { cookie } = await newPlayer(w);
    expect((await post(w, '/api/me/transfer', cookie, {}, SITE, '10.0.0.1')).statusCode).toBe(200);
    expect((await post(w, '/api/me/transfer', cookie, {}, SITE, '10.0.0.2')).statusCode).toBe(200);
    expect((await post(w, '/api/me/transfer', cookie, {}, SITE, '10.0.0.3')).statusCode).toBe(429);
  });

  it('making guests is rate limited per address', async () => {
    const w = await world({ rateLimit: { guests: { perMinute: 0.001, burst: 2 } } });
    await newPlayer(w);
    await newPlayer(w);
    const res = await me(w, null);
    expect(res.statusCode).toBe(429);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('normalises typed codes', () => {
    expect(normalCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalCode('ABCD EFG')).toBeNull();
    expect(normalCode('ABCDEFG0')).toBeNull();
  });
});

describe('signing out and forgetting', () => {
  it('sign-out: this browser forgets its player; the cookie is cleared', async () => {
    const w = await world();
    const { cookie, body } = await newPlayer(w);
    const res = await post(w, '/api/me/sign-out', cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0; Path=/`));
    const after = await me(w, cookie);
    expect(after.json().id).not.toBe(body.id);
    // The player still exists (another device may hold it).
    expect((await w.store.playerById(body.id))?.name).toBe(body.name);
  });

  it('DELETE /api/me forgets the identity and the name, and keeps anonymous results', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    for (const [seat, p] of [a, b].entries()) {
      await w.store.recordSeat({
        matchId: 'm1',
        seat,
        playerId: p.body.id,
        game: 'junqi',
        rated: true,
        seatedAt: T0,
      });
    }
    await w.store.recordFinished({
      matchId: 'm1',
      game: 'junqi',
      finishedAt: T0,
      places: [1, 2],
      left: [false, false],
    });
    const res = await w.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...SITE, cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await w.app.inject({ url: `/api/players/${a.body.name}` })).statusCode).toBe(404);
    expect((await me(w, a.cookie)).json().id).not.toBe(a.body.id);
    expect((await w.store.seatsOf('m1')).map((s) => s.playerId)).toEqual([null, b.body.id]);
    const [result] = await w.store.results();
    expect(result!.players[0]).not.toBe(a.body.id);
    expect(result!.places).toEqual([1, 2]);
    // B's profile still shows the match.
    const profile = (await w.app.inject({ url: `/api/players/${b.body.name}` })).json();
    expect(profile.recent[0]).toMatchObject({ matchId: 'm1', outcome: 'lost' });
    // The name is free for someone else.
    const rename = await post(w, '/api/me/name', b.cookie, { name: a.body.name });
    expect(rename.statusCode).toBe(200);
  });
});

describe('profiles and leaderboards', () => {
  it('GET /api/players/:name: per game record and rating, provisional, finish rate, latest matches', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    await post(w, '/api/me/name', a.cookie, { name: 'Ada Lovelace' });
    const seat = async (matchId: string, game: string, rated = true) => {
      for (const [i, p] of [a, b].entries()) {
        await w.store.recordSeat({
          matchId,
          seat: i,
          playerId: p.body.id,
          game,
          rated,
          seatedAt: T0 + Number(matchId.slice(1)),
        });
      }
    };
    await seat('m1', 'junqi');
    await w.store.recordFinished({
      matchId: 'm1',
      game: 'junqi',
      finishedAt: T0 + 10,
      places: [1, 2],
      left: [false, false],
    });
    await seat('m2', 'junqi');
    await w.store.recordFinished({
      matchId: 'm2',
      game: 'junqi',
      finishedAt: T0 + 20,
      places: [1, 2],
      left: [true, false],
    });
    await seat('m3', 'knights', false);
    const res = await w.app.inject({ url: '/api/players/ada%20lovelace' });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.name).toBe('Ada Lovelace');
    expect(profile.games).toEqual([
      {
        game: 'junqi',
        games: 2,
        wins: 1,
        losses: 1,
        draws: 0,
        rating: expect.any(Number),
        deviation: expect.any(Number),
        provisional: true,
        finished: 1,
        left: 1,
        finishRate: 0.5,
      },
    ]);
    // The casual match m3 (under way, perhaps at a private table) is not shown.
    expect(profile.recent.map((m: { matchId: string }) => m.matchId)).toEqual(['m2', 'm1']);
    expect(profile.recent[0]).toMatchObject({ outcome: 'lost', place: 2, left: true, seats: 2 });
    expect(profile.recent[1]).toMatchObject({
      outcome: 'won',
      place: 1,
      left: false,
      finishedAt: T0 + 10,
    });
    // The player's own list has every seat, the casual one under way too; only for them.
    const own = await w.app.inject({
      url: '/api/me/matches',
      headers: { host: HOST, cookie: a.cookie },
    });
    expect(
      own
        .json()
        .matches.map((m: { matchId: string; finished: boolean }) => [m.matchId, m.finished]),
    ).toEqual([
      ['m3', false],
      ['m2', true],
      ['m1', true],
    ]);
    expect(
      (await w.app.inject({ url: '/api/me/matches', headers: { host: HOST } })).statusCode,
    ).toBe(401);
    // Nothing about the player's id or secrets.
    expect(res.body).not.toContain(a.body.id);
    expect(res.body).not.toContain(readCookie(a.cookie)!.secret);
    const missing = await w.app.inject({ url: '/api/players/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('no-such-player');
  });

  it('GET /api/leaderboard/:game lists settled ratings (deviation ≤ 75), best first', async () => {
    const w = await world();
    const players = [await newPlayer(w), await newPlayer(w), await newPlayer(w)];
    const row = (i: number, rating: number, deviation: number) => ({
      player: players[i]!.body.id,
      game: 'guillotine',
      rating,
      deviation,
      volatility: 0.06,
      games: 40,
      wins: 10,
      losses: 30,
      draws: 0,
      finished: 40,
      left: 0,
      lastLeftAt: null,
    });
    await w.store.replaceRatings([row(0, 1500, 60), row(1, 1700, 75), row(2, 1900, 80)]);
    const res = await w.app.inject({ url: '/api/leaderboard/guillotine' });
    expect(res.json()).toEqual({
      game: 'guillotine',
      players: [
        { rank: 1, name: players[1]!.body.name, rating: 1700, deviation: 75, games: 40 },
        { rank: 2, name: players[0]!.body.name, rating: 1500, deviation: 60, games: 40 },
      ],
    });
    expect((await w.app.inject({ url: '/api/leaderboard/NOT%20A%20GAME' })).statusCode).toBe(404);
  });
});

describe('the secret', () => {
  it('appears in no log line and no body, only in Set-Cookie', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const secrets = [readCookie(a.cookie)!.secret];
    const bodies: string[] = [a.res.body];
    const code = (await post(w, '/api/me/transfer', a.cookie)).json().code as string;
    const claimed = await post(w, '/api/me/claim', null, { code });
    secrets.push(readCookie(setCookie(claimed))!.secret);
    bodies.push(claimed.body);
    for (const res of [
      await me(w, a.cookie),
      await post(w, '/api/me/name', a.cookie, { name: 'Quiet Person' }),
      await post(w, '/api/me/name', a.cookie, { name: 'x' }),
      await w.app.inject({ url: '/api/players/quiet%20person' }),
      await post(w, '/api/me/sign-out', setCookie(claimed)),
      await w.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { ...SITE, cookie: a.cookie },
      }),
    ]) {
      bodies.push(res.body);
    }
    expect(w.logs.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      for (const line of w.logs) expect(line).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
  });
});
