/**
 * The reading's weights (ai/reading) calibrated on the candidate deals themselves. A model that
 * predicts a seat's card a fraction `a` of the time on the true deals tells something of the
 * deal under way only as far as it does better there than on deals drawn blind: many choices
 * (the lowest card of a suit, an ace in Dominoes) come out the same whatever the others hold.
 * So the seat is taken to play the model's card for a share λ of its choices, the rest as if
 * the model had nothing to do with it, λ being how far `a` beats the model's rate on the
 * candidates drawn plainly (`blind`); and each choice is weighed against how often the model
 * makes it on those candidates (`b`): a deal where the model makes it weighs (b + (1 - b) λ) / b,
 * one where it does not 1 - λ. A model no better on the truth than blind (λ = 0) moves nothing,
 * so a seat that plays against every model leaves plain sampling as it was. A seat's weight is
 * its shares' mixture of these and 1 (none), scaled so that a deal fitting every choice weighs
 * at most 1, as the rest of the weighing (`evidence`, ai/infer) expects.
 */
import type { Story } from './infer';
import { M, replay, type SeatReading } from './reading';
import { modelCall } from './table-call';

/** A seat's turns in a deal that are weighed (the later ones are rare and tell little more). */
const TURNS = 24;

export class Weigher {
  /** Per candidate: per seat and model, which of the seat's turns the model made as the seat did. */
  private readonly hits: Int32Array;
  /** Per candidate and seat, which turns were choices in that deal. */
  private readonly choices: Int32Array;
  private readonly callMiss: Uint8Array;
  /** Per seat, model and turn: the weight of a hit and of a miss, once calibrated. */
  private readonly hitW = new Float64Array(4 * M * TURNS).fill(1);
  private readonly missW = new Float64Array(4 * M * TURNS).fill(1);
  /** Per seat, the weight of a deal fitting every choice, to scale by. */
  private readonly top = new Float64Array(4).fill(1);
  private callW = 1;
  count = 0;

  constructor(
    private readonly story: Story,
    private readonly seats: readonly SeatReading[],
    capacity: number,
  ) {
    this.hits = new Int32Array(capacity * 4 * M);
    this.choices = new Int32Array(capacity * 4);
    this.callMiss = new Uint8Array(capacity);
  }

  /** Records how the models fare on the deal as dealt (`dealt`); returns its index. */
  add(dealt: Int32Array): number {
    const k = this.count++;
    const base = k * 4 * M;
    replay(this.story, dealt, (seat, _n, predicted, card, turn) => {
      if (turn >= TURNS) return;
      this.choices[k * 4 + seat]! |= 1 << turn;
      for (let m = 0; m < M; m++)
        if (predicted(m) === card) this.hits[base + seat * M + m]! |= 1 << turn;
    });
    const s = this.story;
    this.callMiss[k] =
      s.atCall.length > 0 && modelCall(dealt[s.dealer]!, s.atCall) !== s.called ? 1 : 0;
    return k;
  }

  /** Sets the weights from how often each model made each choice on the deals added so far. */
  calibrate(): void {
    const n = this.count;
    for (let s = 0; s < 4; s++) {
      if (s === this.story.me) continue;
      const r = this.seats[s]!;
      let top = r.shares[M]!;
      for (let m = 0; m < M; m++) {
        let best = 1;
        const seen = new Float64Array(TURNS);
        const made = new Float64Array(TURNS);
        let allSeen = 0;
        let allMade = 0;
        for (let k = 0; k < n; k++) {
          const chosen = this.choices[k * 4 + s]!;
          const hits = this.hits[k * 4 * M + s * M + m]!;
          for (let c = chosen; c !== 0; c &= c - 1) {
            const j = 31 - Math.clz32(c & -c);
            seen[j]!++;
            allSeen++;
            if ((hits & (1 << j)) !== 0) {
              made[j]!++;
              allMade++;
            }
          }
        }
        // How far the model does better on the true deals than blind: the share of the seat's
        // cards it explains beyond chance (0 for a seat no model reads). The blind rate leans to
        // one half by ten choices' worth, so that a few rare choices early in a deal cannot make
        // a seat no model reads look read.
        const blind = (allMade + 5) / (allSeen + 10);
        // Beyond chance by a twentieth at least: a seat no model reads is left alone, though its
        // accuracy keeps a little of the prior's. Squared, so that a model that reads a seat
        // only in part (whose misses may follow from a way of playing it does not know, and so
        // point to the wrong hands) moves the weighing far less than one that reads it nearly
        // always. On the true deals of the bench's styles (the test beside ai/reading), the
        // truth's weight against the plain draws' mean, geometric over the decisions: cautious
        // 0.50 at λ, 0.60 at λ², 0.88 at 0.3 λ; aggressive 2.1, 2.2, 2.1; dumper 1.06, 1.10,
        // 1.09; the rule-of-thumb players 13, 11.5, 3.3 (the fixed odds: 0.007, 0.35, 0.024, 20).
        const beyond = (r.accuracy[m]! - blind) / (1 - blind);
        const lambda = Math.max(0, Math.min(1, (beyond - 0.05) / 0.95)) ** 2;
        for (let j = 0; j < TURNS; j++) {
          if (seen[j] === 0) continue;
          // Half a deal each way, so that no choice is certain from a few candidates.
          const b = (made[j]! + 0.5) / (seen[j]! + 1);
          const i = (s * M + m) * TURNS + j;
          this.hitW[i] = (b + (1 - b) * lambda) / b;
          this.missW[i] = 1 - lambda;
          best *= this.hitW[i]!;
        }
        top += r.shares[m]! * best;
      }
      this.top[s] = top;
    }
    const st = this.story;
    if (st.atCall.length > 0 && n > 0) {
      let missed = 0;
      for (let k = 0; k < n; k++) missed += this.callMiss[k]!;
      const b = (n - missed + 0.5) / (n + 1);
      const a = this.seats[st.dealer]!.callAccuracy;
      // The call as a choice like the cards: a miss weighs its odds against a hit.
      this.callW = a > b ? (1 - a) / (1 - b) / (a / b) : 1;
    }
  }

  /** The weight of candidate `k`: at most 1, for a deal fitting every choice and the call. */
  weight(k: number): number {
    let weight = this.callMiss[k] === 1 ? this.callW : 1;
    for (let s = 0; s < 4; s++) {
      if (s === this.story.me) continue;
      const r = this.seats[s]!;
      const chosen = this.choices[k * 4 + s]!;
      let w = r.shares[M]!;
      for (let m = 0; m < M; m++) {
        const hits = this.hits[k * 4 * M + s * M + m]!;
        let p = r.shares[m]!;
        for (let c = chosen; c !== 0; c &= c - 1) {
          const j = 31 - Math.clz32(c & -c);
          const i = (s * M + m) * TURNS + j;
          p *= (hits & (1 << j)) !== 0 ? this.hitW[i]! : this.missW[i]!;
        }
        w += p;
      }
      weight *= w / this.top[s]!;
    }
    return weight;
  }
}
