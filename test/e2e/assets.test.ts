/**
 * The built web app as the server sends it: every text asset compressed for a browser that
 * accepts it, hashed assets cached for a year, the page itself always asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './browser';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, encoding?: string) =>
  fetch(`${server.url}${path}`, {
    headers: encoding ? { 'accept-encoding': encoding } : {},
    // Node's fetch decodes what it is sent; the headers say what went over the wire.
    decompress: false,
  } as RequestInit);

/**
 * A response's status and headers, its body read to the end: a body left unread keeps its
 * connection open, and the server's close at the end of the file waited on it for a minute.
 */
async function fetched(path: string, encoding?: string) {
  const res = await get(path, encoding);
  await res.arrayBuffer();
  return res;
}

async function assetPaths(): Promise<string[]> {
  const html = await (await get('/')).text();
  const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  // The workers are loaded by the scripts, not by the page: find them in the main script.
  const scripts = found.filter((p) => p.endsWith('.js'));
  for (const script of scripts) {
    const code = await (await get(script)).text();
    for (const m of code.matchAll(/["'`](?:\/|\.\/)?(assets\/[\w.-]+\.js)["'`]/g)) {
      found.push(`/${m[1]!.replace(/^\//, '')}`);
    }
  }
  return [...new Set(found)];
}

describe('the web app as served', () => {
  it('sends the page compressed and never cached, at every address the app answers', async () => {
    for (const path of ['/', '/twist', '/m/nosuchmatch']) {
      const res = await fetched(path, 'br, gzip');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('vary') ?? '', path).toMatch(/accept-encoding/i);
    }
  });

  it('sends every script and style compressed, cached for a year as immutable', async () => {
    const paths = await assetPaths();
    expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
    expect(paths.some((p) => /worker/.test(p))).toBe(true);
    for (const path of paths) {
      for (const [accept, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await fetched(path, accept);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-encoding'), `${path} ${accept}`).toBe(expected);
        expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      }
      // A client that accepts no compression still gets the file.
      const plain = await get(path, 'identity');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect((await plain.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});
