/**
 * The server attacked from outside, as a real process: a store slowed down by another writer,
 * and a client that floods without ever reading. Each defect these tests cover was found by
 * attacking an earlier server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Ack } from '../../src/core/protocol';
import { type TestClient, twoAtTable } from './client';
import { eventually, harness, SERVER_TEST_MS } from './harness';

const { process: startProcess, client } = harness();
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const f of cleanups.splice(0)) f();
});

/** A real server process, without the toy game: these attacks concern the platform alone. */
const serve = (dataDir: string, opts: Parameters<typeof startProcess>[1] = {}) =>
  startProcess(dataDir, { toy: false, ...opts });

async function knightsForTwo(url: string) {
  const { matchId, players, tokens } = await twoAtTable(url, client, 'knights');
  return { matchId, a: players[0], b: players[1], tokens };
}

/** One client-to-server WebSocket text frame (masked, as clients must) carrying `42["x",1]`. */
const FRAME = (() => {
  const payload = Buffer.from('42["x",1]');
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = payload.map((byte, i) => byte ^ mask[i % 4]!);
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
})();

/** The highest version a client was told of, in any message or ack. */
function highestShown(c: TestClient, acks: Ack[]): number {
  const versions = [
    ...c.states.map((s) => s.version),
    ...acks.flatMap((a) => (a.ok && a.version !== undefined ? [a.version] : [])),
  ];
  return Math.max(-1, ...versions);
}

describe('a server under attack', { timeout: SERVER_TEST_MS }, () => {
  it('shows nobody a move before it is on disk, even when the disk is slow', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-slow-'));
    const server = await serve(dataDir);
    const { matchId, a, b, tokens } = await knightsForTwo(server.url);
    // Another writer holds the write lock: the server's next commit has to wait for it.
    const blocker = new Database(join(dataDir, 'parlour.sqlite'));
    blocker.pragma('busy_timeout = 0');
    blocker.exec('BEGIN IMMEDIATE');
    cleanups.push(() => {
      if (blocker.inTransaction) blocker.exec('ROLLBACK');
      blocker.close();
    });
    const acks: Ack[] = [];
    a.socket.emit(
      'match:move',
      { matchId, token: tokens[0], clientSeq: 0, version: 0, move: { square: 'a1' } },
      (x: Ack) => acks.push(x),
    );
    // Right behind the move, on the same connection and on another: ask for the state.
    a.socket.emit('match:watch', { matchId, token: tokens[0] }, (x: Ack) => acks.push(x));
    b.socket.emit('match:watch', { matchId, token: tokens[1] }, (x: Ack) => acks.push(x));
    const http = fetch(`${server.url}/api/matches/${matchId}`, {
      signal: AbortSignal.timeout(1500),
    })
      .then((r) => r.json() as Promise<{ version: number }>)
      .catch(() => null);
    // A second for the server to show what it must not. No condition says it is done trying (all
    // it could show waits for the disk), and a busy machine can only make this check weaker, never
    // fail it: it stays under the 5 s the server's writer waits for the lock.
    await new Promise((r) => setTimeout(r, 1000));
    const shown = Math.max(
      highestShown(a, acks),
      highestShown(b, acks),
      (await http)?.version ?? -1,
    );
    await server.kill();
    blocker.exec('ROLLBACK');

    const again = await serve(dataDir);
    const res = await fetch(`${again.url}/api/matches/${matchId}`);
    const onDisk = ((await res.json()) as { version: number }).version;
    // Whatever anyone was shown is on disk: the move was shown only if it survived.
    expect(shown).toBeLessThanOrEqual(onDisk);
  });

  it('drops a client that floods and never reads, before it costs memory; others do not notice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-flood-'));
    const server = await serve(dataDir, { nodeArgs: ['--expose-gc'] });
    const { matchId, a, b, tokens } = await knightsForTwo(server.url);
    /** Heap (after a full collection, unless told not to) and connections of the server. */
    const stats = async (gc = true) =>
      (await (await fetch(`${server.url}/api/stats${gc ? '?gc=1' : ''}`)).json()) as {
        heapUsed: number;
        connections: number;
      };
    const before = await stats();

    const ws = new WebSocket(
      `${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`,
    );
    cleanups.push(() => ws.terminate());
    await new Promise<void>((res, rej) => {
      ws.once('error', rej);
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.startsWith('0')) ws.send('40');
        if (text.startsWith('40')) res();
      });
    });
    expect((await stats()).connections).toBe(before.connections + 1);
    // Stop reading, then send half a million tiny frames at once.
    const raw = (ws as unknown as { _socket: { pause(): void; write(b: Buffer): void } })._socket;
    raw.pause();
    raw.write(Buffer.concat(Array.from({ length: 500_000 }, () => FRAME)));

    // Meanwhile the players play on.
    expect(await a.move(matchId, tokens[0]!, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
    await b.waitFor((s) => s.version === 1);
    expect(await b.move(matchId, tokens[1]!, 0, 1, { square: 'h8' })).toEqual({
      ok: true,
      version: 2,
    });
    await a.waitFor((s) => s.version === 2);

    await eventually(
      'the flooding connection to be dropped',
      async () => (await stats(false)).connections <= before.connections,
    );
    const after = await stats();
    expect(after.connections).toBe(before.connections);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(20 * 1024 * 1024);
  });
});
