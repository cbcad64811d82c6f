/**
 * The strong level's card play: determinised Monte Carlo. Deals of the unseen cards consistent
 * with what the seat knows are drawn; in each, every candidate is played and the deal run out
 * by the fast policies; the candidate with the fewest points on average is chosen. The same
 * deals serve every candidate, so the comparison is not blurred by the luck of the draw.
 */
import type { Card } from '../cards';
import type { GuillotineMove, GuillotineView } from '../game';
import { cardAt, cardIndex } from './bits';
import type { StrongOptions } from './options';
import { dominoPosition, trickPosition } from './position';
import { runDominoes, runTricks } from './rollout';
import { type Sampler, sampler } from './sample';
import { unseenOf } from './seen';

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
    for (let w = 0; w < worlds; w++) {
      deals.draw(next, world.hands);
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
