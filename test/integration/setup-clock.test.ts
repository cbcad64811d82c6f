/**
 * A table's setup clock on the real server: Junqi between two people at two browsers, one of
 * whom never gets ready. The clock shows in the seats while they set up; run out, the idle seat
 * counts as left, and the other side claims the win or hands it to the computer, which finishes
 * the setup (the layout as it stands, then ready). The toy game's leaver bot takes its seat by
 * itself. The limits are short settings; every wait is on a condition, with a generous deadline.
 */
import { describe, expect, it } from 'vitest';
import type { Ack, CreateMatchRequest, SeatPlan } from '../../src/core/protocol';
import type { JunqiMove, JunqiView } from '../../src/games/junqi';
import { junqi } from '../../src/games/junqi';
import type { TallyView } from '../toy/tally';
import { createMatch, type TestClient } from './client';
import { harness, SERVER_TEST_MS } from './harness';

const { serve, client } = harness();
const human: SeatPlan = { kind: 'human' };

async function seated(url: string, req: CreateMatchRequest) {
  const created = await createMatch(url, req);
  const players: TestClient[] = [client(url)];
  const tokens: string[] = [created.token!];
  for (let seat = 1; seat < req.seats.length; seat++) {
    const c = client(url);
    const sat = await c.request('match:sit', { matchId: created.matchId, seat });
    if (!sat.ok || !sat.token) throw new Error(`could not sit: ${JSON.stringify(sat)}`);
    players.push(c);
    tokens.push(sat.token);
  }
  for (const [seat, c] of players.entries()) await c.watch(created.matchId, tokens[seat]);
  await players[0]!.waitFor((s) => s.seats.every((seat) => seat.connected));
  return { matchId: created.matchId, players, tokens };
}

const junqiFor2 = (table: CreateMatchRequest['table']): CreateMatchRequest => ({
  game: 'junqi',
  options: {},
  seats: [human, human],
  sit: 0,
  table,
});

describe('the setup clock', { timeout: SERVER_TEST_MS }, () => {
  it('counts a Junqi side never ready as left: the other claims the win', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await seated(
      server.url,
      junqiFor2({ setupSeconds: 2, graceSeconds: 600 }),
    );
    const [blue, red] = players as [TestClient, TestClient];
    const ready = await blue.move(matchId, tokens[0]!, 0, blue.latest!.version, { type: 'ready' });
    expect(ready.ok).toBe(true);
    // Red stays connected and idle: when its clock runs out, red has left. (Were blue's own
    // clock out before its "ready" reached the server, that ready brought blue back.)
    const left = await blue.waitFor(
      (s) => s.seats[1]?.away === true && !s.seats[0]?.away && (s.view as JunqiView).ready.blue,
    );
    expect(left.outcome).toBeNull();
    expect(left.table.setupSeconds).toBe(2);
    expect(left.seats[1]).toMatchObject({ connected: true, away: true });
    expect(left.seats[1]?.timeLeft).toBeUndefined();
    expect(blue.events()).toContainEqual({ type: 'left', seat: 1 });
    expect(blue.events().some((e) => (e as { type: string }).type === 'timeout')).toBe(false);
    const claimed = await blue.request('match:claim', {
      matchId,
      token: tokens[0],
      clientSeq: 1,
      result: 'win',
    });
    expect(claimed.ok).toBe(true);
    const over = await red.waitFor((s) => s.outcome !== null);
    expect(over.outcome).toMatchObject({ winners: [0] });
  });

  it('lets the other side hand the idle seat to the computer, which finishes its setup', async () => {
    const { server } = await serve();
    const { matchId, players, tokens } = await seated(
      server.url,
      junqiFor2({ setupSeconds: 2, graceSeconds: 600 }),
    );
    const [blue, red] = players as [TestClient, TestClient];
    await blue.move(matchId, tokens[0]!, 0, blue.latest!.version, { type: 'ready' });
    // Red arranges something (a draft, its own), and never says it is ready.
    const state = junqi.setup({ seats: 2, seed: 'x', options: junqi.optionsSchema.parse({}) });
    const swap = junqi.legalMoves(state, 1)[0] as JunqiMove & { type: 'swap' };
    const swapped = (await red.move(matchId, tokens[1]!, 0, red.latest!.version, swap)) as Ack;
    expect(swapped.ok).toBe(true);
    const before = rankAt(junqi.view(state, 1), swap.a);
    const arranged = await red.waitFor((s) => rankAt(s.view as JunqiView, swap.a) !== before);
    const layout = (arranged.view as JunqiView).pieces.filter((p) => p.side === 'red');
    // Red's clock runs out after that swap (which brought red back, were it out before).
    await blue.waitFor((s) => s.seats[1]?.away === true && s.version > arranged.version);
    const handed = await blue.request('match:stand-in', {
      matchId,
      token: tokens[0],
      clientSeq: 1,
      seat: 1,
    });
    expect(handed.ok).toBe(true);
    // The computer gets red ready with red's own layout, and the game begins.
    const playing = await red.waitFor((s) => (s.view as JunqiView).phase === 'play');
    expect(playing.seats[1]?.level).toBeDefined();
    expect(playing.outcome).toBeNull();
    const now = (playing.view as JunqiView).pieces.filter((p) => p.side === 'red');
    expect(now).toEqual(layout);
  });

  it('gives the toy game’s idle seat to its leaver bot, which plays on', async () => {
    const { server } = await serve();
    const table = {
      game: 'tally',
      options: {},
      seats: [human, human],
      sit: 0,
      table: { setupSeconds: 2, moveSeconds: 600, graceSeconds: 600 },
    };
    const { matchId, tokens, players } = await seated(server.url, table);
    const [first] = players as [TestClient, TestClient];
    // The first stakes; the second never does: it leaves, its bot stakes for it and plays on.
    const start = first.latest!;
    const card = (start.view as TallyView).hand![0];
    await first.move(matchId, tokens[0]!, 0, start.version, { type: 'pick', card });
    const played = await first.waitFor((s) => (s.view as TallyView).phase !== 'pick');
    expect(played.outcome).toBeNull();
    expect(played.seats[1]).toMatchObject({ away: true, level: 'random' });
    expect(played.seats[0]).toMatchObject({ away: false });
    const events = first.events() as { type: string; seat?: number }[];
    expect(events.filter((e) => e.type === 'left').map((e) => e.seat)).toEqual([1]);
  });

  it('aborts a toy table where no seat got ready in time: no winner, nothing played', async () => {
    const { server } = await serve();
    const { players } = await seated(server.url, {
      game: 'tally',
      options: {},
      seats: [human, human],
      sit: 0,
      table: { setupSeconds: 2, moveSeconds: 600, graceSeconds: 600 },
    });
    const [first] = players as [TestClient, TestClient];
    const over = await first.waitFor((s) => s.outcome !== null);
    expect(over.outcome).toEqual({ winners: [], reason: 'aborted' });
    expect((over.view as TallyView).phase).toBe('pick');
    // The first to run out was handed to the leaver bot; the second's leave left nobody.
    expect(over.seats.every((s) => s.away)).toBe(true);
  });

  it('is on by default, 3 minutes, at a table listed for anyone; off between friends', async () => {
    const { server } = await serve();
    const listed = await seated(server.url, junqiFor2({ listed: true, moveSeconds: 600 }));
    const [blue, red] = listed.players as [TestClient, TestClient];
    const open = await blue.waitFor((s) => s.seats.every((seat) => (seat.timeLeft ?? 0) > 0));
    expect(open.table.setupSeconds).toBe(180);
    // The limit in force is the setup clock's while setting up, the move clock's in play.
    for (const seat of open.seats) expect(seat.timeLeft).toBeLessThanOrEqual(180_000);
    await blue.move(listed.matchId, listed.tokens[0]!, 0, blue.latest!.version, { type: 'ready' });
    await red.move(listed.matchId, listed.tokens[1]!, 0, red.latest!.version, { type: 'ready' });
    const playing = await blue.waitFor(
      (s) => (s.view as JunqiView).phase === 'play' && (s.seats[0]?.timeLeft ?? 0) > 0,
    );
    expect(playing.seats[0]?.timeLeft).toBeGreaterThan(180_000);
    expect(playing.seats[0]?.timeLeft).toBeLessThanOrEqual(600_000);
    expect(playing.seats[1]?.timeLeft).toBeUndefined();
    const friends = await seated(server.url, junqiFor2({}));
    const casual = friends.players[0]!.latest!;
    expect(casual.table.setupSeconds).toBeNull();
    expect(casual.seats.every((s) => s.timeLeft === undefined)).toBe(true);
  });
});

function rankAt(view: JunqiView, square: string): number | null {
  return view.pieces.find((p) => p.square === square)?.rank ?? null;
}
