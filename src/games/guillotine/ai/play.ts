/**
 * The strong level's card play: determinised Monte Carlo with a look-ahead. Deals of the unseen
 * cards consistent with what the seat knows are drawn, more than are used, and kept in proportion
 * to how well they explain what the others did: the game the dealer called, the cards they played,
 * in Dominoes their passes too (ai/infer); in each, every candidate is played and the deal run out
 * with the others playing as a rule-of-thumb player would (ai/table-*-policy) in half the deals
 * and as the seat itself would in the other half, and the seat's own later cards chosen by a
 * look-ahead (ai/lookahead); the candidate with the fewest points on average is
 * chosen. The same deals serve every candidate, so the comparison is not blurred by the luck of
 * the draw. Deals are drawn a batch at a time until the budget of work is spent (at least
 * `minWorlds`, at most what `rollouts` allows the candidates), so early decisions, whose
 * play-outs are long, use fewer deals than late ones, and no deal is weighed that is not used.
 */
import type { Card } from '../cards';
import type { GuillotineMove, GuillotineView } from '../game';
import type { DominoTurn } from './beliefs';
import { cardAt, cardIndex } from './bits';
import { inferredDeals, storyOf } from './infer';
import { Lookahead } from './lookahead';
import type { StrongOptions } from './options';
import { dominoPosition, trickPosition } from './position';
import type { SeatReading } from './reading';
import { type Sampler, sampler } from './sample';
import { unseenOf } from './seen';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';

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
  turns: readonly DominoTurn[] | null = null,
  readings: readonly SeatReading[] | null = null,
): GuillotineMove {
  const ev = evaluatePlays(view, me, excluded, next, opts, turns, readings);
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
  turns: readonly DominoTurn[] | null = null,
  readings: readonly SeatReading[] | null = null,
): Evaluation {
  const candidates = view.legalCards.map((c: Card) => cardIndex(c));
  if (view.canPass) candidates.push(-1);
  const most = Math.max(
    opts.minWorlds,
    Math.min(opts.maxWorlds, Math.floor(opts.rollouts / candidates.length)),
  );
  const totals = new Float64Array(candidates.length);
  const deals = dealsFor(view, me, excluded);
  const story = storyOf(view, me, turns, opts, readings);
  const batch = opts.batch > 0 ? opts.batch : most;
  let chosen: Int32Array = new Int32Array(0);
  // The next deal: drawn (and weighed) `batch` at a time, so the budget decides how many.
  const dealAt = (w: number): Int32Array => {
    const k = w % batch;
    if (k === 0) chosen = inferredDeals(view, me, deals, next, batch, opts, story);
    return chosen.subarray(4 * k, 4 * k + 4);
  };
  const own = new Lookahead(me, opts.exact);
  const modelled = new Lookahead(me, opts.exact, tableTrickCard, tableDominoCard);
  // Mixed: every other world has the others play as the rule-of-thumb model, the rest as we do.
  const lookFor = (w: number): Lookahead =>
    opts.others === 'own' || (opts.others === 'mixed' && w % 2 === 1) ? own : modelled;
  const more = (w: number) =>
    w < most && (w < opts.minWorlds || own.work + modelled.work < opts.work);
  let w = 0;
  if (view.game === 'dominoes') {
    const world = dominoPosition(view, me);
    const sim = dominoPosition(view, me);
    for (; more(w); w++) {
      world.hands.set(dealAt(w));
      const look = lookFor(w);
      for (let i = 0; i < candidates.length; i++) {
        sim.copyFrom(world);
        const c = candidates[i]!;
        if (c < 0) sim.pass();
        else sim.play(c);
        totals[i]! += look.dominoesFrom(sim);
      }
    }
  } else {
    const world = trickPosition(view, me);
    const sim = trickPosition(view, me);
    for (; more(w); w++) {
      world.hands.set(dealAt(w));
      const look = lookFor(w);
      for (let i = 0; i < candidates.length; i++) {
        sim.copyFrom(world);
        sim.play(candidates[i]!);
        totals[i]! += look.tricksFrom(sim);
      }
    }
  }
  return { candidates, means: Array.from(totals, (t) => t / w), worlds: w };
}
