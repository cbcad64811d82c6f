import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotReply, BotRequest } from './protocol';

interface Pending {
  readonly req: BotRequest;
  resolve(reply: BotReply): void;
}

/**
 * Bot decisions run in worker threads so that a bot thinking for a second never stalls the
 * matches served by the main thread. Requests queue when every worker is busy.
 */
export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(2, Math.min(4, availableParallelism() - 1))) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  choose(req: Omit<BotRequest, 'id'>): Promise<BotReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'bot pool closed' });
    return new Promise((resolve) => {
      this.queue.push({ req: { ...req, id: this.nextId++ }, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) {
      p.resolve({ id: p.req.id, ok: false, error: 'bot pool closed' });
    }
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private spawn(): void {
    const worker = new Worker(new URL('./worker.js', import.meta.url));
    worker.on('message', (msg: BotReply | { ready: true }) => {
      if ('ready' in msg) {
        this.idle.push(worker);
        this.pump();
        return;
      }
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      pending?.resolve(msg);
      this.pump();
    });
    worker.on('error', (err) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      pending?.resolve({
        id: pending.req.id,
        ok: false,
        error: `bot worker failed: ${err.message}`,
      });
      if (!this.closed) this.spawn();
    });
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.postMessage(pending.req);
    }
  }
}
