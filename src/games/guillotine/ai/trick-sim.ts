/**
 * A trick game on masks, for the rollouts: four hands, the trick under way, the points each seat
 * has taken since the position was loaded. The same rules as deal.ts (follow suit; the highest
 * card of the suit led wins; the winner leads; all eight tricks), checked against it by the tests.
 */
import { STRENGTH, suitMask } from './bits';
import { CARD_POINTS, TRICK_POINTS } from './points';

export class TrickSim {
  game = 0;
  readonly hands = new Int32Array(4);
  /** The cards of the trick under way, in the order played, from `leader`. */
  readonly trick = new Int32Array(4);
  trickLen = 0;
  leader = 0;
  /** Tricks completed (0–8). */
  trickNo = 0;
  /** Every card played in the deal, the trick under way included. */
  played = 0;
  /** Points taken since the position was loaded. */
  readonly points = new Int32Array(4);
  /** Per seat, the suits (as masks of their cards) it has shown it lacks: public knowledge. */
  readonly voids = new Int32Array(4);

  /** The deal as dealt: `leader` (the dealer) leads the first trick. */
  start(game: number, hands: Int32Array, leader: number): this {
    this.game = game;
    this.hands.set(hands);
    this.trickLen = 0;
    this.leader = leader;
    this.trickNo = 0;
    this.played = 0;
    this.points.fill(0);
    this.voids.fill(0);
    return this;
  }

  copyFrom(o: TrickSim): this {
    this.game = o.game;
    this.hands.set(o.hands);
    this.trick.set(o.trick);
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.trickNo = o.trickNo;
    this.played = o.played;
    this.points.set(o.points);
    this.voids.set(o.voids);
    return this;
  }

  get over(): boolean {
    return this.trickNo >= 8;
  }

  get toMove(): number {
    return (this.leader + this.trickLen) & 3;
  }

  /** The suit led, or -1 before the first card of a trick. */
  get led(): number {
    return this.trickLen === 0 ? -1 : this.trick[0]! >> 3;
  }

  legal(seat: number): number {
    const hand = this.hands[seat]!;
    if (this.trickLen === 0) return hand;
    const follow = hand & suitMask(this.trick[0]! >> 3);
    return follow !== 0 ? follow : hand;
  }

  /** Index in the trick of the card winning it so far. */
  winningPlace(): number {
    const led = this.trick[0]! >> 3;
    let best = 0;
    for (let k = 1; k < this.trickLen; k++) {
      const c = this.trick[k]!;
      if (c >> 3 === led && STRENGTH[c]! > STRENGTH[this.trick[best]!]!) best = k;
    }
    return best;
  }

  /** Plays a card of the seat to move (the caller has checked it is legal). */
  play(card: number): void {
    const seat = this.toMove;
    this.hands[seat]! &= ~(1 << card);
    this.played |= 1 << card;
    if (this.trickLen > 0 && card >> 3 !== this.trick[0]! >> 3)
      this.voids[seat]! |= suitMask(this.trick[0]! >> 3);
    this.trick[this.trickLen++] = card;
    if (this.trickLen < 4) return;
    const winner = (this.leader + this.winningPlace()) & 3;
    const g = this.game;
    let pts = TRICK_POINTS[g * 8 + this.trickNo]!;
    for (let k = 0; k < 4; k++) pts += CARD_POINTS[g * 32 + this.trick[k]!]!;
    this.points[winner]! += pts;
    this.trickNo++;
    this.trickLen = 0;
    this.leader = winner;
  }
}
