import { io, type Socket } from 'socket.io-client';
import {
  type Known,
  type Received as KnownReceived,
  nothingKnown,
  receive,
} from '../../src/client/session/known';
import type {
  Ack,
  CreateMatchRequest,
  CreateMatchResponse,
  ErrorMessage,
  MatchSeatsMessage,
  MatchStateMessage,
  MatchStepsMessage,
  MatchUpdate,
  WireStep,
} from '../../src/core/protocol';
import { ClientEvents, isSteps, ServerEvents } from '../../src/core/protocol';

/** Everything the server sent this client, in order, as it arrived. */
export type Received =
  | { event: 'state'; msg: MatchStateMessage }
  | { event: 'steps'; msg: MatchStepsMessage }
  | { event: 'seats'; msg: MatchSeatsMessage }
  | { event: 'error'; msg: ErrorMessage };

/**
 * A raw socket.io client as any player's browser would be: it keeps what it knows of a match
 * with the web client's own logic (a whole state replaces it; steps continue it from the version
 * they start at; steps that do not are a gap, which the tests fail on), with helpers for waiting.
 */
export class TestClient {
  readonly socket: Socket;
  /** What this client knows after each message that changed it. */
  readonly states: MatchStateMessage[] = [];
  /** Every step received, in order. */
  readonly steps: WireStep[] = [];
  readonly received: Received[] = [];
  readonly errors: ErrorMessage[] = [];
  /** Steps that did not continue from the version this client had. */
  readonly gaps: string[] = [];
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
    this.socket.on(ServerEvents.state, (update: MatchUpdate) => {
      if (isSteps(update)) {
        this.received.push({ event: 'steps', msg: update });
        this.take({ kind: 'steps', msg: update });
      } else {
        this.received.push({ event: 'state', msg: update });
        this.take({ kind: 'state', msg: update });
      }
    });
    this.socket.on(ServerEvents.seats, (msg: MatchSeatsMessage) => {
      this.received.push({ event: 'seats', msg });
      this.take({ kind: 'seats', msg });
    });
    this.socket.on(ServerEvents.error, (e: ErrorMessage) => {
      this.received.push({ event: 'error', msg: e });
      this.errors.push(e);
    });
    // As the browser does: on every (re)connection, watch again from the last version seen.
    this.socket.on('connect', () => {
      if (this.watching) {
        const { matchId, token } = this.watching;
        this.socket.emit(ClientEvents.watch, { matchId, token, version: this.latest?.version });
      }
    });
  }

  private watching: { matchId: string; token?: string } | null = null;

  /** What the browser knows, kept by the browser's own logic (`src/client/session/known.ts`). */
  private known: Known = nothingKnown;

  private take(received: KnownReceived): void {
    const after = receive(this.known, received);
    if (after.gap !== null) {
      this.gaps.push(after.gap);
      return;
    }
    if (after.known === this.known) return;
    this.known = after.known;
    if (after.live) this.steps.push(...after.live.steps);
    if (after.known.state) this.know(after.known.state);
  }

  /** Starts from what a page already knew (a page that comes back to a new server, say). */
  knowsAlready(s: MatchStateMessage): void {
    this.known = { state: s, events: [] };
    this.know(s);
  }

  private know(s: MatchStateMessage): void {
    this.states.push(s);
    this.waiters = this.waiters.filter((w) => {
      if (!w.pred(s)) return true;
      w.resolve(s);
      return false;
    });
  }

  get latest(): MatchStateMessage | undefined {
    return this.states.at(-1);
  }

  /** Resolves with the first state (already known or future) that satisfies pred. */
  waitFor(pred: (s: MatchStateMessage) => boolean, timeoutMs = 60_000): Promise<MatchStateMessage> {
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

  /** Events of every step this client was sent, in order (a skip contributes none). */
  events(): unknown[] {
    return this.steps.flatMap((s) => s.events ?? []);
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

/**
 * Two people at a new table of `game`: the creator in seat 0 (through HTTP), a friend in seat 1
 * (through the socket), each watching their own seat and brought to version 0.
 */
export async function twoAtTable(
  url: string,
  newClient: (url: string) => TestClient,
  game: string,
  options: Record<string, unknown> = {},
): Promise<{
  matchId: string;
  players: readonly [TestClient, TestClient];
  tokens: readonly [string, string];
}> {
  const created = await createMatch(url, {
    game,
    options,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: 0,
  });
  const first = newClient(url);
  const second = newClient(url);
  const sat = await second.request(ClientEvents.sit, { matchId: created.matchId, seat: 1 });
  if (!sat.ok || !sat.token) throw new Error(`the friend could not sit: ${JSON.stringify(sat)}`);
  const tokens = [created.token!, sat.token] as const;
  await first.watch(created.matchId, tokens[0]);
  await second.watch(created.matchId, tokens[1]);
  await first.waitFor((s) => s.version === 0);
  await second.waitFor((s) => s.version === 0);
  return { matchId: created.matchId, players: [first, second], tokens };
}
