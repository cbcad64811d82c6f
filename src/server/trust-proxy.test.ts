import { describe, expect, it } from 'vitest';
import { fastifyTrust, parseTrustProxy } from './trust-proxy';

describe('--trust-proxy', () => {
  it('takes addresses and CIDR ranges, comma-separated, and nothing for none', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual({
      ok: true,
      proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, proxies: [] });
    expect(parseTrustProxy(' ')).toEqual({ ok: true, proxies: [] });
    expect(fastifyTrust([])).toBe(false);
    expect(fastifyTrust(['127.0.0.1'])).toEqual(['127.0.0.1']);
  });

  it('refuses what is not an address or a range, naming it', () => {
    for (const bad of ['*', 'true', 'nginx.local', '10.0.0.0/33', '::1/129', '10.0.0.1/x', '1']) {
      const parsed = parseTrustProxy(`127.0.0.1,${bad}`);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain(`"${bad}"`);
    }
  });
});
