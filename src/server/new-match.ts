import { fail, ok, type Result } from '../core/errors';
import type { AnyGame } from '../core/game';
import type { MatchSpec } from '../core/match';
import type { SeatPlan } from '../core/protocol';
import { randomSeed } from '../core/rng';
import { findGame } from '../games';

/** What a new match is asked for: the game, its options, and who plays each seat. */
export interface NewMatchRequest {
  game: string;
  options: Record<string, unknown>;
  seats: SeatPlan[];
}

/** A request checked against the game it names: the game and the match's spec, or why not. */
export function checkNewMatch(req: NewMatchRequest): Result<{ game: AnyGame; spec: MatchSpec }> {
  const game = findGame(req.game);
  if (!game) return fail('unknown-game', `There is no game called "${req.game}".`);
  const n = req.seats.length;
  if (n < game.minSeats || n > game.maxSeats) {
    return fail('bad-seats', `${game.id} is played by ${game.minSeats}–${game.maxSeats} seats.`);
  }
  for (const plan of req.seats) {
    if (plan.kind === 'bot' && !game.bots.some((b) => b.id === plan.level)) {
      return fail('unknown-level', `${game.id} has no computer level "${plan.level}".`);
    }
  }
  const options = game.optionsSchema.safeParse(req.options);
  if (!options.success) return fail('bad-options', `Those are not options of ${game.id}.`);
  return ok({ game, spec: { game: game.id, options: options.data, seats: n, seed: randomSeed() } });
}
