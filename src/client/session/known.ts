/**
 * What a client knows of one match, and how each message from the server changes it: a whole
 * state replaces it, steps continue it from the version they start at, a seats message updates
 * who sits where at the same version. Pure, so that the web client and the tests' socket client
 * (`test/integration/client.ts`) keep a match exactly the same way.
 */
import type {
  MatchSeatsMessage,
  MatchStateMessage,
  MatchStepsMessage,
  WireStep,
} from '../../core/wire';

/** The events a client keeps (the most recent). */
export const MAX_EVENTS = 500;

export interface Known {
  readonly state: MatchStateMessage | null;
  /**
   * The events seen, oldest first (the most recent MAX_EVENTS): those that came with the last
   * whole state (the latest steps before it), then those of every step since.
   */
  readonly events: readonly unknown[];
}

export const nothingKnown: Known = { state: null, events: [] };

export type Received =
  | { readonly kind: 'state'; readonly msg: MatchStateMessage }
  | { readonly kind: 'steps'; readonly msg: MatchStepsMessage }
  | { readonly kind: 'seats'; readonly msg: MatchSeatsMessage };

export interface AfterMessage {
  readonly known: Known;
  /** Live steps that continued what was known, with the state before and after them. */
  readonly live: {
    readonly steps: readonly WireStep[];
    readonly prev: MatchStateMessage;
    readonly next: MatchStateMessage;
  } | null;
  /** The message did not continue what was known: the client must watch again from its version. */
  readonly gap: string | null;
}

const unchanged = (known: Known, gap: string | null = null): AfterMessage => ({
  known,
  live: null,
  gap,
});

/** What the client knows after one message. */
export function receive(known: Known, received: Received): AfterMessage {
  const prev = known.state;
  if (received.kind === 'state') {
    const msg = received.msg;
    // A reply to an older watch of the same seat may come after newer steps: never go back.
    if (prev && prev.seat === msg.seat && msg.version < prev.version) return unchanged(known);
    // A whole state brings what led to it: the history starts from there.
    return unchanged({ state: msg, events: (msg.recent ?? []).slice(-MAX_EVENTS) });
  }
  // What concerns another match than the one known (a socket that watched one before) is not ours.
  if (prev && received.msg.matchId !== prev.matchId) return unchanged(known);
  if (received.kind === 'seats') {
    const msg = received.msg;
    if (!prev || msg.version !== prev.version) return unchanged(known);
    return unchanged({ ...known, state: { ...prev, seats: msg.seats, rematch: msg.rematch } });
  }
  const msg = received.msg;
  if (!prev || msg.version <= prev.version) return unchanged(known);
  if (msg.from !== prev.version) {
    return unchanged(known, `steps from ${msg.from} reached a client at ${prev.version}`);
  }
  const gapFree = msg.steps.every((s, i) => s.v === msg.from + 1 + i);
  if (!gapFree || msg.steps.at(-1)?.v !== msg.version) {
    return unchanged(known, `steps from ${msg.from} to ${msg.version} with a gap`);
  }
  const { from: _from, steps: _steps, ...now } = msg;
  const next: MatchStateMessage = { ...prev, ...now };
  const seen = msg.steps.flatMap((s) => s.events ?? []);
  const events = seen.length > 0 ? [...known.events, ...seen].slice(-MAX_EVENTS) : known.events;
  return { known: { state: next, events }, live: { steps: msg.steps, prev, next }, gap: null };
}
