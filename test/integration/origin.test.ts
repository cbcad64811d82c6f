/**
 * The match socket opens only for pages of the site itself: a page of another origin (a sibling
 * of the same registrable domain included) cannot seat the cookie's player, even at a rated table.
 */
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type Ack, ClientEvents } from '../../src/core/protocol';
import { harness, PATIENCE_MS, SERVER_TEST_MS } from './harness';

const { serve } = harness();

/** Whether a WebSocket handshake with these headers connects, or why not. */
function handshake(url: string, headers: Record<string, string>): Promise<Socket | string> {
  const socket = io(url, { transports: ['websocket'], extraHeaders: headers, reconnection: false });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to the handshake')), PATIENCE_MS);
    socket.on('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.on('connect_error', (e) => {
      clearTimeout(timer);
      socket.close();
      resolve(e.message);
    });
  });
}

async function guest(url: string) {
  const res = await fetch(`${url}/api/me`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('the socket checks Origin', { timeout: SERVER_TEST_MS }, () => {
  it('refuses a page of another origin before the handshake completes; seats nobody', async () => {
    const { server } = await serve();
    const cookie = await guest(server.url);
    const made = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        game: 'knights',
        options: { files: 6, ranks: 6 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        sit: 0,
        table: { rated: true },
      }),
    });
    const matchId = ((await made.json()) as { matchId: string }).matchId;
    const other = await guest(server.url);
    const host = new URL(server.url).host;
    const tries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      // A sibling site of the same registrable domain, on the same port.
      { origin: `http://games.${host}` },
      { origin: 'null' },
      { origin: server.url, 'sec-fetch-site': 'same-site' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of tries) {
      const answer = await handshake(server.url, { cookie: other, ...headers });
      expect(typeof answer, JSON.stringify(headers)).toBe('string');
    }
    // Nobody took the second seat.
    const seats = await fetch(`${server.url}/api/matches/${matchId}`);
    const body = (await seats.json()) as { seats: { player?: unknown; taken?: boolean }[] };
    expect(body.seats[1]?.player).toBeUndefined();

    // The site's own page connects and sits.
    const own = await handshake(server.url, {
      cookie: other,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(typeof own).not.toBe('string');
    const sat = await new Promise<Ack>((r) =>
      (own as Socket).emit(ClientEvents.sit, { matchId, seat: 1 }, (a: Ack) => r(a)),
    );
    expect(sat.ok).toBe(true);
    (own as Socket).close();
    const after = (await (
      await fetch(`${server.url}/api/matches/${matchId}`)
    ).json()) as typeof body;
    expect(after.seats[1]?.player).toBeDefined();
  });

  it('lets a program that sends no Origin in (it carries no one else’s cookie)', async () => {
    const { server } = await serve();
    const answer = await handshake(server.url, {});
    expect(typeof answer).not.toBe('string');
    (answer as Socket).close();
  });

  it('with a public URL, accepts that origin only', async () => {
    const { server } = await serve(undefined, { publicUrl: 'https://parlour.example' });
    const own = await handshake(server.url, { origin: 'https://parlour.example' });
    expect(typeof own).not.toBe('string');
    (own as Socket).close();
    // The Host the request names no longer counts: a proxy may have rewritten it.
    expect(typeof (await handshake(server.url, { origin: server.url }))).toBe('string');
    expect(typeof (await handshake(server.url, { origin: 'http://parlour.example' }))).toBe(
      'string',
    );
  });
});
