/** For the search's tests: positions from random games, the kind the search meets in play. */
import { Rng } from '../../../core/rng';
import { randomLayout } from '../layout';
import { movesOf } from '../moves';
import { initialState, type JunqiState, playMove, setLayout } from '../state';

/** A random game from random layouts, `plies` random moves in. */
export function randomGame(seed: number, plies: number): JunqiState {
  const rng = new Rng(seed);
  let state = initialState();
  for (const side of [0, 1] as const) {
    const r = setLayout(state, side, randomLayout(side, rng));
    if (r.ok) state = r.value;
  }
  state = { ...state, phase: 'play', ready: [true, true] };
  for (let i = 0; i < plies && state.phase === 'play'; i++) {
    const m = rng.pick(movesOf(state.board, state.toMove));
    const r = playMove(state, state.toMove, m.from, m.to);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}
