/**
 * No table waits forever: a table between people that every player has left before play began
 * (in a setup phase, or before anyone's first move) is aborted — no winner, and unrated, as
 * lichess aborts a game nobody moved in. Every seat's setup clock running out is one way there
 * (each counts as left, see table.ts); every player's grace running out is another. Nobody is
 * left who could claim it, and nobody has played anything worth a result. A table with one
 * person among bots keeps waiting for them instead: only they could come back, and nobody waits.
 */
import type { AnyGame, Outcome } from './game';
import type { MatchState } from './match';

/** The reason of an aborted match's outcome. */
export const ABORTED = 'aborted';

/** The end a table comes to when its last player leaves before play began, or null. */
export function abortOf(game: AnyGame, match: MatchState): Outcome | null {
  const people = match.seats.filter((s) => s.player);
  if (people.length < 2 || !people.every((s) => s.away || s.resigned)) return null;
  const beforePlay =
    game.clock?.(match.state) === 'setup' || match.moved.every((version) => version === 0);
  return beforePlay ? { winners: [], reason: ABORTED } : null;
}

/** Whether an outcome is an abort, which nobody wins or loses and no rating counts. */
export const isAborted = (outcome: Pick<Outcome, 'reason'> | null): boolean =>
  outcome?.reason === ABORTED;
