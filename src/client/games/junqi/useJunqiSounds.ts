/**
 * Junqi's sounds for what happens live: the platform's sounds follow generic `move` events,
 * and Junqi tells its moves as `moved` (with a side, not a seat). A side's own swaps are its
 * draft, which no step tells of: the page plays their sound when the server accepts them. The
 * end's sound is the platform's (the outcome changes).
 */
import { useEffect } from 'preact/hooks';
import type { JunqiEvent } from '../../../games/junqi/game';
import type { JunqiView } from '../../../games/junqi/view';
import type { MatchSession } from '../../session/match';
import { type Effect, play } from '../../sound/effects';

const SPACING_MS = 180;

function soundOf(e: JunqiEvent, you: string | null): Effect | null {
  if (e.type === 'moved') return e.side === you ? 'place' : 'opponent';
  if (e.type === 'started') return 'turn';
  return null;
}

export function useJunqiSounds(session: MatchSession): void {
  useEffect(() => {
    const off = session.onSteps((steps, _prev, next) => {
      const you = (next.view as JunqiView | null)?.you ?? null;
      const sounds = steps
        .flatMap((s) => s.events ?? [])
        .map((e) => soundOf(e as JunqiEvent, you))
        .filter((s): s is Effect => s !== null);
      sounds.forEach((sound, i) => {
        if (i === 0) play(sound);
        else setTimeout(() => play(sound), i * SPACING_MS);
      });
    });
    return () => {
      off();
    };
  }, [session]);
}
