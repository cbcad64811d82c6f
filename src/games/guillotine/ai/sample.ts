/**
 * Deals of the unseen cards to the other three seats, uniformly among those consistent with what
 * the seat knows: each seat gets its hand size, and no seat a card it cannot hold. Counting the
 * completions (a table over the cards left and two seats' remaining needs, the third's follows)
 * makes every draw exact, with no rejection, whatever the constraints.
 */
import { lowest } from './bits';

export interface Sampler {
  /** False when no deal fits (constraints that contradict each other: never from the truth). */
  readonly feasible: boolean;
  /** Writes a deal into `hands` (the three other seats; `hands[me]` is left as it is). */
  draw(next: () => number, hands: Int32Array): void;
}

export function sampler(
  me: number,
  unseen: number,
  sizes: readonly number[],
  excluded: readonly number[],
): Sampler {
  const seats = [0, 1, 2, 3].filter((s) => s !== me);
  const [s0, s1, s2] = seats as [number, number, number];
  const cards: number[] = [];
  for (let m = unseen; m !== 0; m &= m - 1) cards.push(lowest(m));
  const n = cards.length;
  const n0 = sizes[s0]!;
  const n1 = sizes[s1]!;
  const w0 = n0 + 1;
  const w1 = n1 + 1;
  const stride = w0 * w1;
  // allowed[i]: bit k set when seats[k] may hold cards[i].
  const allowed = cards.map((c) => {
    let a = 0;
    for (let k = 0; k < 3; k++) if ((excluded[seats[k]!]! & (1 << c)) === 0) a |= 1 << k;
    return a;
  });
  // ways[i][a][b]: the deals of cards i.. with seat 0 needing a more and seat 1 needing b more.
  const ways = new Float64Array((n + 1) * stride);
  ways[n * stride] = 1;
  for (let i = n - 1; i >= 0; i--) {
    const left = n - i;
    const al = allowed[i]!;
    for (let a = 0; a <= n0; a++) {
      for (let b = 0; b <= n1; b++) {
        const c = left - a - b;
        if (c < 0) continue;
        const next = (i + 1) * stride;
        let w = 0;
        if (al & 1 && a > 0) w += ways[next + (a - 1) * w1 + b]!;
        if (al & 2 && b > 0) w += ways[next + a * w1 + b - 1]!;
        if (al & 4 && c > 0) w += ways[next + a * w1 + b]!;
        ways[i * stride + a * w1 + b] = w;
      }
    }
  }
  const feasible = n === n0 + n1 + sizes[s2]! && ways[n0 * w1 + n1]! > 0;
  return {
    feasible,
    draw(next, hands) {
      if (!feasible) throw new Error('no deal fits what this seat knows');
      let h0 = 0;
      let h1 = 0;
      let h2 = 0;
      let a = n0;
      let b = n1;
      for (let i = 0; i < n; i++) {
        const c = n - i - a - b;
        const al = allowed[i]!;
        const base = (i + 1) * stride;
        const x0 = al & 1 && a > 0 ? ways[base + (a - 1) * w1 + b]! : 0;
        const x1 = al & 2 && b > 0 ? ways[base + a * w1 + b - 1]! : 0;
        const x2 = al & 4 && c > 0 ? ways[base + a * w1 + b]! : 0;
        const u = next() * (x0 + x1 + x2);
        const card = 1 << cards[i]!;
        // The tests at the ends of the ranges guard against a draw rounded up onto a bound.
        if (x0 > 0 && (u < x0 || x1 + x2 === 0)) {
          h0 |= card;
          a--;
        } else if (x1 > 0 && (u < x0 + x1 || x2 === 0)) {
          h1 |= card;
          b--;
        } else {
          h2 |= card;
        }
      }
      hands[s0] = h0;
      hands[s1] = h1;
      hands[s2] = h2;
    },
  };
}
