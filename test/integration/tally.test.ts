/**
 * The server on the shapes Junqi and Guillotine bring, played on the tests' toy game (Tally, see
 * test/toy/tally.ts): four seats, a simultaneous first phase, private hands and events, several
 * moves in a row by one seat, bots that take over a seat, a table that plays on after a
 * resignation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/game';
import type { Ack, SeatPlan } from '../../src/core/protocol';
import type { TallyMove, TallyView } from '../toy/tally';
import { createMatch, type TestClient } from './client';
import { harness } from './harness';

let warnings: string[] = [];
const { serve, client } = harness({ botWorkers: 2, warn: (m) => warnings.push(m) });

afterEach(() => {
  warnings = [];
});

const human: SeatPlan = { kind: 'human' };
const bot = (level: string): SeatPlan => ({ kind: 'bot', level });

interface Table {
  matchId: string;
  players: (TestClient | null)[];
  tokens: (string | null)[];
  seqs: number[];
}

/** Creates a table, seats a client in every human seat, and watches. */
async function table(url: string, plan: SeatPlan[]): Promise<Table> {
  const first = plan.findIndex((p) => p.kind === 'human');
  const created = await createMatch(url, {
    game: 'tally',
    seats: plan,
    ...(first >= 0 ? { sit: first } : {}),
  });
  const players: (TestClient | null)[] = [];
  const tokens: (string | null)[] = [];
  for (const [seat, p] of plan.entries()) {
    if (p.kind !== 'human') {
      players.push(null);
      tokens.push(null);
      continue;
    }
    const c = client(url);
    let token = created.token;
    if (seat !== first) {
      const sat = (await c.request('match:sit', { matchId: created.matchId, seat })) as {
        token: string;
      };
      token = sat.token;
    }
    await c.watch(created.matchId, token!);
    players.push(c);
    tokens.push(token);
  }
  return { matchId: created.matchId, players, tokens, seqs: plan.map(() => 0) };
}

function send(t: Table, seat: Seat, move: TallyMove, version?: number): Promise<Ack> {
  const c = t.players[seat]!;
  return c.move(t.matchId, t.tokens[seat]!, t.seqs[seat]!++, version ?? c.latest!.version, move);
}

const viewOf = (c: TestClient) => c.latest!.view as TallyView;

/**
 * Plays every human seat to the end with the first legal move its own view offers; resolves with
 * the number of moves it made.
 */
async function playOut(t: Table): Promise<number> {
  let moves = 0;
  for (let guard = 0; guard < 200; guard++) {
    const watcher = t.players.find((p) => p !== null)!;
    const s = watcher.latest!;
    if (s.outcome) return moves;
    const seat = s.toMove.find((x) => t.players[x] !== null);
    if (seat === undefined) {
      await watcher.waitFor((m) => m.version > s.version);
      continue;
    }
    const mine = t.players[seat]!;
    await mine.waitFor((m) => m.version >= s.version);
    const v = viewOf(mine);
    const move: TallyMove =
      v.phase === 'pick'
        ? { type: 'pick', card: v.hand![0]! }
        : { type: 'play', card: v.hand![0]! };
    const ack = await send(
      t,
      seat,
      v.phase === 'play' && v.hand!.length === 0 ? { type: 'pass' } : move,
    );
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    moves++;
    await watcher.waitFor((m) => m.version > s.version);
  }
  throw new Error('the game did not end');
}

/** Every card this seat may not know at the end: the others' stakes before the reveal, and hands. */
function leaksIn(c: TestClient, seat: Seat | null): string[] {
  const problems: string[] = [];
  const events: unknown[] = [];
  for (const r of c.received) {
    const views: TallyView[] = [];
    if (r.event === 'state') {
      views.push(r.msg.view as TallyView);
      events.push(...(r.msg.recent ?? []));
    }
    if (r.event === 'steps') {
      if (r.msg.view !== undefined) views.push(r.msg.view as TallyView);
      for (const step of r.msg.steps) events.push(...(step.events ?? []));
    }
    for (const v of views) {
      if (v.phase === 'pick') {
        v.stakes.forEach((s, i) => {
          if (s !== null && i !== seat) problems.push(`saw seat ${i}'s stake before the reveal`);
        });
      }
      if (seat === null && v.hand !== null) problems.push('a spectator saw a hand');
    }
  }
  for (const e of events as { type: string; seat?: Seat }[]) {
    if ((e.type === 'staked' || e.type === 'noted') && e.seat !== seat)
      problems.push(`told of seat ${e.seat}'s ${e.type} card`);
  }
  return problems;
}

describe('the server on a four-seat game with secrets (Tally)', () => {
  it('accepts all four stakes chosen at once on the same version, in any order', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    await Promise.all(t.players.map((p) => p!.waitFor((s) => s.version === 0)));
    const acks = await Promise.all(
      [3, 1, 0, 2].map((seat) =>
        send(t, seat, { type: 'pick', card: viewOf(t.players[seat]!).hand![0]! }, 0),
      ),
    );
    expect(acks.map((a) => a.ok)).toEqual([true, true, true, true]);
    const end = await t.players[0]!.waitFor((s) => s.version === 4);
    expect((end.view as TallyView).phase).toBe('play');
  });

  it('never sends a seat or a spectator what only another seat may see, on any message', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    const spectator = client(server.url);
    await spectator.watch(t.matchId);
    await spectator.waitFor((s) => s.version === 0);
    // A secret draft: its seat sees it at once; nobody else is sent anything, not even a skip.
    const heard = t.players.map((p) => p!.received.length);
    const card = viewOf(t.players[1]!).hand![1]!;
    expect(await send(t, 1, { type: 'note', card }, 0)).toEqual({ ok: true, version: 0 });
    await t.players[1]!.waitFor((s) => (s.view as TallyView).note === card);
    const spectatorHeard = spectator.received.length;
    await playOut(t);
    await spectator.waitFor((s) => s.outcome !== null);
    for (const [seat, p] of t.players.entries()) {
      expect(leaksIn(p!, seat)).toEqual([]);
      expect(p!.gaps).toEqual([]);
      // Every seat saw its own stake, and only its own.
      expect(p!.events().filter((e) => (e as { type: string }).type === 'staked')).toEqual([
        expect.objectContaining({ seat }),
      ]);
    }
    expect(leaksIn(spectator, null)).toEqual([]);
    // Versions are gap-free for everyone, and the note took none: the first step is a stake.
    const versions = spectator.steps.map((s) => s.v);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(spectator.steps[0]).toMatchObject({ v: 1, events: [{ type: 'ready' }] });
    for (const seat of [0, 2, 3]) {
      const first = t.players[seat]!.received[heard[seat]!];
      expect(first?.event === 'steps' && first.msg.steps[0]?.v).toBe(1);
    }
    const toSpectator = spectator.received[spectatorHeard];
    expect(toSpectator?.event === 'steps' && toSpectator.msg.steps[0]?.v).toBe(1);
  });

  it('a page opened on a game under way is told what its seat saw of the latest steps, no more', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    await Promise.all(t.players.map((p) => p!.waitFor((s) => s.version === 0)));
    const noted = viewOf(t.players[1]!).hand![1]!;
    await send(t, 1, { type: 'note', card: noted }, 0);
    for (const seat of [0, 1, 2, 3]) {
      await send(t, seat, { type: 'pick', card: viewOf(t.players[seat]!).hand![0]! }, 0);
    }
    await Promise.all(t.players.map((p) => p!.waitFor((s) => s.version === 4)));
    // Seat 1 opens the match in another tab, and a spectator arrives.
    const again = client(server.url);
    await again.watch(t.matchId, t.tokens[1]!);
    const late = await again.waitFor((s) => s.version === 4);
    expect(late.recent).toEqual(t.players[1]!.events());
    // The note went into the log with the stake: the seat still has it.
    expect((late.view as TallyView).note).toBe(noted);
    const spectator = client(server.url);
    await spectator.watch(t.matchId);
    const seen = await spectator.waitFor((s) => s.version === 4);
    expect(seen.recent!.length).toBeGreaterThan(0);
    expect(leaksIn(spectator, null)).toEqual([]);
    expect(leaksIn(again, 1)).toEqual([]);
    // A match nothing has happened in yet brings no history.
    const fresh = await table(server.url, [human, bot('random')]);
    expect(fresh.players[0]!.received.find((r) => r.event === 'state')?.msg).not.toHaveProperty(
      'recent',
    );
  });

  it('gives a page every step its seat may see from the log, from any version, in pages', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human]);
    await Promise.all(t.players.map((p) => p!.waitFor((s) => s.version === 0)));
    await send(t, 1, { type: 'note', card: viewOf(t.players[1]!).hand![1]! }, 0);
    await playOut(t);
    const end = await t.players[0]!.waitFor((s) => s.outcome !== null);
    const history = (c: TestClient, from: number, token?: string, limit?: number) =>
      c.request('match:history', {
        matchId: t.matchId,
        from,
        ...(token ? { token } : {}),
        ...(limit ? { limit } : {}),
      });
    // Each seat gets, for every version, exactly the step it was sent live: its events or a skip.
    for (const [seat, p] of t.players.entries()) {
      const ack = await history(p!, 0, t.tokens[seat] ?? undefined);
      expect(ack).toMatchObject({ ok: true, version: end.version, more: false });
      expect(ack.ok && ack.steps).toEqual(p!.steps);
      expect(leaksIn(p!, seat)).toEqual([]);
    }
    // A spectator's history has no seat's private events; pages continue from any version.
    const spectator = client(server.url);
    const all = await history(spectator, 0);
    const seen = all.ok ? all.steps! : [];
    expect(seen.map((s) => s.v)).toEqual(seen.map((_, i) => i + 1));
    const events = seen.flatMap((s) => (s.events ?? []) as { type: string }[]);
    expect(events.filter((e) => e.type === 'staked' || e.type === 'noted')).toEqual([]);
    const first = await history(spectator, 0, undefined, 2);
    expect(first).toMatchObject({ ok: true, more: true, steps: seen.slice(0, 2) });
    const rest = await history(spectator, 2);
    expect(rest.ok && rest.steps).toEqual(seen.slice(2));
    // A forged token proves nothing, and gets nothing.
    const forged = await history(spectator, 0, 'F'.repeat(24));
    expect(forged).toMatchObject({ ok: false, code: 'bad-token' });
  });

  it('refuses a message with a key no message names, whatever its event', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human]);
    const raw = (json: string) => JSON.parse(json);
    const sent = await t.players[0]!.request(
      'match:move',
      raw(
        `{"__proto__":{"x":1},"matchId":"${t.matchId}","token":"${t.tokens[0]}","clientSeq":0,"version":0,"move":{"type":"pass"}}`,
      ),
    );
    expect(sent).toMatchObject({ ok: false, code: 'bad-message', message: /__proto__/ });
    const nested = await t.players[0]!.request('match:watch', {
      matchId: t.matchId,
      token: t.tokens[0],
      constructor: 1,
    });
    expect(nested).toMatchObject({ ok: false, code: 'bad-message' });
    expect(t.players[0]!.latest!.version).toBe(0);
  });

  it('hands the seat of a player who leaves to a bot, and gives it back when they return', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    const leaver = t.players[2]!;
    const left = await leaver.request('match:leave', {
      matchId: t.matchId,
      token: t.tokens[2],
      clientSeq: t.seqs[2]!++,
    });
    expect(left.ok).toBe(true);
    // The bot stakes for the seat while its player is away.
    const staked = await t.players[0]!.waitFor((s) => (s.view as TallyView).ready[2] === true);
    expect(staked.seats[2]).toMatchObject({ kind: 'human', away: true, level: 'random' });
    expect(t.players[0]!.events()).toEqual(
      expect.arrayContaining([
        { type: 'left', seat: 2 },
        { type: 'takeover', seat: 2, level: 'random' },
        { type: 'ready', seat: 2 },
      ]),
    );
    // Leaving and the takeover were committed together: they still arrive as two steps.
    const together = t.players[0]!.received.find(
      (r) =>
        r.event === 'steps' &&
        r.msg.steps.some((st) => st.events?.some((e) => (e as { type: string }).type === 'left')),
    );
    expect(together?.event === 'steps' && together.msg.steps.map((st) => st.events)).toEqual([
      [{ type: 'left', seat: 2 }],
      [{ type: 'takeover', seat: 2, level: 'random' }],
    ]);
    // Coming back is opening the match again with the seat's token.
    const back = client(server.url);
    await back.watch(t.matchId, t.tokens[2]!);
    const returned = await t.players[0]!.waitFor((s) => s.seats[2]?.away === false);
    expect(returned.seats[2]?.level).toBeUndefined();
    expect(t.players[0]!.events()).toContainEqual({ type: 'returned', seat: 2 });
    expect(warnings).toEqual([]);
  });

  it('a resignation at a table of four leaves the others playing to the end', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    const r = await t.players[3]!.request('match:resign', {
      matchId: t.matchId,
      token: t.tokens[3],
      clientSeq: t.seqs[3]!++,
    });
    expect(r.ok).toBe(true);
    await t.players[0]!.waitFor((s) => s.version === 1);
    expect(t.players[0]!.latest!.toMove).toEqual([0, 1, 2]);
    t.players[3] = null;
    await playOut(t);
    const end = t.players[0]!.latest!;
    expect(end.outcome?.winners.length).toBeGreaterThan(0);
    expect(end.outcome?.winners).not.toContain(3);
    expect(end.seats[3]?.resigned).toBe(true);
  });

  it('refuses a move chosen on an older version while one seat plays several in a row', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    for (const seat of [0, 1, 2, 3]) {
      await send(t, seat, { type: 'pick', card: viewOf(t.players[seat]!).hand![0]! }, 0);
    }
    const s = await t.players[0]!.waitFor((m) => m.version === 4);
    const leader = (s.view as TallyView).turn!;
    const p = t.players[leader]!;
    await p.waitFor((m) => m.version === 4);
    const [c1, c2] = viewOf(p).hand!;
    expect(await send(t, leader, { type: 'play', card: c1! }, 4)).toEqual({ ok: true, version: 5 });
    // The second card was chosen before the first one was accepted: the phase is order-sensitive.
    expect(await send(t, leader, { type: 'play', card: c2! }, 4)).toMatchObject({
      ok: false,
      code: 'stale',
    });
    expect(await send(t, leader, { type: 'play', card: c2! }, 5)).toEqual({ ok: true, version: 6 });
  });

  it('a player who reconnects gets exactly the steps it missed, skips included', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    // Two sockets hold seat 0: one stays, one drops out for a while.
    const steady = client(server.url);
    await steady.watch(t.matchId, t.tokens[0]!);
    await steady.waitFor((s) => s.version === 0);
    const flaky = t.players[0]!;
    await send(t, 1, { type: 'pick', card: viewOf(t.players[1]!).hand![0]! }, 0);
    await flaky.waitFor((s) => s.version === 1);
    flaky.socket.disconnect();
    for (const seat of [2, 3]) {
      await send(t, seat, { type: 'pick', card: viewOf(t.players[seat]!).hand![0]! }, 0);
    }
    await steady.waitFor((s) => s.version === 3);
    flaky.socket.connect();
    await flaky.waitFor((s) => s.version === 3);
    const last = flaky.received.at(-1)!;
    expect(last.event === 'steps' && last.msg.from).toBe(1);
    expect(flaky.steps).toEqual(steady.steps);
    expect(flaky.latest!.view).toEqual(steady.latest!.view);
  });

  it('four bots think at once; a reply chosen on an older version stands if it is legal', async () => {
    const { server } = await serve();
    const before = server.bots.decisions.reduce((a, b) => a + b, 0);
    const t = await table(server.url, [human, bot('careful'), bot('careful'), bot('careful')]);
    const me = t.players[0]!;
    await me.waitFor((s) => s.version === 0);
    const mine = await playOut(t);
    const end = me.latest!;
    const decisions = server.bots.decisions.reduce((a, b) => a + b, 0) - before;
    expect(end.outcome).not.toBeNull();
    // One decision per bot move: the stakes, all chosen at version 0 and accepted later, were
    // checked against the state they arrived in, not thrown away and asked for again.
    expect(decisions).toBe(end.version - mine);
    // The seats of one match are spread over the workers, so they think in parallel.
    expect(server.bots.decisions.every((n) => n > 0)).toBe(true);
    // The careful bot checks that it sees only its own seat's events: it never complained.
    expect(warnings).toEqual([]);
  });
});
