/**
 * Sounds that follow a match as it changes, the same for every game: a move of ours, a move of
 * another seat, and the end (win or lose). Only steps seen live make a sound, never the state
 * found on opening the page; several steps that arrive together (three bot moves in a row) are
 * heard one after the other.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage, WireStep } from '../../core/protocol';
import { type Effect, play } from '../sound/effects';
import { playsOneSide } from '../widgets/players';

/** Time between the sounds of steps that arrive together. */
const SPACING_MS = 180;

function soundOf(event: unknown, mine: readonly Seat[]): Effect | null {
  const e = event as { type?: unknown; seat?: unknown } | null;
  if (e?.type !== 'move' || typeof e.seat !== 'number') return null;
  return mine.includes(e.seat) ? 'place' : 'opponent';
}

export function soundsFor(
  steps: readonly WireStep[],
  prev: MatchStateMessage,
  next: MatchStateMessage,
  mine: readonly Seat[],
): void {
  const sounds: Effect[] = [];
  for (const step of steps) {
    for (const event of step.events ?? []) {
      const sound = soundOf(event, mine);
      if (sound) sounds.push(sound);
    }
  }
  if (!prev.outcome && next.outcome) {
    const lost = playsOneSide(next, mine) && !next.outcome.winners.some((s) => mine.includes(s));
    sounds.push(lost ? 'lose' : 'win');
  }
  sounds.forEach((sound, i) => {
    if (i === 0) play(sound);
    else setTimeout(() => play(sound), i * SPACING_MS);
  });
}
