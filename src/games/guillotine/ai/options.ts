/**
 * How much the strong level thinks, counted in work (deals drawn, cards dealt to play-outs),
 * never in time, so a decision is the same on any machine and under any load. A play-out with
 * the look-ahead (ai/lookahead) costs some ten times one without: a decision takes a few
 * milliseconds, the first tricks of a deal most (p99 about 20 ms, under the 50 ms allowed).
 * Measured against three rule-of-thumb bots over 400 series: the look-ahead gained some 4 points
 * a series (±2); twice the work gained nothing the benchmark could see, nor did searching the
 * last three cards exactly (`exact`, off), nor choosing the card by the place it leads to in the
 * series rather than by points.
 */
export interface StrongOptions {
  /** Play-outs for one card decision at most, shared among the candidates. */
  readonly rollouts: number;
  /** Deals sampled for one card decision: at least, and at most. */
  readonly minWorlds: number;
  readonly maxWorlds: number;
  /** A card decision's budget, in cards dealt to play-outs (ai/lookahead: `work`). */
  readonly work: number;
  /** Own cards left from which the look-ahead finds its best line exactly (0: never). */
  readonly exact: number;
  /** Deals sampled for the dealer's choice (each played out in every available game). */
  readonly choiceWorlds: number;
  /** Trick games: candidate deals drawn per deal played out, weighted by the others' plays. */
  readonly inference: number;
  /** The weight a candidate deal keeps for each card another seat played against the policy. */
  readonly mismatch: number;
}

export const STRONG_DEFAULTS: StrongOptions = {
  rollouts: 2000,
  minWorlds: 40,
  maxWorlds: 400,
  work: 400_000,
  exact: 0,
  choiceWorlds: 300,
  inference: 3,
  mismatch: 0.25,
};
