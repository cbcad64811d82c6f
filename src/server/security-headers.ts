/**
 * The security headers of every answer: pages, assets and the API alike.
 *
 * Set here rather than with @fastify/helmet: helmet sends headers Parlour does not want as they
 * are (a CSP that allows inline styles and any https image, Cross-Origin-Embedder-Policy,
 * X-DNS-Prefetch-Control…), has no Permissions-Policy at all, and sends HSTS whatever the scheme,
 * where Parlour must send it only over https as the trusted proxy reports it. Seven fixed headers
 * are shorter than helmet's configuration turning its defaults into these.
 *
 * The policy allows what the built web app loads and nothing more: its own scripts (module
 * scripts and the analysis and solver workers, from /assets; the build emits no inline script),
 * its own stylesheet (Preact sets styles through the CSSOM, which a policy does not govern), its
 * own images and the favicon's data: URL, its own API and socket. No page may frame it, so
 * "forget me" and "resign" cannot be clickjacked.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What the app uses: passkeys (WebAuthn), copying a link or a challenge, sound after a move. All
 * else is off for the page and anything it could ever embed.
 */
export const PERMISSIONS_POLICY = [
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
  'clipboard-write=(self)',
  'autoplay=(self)',
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** A year: browsers keep to https for that long after an answer over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const FIXED: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  // For browsers that know no frame-ancestors.
  'x-frame-options': 'DENY',
};

/** Adds the headers to every answer of `app`, the not-found and error answers included. */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(FIXED);
    // req.protocol is https over TLS, or when a proxy named by --trust-proxy says so.
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
}
