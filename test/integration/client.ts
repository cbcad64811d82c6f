import { io, type Socket } from 'socket.io-client';
import type {
  Ack,
  CreateMatchRequest,
  CreateMatchResponse,
  ErrorMessage,
  MatchStateMessage,
} from '../../src/core/protocol';
import { ClientEvents, ServerEvents } from '../../src/core/protocol';

/** A raw socket.io client as any player's browser would be, with helpers for waiting on states. */
export class TestClient {
  readonly socket: Socket;
  readonly states: MatchStateMessage[] = [];
  readonly errors: ErrorMessage[] = [];
  private waiters: {
    pred: (s: MatchStateMessage) => boolean;
    resolve: (s: MatchStateMessage) => void;
  }[] = [];

  constructor(url: string) {
    this.socket = io(url, {
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    });
    this.socket.on(ServerEvents.state, (s: MatchStateMessage) => {
      this.states.push(s);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(s)) return true;
        w.resolve(s);
        return false;
      });
    });
    this.socket.on(ServerEvents.error, (e: ErrorMessage) => this.errors.push(e));
    // As the browser does: after a reconnect, watch again from the last version seen.
    this.socket.io.on('reconnect', () => {
      if (this.watching) {
        const { matchId, token } = this.watching;
        this.socket.emit(ClientEvents.watch, { matchId, token, version: this.latest?.version });
      }
    });
  }

  private watching: { matchId: string; token?: string } | null = null;

  get latest(): MatchStateMessage | undefined {
    return this.states.at(-1);
  }

  /** Resolves with the first state (already received or future) that satisfies pred. */
  waitFor(pred: (s: MatchStateMessage) => boolean, timeoutMs = 5000): Promise<MatchStateMessage> {
    const seen = this.states.findLast(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a state')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (s) => {
          clearTimeout(timer);
          resolve(s);
        },
      });
    });
  }

  request(event: string, payload: unknown): Promise<Ack> {
    return new Promise((resolve) => this.socket.emit(event, payload, (ack: Ack) => resolve(ack)));
  }

  watch(matchId: string, token?: string, version?: number): Promise<Ack> {
    this.watching = { matchId, token };
    return this.request(ClientEvents.watch, { matchId, token, version });
  }

  move(
    matchId: string,
    token: string,
    clientSeq: number,
    version: number,
    move: unknown,
  ): Promise<Ack> {
    return this.request(ClientEvents.move, { matchId, token, clientSeq, version, move });
  }

  close(): void {
    this.socket.close();
  }
}

export async function createMatch(
  url: string,
  body: CreateMatchRequest,
): Promise<CreateMatchResponse> {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateMatchResponse;
}
