import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KnightsView } from '../../src/games/knights';
import type { TallyView } from '../toy/tally';
import { createMatch, type TestClient } from './client';
import { harness, SERVER_TEST_MS } from './harness';

const { process: startProcess, client } = harness();
const serve = (dataDir: string, port?: number) => startProcess(dataDir, { port });

// Every wait is on a condition, with the harness's generous deadline (PATIENCE_MS).
describe('a server killed with SIGKILL', { timeout: SERVER_TEST_MS }, () => {
  it('comes back with every acknowledged move, and the client reconnects by itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-crash-'));
    const first = await serve(dataDir);
    const created = await createMatch(first.url, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    const me = client(first.url);
    await me.watch(created.matchId, created.token!);
    const friend = client(first.url);
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
    await first.kill();

    const port = Number(new URL(first.url).port);
    const before = me.received.length;
    await serve(dataDir, port);
    // The player's socket was never told to reconnect: it does so itself and catches up.
    const s = await me.waitFor((m) => m.version === 5 && me.received.length > before);
    expect((s.view as KnightsView).knights.map((k) => k.square)).toEqual(squares);
    expect(s.toMove).toEqual([1]);
    expect(await friend.move(created.matchId, tokens[1]!, 5, 5, { square: 'g1' })).toEqual({
      ok: true,
      version: 6,
    });
    await me.waitFor((m) => m.version === 6);
  });

  it('keeps a four-seat table through a crash in each phase, bots and private hands included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-crash-tally-'));
    let server = await serve(dataDir);
    const port = Number(new URL(server.url).port);
    const created = await createMatch(server.url, {
      game: 'tally',
      seats: [
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'bot', level: 'careful' },
        { kind: 'human' },
      ],
      sit: 0,
    });
    const id = created.matchId;
    const seats = [0, 1, 3];
    const players = new Map<number, { c: TestClient; token: string; seq: number }>();
    players.set(0, { c: client(server.url), token: created.token!, seq: 0 });
    for (const seat of [1, 3]) {
      const c = client(server.url);
      const sat = (await c.request('match:sit', { matchId: id, seat })) as { token: string };
      players.set(seat, { c, token: sat.token, seq: 0 });
    }
    for (const p of players.values()) await p.c.watch(id, p.token);
    const me = players.get(0)!;
    const act = async (seat: number, move: unknown) => {
      const p = players.get(seat)!;
      const version = p.c.latest!.version;
      const ack = await p.c.move(id, p.token, p.seq++, version, move);
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      await me.c.waitFor((m) => m.version > version);
    };
    const crash = async () => {
      const seen = me.c.latest!.version;
      const heard = [...players.values()].map((p) => p.c.received.length);
      await server.kill();
      server = await serve(dataDir, port);
      // Every player's socket reconnects by itself and hears from the new server.
      for (const [i, p] of [...players.values()].entries()) {
        await p.c.waitFor((m) => m.version >= seen && p.c.received.length > heard[i]!);
      }
    };

    // In the simultaneous phase: two of three stakes in, the bot's maybe.
    await Promise.all([...players.values()].map((p) => p.c.waitFor((m) => m.version === 0)));
    for (const seat of [0, 1]) {
      await act(seat, {
        type: 'pick',
        card: (players.get(seat)!.c.latest!.view as TallyView).hand![0],
      });
    }
    const stakedBefore = (me.c.latest!.view as TallyView).stakes[0];
    await crash();
    expect((me.c.latest!.view as TallyView).stakes[0]).toBe(stakedBefore);
    await act(3, { type: 'pick', card: (players.get(3)!.c.latest!.view as TallyView).hand![0] });
    // The bot, resumed after the restart, stakes too, and play begins.
    await me.c.waitFor((m) => (m.view as TallyView).phase === 'play');

    // In the turn phase: play a card or two, crash, and play on to the end.
    for (let n = 0; !me.c.latest!.outcome && n < 60; n++) {
      const s = me.c.latest!;
      const seat = s.toMove[0]!;
      if (!seats.includes(seat)) {
        await me.c.waitFor((m) => m.version > s.version);
        continue;
      }
      const p = players.get(seat)!;
      await p.c.waitFor((m) => m.version >= s.version);
      const hand = (p.c.latest!.view as TallyView).hand!;
      await act(seat, hand.length > 0 ? { type: 'play', card: hand[0] } : { type: 'pass' });
      if (n === 1) await crash();
    }
    const end = me.c.latest!;
    expect(end.outcome).not.toBeNull();
    for (const p of players.values()) {
      const last = await p.c.waitFor((m) => m.version === end.version);
      expect(last.outcome).toEqual(end.outcome);
      expect(p.c.gaps).toEqual([]);
    }
    expect(server.output()).not.toMatch(/bot failed|refused|does not replay/);
  });
});
