/**
 * Deals weighted by how well they explain what the others played (the trick games): each drawn
 * deal is replayed from the start with the fast policy in every other seat, and each card a seat
 * played that the policy would not have played there costs the deal a factor `mismatch` of its
 * weight (a seat that ducked when it could have won a prize probably could not). `worlds` deals
 * are then drawn from `worlds * inference` candidates in proportion to their weights (systematic
 * resampling). Only choices count: a seat with one legal card told nothing by playing it.
 * Dominoes deals are drawn plainly: the same weighing of the others' choices there made no
 * difference the benchmark could see.
 */
import type { GuillotineView } from '../game';
import { cardIndex, maskOf } from './bits';
import type { StrongOptions } from './options';
import { gameIndex } from './points';
import type { Sampler } from './sample';
import { tricksOf } from './seen';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

/** `worlds` deals (4 hands each, the seat's own as it holds it), weighed when there is a story. */
export function inferredDeals(
  view: GuillotineView,
  me: number,
  deals: Sampler,
  next: () => number,
  worlds: number,
  opts: StrongOptions,
): Int32Array {
  const trickGame = view.game !== 'dominoes';
  const history = trickGame ? tricksOf(view).flat() : [];
  const pool = history.length === 0 || opts.inference <= 1 ? worlds : worlds * opts.inference;
  const hands = new Int32Array(4 * pool);
  const weights = new Float64Array(pool);
  const playedBy = [0, 0, 0, 0];
  for (const p of history) playedBy[p.seat]! |= 1 << cardIndex(p.card);
  const mine = maskOf(view.hand ?? []);
  const game = trickGame ? gameIndex(view.game!) : 0;
  const one = new Int32Array(4);
  const dealt = new Int32Array(4);
  const replay = new TrickSim();
  let total = 0;
  for (let k = 0; k < pool; k++) {
    one[me] = mine;
    deals.draw(next, one);
    hands.set(one, 4 * k);
    let weight = 1;
    if (pool > worlds) {
      for (let s = 0; s < 4; s++) dealt[s] = one[s]! | playedBy[s]!;
      replay.start(game, dealt, view.dealer);
      for (const p of history) {
        const card = cardIndex(p.card);
        if (p.seat !== me) {
          const legal = replay.legal(p.seat);
          if ((legal & (legal - 1)) !== 0 && trickCard(replay, p.seat, legal) !== card)
            weight *= opts.mismatch;
        }
        replay.play(card);
      }
    }
    weights[k] = weight;
    total += weight;
  }
  if (pool === worlds) return hands;
  const out = new Int32Array(4 * worlds);
  const step = total / worlds;
  let u = next() * step;
  let acc = 0;
  let k = 0;
  for (let w = 0; w < worlds; w++) {
    while (k < pool - 1 && acc + weights[k]! <= u) acc += weights[k++]!;
    out.set(hands.subarray(4 * k, 4 * k + 4), 4 * w);
    u += step;
  }
  return out;
}
