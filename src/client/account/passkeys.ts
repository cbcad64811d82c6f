/**
 * Passkeys in the browser (@simplewebauthn/browser): the server's options, the browser's prompt,
 * the answer back to the server (src/server/players/passkeys.ts).
 */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { ApiError } from '../session/api';
import { type Me, meRequest, signedInAs } from '../session/me';

export interface PasskeyInfo {
  readonly id: string;
  readonly createdAt: number;
  readonly usedAt: number | null;
  readonly transports: readonly string[];
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The browser's own refusals (the prompt closed, timed out, nothing to offer) as one code. */
function promptFailed(e: unknown): never {
  if (e instanceof ApiError) throw e;
  const name = (e as { name?: string } | null)?.name;
  const cause = (e as { cause?: { name?: string } } | null)?.cause?.name;
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') {
    throw new ApiError('passkey-cancelled', String((e as Error).message ?? e));
  }
  throw new ApiError('passkey-refused', String((e as Error)?.message ?? e));
}

export async function listPasskeys(): Promise<PasskeyInfo[]> {
  return (await meRequest<{ passkeys: PasskeyInfo[] }>('/api/me/passkeys')).passkeys;
}

/** Makes a passkey for the current player (the browser asks the person to confirm). */
export async function addPasskey(): Promise<PasskeyInfo> {
  const optionsJSON = await meRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/api/me/passkeys/options',
    'POST',
  );
  const response = await startRegistration({ optionsJSON }).catch(promptFailed);
  return meRequest<PasskeyInfo>('/api/me/passkeys', 'POST', { response });
}

export function removePasskey(id: string): Promise<unknown> {
  return meRequest(`/api/me/passkeys/${encodeURIComponent(id)}`, 'DELETE');
}

/** Signs this browser in with one of this site's passkeys: it becomes that passkey's player. */
export async function signInWithPasskey(): Promise<Me> {
  const optionsJSON = await meRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/passkeys/options',
    'POST',
  );
  const response = await startAuthentication({ optionsJSON }).catch(promptFailed);
  return signedInAs(await meRequest<Me>('/api/passkeys/sign-in', 'POST', { response }));
}
