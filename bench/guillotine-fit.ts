/**
 * Fits the rule-of-thumb bot's dealer's-choice estimates (FITTED in guillotine-rule-bot.ts): for
 * each game, deals called with that game and played out by four rule-of-thumb bots, then a least
 * squares fit (lightly ridged) of the dealer's score on the features of the dealer's hand. Prints
 * each game's mean, R² and weights (the constant first, then `features` in order).
 *
 *   GUILLOTINE_FIT_DEALS=4000 node bin/run-ts.js bench/guillotine-fit.ts
 */
import { act, GAMES, type GameId, guillotine, startSeries } from '../src/games/guillotine';
import { features, ruleOfThumb } from './guillotine-rule-bot';

const N = Number(process.env.GUILLOTINE_FIT_DEALS ?? 4000);
const out: Record<string, unknown> = {};
for (const game of GAMES) {
  const X: number[][] = [];
  const y: number[] = [];
  for (let k = 0; k < N; k++) {
    let state = startSeries(`fit:${game}:${k}`);
    const dealer = state.deal.dealer;
    const hand = state.deal.hands[dealer]!;
    const r = act(state, dealer, { type: 'choose', game: game as GameId });
    if (!r.ok) throw new Error('x');
    state = r.value.state;
    while (state.dealNo === 0) {
      const seat = state.deal.toMove!;
      const move = ruleOfThumb.choose(guillotine.view(state, seat), { seat, seed: 'x' });
      const d = act(state, seat, move);
      if (!d.ok) throw new Error(d.error.message);
      state = d.value.state;
    }
    const f = features(hand);
    X.push([1, ...Object.values(f)]);
    y.push(state.history[0]!.deltas[dealer]!);
  }
  const m = X[0]!.length;
  const A = Array.from({ length: m }, () => new Array(m + 1).fill(0));
  for (let i = 0; i < X.length; i++)
    for (let a = 0; a < m; a++) {
      for (let b = 0; b < m; b++) A[a]![b] += X[i]![a]! * X[i]![b]!;
      A[a]![m] += X[i]![a]! * y[i]!;
    }
  for (let a = 0; a < m; a++) A[a]![a] += 1e-3 * N; // ridge
  for (let c = 0; c < m; c++) {
    let p = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      for (let k = c; k <= m; k++) A[r]![k] -= f * A[c]![k]!;
    }
  }
  const w = A.map((row, i) => row[m]! / row[i]!);
  const mean = y.reduce((s, v) => s + v, 0) / y.length;
  let sse = 0,
    sst = 0;
  for (let i = 0; i < y.length; i++) {
    const p = X[i]!.reduce((s, v, j) => s + v * w[j]!, 0);
    sse += (p - y[i]!) ** 2;
    sst += (y[i]! - mean) ** 2;
  }
  out[game] = {
    mean,
    r2: 1 - sse / sst,
    w: w.map((v) => Math.round(v * 100) / 100),
    names: ['1', ...Object.keys(features(startSeries('a').deal.hands[0]!))],
  };
}
console.log(JSON.stringify(out));
