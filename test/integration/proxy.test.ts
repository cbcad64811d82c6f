/**
 * Behind the proxy of docs/deployment.md: its word about the client (X-Forwarded-For) and about
 * https (X-Forwarded-Proto) is believed when, and only when, it comes from an address named by
 * `--trust-proxy`.
 */
import { describe, expect, it } from 'vitest';
import { harness, SERVER_TEST_MS } from './harness';

const { serve } = harness();

const guest = (url: string, headers: Record<string, string>) => fetch(`${url}/api/me`, { headers });

const create = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ game: 'knights', seats: [{ kind: 'human' }, { kind: 'human' }] }),
  });

describe(
  'behind a trusted proxy',
  () => {
    it('every player behind it has a budget of their own: 70 new guests, none refused', async () => {
      const { server } = await serve(undefined, { trustProxy: ['127.0.0.1', '::1'] });
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const res = await guest(server.url, { 'x-forwarded-for': `203.0.113.${i + 1}` });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s !== 201)).toEqual([]);
    });

    it('limits matches by the address the proxy names, not by what the client wrote before it', async () => {
      const { server } = await serve(undefined, {
        trustProxy: ['127.0.0.0/8', '::1'],
        matchesPerMinute: 2,
      });
      // nginx appends the address it saw to whatever the client sent.
      const from = (client: string, forged?: string) => ({
        'x-forwarded-for': forged ? `${forged}, ${client}` : client,
      });
      const statuses = [];
      statuses.push((await create(server.url, from('198.51.100.7'))).status);
      statuses.push((await create(server.url, from('198.51.100.7', '192.0.2.1'))).status);
      statuses.push((await create(server.url, from('198.51.100.7', '192.0.2.2'))).status);
      statuses.push((await create(server.url, from('198.51.100.8'))).status);
      expect(statuses).toEqual([201, 201, 429, 201]);
    });

    it('marks the identity cookie Secure when the proxy says https, and only then', async () => {
      const { server } = await serve(undefined, { trustProxy: ['127.0.0.1', '::1'] });
      const https = await guest(server.url, { 'x-forwarded-proto': 'https' });
      expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
      const http = await guest(server.url, { 'x-forwarded-proto': 'http' });
      expect(http.headers.get('set-cookie')).not.toMatch(/Secure/);
    });
  },
  SERVER_TEST_MS,
);

describe(
  'a client that is not the trusted proxy',
  () => {
    it('gains nothing by sending the headers: one budget, no Secure', async () => {
      const { server } = await serve(undefined, { trustProxy: ['10.9.9.9'], matchesPerMinute: 2 });
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await create(server.url, { 'x-forwarded-for': `198.51.100.${i + 1}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const cookie = await guest(server.url, { 'x-forwarded-proto': 'https' });
      expect(cookie.status).toBe(201);
      expect(cookie.headers.get('set-cookie')).not.toMatch(/Secure/);
    });

    it('and by default nobody is trusted', async () => {
      const { server } = await serve(undefined, { matchesPerMinute: 1 });
      expect((await create(server.url, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(201);
      expect((await create(server.url, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
    });
  },
  SERVER_TEST_MS,
);
