/** Whether a table may be rated with a game's options: the game's own rule (`Game.ratedRefusal`). */
import type { RuleError } from './errors';
import type { AnyGame } from './game';

/**
 * Why a rated table of `game` cannot have these options, or null. Options that are no options of
 * the game are not this rule's to refuse: making the match refuses them.
 */
export function ratedRefusal(game: AnyGame, options: unknown): RuleError | null {
  if (!game.ratedRefusal) return null;
  const parsed = game.optionsSchema.safeParse(options ?? {});
  return parsed.success ? game.ratedRefusal(parsed.data) : null;
}
