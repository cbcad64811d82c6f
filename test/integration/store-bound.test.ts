/**
 * The store under a burst of writes stays small: the write-ahead log is moved into the database
 * and started again long before it grows (unbounded, it grows by kilobytes a move). The burst is
 * a fixed number of games, however long the machine takes to play them; the log is measured after
 * every game.
 */
import { describe, expect, it } from 'vitest';
import { RawSocketIo } from '../../bench/raw-client';
import type { StoreStats } from '../../src/server/store/sqlite';
import { harness, SERVER_TEST_MS } from './harness';

const { serve } = harness({ messagesPerSecond: 0, maxWalBytes: 256 * 1024 });

/** Ten pairs of players at once, each playing five whole 8×8 games: 1,200 moves in all. */
const PAIRS = 10;
const GAMES = 5;

describe('the store under a burst of moves', { timeout: SERVER_TEST_MS }, () => {
  it('keeps its write-ahead log bounded', async () => {
    const { server } = await serve();
    const store = async () =>
      ((await (await fetch(`${server.url}/api/stats`)).json()) as { store: StoreStats }).store;
    const walAfterGames: number[] = [];
    let moves = 0;
    await Promise.all(
      Array.from({ length: PAIRS }, async () => {
        const a = await RawSocketIo.connect(server.url);
        const b = await RawSocketIo.connect(server.url);
        for (let game = 0; game < GAMES; game++) {
          const played = await playOne(server.url, a, b);
          moves += played;
          walAfterGames.push((await store()).walBytes);
        }
        a.close();
        b.close();
      }),
    );
    const end = await store();
    expect(walAfterGames).toHaveLength(PAIRS * GAMES);
    // Every game is played to its end (an 8×8 game lasts some twenty moves).
    expect(moves).toBeGreaterThanOrEqual(PAIRS * GAMES * 16);
    // Unbounded, the log would hold every page each move touched: 3.6 MB by now, with the limit
    // lifted (a slower machine commits more moves at once, and so writes fewer pages).
    expect(Math.max(...walAfterGames, end.walBytes)).toBeLessThan(2 * 1024 * 1024);
    // What left the log went into the database, which holds a move in under a hundred bytes.
    expect(end.databaseBytes).toBeLessThan(moves * 256);
    expect(end.commits).toBeGreaterThan(0);
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
