/**
 * Every answer carries the security headers: the page at every address, the assets, the API,
 * its refusals; HSTS over https only, as a trusted proxy reports it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { harness, SERVER_TEST_MS } from './harness';

const { serve } = harness();

/** A built web app of one page and one script, as the build lays it out. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("hi")');
  return dir;
}

const PATHS = [
  '/',
  '/account',
  '/m/nosuchmatch',
  '/assets/app.js',
  '/api/health',
  '/api/games',
  '/api/me',
  '/api/no-such-route',
];

async function headersOf(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.headers;
}

describe('security headers', { timeout: SERVER_TEST_MS }, () => {
  it('are on every page, asset and API answer', async () => {
    const { server } = await serve(undefined, { clientDir: clientDir() });
    for (const path of PATHS) {
      const h = await headersOf(`${server.url}${path}`);
      const csp = h.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('referrer-policy'), path).toBe('same-origin');
      expect(h.get('x-frame-options'), path).toBe('DENY');
      const permissions = h.get('permissions-policy') ?? '';
      expect(permissions, path).toContain('publickey-credentials-get=(self)');
      expect(permissions, path).toContain('publickey-credentials-create=(self)');
      expect(permissions, path).toContain('camera=()');
      // Plain http: no promise of https.
      expect(h.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('promise https (HSTS) when the trusted proxy says the request came over it', async () => {
    const { server } = await serve(undefined, {
      clientDir: clientDir(),
      trustProxy: ['127.0.0.1', '::1'],
    });
    for (const path of PATHS) {
      const h = await headersOf(`${server.url}${path}`, { 'x-forwarded-proto': 'https' });
      expect(h.get('strict-transport-security'), path).toBe('max-age=31536000');
      const plain = await headersOf(`${server.url}${path}`, { 'x-forwarded-proto': 'http' });
      expect(plain.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('but not when anyone else says so', async () => {
    const { server } = await serve(undefined, { clientDir: clientDir(), trustProxy: ['10.9.9.9'] });
    const h = await headersOf(`${server.url}/`, { 'x-forwarded-proto': 'https' });
    expect(h.get('strict-transport-security')).toBeNull();
    expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
