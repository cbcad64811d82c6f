import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type PlayersOptions, registerPlayers } from './identity';
import { CHALLENGE_MS, Challenges } from './passkeys';
import { SqlitePlayerStore } from './sqlite';
import { SoftAuthenticator } from './webauthn.fixture';

const HOST = 'parlour.test';
const ORIGIN = `https://${HOST}`;
const SITE = { host: HOST, origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
const T0 = 1_800_000_000_000;

interface World {
  app: FastifyInstance;
  store: SqlitePlayerStore;
  clock: { now: number };
}

const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) {
    await w.app.close();
    await w.store.close();
  }
});

async function world(opts: Partial<Omit<PlayersOptions, 'players'>> = {}): Promise<World> {
  const store = new SqlitePlayerStore(mkdtempSync(join(tmpdir(), 'parlour-passkeys-')));
  const app = Fastify();
  const clock = { now: T0 };
  await registerPlayers(app, {
    players: store,
    now: () => clock.now,
    rateLimit: opts.rateLimit === undefined ? null : opts.rateLimit,
  });
  await app.ready();
  const w = { app, store, clock };
  worlds.push(w);
  return w;
}

function setCookie(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  return line ? line.split(';')[0]! : null;
}

async function newPlayer(w: World) {
  const res = await w.app.inject({ method: 'GET', url: '/api/me', headers: { host: HOST } });
  expect(res.statusCode).toBe(201);
  return { cookie: setCookie(res)!, body: res.json() as { id: string; name: string } };
}

const post = (
  w: World,
  url: string,
  cookie: string | null,
  payload: unknown = {},
  headers: Record<string, string> = SITE,
) =>
  w.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

const me = (w: World, cookie: string) =>
  w.app.inject({ method: 'GET', url: '/api/me', headers: { host: HOST, cookie } });

/** A player with a passkey on a software authenticator. */
async function withPasskey(w: World) {
  const player = await newPlayer(w);
  const key = new SoftAuthenticator(ORIGIN);
  const options = await post(w, '/api/me/passkeys/options', player.cookie);
  expect(options.statusCode).toBe(200);
  const made = await post(w, '/api/me/passkeys', player.cookie, {
    response: key.register(options.json()),
  });
  expect(made.statusCode).toBe(201);
  return { ...player, key };
}

describe('passkeys', () => {
  it('are added to the player of this browser, listed, and removed', async () => {
    const w = await world();
    const { cookie, body, key } = await withPasskey(w);
    const options = await post(w, '/api/me/passkeys/options', cookie);
    const o = options.json();
    expect(o.rp).toEqual({ id: HOST, name: 'Parlour' });
    expect(o.user.name).toBe(body.name);
    expect(Buffer.from(o.user.id, 'base64url').toString()).toBe(body.id);
    // The passkey it has already is excluded, so the authenticator makes no second one.
    expect(o.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([key.credentialId]);
    expect(o.authenticatorSelection.residentKey).toBe('required');

    const list = await w.app.inject({
      method: 'GET',
      url: '/api/me/passkeys',
      headers: { host: HOST, cookie },
    });
    expect(list.json()).toEqual({
      passkeys: [{ id: key.credentialId, createdAt: T0, usedAt: null, transports: ['internal'] }],
    });
    expect(list.body).not.toContain('publicKey');

    const del = (id: string, headers: Record<string, string> = SITE) =>
      w.app.inject({
        method: 'DELETE',
        url: `/api/me/passkeys/${id}`,
        headers: { ...headers, cookie },
      });
    expect(
      (await del(key.credentialId, { host: HOST, 'sec-fetch-site': 'cross-site' })).json(),
    ).toMatchObject({ code: 'cross-site' });
    expect((await del(key.credentialId)).statusCode).toBe(200);
    const again = await del(key.credentialId);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('no-such-passkey');
    expect(await w.store.passkeysOf(body.id)).toEqual([]);
  });

  it('sign another browser in as the passkey’s player, with a cookie of its own', async () => {
    const w = await world();
    const { cookie, body, key } = await withPasskey(w);
    const other = await newPlayer(w);
    const options = await post(w, '/api/passkeys/options', other.cookie);
    expect(options.statusCode).toBe(200);
    expect(options.json().rpId).toBe(HOST);
    w.clock.now = T0 + 1000;
    const signed = await post(w, '/api/passkeys/sign-in', other.cookie, {
      response: key.authenticate(options.json()),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ id: body.id, name: body.name });
    const fresh = setCookie(signed)!;
    expect(fresh).not.toBe(cookie);
    expect((await me(w, fresh)).json().id).toBe(body.id);
    // The guest this browser was signs in no more with its old cookie; the first device stays.
    expect((await me(w, other.cookie)).statusCode).toBe(201);
    expect((await me(w, cookie)).json().id).toBe(body.id);
    expect(await w.store.passkeyById(key.credentialId)).toMatchObject({
      counter: 1,
      usedAt: T0 + 1000,
    });
  });

  it('refuse a challenge never given, one used already (a replay), and one too old', async () => {
    const w = await world();
    const { key } = await withPasskey(w);
    const options = (await post(w, '/api/passkeys/options', null)).json();

    const forged = await post(w, '/api/passkeys/sign-in', null, {
      response: key.authenticate(options, { challenge: 'bm90LWdpdmVuLWJ5LXRoZS1zZXJ2ZXI' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('bad-challenge');

    const answer = key.authenticate(options);
    expect((await post(w, '/api/passkeys/sign-in', null, { response: answer })).statusCode).toBe(
      200,
    );
    const replay = await post(w, '/api/passkeys/sign-in', null, { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('bad-challenge');
    expect(replay.headers['set-cookie']).toBeUndefined();

    const late = (await post(w, '/api/passkeys/options', null)).json();
    w.clock.now += CHALLENGE_MS + 1;
    const tooOld = await post(w, '/api/passkeys/sign-in', null, {
      response: key.authenticate(late),
    });
    expect(tooOld.json().code).toBe('bad-challenge');
  });

  it('refuse an answer signed for another origin or another site', async () => {
    const w = await world();
    const { cookie, key } = await withPasskey(w);
    // The browser says where the page that asked was: a look-alike site is not this one.
    const options = (await post(w, '/api/passkeys/options', null)).json();
    const elsewhere = await post(w, '/api/passkeys/sign-in', null, {
      response: key.authenticate(options, { origin: 'https://parlour.example' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('passkey-refused');
    // Signed by the authenticator for another relying party.
    const again = (await post(w, '/api/passkeys/options', null)).json();
    const otherRp = await post(w, '/api/passkeys/sign-in', null, {
      response: key.authenticate(again, { rpID: 'parlour.example' }),
    });
    expect(otherRp.json().code).toBe('passkey-refused');
    // A request from another site is refused before anything is read.
    const cross = await post(
      w,
      '/api/passkeys/options',
      null,
      {},
      {
        host: HOST,
        origin: 'https://parlour.example',
      },
    );
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('cross-site');
    // A new passkey answered for another origin is not kept.
    const fresh = new SoftAuthenticator('https://parlour.example');
    const reg = (await post(w, '/api/me/passkeys/options', cookie)).json();
    const made = await post(w, '/api/me/passkeys', cookie, { response: fresh.register(reg) });
    expect(made.json().code).toBe('passkey-refused');
    expect(await w.store.passkeyById(fresh.credentialId)).toBeNull();
  });

  it('refuse a registration challenge used to sign in, and one of another player', async () => {
    const w = await world();
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    const key = new SoftAuthenticator(ORIGIN);
    const forA = (await post(w, '/api/me/passkeys/options', a.cookie)).json();
    const stolen = await post(w, '/api/me/passkeys', b.cookie, { response: key.register(forA) });
    expect(stolen.json().code).toBe('bad-challenge');
    const signIn = (await post(w, '/api/passkeys/options', a.cookie)).json();
    const wrongKind = await post(w, '/api/me/passkeys', a.cookie, {
      response: key.register({ ...forA, challenge: signIn.challenge }),
    });
    expect(wrongKind.json().code).toBe('bad-challenge');
    expect(await w.store.passkeysOf(a.body.id)).toEqual([]);
  });

  it('refuse a passkey unknown here, and a new passkey without a player', async () => {
    const w = await world();
    const stranger = new SoftAuthenticator(ORIGIN);
    const options = (await post(w, '/api/passkeys/options', null)).json();
    const res = await post(w, '/api/passkeys/sign-in', null, {
      response: stranger.authenticate(options),
    });
    expect(res.json().code).toBe('no-such-passkey');
    expect((await post(w, '/api/me/passkeys/options', null)).json().code).toBe('no-player');
    const malformed = await post(w, '/api/passkeys/sign-in', null, { response: { id: 'x' } });
    expect(malformed.json().code).toBe('bad-message');
  });

  it('forgets the passkeys of a forgotten player', async () => {
    const w = await world();
    const { cookie, key } = await withPasskey(w);
    const gone = await w.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...SITE, cookie },
    });
    expect(gone.statusCode).toBe(200);
    const options = (await post(w, '/api/passkeys/options', null)).json();
    const res = await post(w, '/api/passkeys/sign-in', null, {
      response: key.authenticate(options),
    });
    expect(res.json().code).toBe('no-such-passkey');
  });

  it('limit the tries per address', async () => {
    const w = await world({ rateLimit: { passkeys: { perMinute: 1, burst: 3 } } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await post(w, '/api/passkeys/options', null)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('the challenges kept', () => {
  it('work once, until they expire, whichever process asks (they are in the store)', async () => {
    const clock = { now: 0 };
    const store = new SqlitePlayerStore(mkdtempSync(join(tmpdir(), 'parlour-challenges-')));
    const one = new Challenges(store, () => clock.now);
    const other = new Challenges(store, () => clock.now);
    const purpose = { kind: 'sign-in' } as const;
    for (const id of ['a', 'b']) await one.add(id, { purpose, origin: ORIGIN, rpID: HOST });
    expect(await other.take('a')).toMatchObject({ origin: ORIGIN, purpose });
    expect(await one.take('a')).toBeNull();
    clock.now = CHALLENGE_MS;
    expect(await other.take('b')).toBeNull();
    await store.close();
  });
});
