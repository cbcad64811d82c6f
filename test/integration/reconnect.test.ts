import { describe, expect, it } from 'vitest';
import { RawSocketIo } from '../../bench/raw-client';
import { crashAndReturn, openTables, play, type Table } from '../../bench/reconnect';
import { dialStats } from '../../bench/reconnecting-client';
import type { MatchStateMessage } from '../../src/core/protocol';
import type { KnightsView } from '../../src/games/knights';
import { freshDataDir, harness } from './harness';

const { process: startProcess } = harness();
const serve = (dataDir: string, port?: number) =>
  startProcess(dataDir, { port, toy: false, args: ['--max-messages', '0'] });

/** The whole state a seat is sent by a new connection watching from nothing. */
async function wholeState(url: string, matchId: string, token: string): Promise<MatchStateMessage> {
  const socket = await RawSocketIo.connect(url, { timeoutMs: 5000 });
  try {
    return await new Promise<MatchStateMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no state of ${matchId}`)), 5000);
      socket.on('match:state', (msg) => {
        clearTimeout(timer);
        resolve(msg as MatchStateMessage);
      });
      socket.emit('match:watch', { matchId, token });
    });
  } finally {
    socket.close();
  }
}

describe('a hundred live matches through a server killed with SIGKILL', () => {
  it('every player reconnects by itself, finds its exact view and plays on', async () => {
    const dataDir = freshDataDir('parlour-reconnect-');
    let server = await serve(dataDir);
    const port = Number(new URL(server.url).port);
    const stats = dialStats();
    let tables: Table[] = [];
    try {
      tables = await openTables(server.url, 100, stats);
      await Promise.all(tables.map((t, i) => play(t, 1 + (i % 3))));

      const r = await crashAndReturn(
        tables,
        stats,
        () => server.kill(),
        async () => {
          server = await serve(dataDir, port);
        },
        10_000,
      );
      // Each of the 200 players came back on its own (through refused tries while the server was
      // down), and the server confirmed the very version it had seen: no move was lost.
      expect(r.backMs.filter((ms) => ms === null || ms > 10_000)).toEqual([]);
      expect(r.behind).toBe(0);
      expect(stats.attempts).toBeGreaterThan(200);
      expect(r.moveAfterReconnectOk).toBe(100);
      expect(r.moveSeenByBoth).toBe(100);

      // What the new server holds, asked afresh, is the board each player had plus the one move.
      for (const t of tables) {
        const moved = t.players.map((p) => p.movedAfter).find((m) => m !== null);
        expect(moved, t.matchId).toBeTypeOf('string');
        for (const p of t.players) {
          const fresh = await wholeState(server.url, t.matchId, p.token);
          expect(fresh.version).toBe(p.had!.version + 1);
          expect((fresh.view as KnightsView).knights.map((k) => k.square)).toEqual([
            ...p.had!.knights,
            moved,
          ]);
          // …and what the player pieced together from the steps it was sent is that very view.
          expect(p.known!.version).toBe(fresh.version);
          expect(p.known!.view).toEqual(fresh.view);
          expect(p.known!.toMove).toEqual(fresh.toMove);
        }
      }
      expect(server.output()).not.toMatch(/does not replay|refused/);
    } finally {
      for (const t of tables) for (const p of t.players) p.socket.close();
    }
  });
});
