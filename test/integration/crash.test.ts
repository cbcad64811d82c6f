import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnightsView } from '../../src/games/knights';
import { createMatch, TestClient } from './client';

const bin = resolve(import.meta.dirname, '../../bin/parlour.js');
const children: ChildProcess[] = [];
const clients: TestClient[] = [];

/** Starts `parlour serve` as a real process and resolves with its URL once it listens. */
function startProcess(dataDir: string, port = 0): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ child, url: m[1]!.replace('localhost', '127.0.0.1') });
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      out += d.toString();
    });
  });
}

afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

describe('a server killed with SIGKILL', () => {
  it('comes back with every acknowledged move, and the client reconnects by itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-crash-'));
    const first = await startProcess(dataDir);
    const created = await createMatch(first.url, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const me = new TestClient(first.url);
    clients.push(me);
    await me.watch(created.matchId, created.token!);
    const friend = new TestClient(first.url);
    clients.push(friend);
    const sat = (await friend.request('match:sit', { matchId: created.matchId, seat: 1 })) as {
      token: string;
    };
    const tokens = [created.token!, sat.token];
    const squares = ['a1', 'h8', 'd4', 'h4', 'b7'];
    for (const [i, square] of squares.entries()) {
      const ack = await (i % 2 ? friend : me).move(created.matchId, tokens[i % 2]!, i, i, {
        square,
      });
      expect(ack).toEqual({ ok: true, version: i + 1 });
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const port = Number(new URL(first.url).port);
    const before = me.states.length;
    await startProcess(dataDir, port);
    // The player's socket was never told to reconnect: it does so itself and is sent the view.
    const s = await me.waitFor((m) => m.version === 5 && me.states.length > before, 15_000);
    expect((s.view as KnightsView).knights.map((k) => k.square)).toEqual(squares);
    expect(s.toMove).toEqual([1]);
    expect(await friend.move(created.matchId, tokens[1]!, 5, 5, { square: 'g1' })).toEqual({
      ok: true,
      version: 6,
    });
    await me.waitFor((m) => m.version === 6);
  });
});
