/**
 * Who this browser plays as: the player the server remembers by its HttpOnly cookie (the page
 * never sees the cookie, only the answers). `GET /api/me` once at start makes a guest on a first
 * visit; the account page changes the name, signs this browser in as another player (a transfer
 * code, a passkey), out, or forgets the player. See src/server/players/identity.ts.
 */
import { signal } from '@preact/signals';
import { ApiError } from './api';

export interface Me {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
  /** Whether the player may open a rated table now (not while a penalty for leaving lasts). */
  readonly mayOpenRated: boolean;
  readonly ratedAgainAt: number | null;
}

/** One of the player's own seats, on any device (GET /api/me/matches). */
export interface OwnSeat {
  readonly matchId: string;
  readonly game: string;
  readonly seat: number;
  readonly rated: boolean;
  readonly seatedAt: number;
  readonly finished: boolean;
}

/** The current player; null until the server has answered. */
export const me = signal<Me | null>(null);
/** The last GET /api/me failed (the server is unreachable): the header shows no name. */
export const meFailed = signal(false);

/**
 * A request of the players' routes. A POST always carries a JSON body (`{}` when it has nothing
 * to say: Fastify refuses an empty one sent as JSON); a DELETE carries none, and no content type.
 */
export async function meRequest<T>(
  path: string,
  method: 'GET' | 'POST' | 'DELETE' = 'GET',
  body: object = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e));
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (answer ?? {}) as {
      code?: string;
      message?: string;
      params?: Record<string, string | number>;
    };
    throw new ApiError(err.code ?? 'network', err.message ?? `HTTP ${res.status}`, err.params);
  }
  return answer as T;
}

let loading: Promise<Me | null> | null = null;

/** Asks who this browser is (making a guest on a first visit); once, unless `again`. */
export function loadMe(again = false): Promise<Me | null> {
  if (loading && !again) return loading;
  const asked = meRequest<Me>('/api/me').then(
    (player) => {
      if (loading === asked) {
        me.value = player;
        meFailed.value = false;
      }
      return player;
    },
    () => {
      if (loading !== asked) return null;
      meFailed.value = true;
      // The server may be starting: ask again a little later.
      setTimeout(() => {
        if (loading === asked) void loadMe(true);
      }, 3000);
      return null;
    },
  );
  loading = asked;
  return asked;
}

/** Takes an answer naming the player this browser now is. */
function becomes(player: Me): Me {
  loading = Promise.resolve(player);
  me.value = player;
  meFailed.value = false;
  return player;
}

export async function rename(name: string): Promise<Me> {
  return becomes(await meRequest<Me>('/api/me/name', 'POST', { name }));
}

export interface TransferCode {
  readonly code: string;
  readonly expiresAt: number;
}

/** A one-time code for another device (the newest replaces any older one). */
export function makeTransferCode(): Promise<TransferCode> {
  return meRequest<TransferCode>('/api/me/transfer', 'POST');
}

/** This browser becomes the player of a code made on another device. */
export async function claimCode(code: string): Promise<Me> {
  return becomes(await meRequest<Me>('/api/me/claim', 'POST', { code }));
}

/** This browser becomes the player a passkey signed in (see account/passkeys.ts). */
export function signedInAs(player: Me): Me {
  return becomes(player);
}

/** The new guest this browser is once its player is gone (the old one shows until then). */
async function asNewGuest(): Promise<Me | null> {
  const guest = await loadMe(true);
  // Not reached: whoever this browser is now, it is not the player gone.
  if (!guest) me.value = null;
  return guest;
}

/** This browser forgets its player (the other devices stay signed in) and becomes a new guest. */
export async function signOut(): Promise<Me | null> {
  await meRequest('/api/me/sign-out', 'POST');
  return asNewGuest();
}

/** Forgets the player on every device (games stay, anonymous); this browser becomes a new guest. */
export async function forgetMe(): Promise<Me | null> {
  await meRequest('/api/me', 'DELETE');
  return asNewGuest();
}

/** The player's own latest seats, on every device; none when there is no player (yet). */
export async function fetchOwnSeats(): Promise<OwnSeat[]> {
  try {
    return (await meRequest<{ matches: OwnSeat[] }>('/api/me/matches')).matches;
  } catch (e) {
    if (e instanceof ApiError && e.code === 'no-player') return [];
    throw e;
  }
}
