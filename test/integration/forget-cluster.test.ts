/**
 * "Forget me" on several processes: a player forgotten through one process is named by no
 * process's view of their match, the others holding it look its players up again (the cluster's
 * `players` message), and the watchers there are told the seats again.
 */
import { io, type Socket } from 'socket.io-client';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Ack,
  ClientEvents,
  type MatchSeatsMessage,
  type MatchStateMessage,
  ServerEvents,
} from '../../src/core/protocol';
import { usePostgres } from '../pg-cluster';
import { useRedis } from '../redis-server';
import { eventually, harness, SERVER_TEST_MS } from './harness';

const postgres = usePostgres();
const redis = useRedis();
let database = '';
beforeEach(async () => {
  database = await postgres().database();
});

const { serve } = harness({ store: () => database });

async function guest(url: string) {
  const res = await fetch(`${url}/api/me`);
  expect(res.status).toBe(201);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, name: ((await res.json()) as { name: string }).name };
}

const socketOf = (url: string, cookie?: string) =>
  io(url, { transports: ['websocket'], ...(cookie ? { extraHeaders: { cookie } } : {}) });

const ask = (s: Socket, event: string, msg: unknown) =>
  new Promise<Ack>((r) => s.emit(event, msg, (a: Ack) => r(a)));

const names = (seats: { player?: { name: string } }[]) => seats.map((s) => s.player?.name ?? null);

async function shownBy(url: string, matchId: string) {
  const res = await fetch(`${url}/api/matches/${matchId}`);
  return names(((await res.json()) as { seats: { player?: { name: string } }[] }).seats);
}

describe('forget me on several processes', { timeout: SERVER_TEST_MS }, () => {
  it('every process holding the match names nobody, and its watchers are told', async () => {
    const { server: one } = await serve(undefined, { redis: redis().url });
    const { server: two } = await serve(undefined, { redis: redis().url });
    const a = await guest(one.url);
    const b = await guest(one.url);
    const made = await fetch(`${one.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      body: JSON.stringify({
        game: 'knights',
        options: { files: 6, ranks: 6 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        sit: 0,
        table: { rated: true },
      }),
    });
    expect(made.status).toBe(201);
    const { matchId } = (await made.json()) as { matchId: string };
    const sb = socketOf(one.url, b.cookie);
    expect((await ask(sb, ClientEvents.sit, { matchId, seat: 1 })).ok).toBe(true);

    // A spectator on the other process: that process follows the match.
    const watcher = socketOf(two.url);
    const first = new Promise<MatchStateMessage>((r) => watcher.once(ServerEvents.state, r));
    expect((await ask(watcher, ClientEvents.watch, { matchId })).ok).toBe(true);
    await first;
    await eventually('the other process names both players', async () => {
      const shown = await shownBy(two.url, matchId);
      return shown[0] === a.name && shown[1] === b.name;
    });
    const told = new Promise<MatchSeatsMessage>((resolve) => {
      watcher.on(ServerEvents.seats, (msg: MatchSeatsMessage) => {
        if (msg.seats[0]?.player === undefined) resolve(msg);
      });
    });

    const forgot = await fetch(`${one.url}/api/me`, {
      method: 'DELETE',
      headers: { cookie: a.cookie },
    });
    expect(forgot.status).toBe(200);
    expect(await shownBy(one.url, matchId)).toEqual([null, b.name]);
    await eventually('the other process names nobody in seat 0', async () => {
      const shown = await shownBy(two.url, matchId);
      return shown[0] === null && shown[1] === b.name;
    });
    expect(names((await told).seats)).toEqual([null, b.name]);
    watcher.close();
    sb.close();
  });
});
