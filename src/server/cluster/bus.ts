import { Redis } from 'ioredis';

/** What goes between the processes: JSON messages on named channels. */
export interface Bus {
  publish(channel: string, message: unknown): void;
  /** Delivers the channel's messages to `handler` until `unsubscribe`. */
  subscribe(channel: string, handler: (message: unknown) => void): void;
  unsubscribe(channel: string): void;
  /** Told each time the connection is back after a loss (messages meanwhile are gone). */
  onReconnect(callback: () => void): void;
  /** 'ready', or what it is doing instead ('connecting', 'reconnecting', …). */
  readonly state: string;
  /** How many times the connection was lost and made again. */
  readonly reconnects: number;
  close(): Promise<void>;
}

/**
 * The bus on Redis's publish/subscribe: one connection publishes, one listens. Redis keeps
 * nothing for a listener that is away, so a process that reconnects is told (`onReconnect`) and
 * catches up from the store, which has everything durable; the bus only makes that quick.
 */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, (message: unknown) => void>();
  private readonly reconnected: (() => void)[] = [];
  private everReady = false;
  reconnects = 0;

  private constructor(url: string) {
    const common = {
      // Commands wait while the connection is down rather than fail: a publish made meanwhile
      // goes out once it is back (and a listener that missed it catches up from the store).
      maxRetriesPerRequest: null,
      retryStrategy: (times: number) => Math.min(50 * times, 1000),
      lazyConnect: true,
    };
    this.pub = new Redis(url, { ...common, connectionName: 'parlour-pub' });
    this.sub = new Redis(url, { ...common, connectionName: 'parlour-sub' });
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      const handler = this.handlers.get(channel.toString());
      if (!handler) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.toString());
      } catch {
        return;
      }
      handler(parsed);
    });
    // ioredis subscribes again by itself after a reconnect; we only need to know it happened.
    this.sub.on('ready', () => {
      if (!this.everReady) {
        this.everReady = true;
        return;
      }
      this.reconnects++;
      for (const cb of this.reconnected) cb();
    });
    const quiet = () => {};
    this.pub.on('error', quiet);
    this.sub.on('error', quiet);
  }

  /** Connects to Redis at `url` (redis://HOST:PORT), failing if it cannot be reached at first. */
  static async open(url: string): Promise<RedisBus> {
    const bus = new RedisBus(url);
    await Promise.all([bus.pub.connect(), bus.sub.connect()]);
    return bus;
  }

  get state(): string {
    return this.pub.status === 'ready' && this.sub.status === 'ready' ? 'ready' : this.sub.status;
  }

  publish(channel: string, message: unknown): void {
    this.pub.publish(channel, JSON.stringify(message)).catch(() => {});
  }

  subscribe(channel: string, handler: (message: unknown) => void): void {
    const had = this.handlers.has(channel);
    this.handlers.set(channel, handler);
    if (!had) this.sub.subscribe(channel).catch(() => {});
  }

  unsubscribe(channel: string): void {
    if (!this.handlers.delete(channel)) return;
    this.sub.unsubscribe(channel).catch(() => {});
  }

  onReconnect(callback: () => void): void {
    this.reconnected.push(callback);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.all([this.pub.quit().catch(() => {}), this.sub.quit().catch(() => {})]);
  }
}
