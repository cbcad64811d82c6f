/**
 * The seat timers with a setup clock, on the toy game (its staking is a setup): the limit in
 * force is the setup's while seats stake and the move clock's after, the clock runs for every
 * seat still to get ready, and run out it leaves the seat to the game's leaver bot. Fake timers:
 * nothing here depends on how fast the machine is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tally } from '../../test/toy/tally';
import type { AnyGame, Seat } from '../core/game';
import { replay, startMatch } from '../core/match';
import type { SeatPlan, TableSettings } from '../core/protocol';
import { stateHash } from '../core/state-hash';
import { BotScheduler } from './bot-scheduler';
import type { BotPool } from './bots/pool';
import type { BotReply, BotTask } from './bots/protocol';
import { CommandPath } from './command-path';
import { CommitGate } from './commit-gate';
import { LiveMatches } from './live-cache';
import { LiveMatch } from './live-match';
import { SeatTimers } from './seat-timers';
import { MemoryStore } from './store/memory-store.fixture';
import { tableSettings } from './table-settings';

/** A pool that never answers: the bots here only need to be asked. */
class SilentPool {
  readonly asked: BotTask[] = [];
  choose(task: BotTask): Promise<BotReply> {
    this.asked.push(task);
    return new Promise(() => {});
  }
  ponder(): void {}
  release(): void {}
}

const human: SeatPlan = { kind: 'human' };

function setUp(table: Partial<TableSettings>, seats = 3, game: AnyGame = tally) {
  const store = new MemoryStore();
  const gate = new CommitGate(store);
  const path = new CommandPath(store, gate);
  const matches = new LiveMatches({ store });
  const pool = new SilentPool();
  const bots = new BotScheduler(pool as unknown as BotPool, path, matches);
  const timers = new SeatTimers(path, matches, bots);
  timers.connected = () => true;
  const plan = Array.from({ length: seats }, () => human);
  const spec = { game: 'tally', options: {}, seats, seed: 'seat-timers' };
  const settings = tableSettings(table);
  store.create({ id: 'timed-match', spec, plan, createdAt: 0, settings });
  const live = new LiveMatch(
    'timed-match',
    game,
    spec,
    plan,
    plan.map((_, s) => `hash-${s}`),
    0,
    startMatch(tally, spec, plan),
    settings,
    { durable: false },
  );
  matches.add(live);
  // As the match service wires them: every decision re-arms the clocks.
  path.onDecision((l, decision, command) => {
    bots.schedule(l);
    const moved = decision.steps.some(
      (s) => s.entry.kind === 'move' && s.entry.seat === command.seat,
    );
    timers.arm(l, moved ? command.seat : null);
  });
  timers.arm(live, null);
  const stake = (seat: Seat) => {
    const card = (live.viewFor(seat) as { hand: number[] }).hand[0];
    const done = path.run(live, {
      kind: 'move',
      seat,
      move: { type: 'pick', card },
      chosenAt: null,
    });
    if (!done.ok) throw new Error(done.error.message);
  };
  const timeLeft = () => live.seatInfo(() => true).map((s) => s.timeLeft ?? null);
  const entries = () => (store.logs.get('timed-match') ?? []).map((e) => `${e.kind} ${e.seat}`);
  const replays = () => {
    const log = store.logs.get('timed-match') ?? [];
    const replayed = replay(game, spec, log, { plan });
    return replayed.ok && stateHash(replayed.value.match) === stateHash(live.match);
  };
  return { live, path, timers, pool, stake, timeLeft, entries, replays };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the setup clock of the seat timers', () => {
  it('runs for every seat still to get ready, and run out leaves the seat to the leaver bot', () => {
    const { live, timers, stake, timeLeft, entries, replays } = setUp({ setupSeconds: 2 });
    expect(live.clockKinds).toEqual(['setup', 'setup', 'setup']);
    expect(timeLeft()).toEqual([2000, 2000, 2000]);
    vi.advanceTimersByTime(500);
    stake(0);
    // Ready: seat 0 is off the clock; the others count on from where they were.
    expect(timeLeft()).toEqual([null, 1500, 1500]);
    vi.advanceTimersByTime(1499);
    expect(entries()).toEqual(['move 0']);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual(['move 0', 'leave 1', 'takeover 1', 'leave 2', 'takeover 2']);
    expect(live.match.seats[1]).toMatchObject({ away: true, bot: 'random' });
    // Bots play the seats now: nobody is on the clock.
    expect(timeLeft()).toEqual([null, null, null]);
    expect(replays()).toBe(true);
    timers.close();
  });

  it('shows the limit in force: the setup’s while staking, the move clock’s after', () => {
    const { live, stake, timeLeft, entries } = setUp({ setupSeconds: 120, moveSeconds: 5 }, 2);
    expect(timeLeft()).toEqual([120_000, 120_000]);
    stake(0);
    stake(1);
    const mover = live.toMove()[0]!;
    expect(live.clockKinds[mover]).toBe('move');
    expect(timeLeft()[mover]).toBe(5000);
    vi.advanceTimersByTime(5000);
    // A move clock run out is a timeout, as it always was.
    expect(entries()).toEqual(['move 0', 'move 1', `timeout ${mover}`]);
  });

  it('leaves the staking unclocked where the table has no setup clock, a move clock or not', () => {
    const { live, timeLeft } = setUp({ moveSeconds: 5 }, 2);
    expect(live.settings.setupSeconds).toBeNull();
    expect(timeLeft()).toEqual([null, null]);
    vi.advanceTimersByTime(60_000);
    expect(live.version).toBe(0);
  });

  it('stops a left seat’s setup clock, and starts it afresh when its player is back', () => {
    // Without a leaver bot: the seat waits for its player, a claim or the computer.
    const waiting: AnyGame = { ...tally, leaverBot: undefined };
    const { live, path, stake, timeLeft, entries, replays } = setUp(
      { setupSeconds: 2 },
      2,
      waiting,
    );
    stake(0);
    vi.advanceTimersByTime(2000);
    expect(entries()).toEqual(['move 0', 'leave 1']);
    expect(timeLeft()).toEqual([null, null]);
    vi.advanceTimersByTime(10_000);
    expect(entries()).toEqual(['move 0', 'leave 1']);
    // Back (a note of its own hand, a draft): the seat is on a fresh setup clock again.
    const card = (live.viewFor(1) as { hand: number[] }).hand[0];
    const back = path.run(live, {
      kind: 'move',
      seat: 1,
      move: { type: 'note', card },
      chosenAt: null,
    });
    expect(back.ok).toBe(true);
    expect(entries()).toEqual(['move 0', 'leave 1', 'return 1']);
    expect(timeLeft()).toEqual([null, 2000]);
    vi.advanceTimersByTime(2000);
    expect(entries()).toEqual(['move 0', 'leave 1', 'return 1', 'leave 1']);
    expect(replays()).toBe(true);
  });
});
