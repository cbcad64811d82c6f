/**
 * How much the strong level thinks, counted in work (deals drawn and played out), never in time,
 * so a decision is the same on any machine and under any load. A rollout is a few microseconds:
 * a decision costs a few milliseconds (p99 well under the 50 ms allowed); twice or four times
 * the rollouts made no difference the benchmark could see, nor did half.
 */
export interface StrongOptions {
  /** Rollouts for one card decision, shared among the candidates. */
  readonly rollouts: number;
  /** Deals sampled for one card decision: at least, and at most. */
  readonly minWorlds: number;
  readonly maxWorlds: number;
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
  choiceWorlds: 300,
  inference: 3,
  mismatch: 0.25,
};
