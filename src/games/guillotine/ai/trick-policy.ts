/**
 * The fast policy the rollouts play the trick games with, for every seat: a rule of thumb that
 * uses only what that seat could know (its hand, the cards played, the trick). Avoidance games:
 * duck under the winning card, dump penalties and high cards when void, lead where others can
 * win; Parliament: win tricks cheaply, keep winners. A capture that scores negative (the king of
 * hearts in Spades and Queens) is something to win, which the cost arithmetic takes care of.
 */
import { ALL, cardIndex, lowest, popcount, STRENGTH, STRONGER, suitMask } from './bits';
import { CARD_POINTS, PARLIAMENT, TRICK_POINTS } from './points';
import type { TrickSim } from './trick-sim';

const KH = cardIndex('KH');

export function trickCard(sim: TrickSim, seat: number, legal: number): number {
  if ((legal & (legal - 1)) === 0) return lowest(legal);
  const hand = sim.hands[seat]!;
  // What the others may still hold: a card neither played nor in this hand.
  const outstanding = ALL & ~sim.played & ~hand;
  if (sim.trickLen === 0) return lead(sim, hand, outstanding);
  const led = sim.trick[0]! >> 3;
  if ((legal & suitMask(led)) !== 0) return follow(sim, legal, outstanding);
  return discard(sim.game, hand);
}

function lead(sim: TrickSim, hand: number, outstanding: number): number {
  const g = sim.game;
  let best = -1;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const higher = popcount(outstanding & STRONGER[c]!);
    let value: number;
    if (g === PARLIAMENT) {
      // A sure winner takes a trick now; otherwise lose the lowest card and keep the high ones.
      value = higher === 0 ? -100 - STRENGTH[c]! : STRENGTH[c]!;
    } else if (higher === 0) {
      // This lead wins: it costs what the trick will hold, at least the card itself.
      value = 100 + CARD_POINTS[g * 32 + c]! * 4 + TRICK_POINTS[g * 8 + sim.trickNo]!;
    } else {
      value = STRENGTH[c]! - 3 * higher;
    }
    if (value < bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function follow(sim: TrickSim, legal: number, outstanding: number): number {
  const g = sim.game;
  const winStrength = STRENGTH[sim.trick[sim.winningPlace()]!]!;
  let cost = TRICK_POINTS[g * 8 + sim.trickNo]!;
  for (let k = 0; k < sim.trickLen; k++) cost += CARD_POINTS[g * 32 + sim.trick[k]!]!;
  const last = sim.trickLen === 3;
  const parliament = g === PARLIAMENT;
  let best = -1;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const s = STRENGTH[c]!;
    const wins = s > winStrength;
    const own = CARD_POINTS[g * 32 + c]!;
    let value: number;
    if (last) {
      // The trick is decided by this card: its cost exactly, then the better card to part with.
      const taken = wins ? cost + own : 0;
      const tie = parliament ? s : wins ? -s : -(own * 8 + s);
      value = taken * 100 + tie;
    } else if (parliament) {
      // Beating the trick so far wins for sure only when no higher card of the suit is out.
      const sure = wins && (outstanding & STRONGER[c]!) === 0;
      value = sure ? -1000 + s : wins ? -500 - s : s;
    } else if (cost + own < 0 && wins) {
      // A trick worth taking (the king of hearts in it): take it if nobody can take it back.
      const sure = (outstanding & STRONGER[c]!) === 0;
      value = sure ? -1000 + s : 500 + s;
    } else {
      // Duck with the highest card that loses (a penalty card first); forced over, go low.
      value = wins ? 100 + s : -own * 8 - s;
    }
    if (value < bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function discard(g: number, hand: number): number {
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const s = STRENGTH[c]!;
    const suitLen = popcount(hand & suitMask(c >> 3));
    let value: number;
    if (g === PARLIAMENT) {
      // Keep the winners and the king of hearts (worth −10 to whoever takes it).
      value = -s * 2 + suitLen - (c === KH ? 100 : 0);
    } else {
      // Penalties first (a negative one, the king of hearts in Spades, is kept), then high cards.
      value = CARD_POINTS[g * 32 + c]! * 16 + s * 2 - suitLen;
    }
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}
