/**
 * The strong level's card play: determinised Monte Carlo. Deals of the unseen cards consistent
 * with what the seat knows are drawn (in the trick games, more than are used, kept in proportion
 * to how well they explain the cards the others played, replayed by the fast policy); in each,
 * every candidate is played and the deal run out by the fast policies; the candidate with the
 * fewest points on average is chosen. The same deals serve every candidate, so the comparison
 * is not blurred by the luck of the draw.
 */
import type { Card } from '../cards';
import type { GuillotineMove, GuillotineView } from '../game';
import { cardAt, cardIndex, maskOf } from './bits';
import type { StrongOptions } from './options';
import { gameIndex } from './points';
import { dominoPosition, trickPosition } from './position';
import { runDominoes, runTricks } from './rollout';
import { type Sampler, sampler } from './sample';
import { tricksOf, unseenOf } from './seen';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

/** The mean points of each candidate (a card index, or -1 for a pass), for the tests and ties. */
export interface Evaluation {
  readonly candidates: readonly number[];
  readonly means: readonly number[];
  readonly worlds: number;
}

export function bestPlay(
  view: GuillotineView,
  me: number,
  excluded: readonly number[],
  next: () => number,
  opts: StrongOptions,
): GuillotineMove {
  const ev = evaluatePlays(view, me, excluded, next, opts);
  let best = 0;
  for (let i = 1; i < ev.candidates.length; i++) if (ev.means[i]! < ev.means[best]!) best = i;
  const c = ev.candidates[best]!;
  return c < 0 ? { type: 'pass' } : { type: 'play', card: cardAt(c) };
}

/** Deals to draw from: what the seat knows, or (should that ever contradict itself) the sizes alone. */
function dealsFor(view: GuillotineView, me: number, excluded: readonly number[]): Sampler {
  const known = sampler(me, unseenOf(view), view.handSizes, excluded);
  return known.feasible ? known : sampler(me, unseenOf(view), view.handSizes, [0, 0, 0, 0]);
}

export function evaluatePlays(
  view: GuillotineView,
  me: number,
  excluded: readonly number[],
  next: () => number,
  opts: StrongOptions,
): Evaluation {
  const candidates = view.legalCards.map((c: Card) => cardIndex(c));
  if (view.canPass) candidates.push(-1);
  const worlds = Math.max(
    opts.minWorlds,
    Math.min(opts.maxWorlds, Math.floor(opts.rollouts / candidates.length)),
  );
  const totals = new Float64Array(candidates.length);
  const deals = dealsFor(view, me, excluded);
  if (view.game === 'dominoes') {
    const world = dominoPosition(view, me);
    const sim = dominoPosition(view, me);
    for (let w = 0; w < worlds; w++) {
      deals.draw(next, world.hands);
      for (let i = 0; i < candidates.length; i++) {
        sim.copyFrom(world);
        const c = candidates[i]!;
        if (c < 0) sim.pass();
        else sim.play(c);
        runDominoes(sim);
        totals[i]! += sim.score(me);
      }
    }
  } else {
    const world = trickPosition(view, me);
    const sim = trickPosition(view, me);
    const chosen = inferredDeals(view, me, deals, next, worlds, opts);
    for (let w = 0; w < worlds; w++) {
      world.hands.set(chosen.subarray(4 * w, 4 * w + 4));
      for (let i = 0; i < candidates.length; i++) {
        sim.copyFrom(world);
        sim.play(candidates[i]!);
        runTricks(sim);
        totals[i]! += sim.points[me]!;
      }
    }
  }
  return { candidates, means: Array.from(totals, (t) => t / worlds), worlds };
}

/**
 * Deals weighted by how well they explain what the others played: each drawn deal is replayed
 * from the start with the fast policy in every other seat, and each card a seat played that the
 * policy would not have played there costs the deal a factor `mismatch` of its weight (a seat
 * that ducked when it could have won a prize probably could not). `worlds` deals are then drawn
 * from `pool` candidates in proportion to their weights (systematic resampling).
 */
function inferredDeals(
  view: GuillotineView,
  me: number,
  deals: Sampler,
  next: () => number,
  worlds: number,
  opts: StrongOptions,
): Int32Array {
  const history = tricksOf(view).flat();
  const pool = history.length === 0 || opts.inference <= 1 ? worlds : worlds * opts.inference;
  const hands = new Int32Array(4 * pool);
  const weights = new Float64Array(pool);
  const playedBy = [0, 0, 0, 0];
  for (const p of history) playedBy[p.seat]! |= 1 << cardIndex(p.card);
  const mine = maskOf(view.hand ?? []);
  const game = gameIndex(view.game!);
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
