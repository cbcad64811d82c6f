import type { Socket } from 'socket.io';
import { TokenBucket } from './rate-limit';

/** Messages a connection may send: `perSecond` on average, `burst` at once. */
export interface SocketLimits {
  perSecond: number;
  burst: number;
}

/** What to do with one incoming message. */
export type Admission = 'handle' | 'refuse' | 'ignore' | 'disconnect';

/** Refusals answered per second once a connection is over its budget; the rest go unanswered. */
const ANSWERED_PER_SECOND = 3;

/**
 * Guards the server against one connection's flood. Within its budget every message is handled.
 * Past it, a few refusals a second are answered (a person who clicks too fast learns why) and
 * the rest are ignored, so a flood costs no outgoing memory; a connection that keeps flooding at
 * several times its budget is disconnected.
 */
export class ConnectionGuard {
  private readonly bucket: TokenBucket;
  private windowStart: number;
  private refusedInWindow = 0;
  private readonly disconnectAfter: number;

  constructor(
    limits: SocketLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.bucket = new TokenBucket(limits.perSecond, limits.burst, now);
    this.windowStart = now();
    this.disconnectAfter = Math.max(100, 4 * limits.perSecond);
  }

  admit(): Admission {
    if (this.bucket.take()) return 'handle';
    const t = this.now();
    if (t - this.windowStart >= 1000) {
      this.windowStart = t;
      this.refusedInWindow = 0;
    }
    this.refusedInWindow++;
    if (this.refusedInWindow > this.disconnectAfter) return 'disconnect';
    return this.refusedInWindow <= ANSWERED_PER_SECOND ? 'refuse' : 'ignore';
  }
}

/** What may wait for a reader before the server gives up on it. */
export const OUTGOING_LIMITS = { packets: 1000, bytes: 4 * 1024 * 1024 };

interface EngineConn {
  writeBuffer?: unknown[];
  transport?: { socket?: { bufferedAmount?: number; terminate?: () => void } };
  close(discard?: boolean): void;
}

/**
 * Whether more is waiting to be sent on this connection than a reader who reads would ever let
 * pile up: packets not yet handed to the transport, plus bytes the WebSocket has not written.
 */
export function backedUp(socket: Socket): boolean {
  const conn = socket.conn as unknown as EngineConn;
  const packets = conn.writeBuffer?.length ?? 0;
  const bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  return packets > OUTGOING_LIMITS.packets || bytes > OUTGOING_LIMITS.bytes;
}

/**
 * Drops a connection at once, discarding what waits for it. A plain disconnect would wait for
 * the queue to drain, which never happens for a client that does not read.
 */
export function cutOff(socket: Socket): void {
  const conn = socket.conn as unknown as EngineConn;
  socket.disconnect(true);
  conn.close(true);
  conn.transport?.socket?.terminate?.();
}
