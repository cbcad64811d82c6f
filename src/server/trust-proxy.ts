/**
 * `--trust-proxy`: the proxies whose word is believed about a request (`X-Forwarded-For`, the
 * client's address; `X-Forwarded-Proto`, whether it came over https; `X-Forwarded-Host`). Given to
 * fastify as its `trustProxy` list, which believes those headers only from a connection whose own
 * address is on it, and walks `X-Forwarded-For` from the right up to the first address not on it:
 * what a client wrote there itself before the proxy added its own line is never taken.
 */
import { isIP } from 'node:net';

/** proxy-addr's (fastify's) names for address ranges. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxyParse =
  | { readonly ok: true; readonly proxies: readonly string[] }
  | { readonly ok: false; readonly message: string };

/**
 * The list as `--trust-proxy` or PARLOUR_TRUST_PROXY give it: addresses or CIDR ranges (or
 * `loopback`, `linklocal`, `uniquelocal`), separated by commas; empty or absent for none.
 */
export function parseTrustProxy(text: string | undefined): TrustProxyParse {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const part of parts) {
    if (!validEntry(part)) {
      return {
        ok: false,
        message: `"${part}" is not an address or a CIDR range (such as 127.0.0.1, 10.0.0.0/8 or ::1)`,
      };
    }
  }
  return { ok: true, proxies: parts };
}

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash < 0) return true;
  const bits = entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** What fastify's `trustProxy` is given: the list, or false (believe no one) when it is empty. */
export const fastifyTrust = (proxies: readonly string[] | undefined): string[] | false =>
  proxies && proxies.length > 0 ? [...proxies] : false;
