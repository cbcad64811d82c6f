import { describe, expect, it } from 'vitest';
import { type TallyState, tally } from '../../test/toy/tally';
import { startMatch } from '../core/match';
import type { SeatPlan } from '../core/protocol';
import { BotScheduler } from './bot-scheduler';
import type { BotPool } from './bots/pool';
import type { BotReply, BotTask } from './bots/protocol';
import { CommandPath } from './command-path';
import { CommitGate } from './commit-gate';
import { LiveMatches } from './live-cache';
import { LiveMatch } from './live-match';
import { MemoryStore } from './store/memory-store.fixture';
import { tableSettings } from './table-settings';

/** A pool whose every decision waits until the test answers it. */
class HeldPool {
  readonly asked: { task: BotTask; answer: (reply: BotReply) => void }[] = [];
  readonly pondered: BotTask[] = [];
  choose(task: BotTask): Promise<BotReply> {
    return new Promise((answer) => this.asked.push({ task, answer }));
  }
  ponder(task: BotTask): void {
    this.pondered.push(task);
  }
  release(): void {}
}

const bot = (level: string): SeatPlan => ({ kind: 'bot', level });
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setUp(plan: SeatPlan[], game: typeof tally = tally) {
  const store = new MemoryStore();
  const gate = new CommitGate(store);
  const path = new CommandPath(store, gate);
  const matches = new LiveMatches({ store });
  const pool = new HeldPool();
  const scheduler = new BotScheduler(pool as unknown as BotPool, path, matches);
  const spec = { game: 'tally', options: {}, seats: plan.length, seed: 'scheduler' };
  const settings = tableSettings({});
  store.create({ id: 'bots-match', spec, plan, createdAt: 0, settings });
  const tokens = plan.map(() => null);
  const live = new LiveMatch(
    'bots-match',
    game,
    spec,
    plan,
    tokens,
    0,
    startMatch(tally, spec, plan),
    settings,
    {
      durable: false,
    },
  );
  matches.add(live);
  path.onDecision((l) => scheduler.schedule(l));
  return { store, path, pool, scheduler, live };
}

describe('the bot scheduler', () => {
  it('asks once per seat at a time, with the seat’s own view, and plays the reply', async () => {
    const { pool, scheduler, live } = setUp([{ kind: 'human' }, bot('random'), bot('careful')]);
    scheduler.schedule(live);
    scheduler.schedule(live);
    expect(pool.asked.map((a) => a.task.seat)).toEqual([1, 2]);
    const asked = pool.asked[0]!.task;
    expect(asked.view).toEqual(tally.view(live.match.state as TallyState, 1));
    expect(asked.seed).not.toBe(live.spec.seed);
    const card = (asked.view as { hand: number[] }).hand[0];
    pool.asked[0]!.answer({ id: 1, ok: true, move: { type: 'pick', card }, ms: 1 });
    await settle();
    expect(live.version).toBe(1);
    expect(live.match.state).toMatchObject({ stakes: [null, card, null] });
  });

  it('answers a bot that failed or ran out of time with the fallback move', async () => {
    const { pool, scheduler, live } = setUp([{ kind: 'human' }, bot('random')]);
    scheduler.schedule(live);
    pool.asked[0]!.answer({ id: 1, ok: false, error: 'deadline' });
    await settle();
    expect(live.version).toBe(1);
    const fallback = tally.fallbackMove(startMatch(tally, live.spec).state as TallyState, 1);
    expect(live.match.state).toMatchObject({ stakes: [null, (fallback as { card: number }).card] });
  });

  it('drops a reply for a seat its bot no longer plays: the player came back meanwhile', async () => {
    const { pool, live, path } = setUp([{ kind: 'human' }, { kind: 'human' }]);
    // Seat 1's player stayed away: the game's leaver bot takes the seat and is asked.
    path.run(live, { kind: 'grace-over', seat: 1 });
    expect(pool.asked.map((a) => a.task)).toEqual([
      expect.objectContaining({ seat: 1, level: 'random' }),
    ]);
    path.run(live, { kind: 'back', seat: 1 });
    const before = live.version;
    const card = (pool.asked[0]!.task.view as { hand: number[] }).hand[0];
    pool.asked[0]!.answer({ id: 1, ok: true, move: { type: 'pick', card }, ms: 1 });
    await settle();
    expect(live.version).toBe(before);
    expect(live.match.state).toMatchObject({ stakes: [null, null] });
    expect(pool.asked).toHaveLength(1);
  });

  it('lets the computer make a move a timed-out player owes, once', async () => {
    const { pool, scheduler, live } = setUp([{ kind: 'human' }, { kind: 'human' }]);
    scheduler.owe(live, 0);
    expect(pool.asked).toHaveLength(1);
    const card = (pool.asked[0]!.task.view as { hand: number[] }).hand[1];
    pool.asked[0]!.answer({ id: 1, ok: true, move: { type: 'pick', card }, ms: 1 });
    await settle();
    expect(live.match.state).toMatchObject({ stakes: [card, null] });
    expect(live.match.seats[0]!.bot).toBeNull();
  });

  it('makes that move at the weakest level between people, at the stand-in’s against bots', () => {
    // A game whose stand-in is its stronger level, so that the two differ.
    const strongStandIn = { ...tally, leaverBot: 'careful' };
    const people = setUp([{ kind: 'human' }, { kind: 'human' }], strongStandIn);
    people.scheduler.owe(people.live, 0);
    expect(people.pool.asked.map((a) => a.task.level)).toEqual(['random']);
    const alone = setUp([{ kind: 'human' }, bot('careful')], strongStandIn);
    alone.scheduler.owe(alone.live, 0);
    expect(alone.pool.asked.map((a) => a.task.level)).toEqual(['careful']);
  });
});
