import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat token: 144 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Which seat a token proves, or null. Constant-time per comparison. */
export function seatOfToken(token: string, hashes: readonly (string | null)[]): number | null {
  const h = Buffer.from(hashToken(token), 'hex');
  for (let seat = 0; seat < hashes.length; seat++) {
    const stored = hashes[seat];
    if (stored && timingSafeEqual(h, Buffer.from(stored, 'hex'))) return seat;
  }
  return null;
}

/**
 * A seat's token in the rematch `next` of a match, derived from its token there: whoever holds
 * the old seat's secret can be given the new one at any time, without it ever being stored.
 */
export function rematchToken(token: string, next: string): string {
  return createHmac('sha256', token).update(`rematch:${next}`).digest('base64url');
}

/**
 * The token a command that takes effect once gives out (a seat taken, a seat moved), derived
 * from the id its sender chose: the same request sent again is given the same token, and since
 * only the id's hash is stored with the answer, nobody who reads the store can derive it.
 */
export function commandToken(commandId: string, purpose: string): string {
  return createHmac('sha256', commandId).update(purpose).digest('base64url');
}
