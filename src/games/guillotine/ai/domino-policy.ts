/**
 * The fast policy the rollouts play Dominoes with, for every seat, from what that seat could
 * know: the card that frees the most of our own cards beyond it in its row, then the one that
 * hands the others the fewest new plays before our own next card in that direction, so cards
 * that block long runs we do not hold are kept; an ace (for the extra turn) breaks the ties.
 * The first card of the deal (the spinner) is of the rank we hold most of.
 */
import { ACE, lowest, popcount, suitMask } from './bits';
import type { DominoSim } from './domino-sim';

/** UP[c], DOWN[c]: the cards of c's suit above it, below it in sequence order. */
const UP = Int32Array.from({ length: 32 }, (_, c) => suitMask(c >> 3) & ~((2 << c) - 1));
const DOWN = Int32Array.from({ length: 32 }, (_, c) => suitMask(c >> 3) & ((1 << c) - 1));

const highest = (m: number): number => 31 - Math.clz32(m);

/** A card to play, or -1 to pass (only when nothing is playable: a bonus is always used). */
export function dominoCard(sim: DominoSim, seat: number, legal: number): number {
  if (legal === 0) return -1;
  if ((legal & (legal - 1)) === 0) return lowest(legal);
  const hand = sim.hands[seat]!;
  if (sim.spinner < 0) return spinnerCard(hand);
  const others = ~sim.played & ~hand;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const s = c >> 3;
    const r = c & 7;
    const opening = sim.lo[s]! < 0;
    let gift = 0;
    let mine = 0;
    if (opening || r > sim.hi[s]!) {
      const own = hand & UP[c]!;
      const span = own === 0 ? UP[c]! : UP[c]! & DOWN[lowest(own)]!;
      gift += popcount(others & span);
      mine += popcount(own);
    }
    if (opening || r < sim.lo[s]!) {
      const own = hand & DOWN[c]!;
      const span = own === 0 ? DOWN[c]! : DOWN[c]! & UP[highest(own)]!;
      gift += popcount(others & span);
      mine += popcount(own);
    }
    // Our own cards it frees come first (weighed in self-play), then the fewest gifts.
    const bonus = r === ACE && sim.spinner !== ACE ? 6 : 0;
    const value = bonus - gift + 10 * mine;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function spinnerCard(hand: number): number {
  let bestRank = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let r = 0; r < 8; r++) {
    let n = 0;
    for (let s = 0; s < 4; s++) if ((hand & (1 << (s * 8 + r))) !== 0) n++;
    // Many of one rank open many suits when we choose; a middle rank leaves both directions.
    const value = n * 4 - Math.abs(r - 3.5);
    if (n > 0 && value > bestValue) {
      bestValue = value;
      bestRank = r;
    }
  }
  let card = -1;
  let most = -1;
  for (let s = 0; s < 4; s++) {
    const c = s * 8 + bestRank;
    if ((hand & (1 << c)) === 0) continue;
    const len = popcount(hand & suitMask(s));
    if (len > most) {
      most = len;
      card = c;
    }
  }
  return card;
}
