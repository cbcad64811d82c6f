/**
 * How far the strong level trusts each model of the others, seat by seat, learned from the deals
 * already finished: their hands are shown to the whole table for the review, so each choice a
 * seat made can be replayed on the true deal and each model (the rule-of-thumb model of the
 * table, ai/table-*, and our own fast policy) scored on whether it would have made it, as a person
 * would notice that a player keeps doing what they expected, or does not.
 *
 * A seat's weight of a candidate deal is then a mixture: each model's share times the weight of
 * the deal under that model, plus the share of "none of them", under which every deal weighs 1.
 * The strong level weighs its candidates against how often each model makes each choice on
 * deals drawn blind (ai/calibrate); `readingWeight` weighs one deal alone, a miss at the odds of
 * a miss against a hit among the choices the seat had. A seat that plays against every model
 * leaves plain sampling (consistent with the voids) as it was; a seat a model reads well gives
 * that model the share and the weighing all the sharpness its record earns. Nothing here depends
 * on time or on the truth of the deal under way: only the view's finished deals.
 */
import type { GuillotineView } from '../game';
import { maskOf, popcount } from './bits';
import { dominoCard } from './domino-policy';
import { DominoSim } from './domino-sim';
import type { Story } from './infer';
import type { DominoPolicy, TrickPolicy } from './rollout';
import { modelCall } from './table-call';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

/** The models of another player, in the order of the shares (the last share is "none"). */
export const MODELS: readonly { trick: TrickPolicy; domino: DominoPolicy }[] = [
  { trick: tableTrickCard, domino: tableDominoCard },
  { trick: trickCard, domino: dominoCard },
];
export const M = MODELS.length;

/**
 * What is believed before a seat has shown anything: the shares of the models and of none, and
 * each model's accuracy as if from `PRIOR_CHOICES` choices at `PRIOR_ACCURACY`. The shares
 * favour the rule-of-thumb model, the players people most often are; none keeps a fifth.
 */
const PRIOR_SHARES = [0.5, 0.3, 0.2];
const PRIOR_ACCURACY = 0.85;
const PRIOR_CHOICES = 2;
/** The dealer's call, as a model of it (ai/table-call) got it right or not. */
const PRIOR_CALL_ACCURACY = 0.6;
const PRIOR_CALLS = 4;

/** One seat's reading: the shares of the models and of none, and each model's accuracy. */
export interface SeatReading {
  readonly shares: Float64Array;
  readonly accuracy: Float64Array;
  readonly callAccuracy: number;
}

/** What a miss costs against a hit, among `n` choices, for a model right `a` of the time. */
export function missFactor(a: number, n: number): number {
  return n <= 1 ? 1 : Math.min(1, (1 - a) / (a * (n - 1)));
}

export class Reading {
  /** Per seat: the choices seen, and per model the hits and the log-likelihood of the misses. */
  private readonly choices = new Float64Array(4);
  private readonly hits = new Float64Array(4 * M);
  /** Per seat and model, the sum of log(1 / (n - 1)) over its misses. */
  private readonly missLog = new Float64Array(4 * M);
  /** Per seat, the sum of log(1 / n) over its choices: their likelihood under "none". */
  private readonly noneLog = new Float64Array(4);
  private readonly calls = new Float64Array(4);
  private readonly callHits = new Float64Array(4);
  /** The story of the deal under way as last seen: scored on its true hands once they are shown. */
  private last: { dealNo: number; story: Story } | null = null;

  /**
   * Before each decision: scores the story last seen of a deal that has finished since (the view
   * now shows its hands), and keeps the story of this one (null: it tells nothing yet).
   */
  observe(view: GuillotineView, story: Story | null): void {
    if (this.last !== null && this.last.dealNo < view.dealNo) {
      const record = view.history[this.last.dealNo];
      if (record)
        this.learn(
          this.last.story,
          Int32Array.from(record.hands, (h) => maskOf(h)),
        );
      this.last = null;
    }
    // A copy: the beliefs' record of Dominoes turns grows after this decision.
    if (story !== null)
      this.last = { dealNo: view.dealNo, story: { ...story, turns: [...story.turns] } };
  }

  /** Scores the models at every choice of the story, replayed on the deal as dealt (`dealt`). */
  learn(story: Story, dealt: Int32Array): void {
    if (story.atCall.length > 0) {
      this.calls[story.dealer]!++;
      if (modelCall(dealt[story.dealer]!, story.atCall) === story.called)
        this.callHits[story.dealer]!++;
    }
    replay(story, dealt, (seat, n, predicted, card) => {
      this.choices[seat]!++;
      this.noneLog[seat]! -= Math.log(n);
      for (let m = 0; m < M; m++) {
        if (predicted(m) === card) this.hits[seat * M + m]!++;
        else this.missLog[seat * M + m]! -= Math.log(n - 1);
      }
    });
  }

  seat(s: number): SeatReading {
    const accuracy = new Float64Array(M);
    const log = new Float64Array(M + 1);
    const n = this.choices[s]!;
    for (let m = 0; m < M; m++) {
      const h = this.hits[s * M + m]!;
      const a = (h + PRIOR_ACCURACY * PRIOR_CHOICES) / (n + PRIOR_CHOICES);
      accuracy[m] = a;
      // The seat's record under the model at that accuracy: a hit a, a miss (1 - a) / (n - 1).
      log[m] = Math.log(PRIOR_SHARES[m]!) + h * Math.log(a) + (n - h) * Math.log(1 - a);
      log[m]! += this.missLog[s * M + m]!;
    }
    log[M] = Math.log(PRIOR_SHARES[M]!) + this.noneLog[s]!;
    const top = Math.max(...log);
    const shares = Float64Array.from(log, (l) => Math.exp(l - top));
    const sum = shares.reduce((x, y) => x + y, 0);
    for (let i = 0; i <= M; i++) shares[i]! /= sum;
    const callAccuracy =
      (this.callHits[s]! + PRIOR_CALL_ACCURACY * PRIOR_CALLS) / (this.calls[s]! + PRIOR_CALLS);
    return { shares, accuracy, callAccuracy };
  }

  /** Every seat's reading, for the weighing of one decision. */
  seats(): readonly SeatReading[] {
    return [0, 1, 2, 3].map((s) => this.seat(s));
  }
}

/** The reading of a seat nobody has seen play yet (a mind without a memory, the first deal). */
export const FRESH: readonly SeatReading[] = new Reading().seats();

const TRICKS = new TrickSim();
const DOMINOES = new DominoSim();
const PRODUCT = new Float64Array(4 * M);

/**
 * Replays the story on `dealt`, calling `visit` at each choice another seat made: the seat, how
 * many options it had, the card (or -1, a pass) each model would have chosen, the card it chose,
 * and which of that seat's turns in the story it was.
 */
export function replay(
  story: Story,
  dealt: Int32Array,
  visit: (
    seat: number,
    n: number,
    predicted: (m: number) => number,
    card: number,
    turn: number,
  ) => void,
): void {
  TURN.fill(0);
  if (story.game >= 0) {
    TRICKS.start(story.game, dealt, story.dealer);
    for (const t of story.turns) {
      if (t.seat !== story.me) {
        const legal = TRICKS.legal(t.seat);
        const turn = TURN[t.seat]!++;
        if ((legal & (legal - 1)) !== 0)
          visit(
            t.seat,
            popcount(legal),
            (m) => MODELS[m]!.trick(TRICKS, t.seat, legal),
            t.card,
            turn,
          );
      }
      TRICKS.play(t.card);
    }
    return;
  }
  DOMINOES.start(dealt, story.dealer, story.aceAny);
  for (const t of story.turns) {
    if (DOMINOES.over || DOMINOES.toMove !== t.seat) break;
    if (t.seat !== story.me) {
      const legal = DOMINOES.legal(t.seat);
      const n = popcount(legal) + (DOMINOES.bonus ? 1 : 0);
      const turn = TURN[t.seat]!++;
      if (n > 1 && legal !== 0)
        visit(t.seat, n, (m) => MODELS[m]!.domino(DOMINOES, t.seat, legal), t.card, turn);
    }
    if (t.card < 0) DOMINOES.pass();
    else DOMINOES.play(t.card);
  }
}
const TURN = new Int32Array(4);

/**
 * The weight of the deal as dealt (`dealt`) under the readings: per other seat, its models'
 * shares times their weights plus the share of none. At least the product of the seats' shares of
 * none (times the call's factor): how far a seat read as none can move the weighing.
 */
export function readingWeight(
  story: Story,
  dealt: Int32Array,
  seats: readonly SeatReading[],
): number {
  PRODUCT.fill(1);
  replay(story, dealt, (seat, n, predicted, card) => {
    const r = seats[seat]!;
    for (let m = 0; m < M; m++) {
      // A model with no share at this seat is not asked.
      if (r.shares[m]! < 1e-6 || PRODUCT[seat * M + m] === 0) continue;
      if (predicted(m) !== card) PRODUCT[seat * M + m]! *= missFactor(r.accuracy[m]!, n);
    }
  });
  let weight = 1;
  if (story.atCall.length > 0 && modelCall(dealt[story.dealer]!, story.atCall) !== story.called)
    weight *= missFactor(seats[story.dealer]!.callAccuracy, story.atCall.length);
  for (let s = 0; s < 4; s++) {
    if (s === story.me) continue;
    const r = seats[s]!;
    let w = r.shares[M]!;
    for (let m = 0; m < M; m++) w += r.shares[m]! * PRODUCT[s * M + m]!;
    weight *= w;
  }
  return weight;
}
