/**
 * Dominoes on masks, for the rollouts: the rows as their lowest and highest rank per suit, the
 * spinner's rank, who is out, the ace bonus. The same rules as deal.ts, checked by the tests.
 */
import { ACE } from './bits';

export class DominoSim {
  readonly hands = new Int32Array(4);
  /** Per suit, the lowest and highest rank in its row; -1 while the suit is not open. */
  readonly lo = new Int8Array(4);
  readonly hi = new Int8Array(4);
  /** The spinner's rank (0–7), -1 before the first card. */
  spinner = -1;
  toMove = 0;
  bonus = false;
  /** After an ace, play on until a pass ('any') rather than one card more. */
  aceAny = true;
  first = -1;
  second = -1;
  played = 0;

  /** The deal as dealt, the dealer to play the first card (the spinner). */
  start(hands: Int32Array, dealer: number, aceAny: boolean): this {
    this.hands.set(hands);
    this.lo.fill(-1);
    this.hi.fill(-1);
    this.spinner = -1;
    this.toMove = dealer;
    this.bonus = false;
    this.aceAny = aceAny;
    this.first = -1;
    this.second = -1;
    this.played = 0;
    return this;
  }

  copyFrom(o: DominoSim): this {
    this.hands.set(o.hands);
    this.lo.set(o.lo);
    this.hi.set(o.hi);
    this.spinner = o.spinner;
    this.toMove = o.toMove;
    this.bonus = o.bonus;
    this.aceAny = o.aceAny;
    this.first = o.first;
    this.second = o.second;
    this.played = o.played;
    return this;
  }

  get over(): boolean {
    return this.second >= 0;
  }

  /** The cards anyone could play now, held or not. */
  open(): number {
    if (this.spinner < 0) return -1;
    let m = 0;
    for (let s = 0; s < 4; s++) {
      const lo = this.lo[s]!;
      if (lo < 0) {
        m |= 1 << (s * 8 + this.spinner);
        continue;
      }
      if (lo > 0) m |= 1 << (s * 8 + lo - 1);
      const hi = this.hi[s]!;
      if (hi < ACE) m |= 1 << (s * 8 + hi + 1);
    }
    return m;
  }

  legal(seat: number): number {
    return this.hands[seat]! & this.open();
  }

  /** What a finished deal scores for the seat: first out −30, second −10. */
  score(seat: number): number {
    return seat === this.first ? -30 : seat === this.second ? -10 : 0;
  }

  private nextIn(seat: number): number {
    let s = (seat + 1) & 3;
    while (s === this.first) s = (s + 1) & 3;
    return s;
  }

  /** Puts a card on its row (the first card of the deal sets the spinner). */
  extend(card: number): void {
    const s = card >> 3;
    const r = card & 7;
    this.played |= 1 << card;
    if (this.lo[s]! < 0) {
      this.lo[s] = r;
      this.hi[s] = r;
    } else if (r < this.lo[s]!) this.lo[s] = r;
    else this.hi[s] = r;
    if (this.spinner < 0) this.spinner = r;
  }

  play(card: number): void {
    const seat = this.toMove;
    const r = card & 7;
    this.hands[seat]! &= ~(1 << card);
    this.extend(card);
    if (this.hands[seat] === 0) {
      // Going out ends any bonus; the second out ends the deal.
      this.bonus = false;
      if (this.first < 0) this.first = seat;
      else this.second = seat;
      if (!this.over) this.toMove = this.nextIn(seat);
      return;
    }
    const ace = r === ACE && this.spinner !== ACE;
    this.bonus = ace || (this.bonus && this.aceAny);
    if (!this.bonus) this.toMove = this.nextIn(seat);
  }

  pass(): void {
    this.bonus = false;
    this.toMove = this.nextIn(this.toMove);
  }
}
