/**
 * Players on the real server: a guest made on the first visit takes seats as that player (by HTTP
 * and over the socket), a rated table admits only players, each once, and a rated game played to
 * its end moves both players' ratings and shows on their profiles; their games follow them.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type Ack, ClientEvents, type MatchStateMessage } from '../../src/core/protocol';
import type { KnightsView } from '../../src/games/knights';
import { twist } from '../../src/games/twist';
import { harness, SERVER_TEST_MS } from './harness';

const { serve, stop } = harness();

/** A browser's player: the cookie its first visit was given, and its name. */
async function guest(url: string): Promise<{ cookie: string; name: string }> {
  const res = await fetch(`${url}/api/me`);
  expect(res.status).toBe(201);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const me = (await res.json()) as { name: string };
  return { cookie, name: me.name };
}

async function create(url: string, cookie: string | null, body: unknown) {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A socket as a browser with that cookie opens it. */
function socketOf(url: string, cookie: string): Socket {
  return io(url, { transports: ['websocket'], extraHeaders: { cookie } });
}

const ask = (s: Socket, event: string, msg: unknown) =>
  new Promise<Ack>((r) => s.emit(event, msg, (a: Ack) => r(a)));

// 6×6, the smallest board a rated knights game may be played on (src/games/knights/rated.ts).
const knights = (rated: boolean) => ({
  game: 'knights',
  options: { files: 6, ranks: 6 },
  seats: [{ kind: 'human' }, { kind: 'human' }],
  sit: 0,
  table: { rated },
});

describe('players at the table', { timeout: SERVER_TEST_MS }, () => {
  it("refuses a table opened by another site's page in a player's name, and makes nothing", async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const res = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: a.cookie,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify(knights(false)),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'cross-site' });
    const mine = (await (
      await fetch(`${server.url}/api/me/matches`, { headers: { cookie: a.cookie } })
    ).json()) as { matches: unknown[] };
    expect(mine.matches).toEqual([]);
    // The same request from the site itself is taken.
    const own = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: a.cookie, origin: server.url },
      body: JSON.stringify(knights(false)),
    });
    expect(own.status).toBe(201);
  });

  it('a rated table admits only players, each once, and only people', async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const withBot = await create(server.url, a.cookie, {
      ...knights(true),
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    expect(withBot).toMatchObject({ status: 400, body: { code: 'rated-needs-people' } });
    const anonymous = await create(server.url, null, knights(true));
    expect(anonymous).toMatchObject({ status: 400, body: { code: 'rated-needs-player' } });
    // The game's own rule: a board too small for a real game is casual only.
    const small = await create(server.url, a.cookie, {
      ...knights(true),
      options: { files: 5, ranks: 6 },
    });
    expect(small).toMatchObject({
      status: 400,
      body: { code: 'knights.board-too-small-to-rate', params: { side: 6 } },
    });
    const casualSmall = await create(server.url, a.cookie, {
      ...knights(false),
      options: { files: 4, ranks: 4 },
    });
    expect(casualSmall.status).toBe(201);
    const made = await create(server.url, a.cookie, knights(true));
    expect(made.status).toBe(201);
    // The creator cannot take the other seat too, and a browser without a player cannot either.
    const again = socketOf(server.url, a.cookie);
    expect(
      await ask(again, ClientEvents.sit, { matchId: made.body.matchId, seat: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'rated-same-player',
    });
    const nobody = io(server.url, { transports: ['websocket'] });
    expect(
      await ask(nobody, ClientEvents.sit, { matchId: made.body.matchId, seat: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'rated-needs-player',
    });
    again.close();
    nobody.close();
  });

  it('gives a player their own seat on another device, with a new token, and nobody else', async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const stranger = await guest(server.url);
    const made = await create(server.url, a.cookie, knights(false));
    const matchId = made.body.matchId as string;
    const first = made.body.token as string;
    // Without a player, or as another player: refused.
    const nobody = io(server.url, { transports: ['websocket'] });
    expect(await ask(nobody, ClientEvents.takeSeat, { matchId, seat: 0 })).toMatchObject({
      ok: false,
      code: 'no-player',
    });
    const other = socketOf(server.url, stranger.cookie);
    expect(await ask(other, ClientEvents.takeSeat, { matchId, seat: 0 })).toMatchObject({
      ok: false,
      code: 'not-your-seat',
    });
    // The first device watches with its token; the player's other device takes the seat.
    const before = socketOf(server.url, a.cookie);
    const moved = new Promise<unknown>((r) => before.on('match:seat-moved', r));
    expect(await ask(before, ClientEvents.watch, { matchId, token: first })).toMatchObject({
      ok: true,
    });
    const after = socketOf(server.url, a.cookie);
    const taken = await ask(after, ClientEvents.takeSeat, { matchId, seat: 0 });
    expect(taken).toMatchObject({ ok: true, seat: 0 });
    const token = (taken as { token: string }).token;
    expect(token).not.toBe(first);
    expect(await moved).toEqual({ matchId, seat: 0 });
    // The old token proves nothing any more; the new one plays.
    const move = (t: string, clientSeq: number) =>
      ask(before, ClientEvents.move, {
        matchId,
        token: t,
        clientSeq,
        version: 0,
        move: { square: 'a1' },
      });
    expect(await move(first, 0)).toMatchObject({ ok: false, code: 'bad-token' });
    expect(await move(token, 0)).toMatchObject({ ok: true });
    for (const s of [nobody, other, before, after]) s.close();
  });

  it('a rated game played to its end rates both players, names them at the table, and follows them', async () => {
    const { server, dataDir } = await serve();
    const a = await guest(server.url);
    const b = await guest(server.url);
    const made = await create(server.url, a.cookie, knights(true));
    expect(made.status).toBe(201);
    const matchId = made.body.matchId as string;
    const sa = socketOf(server.url, a.cookie);
    const sb = socketOf(server.url, b.cookie);
    const sat = await ask(sb, ClientEvents.sit, { matchId, seat: 1 });
    expect(sat.ok).toBe(true);
    const tokens = [made.body.token as string, (sat as { token: string }).token];
    const latest: (MatchStateMessage | null)[] = [null, null];
    const waiters: (() => void)[] = [];
    for (const [seat, s] of [sa, sb].entries()) {
      s.on('match:state', (m: MatchStateMessage & { steps?: unknown }) => {
        // Whole states only matter here: each step message carries the view too.
        latest[seat] = { ...(latest[seat] ?? {}), ...m } as MatchStateMessage;
        for (const w of waiters.splice(0)) w();
      });
      await ask(s, ClientEvents.watch, { matchId, token: tokens[seat] });
    }
    const changed = () => new Promise<void>((r) => waiters.push(r));
    const seqs = [0, 0];
    for (let guard = 0; guard < 40; guard++) {
      while (!latest[0] || !latest[1] || latest[0].version !== latest[1].version) await changed();
      const now = latest[0]!;
      if (now.outcome) break;
      const seat = now.toMove[0]!;
      const view = latest[seat]!.view as KnightsView;
      const ack = await ask([sa, sb][seat]!, ClientEvents.move, {
        matchId,
        token: tokens[seat],
        clientSeq: seqs[seat]!++,
        version: now.version,
        move: { square: view.legal[0] },
      });
      expect(ack.ok).toBe(true);
      while (latest[0]!.version <= now.version || latest[1]!.version <= now.version)
        await changed();
    }
    expect(latest[0]!.outcome).not.toBeNull();
    // Both are named at the table.
    const shown = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as {
      seats: { player?: { name: string } }[];
    };
    expect(shown.seats.map((s) => s.player?.name)).toEqual([a.name, b.name]);
    // Both were rated: their profiles show the game, one won and one lost.
    const profile = async (name: string) => {
      for (;;) {
        const p = (await (
          await fetch(`${server.url}/api/players/${encodeURIComponent(name)}`)
        ).json()) as { games: { game: string; games: number; wins: number; rating: number }[] };
        if (p.games.length > 0) return p;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const [pa, pb] = [await profile(a.name), await profile(b.name)];
    expect(pa.games[0]).toMatchObject({ game: 'knights', games: 1 });
    expect(pb.games[0]).toMatchObject({ game: 'knights', games: 1 });
    expect(pa.games[0]!.wins + pb.games[0]!.wins).toBe(1);
    expect(pa.games[0]!.rating).not.toBe(1500);
    expect(pa.games[0]!.rating + pb.games[0]!.rating).toBeCloseTo(3000, 0);
    // The game follows each player: their own list has it, whatever browser asks.
    // A crash between the match's last commit and its rating loses nothing: the server rates
    // it when it starts again (here the result is wiped while it is stopped).
    await stop(server);
    const db = new Database(join(dataDir, 'parlour.sqlite'));
    db.exec(
      'DELETE FROM players_result_seats; DELETE FROM players_results; DELETE FROM players_ratings',
    );
    db.close();
    const again = await serve(dataDir);
    const rerated = (await (
      await fetch(`${again.server.url}/api/players/${encodeURIComponent(a.name)}`)
    ).json()) as { games: { rating: number }[] };
    expect(rerated.games[0]!.rating).toBe(pa.games[0]!.rating);
    const mine = (await (
      await fetch(`${again.server.url}/api/me/matches`, { headers: { cookie: b.cookie } })
    ).json()) as { matches: { matchId: string; seat: number }[] };
    expect(mine.matches).toEqual([expect.objectContaining({ matchId, seat: 1 })]);
    sa.close();
    sb.close();
  });

  it('a rematch seats the same players, swapped: named there from the start, and in their games', async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const b = await guest(server.url);
    const made = await create(server.url, a.cookie, knights(false));
    const matchId = made.body.matchId as string;
    const sa = socketOf(server.url, a.cookie);
    const sb = socketOf(server.url, b.cookie);
    const sat = (await ask(sb, ClientEvents.sit, { matchId, seat: 1 })) as Ack & { token: string };
    const tokens = [made.body.token as string, sat.token];
    const told = (s: Socket) =>
      new Promise<{ next: string; seat: number }>((r) => s.once('match:rematched', r));
    const [forA, forB] = [told(sa), told(sb)];
    for (const [seat, s] of [sa, sb].entries())
      await ask(s, ClientEvents.watch, { matchId, token: tokens[seat] });
    expect((await ask(sa, 'match:resign', { matchId, token: tokens[0], clientSeq: 0 })).ok).toBe(
      true,
    );
    expect((await ask(sa, 'match:rematch', { matchId, token: tokens[0] })).ok).toBe(true);
    expect((await ask(sb, 'match:rematch', { matchId, token: tokens[1] })).ok).toBe(true);
    const [ra, rb] = await Promise.all([forA, forB]);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    // Named in the rematch as soon as anyone hears of it: b moves first now, a second.
    const shown = (await (await fetch(`${server.url}/api/matches/${ra.next}`)).json()) as {
      seats: { player?: { name: string } }[];
    };
    expect(shown.seats.map((s) => s.player?.name)).toEqual([b.name, a.name]);
    // And the rematch is among each player's games, at their new seat.
    const gamesOf = async (cookie: string) =>
      (
        (await (await fetch(`${server.url}/api/me/matches`, { headers: { cookie } })).json()) as {
          matches: { matchId: string; seat: number }[];
        }
      ).matches;
    await expect
      .poll(() => gamesOf(a.cookie))
      .toContainEqual(expect.objectContaining({ matchId: ra.next, seat: 1 }));
    await expect
      .poll(() => gamesOf(b.cookie))
      .toContainEqual(expect.objectContaining({ matchId: ra.next, seat: 0 }));
    sa.close();
    sb.close();
  });

  it('a puzzle solved alone shows on the profile: challenges solved and the best time', async () => {
    const { server } = await serve();
    const a = await guest(server.url);
    const made = await create(server.url, a.cookie, {
      game: 'twist',
      options: { start: '' },
      seats: [{ kind: 'human' }],
      sit: 0,
    });
    expect(made.status).toBe(201);
    const matchId = made.body.matchId as string;
    const s = socketOf(server.url, a.cookie);
    const seen: { latest: MatchStateMessage | null } = { latest: null };
    const waiters: (() => void)[] = [];
    s.on('match:state', (m: MatchStateMessage) => {
      seen.latest = { ...(seen.latest ?? {}), ...m } as MatchStateMessage;
      for (const w of waiters.splice(0)) w();
    });
    await ask(s, ClientEvents.watch, { matchId, token: made.body.token });
    const solver = twist.bots.find((b) => b.id === 'solver')!;
    for (let seq = 0; seq < 40; seq++) {
      while (!seen.latest) await new Promise<void>((r) => waiters.push(r));
      const now = seen.latest;
      if (now.outcome) break;
      const move = solver.choose(now.view as never, { seed: 'x', events: null } as never);
      const ack = await ask(s, ClientEvents.move, {
        matchId,
        token: made.body.token,
        clientSeq: seq,
        version: now.version,
        move,
      });
      expect(ack.ok).toBe(true);
      while (seen.latest.version <= now.version) await new Promise<void>((r) => waiters.push(r));
    }
    expect(seen.latest!.outcome).not.toBeNull();
    const profile = async () => {
      for (;;) {
        const p = (await (
          await fetch(`${server.url}/api/players/${encodeURIComponent(a.name)}`)
        ).json()) as { puzzles: { game: string; challenges: number; best: { ms: number }[] }[] };
        if (p.puzzles.length > 0) return p;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const p = await profile();
    expect(p.puzzles).toEqual([
      expect.objectContaining({ game: 'twist', challenges: 1, solves: 1 }),
    ]);
    expect(p.puzzles[0]!.best[0]!.ms).toBeGreaterThan(0);
    s.close();
  });
});
