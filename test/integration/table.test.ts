/**
 * The table around a game, as players meet it: private and listed matches, a player who
 * disconnects and is given a grace period, claiming the win or handing the seat to a bot when
 * they stay away, moving a seat to another browser, and rematches.
 */
import { describe, expect, it } from 'vitest';
import type {
  Ack,
  CreateMatchRequest,
  LobbyEntry,
  RematchedMessage,
  SeatMovedMessage,
} from '../../src/core/protocol';
import type { KnightsView } from '../../src/games/knights';
import { createMatch, type TestClient } from './client';
import { harness } from './harness';

const { serve, stop, client } = harness();

const knightsFor2 = (table: CreateMatchRequest['table'] = {}): CreateMatchRequest => ({
  game: 'knights',
  options: { files: 5, ranks: 5 },
  seats: [{ kind: 'human' }, { kind: 'human' }],
  sit: 0,
  table,
});

async function seated(url: string, req: CreateMatchRequest) {
  const created = await createMatch(url, req);
  const a = client(url);
  const b = client(url);
  const sat = (await b.request('match:sit', { matchId: created.matchId, seat: 1 })) as {
    token: string;
  };
  await a.watch(created.matchId, created.token!);
  await b.watch(created.matchId, sat.token);
  await a.waitFor((s) => s.seats[1]?.connected === true);
  return { matchId: created.matchId, a, b, tokens: [created.token!, sat.token] as const };
}

const lobby = async (url: string, query = ''): Promise<LobbyEntry[]> =>
  (await (await fetch(`${url}/api/matches${query}`)).json()) as LobbyEntry[];

function nextEvent<T>(c: TestClient, event: string): Promise<T> {
  return new Promise((resolve) => c.socket.once(event, (msg: T) => resolve(msg)));
}

describe('the table around a game', () => {
  it('lists only matches open to anyone; a friend’s match is found only by its id', async () => {
    const { server } = await serve();
    const open = await createMatch(server.url, knightsFor2({ listed: true }));
    const invite = await createMatch(server.url, knightsFor2());
    const listed = (await lobby(server.url)).map((e) => e.matchId);
    expect(listed).toContain(open.matchId);
    expect(listed).not.toContain(invite.matchId);
    // A browser asks for the matches it holds seats in, private ones included.
    const mine = await lobby(server.url, `?ids=${invite.matchId},${open.matchId},nosuchmatch`);
    expect(mine.map((e) => e.matchId)).toEqual([invite.matchId, open.matchId]);
    expect(mine[0]).toMatchObject({ toMove: [0], outcome: null, finished: false });
    const bad = await fetch(`${server.url}/api/matches?ids=../etc`);
    expect(bad.status).toBe(400);
  });

  it('shows a disconnected player as such, and after the grace lets the other claim the win', async () => {
    const { server } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2({ graceSeconds: 1 }));
    b.close();
    const gone = await a.waitFor((s) => s.seats[1]?.connected === false);
    expect(gone.seats[1]?.offlineFor).toBeGreaterThanOrEqual(0);
    // Too early: the opponent may still come back.
    const early = await a.request('match:claim', {
      matchId,
      token: tokens[0],
      clientSeq: 0,
      result: 'win',
    });
    expect(early).toMatchObject({ ok: false, code: 'cannot-claim' });
    const left = await a.waitFor((s) => s.seats[1]?.away === true);
    expect(left.outcome).toBeNull();
    expect(a.events()).toContainEqual({ type: 'left', seat: 1 });
    const claimed = await a.request('match:claim', {
      matchId,
      token: tokens[0],
      clientSeq: 1,
      result: 'win',
    });
    expect(claimed.ok).toBe(true);
    const end = await a.waitFor((s) => s.outcome !== null);
    expect(end.outcome).toEqual({ winners: [0], reason: 'abandoned' });
  });

  it('hands a left player’s seat to a bot on request, and gives it back when they return', async () => {
    const { server } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2({ graceSeconds: 1 }));
    expect(await a.move(matchId, tokens[0], 0, 0, { square: 'c3' })).toEqual({
      ok: true,
      version: 1,
    });
    b.close();
    await a.waitFor((s) => s.seats[1]?.away === true);
    const handed = await a.request('match:stand-in', {
      matchId,
      token: tokens[0],
      clientSeq: 1,
      seat: 1,
    });
    expect(handed.ok).toBe(true);
    // The computer plays seat 1's move.
    const played = await a.waitFor((s) => (s.view as KnightsView).knights.length === 2);
    expect(played.seats[1]).toMatchObject({ kind: 'human', away: true, level: 'casual' });
    // Back with the seat's token: the seat is the player's again.
    const back = client(server.url);
    await back.watch(matchId, tokens[1]);
    const returned = await a.waitFor((s) => s.seats[1]?.away === false);
    expect(returned.seats[1]?.level).toBeUndefined();
  });

  it('hands a four-seat table’s leaver to a bot by itself after the grace', async () => {
    const { server } = await serve();
    const created = await createMatch(server.url, {
      game: 'tally',
      seats: [
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
      sit: 0,
      table: { graceSeconds: 1 },
    });
    const me = client(server.url);
    await me.watch(created.matchId, created.token!);
    const friend = client(server.url);
    const sat = (await friend.request('match:sit', { matchId: created.matchId, seat: 1 })) as {
      token: string;
    };
    await friend.watch(created.matchId, sat.token);
    await me.waitFor((s) => s.seats[1]?.connected === true);
    friend.close();
    const taken = await me.waitFor((s) => s.seats[1]?.level === 'random');
    expect(taken.seats[1]?.away).toBe(true);
    expect(me.events()).toEqual(
      expect.arrayContaining([
        { type: 'left', seat: 1 },
        { type: 'takeover', seat: 1, level: 'random' },
      ]),
    );
  });

  it('moves a seat to another browser, which the first one is told, and its old token stops working', async () => {
    const { server } = await serve();
    const { matchId, a, tokens } = await seated(server.url, knightsFor2());
    // The rejoin link opened elsewhere: a second browser with the same seat.
    const elsewhere = client(server.url);
    await elsewhere.watch(matchId, tokens[0]);
    const told = nextEvent<SeatMovedMessage>(a, 'match:seat-moved');
    const moved = (await elsewhere.request('match:move-seat', {
      matchId,
      token: tokens[0],
    })) as Ack & {
      token: string;
    };
    expect(moved).toMatchObject({ ok: true, seat: 0 });
    expect(moved.token).not.toBe(tokens[0]);
    expect(await told).toEqual({ matchId, seat: 0 });
    const old = await a.move(matchId, tokens[0], 0, 0, { square: 'a1' });
    expect(old).toMatchObject({ ok: false, code: 'bad-token' });
    expect(await elsewhere.move(matchId, moved.token, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
  });

  it('starts a rematch with the seats swapped once both accept; a late player still finds theirs', async () => {
    const { server } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2());
    await a.request('match:resign', { matchId, token: tokens[0], clientSeq: 0 });
    await b.waitFor((s) => s.outcome !== null);
    const offered = await a.request('match:rematch', { matchId, token: tokens[0] });
    expect(offered.ok).toBe(true);
    const seen = await b.waitFor((s) => s.rematch?.accepted.includes(0) === true);
    expect(seen.rematch).toEqual({ accepted: [0], declinedBy: null, next: null });
    const forA = nextEvent<RematchedMessage>(a, 'match:rematched');
    const forB = nextEvent<RematchedMessage>(b, 'match:rematched');
    expect((await b.request('match:rematch', { matchId, token: tokens[1] })).ok).toBe(true);
    const [ra, rb] = await Promise.all([forA, forB]);
    expect(ra.next).toBe(rb.next);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    // The new tokens prove the new seats: the one who moved second moves first now.
    const na = client(server.url);
    const nb = client(server.url);
    await na.watch(ra.next, ra.token);
    await nb.watch(rb.next, rb.token);
    expect((await nb.waitFor(() => true)).seat).toBe(0);
    expect(await nb.move(rb.next, rb.token, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
    // Someone coming back to the old match with their old token is given their new seat.
    const late = client(server.url);
    const again = nextEvent<RematchedMessage>(late, 'match:rematched');
    await late.watch(matchId, tokens[0]);
    expect(await again).toEqual(ra);
  });

  it('a rematch offer outlives a restart: the other player accepts it on the new server', async () => {
    const { server, dataDir } = await serve();
    const { matchId, a, tokens } = await seated(server.url, knightsFor2());
    await a.request('match:resign', { matchId, token: tokens[0], clientSeq: 0 });
    expect((await a.request('match:rematch', { matchId, token: tokens[0] })).ok).toBe(true);
    await stop(server);
    const again = (await serve(dataDir)).server;
    const a2 = client(again.url);
    const b2 = client(again.url);
    await a2.watch(matchId, tokens[0]);
    await b2.watch(matchId, tokens[1]);
    const offer = await b2.waitFor(() => true);
    expect(offer.rematch).toEqual({ accepted: [0], declinedBy: null, next: null });
    const forA = nextEvent<RematchedMessage>(a2, 'match:rematched');
    const forB = nextEvent<RematchedMessage>(b2, 'match:rematched');
    expect((await b2.request('match:rematch', { matchId, token: tokens[1] })).ok).toBe(true);
    const [ra, rb] = await Promise.all([forA, forB]);
    expect(ra.next).toBe(rb.next);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    // Both tokens, derived after the restart, prove the new seats.
    const na = client(again.url);
    const nb = client(again.url);
    expect(await na.watch(ra.next, ra.token)).toMatchObject({ ok: true, seat: 1 });
    expect(await nb.watch(rb.next, rb.token)).toMatchObject({ ok: true, seat: 0 });
    expect(await nb.move(rb.next, rb.token, 0, 0, { square: 'a1' })).toEqual({
      ok: true,
      version: 1,
    });
  });

  it('an acceptance goes with a seat moved to another browser; a decline outlives a restart', async () => {
    const { server, dataDir } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2());
    await a.request('match:resign', { matchId, token: tokens[0], clientSeq: 0 });
    await a.request('match:rematch', { matchId, token: tokens[0] });
    // Seat 0 moves to another browser after accepting: the old token stops working, the
    // acceptance stays, and the rematch seat is told to the new browser.
    const other = client(server.url);
    const moved = (await other.request('match:move-seat', { matchId, token: tokens[0] })) as {
      ok: boolean;
      token: string;
    };
    expect(moved.ok).toBe(true);
    await other.watch(matchId, moved.token);
    const toNew = nextEvent<RematchedMessage>(other, 'match:rematched');
    expect((await b.request('match:rematch', { matchId, token: tokens[1] })).ok).toBe(true);
    const placed = await toNew;
    const there = client(server.url);
    expect(await there.watch(placed.next, placed.token)).toMatchObject({ ok: true, seat: 1 });

    // A second pair: a declined offer stays declined across a restart.
    const second = await seated(server.url, knightsFor2());
    await second.a.request('match:resign', {
      matchId: second.matchId,
      token: second.tokens[0],
      clientSeq: 0,
    });
    await second.a.request('match:rematch', { matchId: second.matchId, token: second.tokens[0] });
    expect(
      (
        await second.b.request('match:decline', {
          matchId: second.matchId,
          token: second.tokens[1],
        })
      ).ok,
    ).toBe(true);
    await stop(server);
    const again = (await serve(dataDir)).server;
    const look = client(again.url);
    await look.watch(second.matchId, second.tokens[0]);
    const after = await look.waitFor(() => true);
    expect(after.rematch).toEqual({ accepted: [], declinedBy: 1, next: null });
  });

  it('a declined rematch is off; against the computer, play again starts at once', async () => {
    const { server } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2());
    await a.request('match:resign', { matchId, token: tokens[0], clientSeq: 0 });
    await a.request('match:rematch', { matchId, token: tokens[0] });
    expect((await b.request('match:decline', { matchId, token: tokens[1] })).ok).toBe(true);
    const declined = await a.waitFor((s) => s.rematch?.declinedBy === 1);
    expect(declined.rematch?.accepted).toEqual([]);

    const vsBot = await createMatch(server.url, {
      game: 'knights',
      options: { files: 5, ranks: 5 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'beginner' }],
      sit: 0,
    });
    const me = client(server.url);
    await me.watch(vsBot.matchId, vsBot.token!);
    await me.request('match:resign', { matchId: vsBot.matchId, token: vsBot.token, clientSeq: 0 });
    const rematched = nextEvent<RematchedMessage>(me, 'match:rematched');
    await me.request('match:rematch', { matchId: vsBot.matchId, token: vsBot.token });
    const r = await rematched;
    expect(r.seat).toBe(1);
    // The computer moves first in the new match.
    const next = client(server.url);
    await next.watch(r.next, r.token);
    const first = await next.waitFor((s) => s.version >= 1);
    expect(first.seats[0]).toMatchObject({ kind: 'bot', level: 'beginner' });
  });

  it('agrees a draw both accept; a move lets an offer lapse; a decline ends it', async () => {
    const { server } = await serve();
    const { matchId, a, b, tokens } = await seated(server.url, knightsFor2());
    const draw = (c: TestClient, seat: 0 | 1, seq: number, action: string) =>
      c.request('match:draw', { matchId, token: tokens[seat], clientSeq: seq, action });
    expect((await draw(a, 0, 0, 'offer')).ok).toBe(true);
    await b.waitFor((s) => s.drawOffer.includes(0));
    expect(await draw(a, 0, 1, 'accept')).toMatchObject({ ok: false, code: 'no-draw-offer' });
    expect((await draw(b, 1, 0, 'decline')).ok).toBe(true);
    await a.waitFor((s) => s.drawOffer.length === 0);
    // Offered, then the offerer moves: the offer lapses.
    await draw(a, 0, 2, 'offer');
    await a.move(matchId, tokens[0], 3, a.latest!.version + 1, { square: 'a1' });
    const lapsed = await b.waitFor(
      (s) => s.drawOffer.length === 0 && (s.view as KnightsView).knights.length === 1,
    );
    expect(lapsed.outcome).toBeNull();
    await draw(b, 1, 1, 'offer');
    expect((await draw(a, 0, 4, 'accept')).ok).toBe(true);
    const end = await b.waitFor((s) => s.outcome !== null);
    expect(end.outcome).toEqual({ winners: [], reason: 'agreed-draw' });
  });

  it('runs a clock per move: on expiry the seat forfeits, or the computer moves for it', async () => {
    const { server } = await serve();
    const forfeit = await seated(server.url, knightsFor2({ moveSeconds: 1 }));
    const ticking = await forfeit.a.waitFor((s) => (s.seats[0]?.timeLeft ?? 0) > 0);
    expect(ticking.seats[0]?.timeLeft).toBeLessThanOrEqual(1000);
    const lost = await forfeit.b.waitFor((s) => s.outcome !== null);
    expect(lost.outcome).toEqual({ winners: [1], reason: 'timeout' });

    const covered = await seated(server.url, knightsFor2({ moveSeconds: 1, onTimeout: 'bot' }));
    const moved = await covered.b.waitFor((s) => (s.view as KnightsView).knights.length === 1);
    expect(moved.outcome).toBeNull();
    expect(moved.toMove).toEqual([1]);
    expect(covered.b.events()).toContainEqual({ type: 'timeout', seat: 0, forfeit: false });
  });
});
