/**
 * How much the strong level thinks. A rollout is a few microseconds, so this costs a few
 * milliseconds a decision (p99 ~15 ms on 2 shared cores, far under the 500 ms allowed); more
 * rollouts made no difference the benchmark could see.
 */
export interface StrongOptions {
  /** Rollouts for one card decision, shared among the candidates. */
  readonly rollouts: number;
  /** Deals sampled for one card decision: at least, and at most. */
  readonly minWorlds: number;
  readonly maxWorlds: number;
  /** Deals sampled for the dealer's choice (each played out in every available game). */
  readonly choiceWorlds: number;
}

export const STRONG_DEFAULTS: StrongOptions = {
  rollouts: 4000,
  minWorlds: 80,
  maxWorlds: 800,
  choiceWorlds: 300,
};
