/**
 * Play-outs in which the searching seat plays better than the fast policy: the others play as
 * they are expected to (the model of the table in play, the fast policy by default), but at each
 * of `me`'s own later turns every card it may play is tried and the deal run out from there (its
 * own cards by the fast policy), and the card that scores least is played (a nested, one-step
 * look-ahead); once `me` holds no more than `exact` cards, its best line against the others'
 * play is found exactly. In one sampled deal that is clairvoyant, but the root averages over
 * deals, and a seat that plays its own cards well later makes the cards it plays now look as they
 * will be: the fast policy's later mistakes no longer blur them.
 */
import { lowest, popcount } from './bits';
import { dominoCard } from './domino-policy';
import { DominoSim } from './domino-sim';
import { type DominoPolicy, runDominoes, runTricks, type TrickPolicy } from './rollout';
import { trickCard } from './trick-policy';
import { TrickSim } from './trick-sim';

export class Lookahead {
  /**
   * Scratch positions, one per level of the search: a level is one of `me`'s choices, a card (at
   * most 8) or, in Dominoes, a pass on a bonus (at most one after each card).
   */
  private readonly tricks = Array.from({ length: 9 }, () => new TrickSim());
  private readonly dominoes = Array.from({ length: 17 }, () => new DominoSim());

  /** Cards dealt to play-outs so far (each play-out counted as the cards it has left): the work. */
  work = 0;

  constructor(
    readonly me: number,
    readonly exact: number,
    /** How the others are expected to play (by default as `me`'s own fast policy would). */
    readonly othersTrick: TrickPolicy = trickCard,
    readonly othersDomino: DominoPolicy = dominoCard,
  ) {}

  /** Plays the trick game out from `sim` (changed); returns the points `me` takes from there on. */
  tricksFrom(sim: TrickSim): number {
    this.work += 32 - popcount(sim.played);
    return this.trick(sim, 0);
  }

  private trick(sim: TrickSim, depth: number): number {
    const me = this.me;
    for (;;) {
      while (!sim.over && sim.toMove !== me) {
        const seat = sim.toMove;
        sim.play(this.othersTrick(sim, seat, sim.legal(seat)));
      }
      if (sim.over) return sim.points[me]!;
      const legal = sim.legal(me);
      if ((legal & (legal - 1)) === 0) {
        sim.play(lowest(legal));
        continue;
      }
      const exact = popcount(sim.hands[me]!) <= this.exact;
      const scratch = this.tricks[depth]!;
      // The policy's own card first: another must do strictly better to replace it.
      const policy = trickCard(sim, me, legal);
      let best = policy;
      let bestValue = Number.POSITIVE_INFINITY;
      for (let c = policy, m = legal & ~(1 << policy); ; ) {
        scratch.copyFrom(sim);
        this.work += 32 - popcount(sim.played);
        scratch.play(c);
        let value: number;
        if (exact) value = this.trick(scratch, depth + 1);
        else {
          runTricks(scratch, me, this.othersTrick);
          value = scratch.points[me]!;
        }
        if (value < bestValue) {
          bestValue = value;
          best = c;
        }
        if (m === 0) break;
        c = lowest(m);
        m &= m - 1;
      }
      if (exact) return bestValue;
      sim.play(best);
    }
  }

  /** Plays Dominoes out from `sim` (changed); returns what `me` scores. */
  dominoesFrom(sim: DominoSim): number {
    this.work += 32 - popcount(sim.played);
    return this.domino(sim, 0);
  }

  private domino(sim: DominoSim, depth: number): number {
    const me = this.me;
    for (;;) {
      while (!sim.over && sim.toMove !== me) {
        const seat = sim.toMove;
        const card = this.othersDomino(sim, seat, sim.legal(seat));
        if (card < 0) sim.pass();
        else sim.play(card);
      }
      if (sim.over) return sim.score(me);
      const legal = sim.legal(me);
      // A pass is a choice only in a bonus (holding back); with nothing to play it is forced.
      const canPass = sim.bonus || legal === 0;
      if (legal === 0 || (!canPass && (legal & (legal - 1)) === 0)) {
        if (legal === 0) sim.pass();
        else sim.play(lowest(legal));
        continue;
      }
      const exact = popcount(sim.hands[me]!) <= this.exact;
      const scratch = this.dominoes[depth]!;
      const policy = dominoCard(sim, me, legal);
      let best = policy;
      let bestValue = Number.POSITIVE_INFINITY;
      // Candidates: the policy's card, the other legal cards, then a pass when allowed.
      let m = legal & ~(1 << policy);
      let c = policy;
      for (;;) {
        scratch.copyFrom(sim);
        this.work += 32 - popcount(sim.played);
        if (c < 0) scratch.pass();
        else scratch.play(c);
        let value: number;
        if (exact) value = this.domino(scratch, depth + 1);
        else {
          runDominoes(scratch, me, this.othersDomino);
          value = scratch.score(me);
        }
        if (value < bestValue) {
          bestValue = value;
          best = c;
        }
        if (m !== 0) {
          c = lowest(m);
          m &= m - 1;
        } else if (canPass && c !== -1) c = -1;
        else break;
      }
      if (exact) return bestValue;
      if (best < 0) sim.pass();
      else sim.play(best);
    }
  }
}
