/**
 * A toy game for the bot pool's tests (pool.test.ts), served to the workers as a game module
 * (`gameModules`, as `parlour serve --game-module` does): its bot levels misbehave on purpose.
 * One seat adds to a counter; the view is whatever the test sends, since the pool hands a task's
 * view to the level as it is.
 */
import { z } from 'zod';
import { fail, ok } from '../../core/errors';
import type { BotLevel, BotMind, Game } from '../../core/game';

export interface LoopingView {
  readonly n: number;
  /** How long the `sleep` level sleeps (ms); a minute when absent. */
  readonly sleepMs?: number;
  /**
   * Counts the slices of thinking on the opponents' time (shared memory, so the test can see
   * that a worker is pondering before it asks for a decision).
   */
  readonly slices?: Int32Array;
}

export interface LoopingMove {
  readonly add: number;
  /** The counting level: whether its mind was told nothing of what came before. */
  readonly fresh?: boolean;
}

interface LoopingState {
  readonly n: number;
}

/** Blocks the thread, as a bot that thinks far too long would. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Spins for ever: a bot whose `choose` (or `ponder`) never returns. */
function spin(): never {
  for (;;) {
    // round and round
  }
}

const quick: BotLevel<LoopingView, LoopingMove> = { id: 'quick', choose: () => ({ add: 1 }) };

const loop: BotLevel<LoopingView, LoopingMove> = { id: 'loop', choose: () => spin() };

const sleepy: BotLevel<LoopingView, LoopingMove> = {
  id: 'sleep',
  choose(view) {
    sleep(view.sleepMs ?? 60_000);
    return { add: 1 };
  },
};

/** Counts its own decisions in a mind of its own: a lost mind starts again from one. */
const counting: BotLevel<LoopingView, LoopingMove> = {
  id: 'counting',
  create(): BotMind<LoopingView, LoopingMove> {
    let decisions = 0;
    return {
      choose: (_view, ctx) => ({ add: ++decisions, fresh: ctx.events == null }),
    };
  },
  choose: (_view, ctx) => ({ add: 1, fresh: ctx.events == null }),
};

/** Thinks on the opponents' time for ever, in slices of 20 ms. */
const ponderSlices: BotLevel<LoopingView, LoopingMove> = {
  id: 'ponder-slices',
  choose: () => ({ add: 1 }),
  ponder(view) {
    if (view.slices) Atomics.add(view.slices, 0, 1);
    sleep(20);
    return false;
  },
};

/** Thinks on the opponents' time in one slice that never ends. */
const ponderLoop: BotLevel<LoopingView, LoopingMove> = {
  id: 'ponder-loop',
  choose: () => ({ add: 1 }),
  ponder(view) {
    if (view.slices) Atomics.add(view.slices, 0, 1);
    return spin();
  },
};

export const game: Game<LoopingState, LoopingMove, LoopingView> = {
  id: 'looping',
  minSeats: 1,
  maxSeats: 2,
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  moveSchema: z.object({ add: z.number().int(), fresh: z.boolean().optional() }),
  setup: () => ({ n: 0 }),
  toMove: (state) => (state.n < 100 ? [0] : []),
  legalMoves: () => [{ add: 1 }],
  fallbackMove: () => ({ add: 1 }),
  play: (state, seat, move) =>
    seat === 0 && move.add > 0
      ? ok({ state: { n: state.n + move.add }, events: [{ to: 'all', event: { move } }] })
      : fail('illegal', 'only seat 0 adds, and only a positive number'),
  view: (state) => ({ n: state.n }),
  hidesNothing: true,
  outcome: (state) => (state.n >= 100 ? { winners: [0], reason: 'counted' } : null),
  bots: [quick, loop, sleepy, counting, ponderSlices, ponderLoop],
};
