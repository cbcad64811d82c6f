/**
 * Guillotine on the real server with real socket clients: four seats, private hands, refusals
 * with reasons that change nothing, and a player who leaves, is replaced by a bot, and returns.
 */
import { describe, expect, it } from 'vitest';
import type { SeatPlan } from '../../src/core/protocol';
import type { GuillotineMove, GuillotineView } from '../../src/games/guillotine';
import { createMatch, type TestClient } from './client';
import { eventually, harness, SERVER_TEST_MS } from './harness';
import { guillotineViewers } from './secrets';

const { serve, client } = harness({ botWorkers: 2 });

const human: SeatPlan = { kind: 'human' };
const bot: SeatPlan = { kind: 'bot', level: 'random' };

async function table(url: string, plan: SeatPlan[], graceSeconds = 60) {
  const created = await createMatch(url, {
    game: 'guillotine',
    seats: plan,
    sit: 0,
    table: { graceSeconds },
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
    let token = created.token!;
    if (seat > 0)
      token = (
        (await c.request('match:sit', { matchId: created.matchId, seat })) as { token: string }
      ).token;
    await c.watch(created.matchId, token);
    await c.waitFor(() => true);
    players.push(c);
    tokens.push(token);
  }
  return { matchId: created.matchId, players, tokens, seqs: plan.map(() => 0) };
}

// Every wait is on a condition, with the harness's generous deadline (PATIENCE_MS).
describe('Guillotine on the server', { timeout: SERVER_TEST_MS }, () => {
  it('refuses a card out of turn, a card not in hand, a failure to follow suit and a forbidden pass', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, human, human]);
    const at = (seat: number) => t.players[seat]!.latest!;
    const send = (seat: number, move: GuillotineMove) =>
      t.players[seat]!.move(t.matchId, t.tokens[seat]!, t.seqs[seat]!++, at(seat).version, move);
    const dealer = (at(0).view as GuillotineView).dealer;
    const other = (dealer + 1) % 4;
    // Only the dealer calls; a used game (none yet) and a good call.
    expect(await send(other, { type: 'choose', game: 'spades' })).toMatchObject({
      ok: false,
      code: 'not-your-turn',
    });
    expect((await send(dealer, { type: 'choose', game: 'spades' })).ok).toBe(true);
    await t.players[other]!.waitFor((s) => (s.view as GuillotineView).game === 'spades');
    const dv = at(dealer).view as GuillotineView;
    const notMine = (at(other).view as GuillotineView).hand![0]!;
    expect(await send(dealer, { type: 'play', card: notMine })).toMatchObject({
      ok: false,
      code: 'guillotine.not-in-hand',
    });
    expect(
      await send(other, { type: 'play', card: (at(other).view as GuillotineView).hand![0]! }),
    ).toMatchObject({
      ok: false,
      code: 'not-your-turn',
    });
    expect(await send(dealer, { type: 'pass' })).toMatchObject({
      ok: false,
      code: 'guillotine.no-pass',
    });
    // The dealer leads; the next seat must follow suit if it can.
    const lead = dv.legalCards[0]!;
    expect((await send(dealer, { type: 'play', card: lead })).ok).toBe(true);
    const next = t.players[other]!;
    const nv = (await next.waitFor((s) => (s.view as GuillotineView).trick.length === 1))
      .view as GuillotineView;
    const offSuit = nv.hand!.find((c) => !nv.legalCards.includes(c));
    if (offSuit && nv.legalCards.length < nv.hand!.length) {
      const refused = await send(other, { type: 'play', card: offSuit });
      expect(refused).toMatchObject({ ok: false, code: 'guillotine.follow-suit' });
      expect(refused.ok || refused.message).toMatch(/You must follow suit/);
    }
    const version = next.latest!.version;
    expect((await send(other, { type: 'play', card: nv.legalCards[0]! })).ok).toBe(true);
    await t.players[0]!.waitFor((s) => s.version === version + 1);
    for (const [seat, c] of t.players.entries()) {
      const v = c!.latest!.view as GuillotineView;
      expect(v.you).toBe(seat);
      // A seat never holds another's cards, nor sees them.
      for (const [s2, c2] of t.players.entries()) {
        if (s2 === seat) continue;
        const other2 = (c2!.latest!.view as GuillotineView).hand!;
        expect(v.hand!.some((card) => other2.includes(card))).toBe(false);
      }
      expect(guillotineViewers(c!)).toEqual(new Set([seat]));
    }
  });

  it('hands a leaver’s seat to a bot so the table goes on, and gives it back on return', async () => {
    const { server } = await serve();
    const t = await table(server.url, [human, human, bot, bot], 1);
    const me = t.players[0]!;
    const friend = t.players[1]!;
    // I play whatever I may, whenever it is my turn, so the table moves.
    let stop = false;
    const playLoop = async () => {
      while (!stop) {
        const s = me.latest!;
        const v = s.view as GuillotineView;
        if (!s.outcome && s.toMove[0] === 0) {
          const move: GuillotineMove =
            v.game === null
              ? { type: 'choose', game: v.available[0]! }
              : v.legalCards.length > 0
                ? { type: 'play', card: v.legalCards[0]! }
                : { type: 'pass' };
          await me.move(t.matchId, t.tokens[0]!, t.seqs[0]!++, s.version, move);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const loop = playLoop();
    friend.close();
    const taken = await me.waitFor((s) => s.seats[1]?.level !== undefined);
    expect(taken.seats[1]).toMatchObject({ kind: 'human', away: true });
    // The table goes on: the bot plays seat 1's cards.
    const before = me.latest!.version;
    await me.waitFor((s) => s.version > before + 8);
    // Back with the seat's token: the seat is the player's again.
    const heard = me.states.length;
    const back = client(server.url);
    await back.watch(t.matchId, t.tokens[1]!);
    // (A state heard since then: the ones from before the player left say "not away" too.)
    const returned = await eventually('seat 1 to be its player’s again', () =>
      me.states.slice(heard).find((s) => s.seats[1]?.away === false),
    );
    expect(returned.seats[1]?.level).toBeUndefined();
    stop = true;
    await loop;
  });
});
