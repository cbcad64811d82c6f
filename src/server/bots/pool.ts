import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotReply, BotRequest, BotTask } from './protocol';

/** How long a caller waits for a decision by default (ms). */
export const DEFAULT_DEADLINE_MS = 5000;
/** How much longer than its deadline a worker may spend on one decision before it is replaced. */
export const DEFAULT_GRACE_MS = 1000;
/**
 * A decision asked of a worker that is still starting (loading the games' modules: a second or
 * two, far more on a machine busy with other work) may wait this much longer than its deadline.
 */
export const DEFAULT_START_MS = 30_000;
/** A worker that fails before it is even ready is started again after this long (ms). */
const RESTART_DELAY_MS = 1000;

interface Pending {
  readonly req: BotRequest & { type: 'choose' };
  /** This decision's own deadline (ms), counted from `asked`; the watchdog counts it from dispatch. */
  readonly deadlineMs: number;
  readonly asked: number;
  /** Answered already (by the bot, the deadline, a failure or the pool closing). */
  done: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  resolve(reply: BotReply): void;
}

/** One worker thread and the decisions waiting for it. */
interface Slot {
  readonly index: number;
  /** A worker was started for this slot once (they start with the first decision asked of them). */
  started: boolean;
  worker: Worker | null;
  ready: boolean;
  /** The decision the worker is making now. */
  busy: Pending | null;
  /** Replaces the worker if the decision it is making outlasts its deadline and the grace. */
  watchdog: ReturnType<typeof setTimeout> | null;
  readonly queue: Pending[];
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h >>> 0;
}

export interface BotPoolOptions {
  size?: number;
  /** Modules of extra games (see loadGameModules) that the workers must load too. */
  gameModules?: readonly string[];
  /**
   * Every decision is answered within this many milliseconds of being asked (a task may set its
   * own `deadlineMs`), plus the start of its worker if it is starting (`startMs` at most): by
   * the bot, or else with `{ ok: false, error: 'deadline' }`.
   */
  deadlineMs?: number;
  /**
   * A worker still on one decision this long past that decision's deadline (counted from when
   * the worker was given it) is terminated and replaced.
   */
  graceMs?: number;
  /**
   * The longest a decision waits for its worker to start (after the server starts, or a worker
   * is replaced) before its deadline begins: a start-up is not the bot's thinking time, and
   * counted as such, the first decisions on a busy machine would get fallback moves.
   */
  startMs?: number;
  /** Told when a worker is replaced. */
  log?: (msg: string) => void;
}

/**
 * Bot decisions run in worker threads so that a bot thinking for a second never stalls the
 * matches served by the main thread. A seat of a match always uses the same worker, whose caches
 * (and thinking on the opponents' time) then serve it the whole match; the seats of one match go
 * to different workers where there are enough, so that they think in parallel.
 *
 * Every `choose` resolves by its deadline, whatever the bot does: a bot that loops or sleeps gets
 * a `deadline` reply for its decision, and the decisions queued behind it on its worker get theirs
 * as their own deadlines pass. A worker that spends the deadline and a grace on one decision is
 * terminated and a fresh one takes its slot and its queue. The minds of every match that worker
 * held are lost with it: the fresh worker's minds start from the view alone, since the next task
 * of such a seat no longer follows on from what its mind was told (`Minds.prepare` then gives the
 * level `events: null`, which every level handles as a fresh bot joining the match).
 *
 * A worker starts with the first decision asked of it, not with the pool: loading every game's
 * levels costs a worker most of a second of a core, which a server whose matches are all between
 * people never needs to spend (nor the many short-lived servers of the tests). That first decision
 * waits for the start as it would after a replacement (`startMs`).
 */
export class BotPool {
  private readonly slots: Slot[];
  private readonly gameModules: readonly string[];
  private readonly deadlineMs: number;
  private readonly graceMs: number;
  private readonly startMs: number;
  private readonly log: (msg: string) => void;
  private nextId = 1;
  private closed = false;
  /** Decisions asked for, per worker (for tests and operators). */
  readonly decisions: number[];
  /** Workers terminated and replaced, per slot: stuck on a decision, or failed (for the same). */
  readonly replaced: number[];
  /** Worker threads alive now, starting or ready (for tests and operators). */
  get running(): number {
    return this.slots.filter((s) => s.worker !== null).length;
  }
  /** Decisions asked for and not yet answered (being made, or queued), over every worker. */
  get waiting(): number {
    let n = 0;
    for (const slot of this.slots) n += slot.queue.length + (slot.busy ? 1 : 0);
    return n;
  }

  /** The workers asked about each match: only they hold minds to release. */
  private readonly asked = new Map<string, Set<Slot>>();

  constructor(opts: BotPoolOptions = {}) {
    const size = opts.size ?? Math.max(2, Math.min(4, availableParallelism() - 1));
    this.gameModules = opts.gameModules ?? [];
    this.deadlineMs = opts.deadlineMs ?? DEFAULT_DEADLINE_MS;
    this.graceMs = opts.graceMs ?? DEFAULT_GRACE_MS;
    this.startMs = opts.startMs ?? DEFAULT_START_MS;
    this.log = opts.log ?? (() => {});
    this.decisions = Array.from({ length: size }, () => 0);
    this.replaced = Array.from({ length: size }, () => 0);
    this.slots = Array.from({ length: size }, (_, index) => ({
      index,
      started: false,
      worker: null,
      ready: false,
      busy: null,
      watchdog: null,
      queue: [],
    }));
  }

  /** The bot's reply, or by the task's deadline (the pool's by default) `error: 'deadline'`. */
  choose(task: BotTask): Promise<BotReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'bot pool closed' });
    const index = this.slotIndex(task.matchId, task.seat);
    this.decisions[index]!++;
    const slot = this.slots[index]!;
    if (!slot.started) this.spawn(slot);
    this.remember(task.matchId, slot);
    const deadlineMs = task.deadlineMs ?? this.deadlineMs;
    return new Promise((resolve) => {
      const pending: Pending = {
        req: { ...task, type: 'choose', id: this.nextId++ },
        deadlineMs,
        asked: performance.now(),
        done: false,
        timer: null,
        resolve,
      };
      const allowance = slot.ready ? 0 : this.startMs;
      pending.timer = setTimeout(() => this.expire(slot, pending), deadlineMs + allowance);
      pending.timer.unref?.();
      slot.queue.push(pending);
      this.pump(slot);
    });
  }

  /**
   * Lets the bot think on the opponents' time until its next decision (best effort). The worker
   * thinks in short slices and turns to a decision as soon as one arrives, so this never holds
   * a decision up by more than one slice.
   */
  ponder(task: BotTask): void {
    const slot = this.slots[this.slotIndex(task.matchId, task.seat)]!;
    if (this.closed || !slot.ready || !slot.worker) return;
    this.remember(task.matchId, slot);
    slot.worker.postMessage({ ...task, type: 'ponder' } satisfies BotRequest);
  }

  /**
   * The match is over or no longer held: its bots' minds can go. Only the workers asked about it
   * are told (a match between people, the most common, costs them nothing).
   */
  release(matchId: string): void {
    const slots = this.asked.get(matchId);
    if (!slots) return;
    this.asked.delete(matchId);
    if (this.closed) return;
    for (const slot of slots) {
      if (slot.ready) slot.worker?.postMessage({ type: 'release', matchId } satisfies BotRequest);
    }
  }

  private remember(matchId: string, slot: Slot): void {
    const slots = this.asked.get(matchId);
    if (slots) slots.add(slot);
    else this.asked.set(matchId, new Set([slot]));
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers: Worker[] = [];
    for (const slot of this.slots) {
      this.stopWatchdog(slot);
      const pending = slot.busy ? [slot.busy, ...slot.queue.splice(0)] : slot.queue.splice(0);
      slot.busy = null;
      for (const p of pending)
        this.settle(p, { id: p.req.id, ok: false, error: 'bot pool closed' });
      if (slot.worker) workers.push(slot.worker);
      slot.worker = null;
      slot.ready = false;
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }

  /** The worker of one seat of a match: the match's first, then the next ones in turn. */
  slotIndex(matchId: string, seat: number): number {
    return (hash(matchId) + seat) % this.slots.length;
  }

  /** Starts every worker not started yet; resolves once all are ready for decisions (for tests). */
  async whenReady(): Promise<void> {
    for (const slot of this.slots) if (!slot.started && !this.closed) this.spawn(slot);
    while (!this.closed && this.slots.some((s) => !s.ready)) {
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private settle(p: Pending, reply: BotReply): void {
    if (p.done) return;
    p.done = true;
    if (p.timer) clearTimeout(p.timer);
    p.timer = null;
    p.resolve(reply);
  }

  private deadlineReply(p: Pending): BotReply {
    return { id: p.req.id, ok: false, error: 'deadline', ms: performance.now() - p.asked };
  }

  /**
   * A decision's deadline has passed: it is answered so. One still waiting leaves the queue; the
   * one being made is left to its worker until the watchdog says otherwise (a late reply is
   * dropped).
   */
  private expire(slot: Slot, p: Pending): void {
    const queued = slot.queue.indexOf(p);
    if (queued >= 0) slot.queue.splice(queued, 1);
    this.settle(p, this.deadlineReply(p));
  }

  private stopWatchdog(slot: Slot): void {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
  }

  private spawn(slot: Slot): void {
    const worker = new Worker(new URL('./worker.js', import.meta.url), {
      workerData: { gameModules: this.gameModules },
    });
    slot.started = true;
    slot.worker = worker;
    slot.ready = false;
    // Everything below is about this worker only: once it has been replaced, its news is stale.
    worker.on('message', (msg: BotReply | { ready: true }) => {
      if (slot.worker !== worker) return;
      if ('ready' in msg) {
        slot.ready = true;
      } else if (slot.busy && slot.busy.req.id === msg.id) {
        const pending = slot.busy;
        slot.busy = null;
        this.stopWatchdog(slot);
        this.settle(pending, msg);
      }
      this.pump(slot);
    });
    worker.on('error', (err) => this.failed(slot, worker, `bot worker failed: ${err.message}`));
    worker.on('exit', (code) => this.failed(slot, worker, `bot worker exited (code ${code})`));
  }

  /** The worker died by itself: its decision fails, and a fresh worker takes the queue. */
  private failed(slot: Slot, worker: Worker, error: string): void {
    if (slot.worker !== worker) return;
    const wasReady = slot.ready;
    const pending = slot.busy;
    slot.busy = null;
    slot.worker = null;
    slot.ready = false;
    this.stopWatchdog(slot);
    if (pending) this.settle(pending, { id: pending.req.id, ok: false, error });
    if (this.closed) return;
    this.replaced[slot.index]!++;
    this.log(`bot worker ${slot.index}: ${error}; starting a fresh one`);
    if (wasReady) this.spawn(slot);
    else {
      // It could not even start (a game module that throws, say): do not start it in a loop.
      const timer = setTimeout(() => {
        if (!this.closed && slot.worker === null) this.spawn(slot);
      }, RESTART_DELAY_MS);
      timer.unref?.();
    }
  }

  /**
   * The worker has spent the deadline and the grace on one decision (a bot that loops, or that
   * thinks far longer than it should): it is terminated and a fresh worker serves its queue.
   */
  private stuck(slot: Slot, p: Pending): void {
    const worker = slot.worker;
    if (slot.busy !== p || !worker || this.closed) return;
    slot.busy = null;
    slot.worker = null;
    slot.ready = false;
    slot.watchdog = null;
    this.settle(p, this.deadlineReply(p));
    this.replaced[slot.index]!++;
    this.log(
      `bot worker ${slot.index}: ${p.req.game} ${p.req.level} did not answer in ` +
        `${p.deadlineMs + this.graceMs} ms; replacing the worker (the minds it held are lost)`,
    );
    void worker.terminate();
    this.spawn(slot);
  }

  private pump(slot: Slot): void {
    if (!slot.ready || slot.busy || !slot.worker) return;
    const next = slot.queue.shift();
    if (!next) return;
    slot.busy = next;
    slot.watchdog = setTimeout(() => this.stuck(slot, next), next.deadlineMs + this.graceMs);
    slot.watchdog.unref?.();
    slot.worker.postMessage(next.req);
  }
}
