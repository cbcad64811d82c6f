/**
 * A RawSocketIo that reconnects by itself, as a browser's socket does: when the connection is
 * lost it tries again after a random wait, doubled after every failed try up to a cap (exponential
 * back-off with full jitter: wait k is uniform in 0..min(cap, base·2^k)), so that thousands of
 * clients dropped at the same moment do not all knock again at the same moment. Every try has a
 * timeout, so a connection stuck in the handshake is counted and retried, not waited on for ever.
 */
import { ConnectTimeout, RawSocketIo } from './raw-client';

type Handler = (payload: unknown) => void;

/** Counts shared by many clients: connection tries and how they failed. */
export interface DialStats {
  attempts: number;
  timeouts: number;
  /** Failed tries by error code (ECONNREFUSED while the server is down, …). */
  errors: Record<string, number>;
}

export const dialStats = (): DialStats => ({ attempts: 0, timeouts: 0, errors: {} });

export interface BackOff {
  /** The first wait's upper bound (ms). */
  baseMs: number;
  /** The largest upper bound of a wait (ms). */
  capMs: number;
  /** How long one try may take, handshake included (ms). */
  timeoutMs: number;
}

const defaults: BackOff = { baseMs: 250, capMs: 2000, timeoutMs: 5000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ReconnectingSocketIo {
  private socket: RawSocketIo | null = null;
  private readonly handlers = new Map<string, Handler>();
  private closed = false;
  /** Called on every connection made, the first one included. */
  onConnect: () => void = () => {};
  /** Called when an open connection is lost. */
  onDrop: () => void = () => {};

  private constructor(
    private readonly url: string,
    private readonly stats: DialStats,
    private readonly backOff: BackOff,
  ) {}

  /** Connects (trying again as after a drop until it succeeds). */
  static async open(
    url: string,
    stats: DialStats = dialStats(),
    backOff: Partial<BackOff> = {},
  ): Promise<ReconnectingSocketIo> {
    const s = new ReconnectingSocketIo(url, stats, { ...defaults, ...backOff });
    await s.dial(false);
    return s;
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Listens to one event (one handler per event name), on this connection and the next ones. */
  on(event: string, handler: Handler): void {
    this.handlers.set(event, handler);
    this.socket?.on(event, handler);
  }

  /** Sends on the open connection; false (nothing sent) while there is none. */
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): boolean {
    if (!this.socket) return false;
    this.socket.emit(event, payload, ack);
    return true;
  }

  /** As `emit` with an ack, resolved with null when there is no connection or no answer in time. */
  request(event: string, payload: unknown, timeoutMs = 5000): Promise<unknown> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      const sent = this.emit(event, payload, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      if (!sent) {
        clearTimeout(timer);
        resolve(null);
      }
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }

  private async dial(waitFirst: boolean): Promise<void> {
    for (let k = 0; !this.closed; k++) {
      if (waitFirst || k > 0) {
        await sleep(Math.random() * Math.min(this.backOff.capMs, this.backOff.baseMs * 2 ** k));
        if (this.closed) return;
      }
      this.stats.attempts++;
      let socket: RawSocketIo;
      try {
        socket = await RawSocketIo.connect(this.url, { timeoutMs: this.backOff.timeoutMs });
      } catch (e) {
        if (e instanceof ConnectTimeout) this.stats.timeouts++;
        else {
          const code = (e as { code?: string }).code ?? (e as Error).message;
          this.stats.errors[code] = (this.stats.errors[code] ?? 0) + 1;
        }
        continue;
      }
      if (this.closed) {
        socket.close();
        return;
      }
      for (const [event, handler] of this.handlers) socket.on(event, handler);
      socket.onClose(() => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.onDrop();
        if (!this.closed) void this.dial(true);
      });
      this.socket = socket;
      this.onConnect();
      return;
    }
  }
}
