import { describe, expect, it } from 'vitest';
import { RawSocketIo } from '../../bench/raw-client';
import { crashAndReturn, Player, play, type Table } from '../../bench/reconnect';
import { type DialStats, dialStats, ReconnectingSocketIo } from '../../bench/reconnecting-client';
import type { MatchStateMessage } from '../../src/core/protocol';
import type { KnightsView } from '../../src/games/knights';
import { createMatch } from './client';
import { freshDataDir, harness, PATIENCE_MS, SERVER_TEST_MS } from './harness';

const { process: startProcess } = harness();
const serve = (dataDir: string, port?: number) =>
  startProcess(dataDir, { port, toy: false, args: ['--max-messages', '0'] });

/**
 * The benchmark's players give up on an answer after 5 s and on a state after 10 s, as a load
 * test must; here they wait as long as any test does, so that a busy machine is slow, not red.
 */
function patient(p: Player): Player {
  const request = p.socket.request.bind(p.socket);
  p.socket.request = (event, payload, timeoutMs = PATIENCE_MS) =>
    request(event, payload, timeoutMs);
  const until = p.until.bind(p);
  p.until = (pred, timeoutMs = PATIENCE_MS) => until(pred, timeoutMs);
  return p;
}

/** A knights match for two humans, each seat held by a reconnecting socket of its own, watching. */
async function openTable(url: string, stats: DialStats): Promise<Table> {
  const created = await createMatch(url, {
    game: 'knights',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const [first, second] = await Promise.all([
    ReconnectingSocketIo.open(url, stats),
    ReconnectingSocketIo.open(url, stats),
  ]);
  const sat = (await second.request(
    'match:sit',
    { matchId: created.matchId, seat: 1 },
    PATIENCE_MS,
  )) as { ok: boolean; token: string } | null;
  if (!sat?.ok) throw new Error(`could not sit in ${created.matchId}: ${JSON.stringify(sat)}`);
  const players: [Player, Player] = [
    patient(new Player(first, created.matchId, 0, created.token!)),
    patient(new Player(second, created.matchId, 1, sat.token)),
  ];
  for (const p of players) {
    if (!(await p.watch())) throw new Error(`could not watch ${created.matchId}`);
  }
  return { matchId: created.matchId, players };
}

/** The whole state a seat is sent by a new connection watching from nothing. */
async function wholeState(url: string, matchId: string, token: string): Promise<MatchStateMessage> {
  const socket = await RawSocketIo.connect(url, { timeoutMs: PATIENCE_MS });
  try {
    return await new Promise<MatchStateMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no state of ${matchId} in ${PATIENCE_MS / 1000} s`)),
        PATIENCE_MS,
      );
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

describe('a hundred live matches through a server killed with SIGKILL', {
  timeout: SERVER_TEST_MS,
}, () => {
  it('every player reconnects by itself, finds its exact view and plays on', async () => {
    const dataDir = freshDataDir('parlour-reconnect-');
    let server = await serve(dataDir);
    const port = Number(new URL(server.url).port);
    const stats = dialStats();
    const tables: Table[] = [];
    try {
      // Ten at a time, so that setting up is no storm itself.
      for (let i = 0; i < 100; i += 10) {
        tables.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => openTable(server.url, stats)))),
        );
      }
      await Promise.all(tables.map((t, i) => play(t, 1 + (i % 3))));

      const r = await crashAndReturn(
        tables,
        stats,
        () => server.kill(),
        async () => {
          server = await serve(dataDir, port);
        },
        // How long they may take to be back: how long they do take is the benchmark's business.
        2 * PATIENCE_MS,
      );
      // Each of the 200 players came back on its own (through refused tries while the server was
      // down), and the server confirmed the very version it had seen: no move was lost.
      const notBack = r.backMs.filter((ms) => ms === null).length;
      expect(notBack, `players not back ${(2 * PATIENCE_MS) / 1000} s after the kill`).toBe(0);
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
