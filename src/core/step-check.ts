/**
 * A check every game's property tests run on random play: what a step reveals to each viewer
 * must arrive as an event that viewer may see. A viewer for whom a step is a skip must find its
 * view, the seats to move and the outcome exactly as before, or the server (which sends nothing
 * on a skip) and the game would disagree about what that viewer knows.
 */
import { eventsFor } from './events';
import type { AnyGame, Viewer } from './game';
import { type Applied, type MatchState, matchOutcome, seatsToMove } from './match';

export function viewersOf(match: MatchState): Viewer[] {
  return [...match.seats.map((_, seat) => seat), 'spectator'];
}

/** What the step changed for viewers it told nothing; empty when the game keeps the promise. */
export function unannouncedChanges(game: AnyGame, before: MatchState, step: Applied): string[] {
  const problems: string[] = [];
  for (const viewer of viewersOf(before)) {
    if (eventsFor(step.events, viewer).length > 0) continue;
    const was = JSON.stringify([
      game.view(before.state, viewer),
      seatsToMove(game, before),
      matchOutcome(game, before),
    ]);
    const now = JSON.stringify([
      game.view(step.match.state, viewer),
      seatsToMove(game, step.match),
      matchOutcome(game, step.match),
    ]);
    if (was !== now)
      problems.push(`step ${step.match.version} changed what ${viewer} sees without an event`);
  }
  return problems;
}
