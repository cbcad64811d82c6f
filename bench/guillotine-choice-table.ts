/**
 * Measures the tables of the strong level's dealer's choice (src/games/guillotine/ai/choice.ts):
 * a dealer's average score in each game by the fast policies, and FUTURE, what each set of games
 * still to call is worth above those averages when each call takes the game that minimises its
 * value with the hand plus the worth of the games left (dynamic programming over the 63 sets, on
 * sampled hands valued as the strong level values them at a call). Prints the tables to paste.
 *
 *   node bin/run-ts.js bench/guillotine-choice-table.ts
 */
import { Rng } from '../src/core/rng';
import { GAMES } from '../src/games/guillotine';
import { DEALER_AVERAGE, playOut, relativeValues } from '../src/games/guillotine/ai/choice';
import { STRONG_DEFAULTS } from '../src/games/guillotine/ai/options';

const AVERAGE_DEALS = Number(process.env.AVERAGE_DEALS ?? 20000);
const HANDS = Number(process.env.HANDS ?? 600);
const rng = new Rng('guillotine-choice-table');
const next = () => rng.next();
const pack = Array.from({ length: 32 }, (_, i) => i);
const hands = new Int32Array(4);

const averages: Record<'any' | 'one', number[]> = { any: [], one: [] };
for (const bonus of ['any', 'one'] as const) {
  const totals = GAMES.map(() => 0);
  for (let k = 0; k < AVERAGE_DEALS; k++) {
    rng.shuffle(pack);
    hands.fill(0);
    for (let i = 0; i < 32; i++) hands[i >> 3]! |= 1 << pack[i]!;
    GAMES.forEach((g, i) => {
      if (bonus === 'one' && g !== 'dominoes') return;
      totals[i]! += playOut(g, 0, hands, bonus === 'any');
    });
  }
  averages[bonus] = totals.map((t) => Math.round((100 * t) / AVERAGE_DEALS) / 100);
}
averages.one = averages.one.map((v, i) => (GAMES[i] === 'dominoes' ? v : averages.any[i]!));

// Each sampled hand's value in each game, as a call sees it (the same number of deals).
const values: number[][] = [];
for (let k = 0; k < HANDS; k++) {
  rng.shuffle(pack);
  let hand = 0;
  for (let i = 0; i < 8; i++) hand |= 1 << pack[i]!;
  const rel = relativeValues(hand, 0, GAMES, STRONG_DEFAULTS.choiceWorlds, 'any', next);
  values.push(Array.from(rel, (r, i) => r + DEALER_AVERAGE.any[i]! - averages.any[i]!));
}
const future = new Float64Array(64);
for (let set = 1; set < 64; set++) {
  let total = 0;
  for (const v of values) {
    let best = Number.POSITIVE_INFINITY;
    for (let g = 0; g < 6; g++) {
      if ((set & (1 << g)) === 0) continue;
      best = Math.min(best, v[g]! + future[set & ~(1 << g)]!);
    }
    total += best;
  }
  future[set] = total / values.length;
}
console.log(
  JSON.stringify({ averages, future: Array.from(future, (f) => Math.round(f * 100) / 100) }),
);
