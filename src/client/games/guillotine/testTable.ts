/** For the tests: a series played by the rules module, and the view of one seat along the way. */
import type { GuillotineMove, GuillotineView } from '../../../games/guillotine/game';
import { guillotineGame } from '../../../games/guillotine/game';
import type { SeriesState } from '../../../games/guillotine/series';

export function series(seed = 'client-test'): SeriesState {
  return guillotineGame.setup({ seats: 4, seed, options: { aceBonus: 'any' } });
}

export function act(state: SeriesState, move: GuillotineMove): SeriesState {
  const seat = guillotineGame.toMove(state)[0]!;
  const step = guillotineGame.play(state, seat, move);
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
}

export const viewOf = (state: SeriesState, seat: number): GuillotineView =>
  guillotineGame.view(state, seat);

/** Plays the first legal move until `done` says stop. */
export function playUntil(state: SeriesState, done: (s: SeriesState) => boolean): SeriesState {
  let s = state;
  for (let i = 0; i < 2000 && !done(s); i++) {
    const seat = guillotineGame.toMove(s)[0]!;
    s = act(s, guillotineGame.legalMoves(s, seat)[0]!);
  }
  return s;
}
