/**
 * "Forget me" takes the name out of every live view at once: the lobby's answer for the match
 * (`GET /api/matches?ids=`), the match's public state, a new `match:watch`, and the watchers
 * already there, who are told the seats again. The seat then looks as a seat whose player never
 * had a name; the other player keeps theirs.
 */
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  type Ack,
  ClientEvents,
  type MatchSeatsMessage,
  type MatchStateMessage,
  ServerEvents,
} from '../../src/core/protocol';
import { harness, PATIENCE_MS, SERVER_TEST_MS } from './harness';

const { serve } = harness();

async function guest(url: string) {
  const res = await fetch(`${url}/api/me`);
  expect(res.status).toBe(201);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, name: ((await res.json()) as { name: string }).name };
}

const socketOf = (url: string, cookie?: string) =>
  io(url, { transports: ['websocket'], ...(cookie ? { extraHeaders: { cookie } } : {}) });

const ask = <T = Ack>(s: Socket, event: string, msg: unknown) =>
  new Promise<T>((r) => s.emit(event, msg, (a: T) => r(a)));

type Seats = { player?: { name: string } }[];

describe('forget me, in the live views', { timeout: SERVER_TEST_MS }, () => {
  it('names nobody at once in every view of the player’s live match', async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const b = await guest(server.url);
    const made = await fetch(`${server.url}/api/matches`, {
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
    const { matchId } = (await made.json()) as { matchId: string };
    const sb = socketOf(server.url, b.cookie);
    expect((await ask(sb, ClientEvents.sit, { matchId, seat: 1 })).ok).toBe(true);

    const lobbyNames = async () => {
      const [entry] = (await (await fetch(`${server.url}/api/matches?ids=${matchId}`)).json()) as {
        seats: Seats;
      }[];
      return entry!.seats.map((s) => s.player?.name ?? null);
    };
    const stateNames = async () => {
      const shown = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as {
        seats: Seats;
      };
      return shown.seats.map((s) => s.player?.name ?? null);
    };
    const watchNames = async () => {
      const spectator = socketOf(server.url);
      const state = new Promise<MatchStateMessage>((r) => spectator.once(ServerEvents.state, r));
      await ask(spectator, ClientEvents.watch, { matchId });
      const names = (await state).seats.map((s) => s.player?.name ?? null);
      spectator.close();
      return names;
    };
    await expect.poll(lobbyNames, { timeout: PATIENCE_MS }).toEqual([a.name, b.name]);
    expect(await stateNames()).toEqual([a.name, b.name]);
    expect(await watchNames()).toEqual([a.name, b.name]);

    // A spectator already watching is told the seats again.
    const watcher = socketOf(server.url);
    const first = new Promise<MatchStateMessage>((r) => watcher.once(ServerEvents.state, r));
    await ask(watcher, ClientEvents.watch, { matchId });
    await first;
    const told = new Promise<MatchSeatsMessage>((resolve) => {
      watcher.on(ServerEvents.seats, (msg: MatchSeatsMessage) => {
        if (msg.seats[0]?.player === undefined) resolve(msg);
      });
    });

    const forgot = await fetch(`${server.url}/api/me`, {
      method: 'DELETE',
      headers: { cookie: a.cookie },
    });
    expect(forgot.status).toBe(200);
    // At once: no wait between the answer and the views.
    expect(await lobbyNames()).toEqual([null, b.name]);
    expect(await stateNames()).toEqual([null, b.name]);
    expect(await watchNames()).toEqual([null, b.name]);
    const seats = await told;
    expect(seats.seats.map((s) => s.player?.name ?? null)).toEqual([null, b.name]);
    // Nothing the server sends about the match names the forgotten player any more.
    expect(
      JSON.stringify(await (await fetch(`${server.url}/api/matches/${matchId}`)).json()),
    ).not.toContain(a.name);
    watcher.close();
    sb.close();
  });
});
