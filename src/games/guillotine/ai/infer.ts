/**
 * Deals weighted by how well they explain what the others did: each drawn deal is replayed from
 * the start with the model of the others (ai/table-*-policy, our own fast policy, or the mean of
 * the weights under both) in every other seat, and each card a seat played that the model would
 * not have played there costs the deal a factor `mismatch` of its weight (a seat that ducked when
 * it could have won a prize probably could not); a dealer whose hand in the deal would not have
 * made the call it made (ai/table-call) costs it `callMismatch`. Candidates are drawn until they
 * weigh `evidence` deals' worth for each deal wanted (at most `inference` for each), and `worlds`
 * deals drawn from them in proportion to their weights (systematic resampling): a deal that fits
 * every card is not outweighed by the many that miss one. Only choices count: a seat with one
 * legal card told nothing by playing it. Dominoes deals are weighed only with `dominoInference`
 * and the whole story of the deal (who played what, who passed).
 */
import type { GuillotineView } from '../game';
import { GAMES, type GameId } from '../games';
import type { DominoTurn } from './beliefs';
import { cardIndex, maskOf } from './bits';
import { Weigher } from './calibrate';
import { dominoCard } from './domino-policy';
import { DominoSim } from './domino-sim';
import type { StrongOptions } from './options';
import { gameIndex } from './points';
import { FRESH, readingWeight, type SeatReading } from './reading';
import type { DominoPolicy, TrickPolicy } from './rollout';
import type { Sampler } from './sample';
import { tricksOf } from './seen';
import { modelCall } from './table-call';
import { tableDominoCard } from './table-domino-policy';
import { tableTrickCard } from './table-trick-policy';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

/** What the seat saw of the deal under way, ready to weigh deals against. */
export interface Story {
  readonly dealer: number;
  readonly me: number;
  /** -1 for Dominoes. */
  readonly game: number;
  readonly called: GameId;
  /** The games the dealer could call, when the call was a choice it made (else empty). */
  readonly atCall: readonly GameId[];
  /** The turns in order, card -1 for a pass (the trick games never pass). */
  readonly turns: readonly DominoTurn[];
  /** Per seat, the cards it has played in the deal. */
  readonly playedBy: readonly number[];
  readonly aceAny: boolean;
  /** How far each seat has followed each model so far (ai/reading); null: weigh as `mismatch` says. */
  readonly readings: readonly SeatReading[] | null;
}

/** The story the view (and, in Dominoes, the beliefs' record of turns) tells; null if none. */
export function storyOf(
  view: GuillotineView,
  me: number,
  turns: readonly DominoTurn[] | null,
  opts: StrongOptions,
  readings: readonly SeatReading[] | null = null,
): Story | null {
  const dominoes = view.game === 'dominoes';
  let known: readonly DominoTurn[];
  if (!dominoes)
    known = tricksOf(view).flatMap((t) =>
      t.map((p) => ({ seat: p.seat, card: cardIndex(p.card) })),
    );
  else if (opts.dominoInference && turns !== null) known = turns;
  else return null;
  const games = GAMES.filter((g) => !view.used[view.dealer]!.includes(g));
  const atCall = view.dealer !== me && games.length > 1 && opts.callMismatch < 1 ? games : [];
  if (known.length === 0 && atCall.length === 0) return null;
  const playedBy = [0, 0, 0, 0];
  for (const t of known) if (t.card >= 0) playedBy[t.seat]! |= 1 << t.card;
  return {
    dealer: view.dealer,
    me,
    game: dominoes ? -1 : gameIndex(view.game!),
    called: view.game!,
    atCall,
    turns: known,
    playedBy,
    aceAny: view.options.aceBonus === 'any',
    readings: opts.reading === 'learned' ? (readings ?? FRESH) : null,
  };
}

/** Scratch for the weights: the deal as dealt, and its replay. */
const DEALT = new Int32Array(4);
const TRICKS = new TrickSim();
const DOMINOES = new DominoSim();

/** How well the deal `hands` (as they are now) explains the story: 1 fully, less per surprise. */
export function dealWeight(story: Story, hands: Int32Array, opts: StrongOptions): number {
  for (let s = 0; s < 4; s++) DEALT[s] = hands[s]! | story.playedBy[s]!;
  if (story.readings !== null) return readingWeight(story, DEALT, story.readings);
  // The call is weighed once: both models of the others' cards share the model of their call.
  const call =
    story.atCall.length > 0 && modelCall(DEALT[story.dealer]!, story.atCall) !== story.called
      ? opts.callMismatch
      : 1;
  if (opts.others !== 'mixed') return call * playsWeight(story, opts, opts.others === 'table');
  // Either model may be how the others play: the deal explains the story by either.
  return call * 0.5 * (playsWeight(story, opts, true) + playsWeight(story, opts, false));
}

/** How well the deal in DEALT explains the cards played, under one model of the others. */
function playsWeight(story: Story, opts: StrongOptions, table: boolean): number {
  let weight = 1;
  if (story.game >= 0) {
    const policy: TrickPolicy = table ? tableTrickCard : trickCard;
    TRICKS.start(story.game, DEALT, story.dealer);
    for (const t of story.turns) {
      if (t.seat !== story.me) {
        const legal = TRICKS.legal(t.seat);
        if ((legal & (legal - 1)) !== 0 && policy(TRICKS, t.seat, legal) !== t.card)
          weight *= opts.mismatch;
      }
      TRICKS.play(t.card);
    }
    return weight;
  }
  const policy: DominoPolicy = table ? tableDominoCard : dominoCard;
  DOMINOES.start(DEALT, story.dealer, story.aceAny);
  for (const t of story.turns) {
    // The record and the replay agree on whose turn it is; should they not, stop weighing.
    if (DOMINOES.over || DOMINOES.toMove !== t.seat) break;
    if (t.seat !== story.me) {
      const legal = DOMINOES.legal(t.seat);
      // A choice: two cards or more, or on a bonus a card or a pass.
      const choice = (legal & (legal - 1)) !== 0 || (DOMINOES.bonus && legal !== 0);
      if (choice && policy(DOMINOES, t.seat, legal) !== t.card) weight *= opts.mismatch;
    }
    if (t.card < 0) DOMINOES.pass();
    else DOMINOES.play(t.card);
  }
  return weight;
}

/** `worlds` deals (4 hands each, the seat's own as it holds it), weighed when there is a story. */
export function inferredDeals(
  view: GuillotineView,
  me: number,
  deals: Sampler,
  next: () => number,
  worlds: number,
  opts: StrongOptions,
  story: Story | null,
): Int32Array {
  const most = story === null || opts.inference <= 1 ? worlds : worlds * opts.inference;
  // Candidates are drawn until their weights add up to `evidence` a deal played out: few while
  // the story tells little (most candidates fit it), up to `most` once it tells much.
  const least = opts.evidence > 0 ? Math.min(most, 2 * worlds) : most;
  const enough = opts.evidence * worlds;
  const hands = new Int32Array(4 * most);
  const weights = new Float64Array(most);
  const mine = maskOf(view.hand ?? []);
  const one = new Int32Array(4);
  let total = 0;
  let pool = 0;
  if (most === worlds) {
    for (let w = 0; w < worlds; w++) {
      one[me] = mine;
      deals.draw(next, one);
      hands.set(one, 4 * w);
    }
    return hands;
  }
  // Read by the seats' records (ai/reading): the first `least` candidates, drawn plainly, tell
  // how often each model makes each choice blind, and every candidate is weighed against that.
  const weigher = story!.readings === null ? null : new Weigher(story!, story!.readings, most);
  const dealt = new Int32Array(4);
  const draw = (k: number) => {
    one[me] = mine;
    deals.draw(next, one);
    hands.set(one, 4 * k);
    if (weigher === null) return dealWeight(story!, one, opts);
    for (let s = 0; s < 4; s++) dealt[s] = one[s]! | story!.playedBy[s]!;
    weigher.add(dealt);
    return -1;
  };
  for (; pool < least; pool++) weights[pool] = draw(pool);
  if (weigher !== null) {
    weigher.calibrate();
    for (let k = 0; k < pool; k++) weights[k] = weigher.weight(k);
  }
  for (let k = 0; k < pool; k++) total += weights[k]!;
  for (; pool < most && total < enough; pool++) {
    const w = draw(pool);
    weights[pool] = weigher === null ? w : weigher.weight(pool);
    total += weights[pool]!;
  }
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
