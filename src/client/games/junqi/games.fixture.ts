/**
 * Junqi games for the client's tests: random play through the rules module, told to each viewer
 * as the server would (only the events it may see), and the record a page builds from them.
 */
import type { GameEvent, Viewer } from '../../../core/game';
import { Rng } from '../../../core/rng';
import type { MatchStateMessage } from '../../../core/wire';
import { squareName } from '../../../games/junqi/board';
import { junqiGame } from '../../../games/junqi/game';
import { movesOf } from '../../../games/junqi/moves';
import { initialState, type JunqiState } from '../../../games/junqi/state';
import { junqiView } from '../../../games/junqi/view';
import { type GameRecord, recordSteps, startRecord } from './record';

export interface Played {
  states: JunqiState[];
  events: (readonly GameEvent[])[];
}

/**
 * Both sides ready, then random moves until the flag falls or `plies` are played; then over (blue
 * wins by resignation) unless `conclude` is false.
 */
export function randomGame(seed: string, plies: number, conclude = true): Played {
  const rng = new Rng(seed);
  const states = [initialState()];
  const events: (readonly GameEvent[])[] = [];
  const apply = (seat: number, move: Parameters<typeof junqiGame.play>[2]) => {
    const step = junqiGame.play(states.at(-1)!, seat, move);
    if (!step.ok) throw new Error(step.error.message);
    states.push(step.value.state);
    events.push(step.value.events);
  };
  apply(1, { type: 'ready' });
  apply(0, { type: 'ready' });
  for (let i = 0; i < plies && states.at(-1)!.phase === 'play'; i++) {
    const state = states.at(-1)!;
    const m = rng.pick(movesOf(state.board, state.toMove));
    apply(state.toMove, { type: 'move', from: squareName(m.from), to: squareName(m.to) });
  }
  const last = states.at(-1)!;
  if (conclude && last.phase !== 'over') {
    const ended = junqiGame.conclude(last, { winners: [0], reason: 'resigned' });
    states.push(ended.state);
    events.push(ended.events);
  }
  return { states, events };
}

export const message = (version: number, state: JunqiState, viewer: Viewer) =>
  ({
    matchId: 'm',
    game: 'junqi',
    version,
    seat: viewer === 'spectator' ? null : viewer,
    view: junqiView(state, viewer),
  }) as unknown as MatchStateMessage;

export const seen = (events: readonly GameEvent[], viewer: Viewer) =>
  events
    .filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)))
    .map((e) => e.event);

/** The record a page opened at version `from` builds, missing the steps in `missed`. */
export function recordOf(
  game: Played,
  viewer: Viewer,
  from = 0,
  missed = new Set<number>(),
): GameRecord {
  let record = startRecord(message(from, game.states[from]!, viewer));
  for (let v = from + 1; v < game.states.length; v++) {
    if (missed.has(v)) continue;
    const prev = message(v - 1, game.states[v - 1]!, viewer);
    const next = message(v, game.states[v]!, viewer);
    record = recordSteps(record, [{ v, events: seen(game.events[v - 1]!, viewer) }], prev, next);
  }
  return record;
}
