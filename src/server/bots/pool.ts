import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotReply, BotRequest, BotTask } from './protocol';

interface Pending {
  readonly req: BotRequest & { type: 'choose' };
  resolve(reply: BotReply): void;
}

/** One worker thread and the decisions waiting for it. */
interface Slot {
  worker: Worker | null;
  ready: boolean;
  busy: Pending | null;
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
}

/**
 * Bot decisions run in worker threads so that a bot thinking for a second never stalls the
 * matches served by the main thread. A seat of a match always uses the same worker, whose caches
 * (and thinking on the opponents' time) then serve it the whole match; the seats of one match go
 * to different workers where there are enough, so that they think in parallel.
 */
export class BotPool {
  private readonly slots: Slot[];
  private readonly gameModules: readonly string[];
  private nextId = 1;
  private closed = false;
  /** Decisions asked for, per worker (for tests and operators). */
  readonly decisions: number[];
  /** The workers asked about each match: only they hold minds to release. */
  private readonly asked = new Map<string, Set<Slot>>();

  constructor(opts: BotPoolOptions = {}) {
    const size = opts.size ?? Math.max(2, Math.min(4, availableParallelism() - 1));
    this.gameModules = opts.gameModules ?? [];
    this.decisions = Array.from({ length: size }, () => 0);
    this.slots = Array.from({ length: size }, () => ({
      worker: null,
      ready: false,
      busy: null,
      queue: [],
    }));
    for (const slot of this.slots) this.spawn(slot);
  }

  choose(task: BotTask): Promise<BotReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'bot pool closed' });
    const index = this.slotIndex(task.matchId, task.seat);
    this.decisions[index]!++;
    const slot = this.slots[index]!;
    this.remember(task.matchId, slot);
    return new Promise((resolve) => {
      slot.queue.push({ req: { ...task, type: 'choose', id: this.nextId++ }, resolve });
      this.pump(slot);
    });
  }

  /** Lets the bot think on the opponents' time until its next decision (best effort). */
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
    for (const slot of this.slots) {
      for (const p of slot.queue.splice(0)) {
        p.resolve({ id: p.req.id, ok: false, error: 'bot pool closed' });
      }
    }
    await Promise.all(this.slots.map((s) => s.worker?.terminate()));
  }

  /** The worker of one seat of a match: the match's first, then the next ones in turn. */
  slotIndex(matchId: string, seat: number): number {
    return (hash(matchId) + seat) % this.slots.length;
  }

  private spawn(slot: Slot): void {
    const worker = new Worker(new URL('./worker.js', import.meta.url), {
      workerData: { gameModules: this.gameModules },
    });
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (msg: BotReply | { ready: true }) => {
      if ('ready' in msg) {
        slot.ready = true;
      } else {
        const pending = slot.busy;
        slot.busy = null;
        pending?.resolve(msg);
      }
      this.pump(slot);
    });
    worker.on('error', (err) => {
      const pending = slot.busy;
      slot.busy = null;
      slot.ready = false;
      pending?.resolve({
        id: pending.req.id,
        ok: false,
        error: `bot worker failed: ${err.message}`,
      });
      if (!this.closed) this.spawn(slot);
    });
  }

  private pump(slot: Slot): void {
    if (!slot.ready || slot.busy || !slot.worker) return;
    const next = slot.queue.shift();
    if (!next) return;
    slot.busy = next;
    slot.worker.postMessage(next.req);
  }
}
