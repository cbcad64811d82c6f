/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a player adds one on a device, and signs in
 * with it on another (a passkey synced by the phone's or the computer's keychain, or a security
 * key carried along), as a transfer code does but without a code to type.
 *
 * Routes (registered by `registerPlayers`, in its scope: the same cross-site refusal applies):
 *
 *   POST   /api/me/passkeys/options   {}: options to make a passkey for the player of this browser
 *   POST   /api/me/passkeys           { response }: the new passkey, verified and kept
 *   GET    /api/me/passkeys           the player's passkeys (ids and dates; no key leaves the server)
 *   DELETE /api/me/passkeys/:id       removes one of them
 *   POST   /api/passkeys/options      {}: options to sign in with a passkey (any of this site's)
 *   POST   /api/passkeys/sign-in      { response }: this browser becomes the passkey's player
 *
 * The relying party is the site the request was made to: its id is the request's host name, and
 * the origin the browser must have signed is the request's (its `Origin` header, which the
 * same-site check has already compared with `Host`; else the request's own protocol and host).
 * Each challenge is kept in the player store for CHALLENGE_MS, so that its answer may reach any
 * process: it works once, for what it was made for (a new passkey of that player, or a sign-in),
 * at the origin that asked.
 * Every request of options and every answer counts against the `passkeys` rate limit.
 */
import { randomBytes } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Limit, malformed, refusal, SLOW_DOWN } from './refusal';
import type { Player, PlayerStore } from './store';

/** How long a challenge works (the browser's own prompt times out at PROMPT_MS). */
export const CHALLENGE_MS = 5 * 60 * 1000;
const PROMPT_MS = 2 * 60 * 1000;
/** Passkeys a player may have. */
export const MAX_PASSKEYS = 20;
const RP_NAME = 'Parlour';

export interface PasskeyContext {
  players: PlayerStore;
  now: () => number;
  limit: Limit | null;
  /** The player this browser's cookie proves, or null. */
  me(req: FastifyRequest): Promise<Player | null>;
  /** What GET /api/me answers about a player. */
  answer(player: Player): Promise<unknown>;
  /** Makes this browser the player's (a new cookie; its former one stops working). */
  signIn(req: FastifyRequest, reply: FastifyReply, player: Player): Promise<void>;
}

/**
 * The WebAuthn library, loaded with the first passkey request: it is a fifth of what a server
 * process loads at start, for requests few players make.
 */
const webauthn = () => import('@simplewebauthn/server');

type Purpose = { kind: 'register'; playerId: string } | { kind: 'sign-in' };

interface Challenge {
  readonly purpose: Purpose;
  readonly origin: string;
  readonly rpID: string;
  readonly expiresAt: number;
}

/** The challenges given out and not yet answered, in the store: each is taken once, or expires. */
export class Challenges {
  constructor(
    private readonly players: Pick<PlayerStore, 'putChallenge' | 'takeChallenge'>,
    private readonly now: () => number,
  ) {}

  async add(challenge: string, c: Omit<Challenge, 'expiresAt'>): Promise<void> {
    const t = this.now();
    await this.players.putChallenge(challenge, JSON.stringify(c), t + CHALLENGE_MS, t);
  }

  /** The challenge's record, which stops working now; null if unknown, used or expired. */
  async take(challenge: string): Promise<Challenge | null> {
    const t = this.now();
    const record = await this.players.takeChallenge(challenge, t);
    return record === null ? null : { ...(JSON.parse(record) as Challenge), expiresAt: t };
  }
}

/** Whether a challenge taken was made for this: the same purpose (and player), at this site. */
function fits(asked: Challenge | null, purpose: Purpose, origin: string, rpID: string): boolean {
  if (!asked) return false;
  const samePurpose =
    purpose.kind === 'register'
      ? asked.purpose.kind === 'register' && asked.purpose.playerId === purpose.playerId
      : asked.purpose.kind === 'sign-in';
  return samePurpose && asked.origin === origin && asked.rpID === rpID;
}

/** The site a request was made to, as WebAuthn names it. */
export function relyingParty(req: FastifyRequest): { rpID: string; origin: string } {
  const header = req.headers.origin;
  // fromThisSite has compared a present Origin with Host already (every POST passes it first).
  const origin = header && header !== 'null' ? header : `${req.protocol}://${req.host}`;
  return { rpID: req.hostname, origin };
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** The challenge a browser signed, read from its answer (nothing is trusted before verifying). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

const b64 = z.string().max(20_000);
const credentialBase = {
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const registrationBody = z.strictObject({
  response: z.object({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: b64,
      attestationObject: b64,
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
  }),
});
const authenticationBody = z.strictObject({
  response: z.object({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: b64,
      authenticatorData: b64,
      signature: b64,
      userHandle: b64.optional(),
    }),
  }),
});
const emptyBody = z.strictObject({}).optional();

const BAD_CHALLENGE =
  'That passkey prompt is no longer valid (used already, or too old): try again.';
const NO_PLAYER = 'Visit the site first: you have no player yet.';

/** A passkey as the player's own list shows it: no key, only what tells them apart. */
const listed = (k: {
  id: string;
  createdAt: number;
  usedAt: number | null;
  transports: readonly string[];
}) => ({
  id: k.id,
  createdAt: k.createdAt,
  usedAt: k.usedAt,
  transports: k.transports,
});

export async function registerPasskeys(scope: FastifyInstance, ctx: PasskeyContext): Promise<void> {
  const { players, now, limit } = ctx;
  const challenges = new Challenges(players, now);
  const allowed = (req: FastifyRequest, playerId: string | null) =>
    limit === null || limit.take(req.ip, playerId);

  scope.post('/api/me/passkeys/options', async (req, reply) => {
    const body = emptyBody.safeParse(req.body ?? undefined);
    if (!body.success) return malformed(reply, body.error);
    const player = await ctx.me(req);
    if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER });
    if (!allowed(req, player.id)) {
      return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
    }
    const own = await players.passkeysOf(player.id);
    if (own.length >= MAX_PASSKEYS) {
      return refusal(reply, 409, {
        code: 'too-many-passkeys',
        message: `A player has at most ${MAX_PASSKEYS} passkeys: remove one first.`,
      });
    }
    const { rpID, origin } = relyingParty(req);
    const options = await (await webauthn()).generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: player.name,
      userDisplayName: player.name,
      // The user handle is the player's id: a sign-in names its player twice (credential, handle).
      userID: bytes(player.id),
      timeout: PROMPT_MS,
      attestationType: 'none',
      excludeCredentials: own.map((k) => ({ id: k.id, transports: [...k.transports] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await challenges.add(options.challenge, {
      purpose: { kind: 'register', playerId: player.id },
      origin,
      rpID,
    });
    return options;
  });

  scope.post('/api/me/passkeys', async (req, reply) => {
    const player = await ctx.me(req);
    if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER });
    if (!allowed(req, player.id)) {
      return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
    }
    const body = registrationBody.safeParse(req.body);
    if (!body.success) return malformed(reply, body.error);
    const response = body.data.response as RegistrationResponseJSON;
    const challenge = challengeOf(response.response.clientDataJSON);
    const asked = challenge === null ? null : await challenges.take(challenge);
    const { rpID, origin } = relyingParty(req);
    if (!fits(asked, { kind: 'register', playerId: player.id }, origin, rpID)) {
      return refusal(reply, 400, { code: 'bad-challenge', message: BAD_CHALLENGE });
    }
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await (await webauthn()).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge!,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch (e) {
      return refusal(reply, 400, {
        code: 'passkey-refused',
        message: `That passkey was refused: ${(e as Error).message}`,
      });
    }
    if (!verified.verified) {
      return refusal(reply, 400, { code: 'passkey-refused', message: 'That passkey was refused.' });
    }
    const { credential } = verified.registrationInfo;
    const passkey = {
      id: credential.id,
      playerId: player.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now(),
      usedAt: null,
    };
    if ((await players.passkeysOf(player.id)).length >= MAX_PASSKEYS) {
      return refusal(reply, 409, {
        code: 'too-many-passkeys',
        message: `A player has at most ${MAX_PASSKEYS} passkeys: remove one first.`,
      });
    }
    if (!(await players.addPasskey(passkey))) {
      return refusal(reply, 409, {
        code: 'passkey-known',
        message: 'That passkey is kept already.',
      });
    }
    return reply.code(201).send(listed(passkey));
  });

  scope.get('/api/me/passkeys', async (req, reply) => {
    const player = await ctx.me(req);
    if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER });
    return { passkeys: (await players.passkeysOf(player.id)).map(listed) };
  });

  scope.delete('/api/me/passkeys/:id', async (req, reply) => {
    const player = await ctx.me(req);
    if (!player) return refusal(reply, 401, { code: 'no-player', message: NO_PLAYER });
    const { id } = req.params as { id: string };
    if (id.length > 1400 || !(await players.removePasskey(player.id, id))) {
      return refusal(reply, 404, {
        code: 'no-such-passkey',
        message: 'There is no such passkey.',
      });
    }
    return { ok: true };
  });

  scope.post('/api/passkeys/options', async (req, reply) => {
    const body = emptyBody.safeParse(req.body ?? undefined);
    if (!body.success) return malformed(reply, body.error);
    const current = await ctx.me(req);
    if (!allowed(req, current?.id ?? null)) {
      return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
    }
    const { rpID, origin } = relyingParty(req);
    // No list of credentials: the browser offers this site's passkeys (they are discoverable).
    const options = await (await webauthn()).generateAuthenticationOptions({
      rpID,
      timeout: PROMPT_MS,
      userVerification: 'preferred',
      challenge: randomBytes(32),
    });
    await challenges.add(options.challenge, { purpose: { kind: 'sign-in' }, origin, rpID });
    return options;
  });

  scope.post('/api/passkeys/sign-in', async (req, reply) => {
    const current = await ctx.me(req);
    if (!allowed(req, current?.id ?? null)) {
      return refusal(reply, 429, { code: 'too-many-requests', message: SLOW_DOWN });
    }
    const body = authenticationBody.safeParse(req.body);
    if (!body.success) return malformed(reply, body.error);
    const response = body.data.response as AuthenticationResponseJSON;
    const challenge = challengeOf(response.response.clientDataJSON);
    const asked = challenge === null ? null : await challenges.take(challenge);
    const { rpID, origin } = relyingParty(req);
    if (!fits(asked, { kind: 'sign-in' }, origin, rpID)) {
      return refusal(reply, 400, { code: 'bad-challenge', message: BAD_CHALLENGE });
    }
    const passkey = await players.passkeyById(response.id);
    if (!passkey) {
      return refusal(reply, 400, {
        code: 'no-such-passkey',
        message: 'This site does not know that passkey: it may have been removed.',
      });
    }
    const handle = response.response.userHandle;
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      if (handle !== undefined && handle !== Buffer.from(passkey.playerId).toString('base64url')) {
        throw new Error('the passkey names another player.');
      }
      verified = await (await webauthn()).verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge!,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: [...passkey.transports],
        },
        requireUserVerification: false,
      });
    } catch (e) {
      return refusal(reply, 400, {
        code: 'passkey-refused',
        message: `That passkey was refused: ${(e as Error).message}`,
      });
    }
    if (!verified.verified) {
      return refusal(reply, 400, { code: 'passkey-refused', message: 'That passkey was refused.' });
    }
    const player = await players.playerById(passkey.playerId);
    if (!player) {
      return refusal(reply, 400, {
        code: 'no-such-passkey',
        message: 'This site does not know that passkey: it may have been removed.',
      });
    }
    await players.usePasskey(passkey.id, verified.authenticationInfo.newCounter, now());
    await ctx.signIn(req, reply, player);
    return ctx.answer(player);
  });
}
