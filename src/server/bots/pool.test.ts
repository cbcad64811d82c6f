/**
 * The bot pool answers every decision by its deadline, whatever the bot does. A real pool of two
 * workers serves a game module whose levels misbehave (looping-game.fixture.ts). No timing is
 * asserted beyond generous deadlines: the test must pass on a machine whose cores are all busy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BotPool } from './pool';
import type { BotReply, BotTask } from './protocol';

const fixture = new URL('./looping-game.fixture.ts', import.meta.url).href;

/** What a decision that must be answered by the bot gets: all the time a loaded machine needs. */
const PATIENT = 60_000;

let pool: BotPool | null = null;

afterEach(async () => {
  await pool?.close();
  pool = null;
});

async function start(opts: { deadlineMs: number; graceMs: number }): Promise<BotPool> {
  pool = new BotPool({ size: 2, gameModules: [fixture], ...opts });
  await pool.whenReady();
  return pool;
}

/** A match id whose seat 0 the pool gives to worker `slot`. */
function matchOn(p: BotPool, slot: number, name: string): string {
  for (let i = 0; ; i++) if (p.slotIndex(`${name}-${i}`, 0) === slot) return `${name}-${i}`;
}

function task(matchId: string, level: string, over: Partial<BotTask> = {}): BotTask {
  return {
    matchId,
    game: 'looping',
    level,
    seat: 0,
    view: { n: 0 },
    version: 0,
    seed: 's',
    since: 0,
    events: [],
    ...over,
  };
}

const moveOf = (reply: BotReply) => (reply.ok ? reply.move : reply.error);

/** A view whose level counts its slices of pondering in `slices[0]`, where the test sees them. */
function counted(): { view: { n: number; slices: Int32Array }; slices: Int32Array } {
  const slices = new Int32Array(new SharedArrayBuffer(4));
  return { view: { n: 0, slices }, slices };
}

async function untilSlices(slices: Int32Array, atLeast: number): Promise<void> {
  while (Atomics.load(slices, 0) < atLeast) await new Promise((r) => setTimeout(r, 5));
}

describe('the bot pool', () => {
  it('starts a worker with the first decision asked of it, not before', async () => {
    pool = new BotPool({ size: 2, gameModules: [fixture], startMs: PATIENT });
    expect(pool.running).toBe(0);
    const reply = await pool.choose(task(matchOn(pool, 1, 'first'), 'quick'));
    expect(moveOf(reply)).toEqual({ add: 1 });
    expect(pool.running).toBe(1);
    // A seat whose worker is already there starts no other.
    await pool.choose(task(matchOn(pool, 1, 'again'), 'quick'));
    expect(pool.running).toBe(1);
    await pool.whenReady();
    expect(pool.running).toBe(2);
  });

  it('does not count a worker still starting against the decision: the bot answers it', async () => {
    const slow = new URL('./slow-start.fixture.ts', import.meta.url).href;
    // Each worker takes at least 1.5 s to start, five times the deadline.
    pool = new BotPool({ size: 2, gameModules: [slow], deadlineMs: 300, startMs: PATIENT });
    const reply = await pool.choose(task('m-start', 'quick'));
    expect(moveOf(reply)).toEqual({ add: 1 });
    // Once started, the deadline is the decision's own again.
    const late = await pool.choose(task('m-start', 'sleep', { view: { n: 0, sleepMs: 900 } }));
    expect(moveOf(late)).toBe('deadline');
  });

  it('answers a looping bot by the deadline, replaces its worker and serves the others', async () => {
    const p = await start({ deadlineMs: 1000, graceMs: 500 });
    const match = matchOn(p, 0, 'loop');
    const other = matchOn(p, 1, 'other');
    // A mind on worker 0 that remembers its decisions.
    const first = await p.choose(task(match, 'counting', { deadlineMs: PATIENT }));
    expect(moveOf(first)).toEqual({ add: 1, fresh: false });
    const second = await p.choose(
      task(match, 'counting', { version: 1, since: 0, deadlineMs: PATIENT }),
    );
    expect(moveOf(second)).toEqual({ add: 2, fresh: false });

    const order: string[] = [];
    const looping = p.choose(task(match, 'loop', { seat: 0 })).then((r) => {
      order.push('loop');
      return r;
    });
    // Queued behind the looping bot on the same worker: answered by the fresh one.
    const queued = p
      .choose(task(matchOn(p, 0, 'queued'), 'quick', { deadlineMs: PATIENT }))
      .then((r) => {
        order.push('queued');
        return r;
      });
    // The other worker serves its matches meanwhile.
    const elsewhere = await p.choose(task(other, 'quick', { deadlineMs: PATIENT }));
    expect(moveOf(elsewhere)).toEqual({ add: 1 });

    const stuck = await looping;
    expect(stuck).toMatchObject({ ok: false, error: 'deadline' });
    // (A timer counts whole milliseconds of the event loop's clock: it may fire a fraction early.)
    expect(!stuck.ok && stuck.ms).toBeGreaterThanOrEqual(999);
    expect(moveOf(await queued)).toEqual({ add: 1 });
    expect(order).toEqual(['loop', 'queued']);
    expect(p.replaced).toEqual([1, 0]);

    // The minds of the replaced worker are gone: the seat's bot starts again from the view.
    const after = await p.choose(
      task(match, 'counting', { version: 2, since: 1, deadlineMs: PATIENT }),
    );
    expect(moveOf(after)).toEqual({ add: 1, fresh: true });
  }, 120_000);

  it('answers a bot that sleeps past the deadline, and keeps a worker that wakes within the grace', async () => {
    const p = await start({ deadlineMs: 500, graceMs: PATIENT });
    const match = matchOn(p, 1, 'sleep');
    const late = await p.choose(task(match, 'sleep', { view: { n: 0, sleepMs: 1500 } }));
    expect(late).toMatchObject({ ok: false, error: 'deadline' });
    // The same worker answers the next decision once the sleeper is done (its reply is dropped).
    const next = await p.choose(task(match, 'quick', { version: 1, deadlineMs: PATIENT }));
    expect(moveOf(next)).toEqual({ add: 1 });
    expect(p.replaced).toEqual([0, 0]);
  }, 120_000);

  it('replaces a worker that sleeps past the deadline and the grace', async () => {
    const p = await start({ deadlineMs: 500, graceMs: 500 });
    const match = matchOn(p, 1, 'sleep');
    const late = await p.choose(task(match, 'sleep'));
    expect(late).toMatchObject({ ok: false, error: 'deadline' });
    const next = await p.choose(task(match, 'quick', { version: 1, deadlineMs: PATIENT }));
    expect(moveOf(next)).toEqual({ add: 1 });
    expect(p.replaced).toEqual([0, 1]);
  }, 120_000);

  it('turns from thinking on the opponents time to a decision between two slices', async () => {
    // Were a decision to wait for the pondering, which never ends, it would get the deadline.
    const p = await start({ deadlineMs: PATIENT, graceMs: PATIENT });
    const { view, slices } = counted();
    p.ponder(task(matchOn(p, 0, 'ponder'), 'ponder-slices', { view }));
    await untilSlices(slices, 2);
    const reply = await p.choose(task(matchOn(p, 0, 'decide'), 'quick'));
    expect(moveOf(reply)).toEqual({ add: 1 });
    expect(p.replaced).toEqual([0, 0]);
  }, 120_000);

  it('answers a decision by the deadline when pondering never ends, and replaces that worker', async () => {
    const p = await start({ deadlineMs: 1000, graceMs: 500 });
    const { view, slices } = counted();
    p.ponder(task(matchOn(p, 1, 'ponder'), 'ponder-loop', { view }));
    await untilSlices(slices, 1);
    const match = matchOn(p, 1, 'decide');
    const reply = await p.choose(task(match, 'quick'));
    expect(reply).toMatchObject({ ok: false, error: 'deadline' });
    const next = await p.choose(task(match, 'quick', { version: 1, deadlineMs: PATIENT }));
    expect(moveOf(next)).toEqual({ add: 1 });
    expect(p.replaced).toEqual([0, 1]);
  }, 120_000);

  it('answers every decision still waiting when it closes', async () => {
    const p = await start({ deadlineMs: PATIENT, graceMs: PATIENT });
    const match = matchOn(p, 0, 'close');
    const busy = p.choose(task(match, 'loop'));
    const queued = p.choose(task(match, 'quick'));
    await p.close();
    expect(await busy).toMatchObject({ ok: false, error: 'bot pool closed' });
    expect(await queued).toMatchObject({ ok: false, error: 'bot pool closed' });
    expect(await p.choose(task(match, 'quick'))).toMatchObject({ ok: false });
  }, 120_000);
});
