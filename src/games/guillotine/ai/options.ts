/**
 * How much the strong level thinks, counted in work (deals drawn, cards dealt to play-outs),
 * never in time, so a decision is the same on any machine and under any load. A play-out with
 * the look-ahead (ai/lookahead) costs some ten times one without: a decision takes a few
 * milliseconds, the first tricks of a deal most. Measured against three rule-of-thumb bots over
 * 400 series (seeds 200–599, points per series against the other three, paired on the same
 * seeds): the look-ahead gained some 4 points a series (±2); drawing the deals in batches until
 * the work is spent rather than all `maxWorlds` at once cost nothing and saved time; expecting
 * the others to play as the rule-of-thumb model (`others: 'table'`, ai/table-*) rather than as
 * we would gained 10 (±4); weighing deals by the dealer's call and Dominoes deals by the others'
 * turns 3 (±3) more; weighing surprises more sharply from twice the candidates 5 (±3) more. The
 * model is close to the benchmark's rule-of-thumb players, so it was checked against the casual
 * level too (100 series each, 95% intervals): there `table` lost 22 (±9) points a series to
 * `own`, while `mixed` did as well as `own` there (+1 ± 6) and as well as `table` against the
 * rule-of-thumb players (−2 ± 6 against `table`, −14 ± 6 against `own`): the default. Twice
 * the work gained nothing the benchmark could see, nor did searching the last three cards exactly
 * (`exact`, off), nor choosing the card by the place it leads to in the series rather than by
 * points, nor playing the dealer's choice out with the others as the model of the table (1 ± 2).
 * Tried again on seeds 200–399 (200 series, strong's points less the others' mean,
 * paired; lower is better): twice the candidate deals (`inference` 12) +1.7 ± 4.1, the model of
 * the table in two deals of three −0.2 ± 3.1, `mismatch` 0.1 +1.8 ± 3.3, half as much work again
 * with 60 deals at least −0.8 ± 1.7: the budget and the weights are not what limits it.
 * Nor the sharpness of the weighing: on the true hands the model of the table picks the card the
 * rule-of-thumb player played at every one of its choices (our fast policy at 80–94%), yet
 * weighing by that model alone moved +0.4 ± 3.5, and four times the candidates (`inference` 24,
 * 100 series) −0.7 ± 5.2. Nor our own later cards: chosen in a copy of the play-out with the
 * others' hands dealt afresh (so that the look-ahead does not see the sampled deal) +3.2 ± 5.0,
 * played by the model of the table rather than our fast policy 0.0 ± 1.9; nor the dealer's
 * choice from five times the deals (`choiceWorlds` 1500) +1.0 ± 1.7.
 * What does limit it is what it cannot see: the same search told the true hands (a bound no
 * player reaches) gained 104 ± 7 points a series on seeds 200–399 (88 of them in the trick
 * games), placing 1.03. What the others' cards tell of their hands was used only in part: of 120
 * candidates a batch, a deal fitting every card the others played was outweighed by the many
 * that missed one (each keeping 0.05). Weighing a miss at 0.001 from as many candidates as
 * before moved +2.0 ± 3.9 (12 a deal: +0.7 ± 6.3, 100 series); from 24 candidates a deal
 * −4.4 ± 4.3, from 48 with the model of the table alone −5.0 ± 4.6, each at twice to three times
 * the time. Drawing candidates only until they weigh half a deal's worth a deal played out
 * (`evidence`: few early in a deal, when most fit, up to 24 a deal late) keeps most of it at
 * half the cost: −2.4 ± 3.1 points and an average place of 1.333 against 1.380 (−0.048 ± 0.041)
 * on seeds 200–599, 400 series, the default; on the 2,200 series of seeds 600–2799, never tuned
 * on, 1.325 (1.30–1.35) and 77.0% won against 1.36 and 75%. Leaving a candidate after its third
 * miss changed no decision in 100 series and saved little.
 * Those figures are against players the model of the table copies. Against three styles written
 * apart from it (bench/guillotine-styles.ts: cautious, aggressive, dumper), each seat is now read
 * by its own record (`reading: 'learned'`, ai/reading and ai/calibrate): on seeds 3000–3019,
 * 20 series a table, paired with the fixed odds, strong's margin moved −9.7 ± 16.8 (cautious),
 * −10.0 ± 20.7 (aggressive), −17.7 ± 21.2 (dumper), −9.0 ± 16.5 (one of each), every table the
 * better way (places 1.35, 1.15, 1.20, 1.15 fixed; 1.20, 1.25, 1.10, 1.10 learned). Tried on the
 * true deals of those styles (ai/reading.test.ts), not kept: a model's misses weighed at the odds
 * of a miss against a hit among the choices the seat had (as if the model hit 1 in n blind), which
 * left the truth at 0.38 of the plain draws' mean against cautious players; each choice weighed
 * against the model's own rate on the candidates (a / b and (1 − a) / (1 − b)), 0.47, and against a
 * seat playing against every model some deals at 0.4 of the rest, its rare blind hits overrated;
 * λ rather than λ² (ai/calibrate), 0.50; 0.3 λ, 0.88, but the rule-of-thumb players' truth at 3.3
 * times the mean rather than 11.5. Not measured in play for want of time on a busy machine.
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
  /** Candidate deals drawn per deal played out at most, weighted by what the others did (ai/infer). */
  readonly inference: number;
  /**
   * Candidates are drawn until their weights add up to this many per deal played out (at least
   * twice as many candidates as deals; 0: always `inference` times as many).
   */
  readonly evidence: number;
  /** The weight a candidate deal keeps for each card another seat played against the model. */
  readonly mismatch: number;
  /** Deals drawn (and weighed) at a time, until the work is spent (0: all at once). */
  readonly batch: number;
  /** The weight a deal keeps when the dealer's hand in it would not have made the call (1: off). */
  readonly callMismatch: number;
  /** Dominoes: weigh deals by the others' turns too (as the trick games weigh them by their cards). */
  readonly dominoInference: boolean;
  /**
   * How the others are expected to play: as the rule-of-thumb model of a sensible player
   * (ai/table-*), as we would (our fast policy, which is the casual level), or either, every other
   * deal one way and each deal weighed by both (`mixed`).
   */
  readonly others: 'table' | 'own' | 'mixed';
  /**
   * How the others' cards weigh a deal: by each model's record at each seat in the deals finished
   * so far (ai/reading: `learned`), or every miss at `mismatch` and the call at `callMismatch`
   * whoever the seat is (`fixed`).
   */
  readonly reading: 'learned' | 'fixed';
}

export const STRONG_DEFAULTS: StrongOptions = {
  rollouts: 2000,
  minWorlds: 40,
  maxWorlds: 400,
  work: 400_000,
  exact: 0,
  choiceWorlds: 300,
  inference: 24,
  evidence: 0.5,
  mismatch: 0.001,
  batch: 20,
  callMismatch: 0.05,
  dominoInference: true,
  others: 'mixed',
  reading: 'learned',
};
