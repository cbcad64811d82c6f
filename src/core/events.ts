import type { Result } from './errors';
import type { Audience, GameEvent, Seat, SeenStep, Step, Viewer } from './game';

/** Whether `viewer` may see an event for `to`: spectators see only what everyone sees. */
export function mayView(to: Audience, viewer: Viewer): boolean {
  if (to === 'all') return true;
  return viewer !== 'spectator' && to.includes(viewer);
}

/** The payloads of `events` that `viewer` may see, in order. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): unknown[] {
  const seen: unknown[] = [];
  for (const e of events) if (mayView(e.to, viewer)) seen.push(e.event);
  return seen;
}

/** One versioned step as `viewer` sees it (no events: a skip that only advances the version). */
export function stepFor(v: number, events: readonly GameEvent[], viewer: Viewer): SeenStep {
  return { v, events: eventsFor(events, viewer) };
}

/** The event of a move that everyone may see: the default for a game with nothing to hide. */
export interface MoveEvent<M = unknown> {
  readonly type: 'move';
  readonly seat: Seat;
  readonly move: M;
}

/** Turns the result of a rules module's move into a step with one public event carrying it. */
export function publicMove<S, M>(played: Result<S>, seat: Seat, move: M): Result<Step<S>> {
  if (!played.ok) return played;
  const event: MoveEvent<M> = { type: 'move', seat, move };
  return { ok: true, value: { state: played.value, events: [{ to: 'all', event }] } };
}
