/**
 * The store under a burst of writes stays small: the write-ahead log is moved into the database
 * and started again long before it grows (unbounded, it grows by kilobytes a move).
 */
import { describe, expect, it } from 'vitest';
import { RawSocketIo } from '../../bench/raw-client';
import type { StoreStats } from '../../src/server/store/sqlite';
import { harness } from './harness';

const { serve } = harness({ messagesPerSecond: 0, maxWalBytes: 256 * 1024 });

describe('the store under a burst of moves', () => {
  it('keeps its write-ahead log bounded', async () => {
    const { server } = await serve();
    const store = async () =>
      ((await (await fetch(`${server.url}/api/stats`)).json()) as { store: StoreStats }).store;
    let maxWal = 0;
    const sampler = setInterval(() => {
      void store().then((s) => {
        maxWal = Math.max(maxWal, s.walBytes);
      });
    }, 100);
    // Ten knights matches played as fast as the server answers, for about five seconds.
    const deadline = performance.now() + 5000;
    let moves = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const a = await RawSocketIo.connect(server.url);
        const b = await RawSocketIo.connect(server.url);
        while (performance.now() < deadline) moves += await playOne(server.url, a, b);
        a.close();
        b.close();
      }),
    );
    clearInterval(sampler);
    const end = await store();
    expect(moves).toBeGreaterThan(1000);
    // Unbounded, the log would hold every page each move touched: megabytes by now.
    expect(maxWal).toBeLessThan(2 * 1024 * 1024);
    expect(end.commits).toBeGreaterThan(100);
  });
});

/** One 8×8 knights match between two sockets, each playing the first legal square; its moves. */
async function playOne(url: string, a: RawSocketIo, b: RawSocketIo): Promise<number> {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    }),
  });
  const created = (await res.json()) as { matchId: string; token: string };
  const sat = await new Promise<{ token: string }>((r) =>
    b.emit('match:sit', { matchId: created.matchId, seat: 1 }, (ack) =>
      r(ack as { token: string }),
    ),
  );
  const tokens = [created.token, sat.token];
  let moves = 0;
  for (let seq = 0; ; seq++) {
    const seat = seq % 2;
    const socket = seat === 0 ? a : b;
    const state = await new Promise<{
      version: number;
      view: { legal: string[] };
      outcome: unknown;
    }>((r) => {
      socket.on('match:state', (msg) => {
        socket.off('match:state');
        r(msg as never);
      });
      socket.emit('match:watch', { matchId: created.matchId, token: tokens[seat] });
    });
    if (state.outcome || state.view.legal.length === 0) return moves;
    await new Promise((r) =>
      socket.emit(
        'match:move',
        {
          matchId: created.matchId,
          token: tokens[seat],
          clientSeq: seq,
          version: state.version,
          move: { square: state.view.legal[0] },
        },
        r,
      ),
    );
    moves++;
  }
}
