import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { foreignOrigin, parsePublicUrl } from './socket-origin';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const byHost = { publicOrigin: null };

describe('the socket handshake’s origin', () => {
  it('is the Host the request names, or the public URL when one is given', () => {
    const host = { host: 'parlour.example' };
    expect(foreignOrigin(req({ ...host, origin: 'https://parlour.example' }), byHost)).toBeNull();
    expect(foreignOrigin(req({ ...host, origin: 'https://evil.example' }), byHost)).toMatch(
      /evil\.example is not this site/,
    );
    expect(
      foreignOrigin(req({ ...host, origin: 'https://a.parlour.example' }), byHost),
    ).not.toBeNull();
    expect(foreignOrigin(req({ origin: 'https://parlour.example' }), byHost)).not.toBeNull();
    const rule = { publicOrigin: 'https://parlour.example' };
    expect(
      foreignOrigin(req({ host: 'internal:3001', origin: 'https://parlour.example' }), rule),
    ).toBeNull();
    expect(foreignOrigin(req({ ...host, origin: 'http://parlour.example' }), rule)).not.toBeNull();
  });

  it('refuses what a browser says came from another site, and lets programs without Origin in', () => {
    expect(foreignOrigin(req({ host: 'h', 'sec-fetch-site': 'same-site' }), byHost)).not.toBeNull();
    expect(foreignOrigin(req({ host: 'h', origin: 'null' }), byHost)).not.toBeNull();
    expect(foreignOrigin(req({ host: 'h' }), byHost)).toBeNull();
    expect(foreignOrigin(req({ host: 'h', 'sec-fetch-site': 'same-origin' }), byHost)).toBeNull();
  });

  it('reads --public-url', () => {
    expect(parsePublicUrl('https://parlour.example/play/')).toEqual({
      ok: true,
      origin: 'https://parlour.example',
    });
    expect(parsePublicUrl(undefined)).toEqual({ ok: true, origin: null });
    expect(parsePublicUrl('parlour.example').ok).toBe(false);
    expect(parsePublicUrl('ftp://parlour.example').ok).toBe(false);
  });
});
