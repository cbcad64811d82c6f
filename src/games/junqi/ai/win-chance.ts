/**
 * A move's worth over many worlds as a chance of winning, not as a mean score. A world's score is
 * the evaluation's (material, the reserve, the race to the flags: a few hundred either way) or the
 * game itself (search's WIN, 100,000). Averaged as they were, one world in eight in which a move
 * ends the game outweighed seven in which it loses a piece and leaves the flag to fall: in six of
 * the seven games of 2000–2399 that the strong level lost, it had thrown a piece at the enemy's
 * last mobile one, or into a headquarters, on such a chance. Read as the chance of winning that
 * world — the logistic of the score over a scale, so that a position 300 up is won some nine times
 * in ten and the game itself always — then averaged, and read back as a score, a gamble counts
 * for what it is worth: a little more when it is a long way behind, much less when it is already
 * winning. Where every world gives a move the same score, that score comes back unchanged.
 */

/** The chance of winning a world with this score, on this scale (in the evaluation's units). */
export function chanceOf(score: number, scale: number): number {
  return 1 / (1 + Math.exp(-score / scale));
}

/** Below this a sum of chances counts as none (the game itself: won, or lost, in every world). */
const NONE = 1e-300;

/**
 * The score whose chance of winning is `won / (won + lost)`, from the sums over the worlds of the
 * chances of winning (`chanceOf(score)`) and of losing (`chanceOf(-score)`). The two are summed
 * apart so that a chance near certainty keeps its precision: a move that wins in every world
 * still scores above one that wins in all but a few.
 */
export function scoreOfChances(won: number, lost: number, scale: number): number {
  return scale * (Math.log(Math.max(NONE, won)) - Math.log(Math.max(NONE, lost)));
}
