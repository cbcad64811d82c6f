/**
 * Which pages may open the match socket: those of the site itself. A socket carries the player's
 * cookie and seats them, so a page of another site, even a sibling of the same registrable domain
 * (whose requests count as same-site and carry the SameSite=Lax cookie), must not complete a
 * handshake. socket.io calls `allowRequest` before a session or an upgrade exists.
 *
 * The site's origin is `--public-url` when given, else the Host the request was sent to (the
 * deployment guide's nginx passes it on). A handshake with no `Origin` is let through: browsers
 * send one on every WebSocket handshake and on every cross-origin request, so only programs (the
 * command line, tests, bots of one's own) send none, and they carry no one else's cookie. A
 * same-origin long-polling GET has none either, and is the site's own page.
 */
import type { IncomingMessage } from 'node:http';

export interface OriginRule {
  /** The site's public origin (`https://parlour.example`), or null to take the request's Host. */
  readonly publicOrigin: string | null;
}

/** Why a handshake is refused, or null when it may go on. */
export function foreignOrigin(req: IncomingMessage, rule: OriginRule): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `refused: a page of another site (${site}) may not open this socket`;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return 'refused: a page of no origin ("null") may not open this socket';
  }
  if (rule.publicOrigin !== null) {
    return from.origin === rule.publicOrigin ? null : `refused: ${from.origin} is not this site`;
  }
  const host = req.headers.host;
  return host !== undefined && from.host === host
    ? null
    : `refused: ${from.origin} is not this site`;
}

export type PublicUrlParse =
  | { readonly ok: true; readonly origin: string | null }
  | { readonly ok: false; readonly message: string };

/** `--public-url` (PARLOUR_PUBLIC_URL): an http or https URL, of which the origin counts. */
export function parsePublicUrl(text: string | undefined): PublicUrlParse {
  if (text === undefined || text.trim() === '') return { ok: true, origin: null };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: `"${text}" is not a URL (such as https://parlour.example)` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `"${text}" is not an http or https URL` };
  }
  return { ok: true, origin: url.origin };
}
