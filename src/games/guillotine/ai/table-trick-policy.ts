/**
 * A model of how the others at the table play the trick games: the rules of thumb of a sensible
 * club player, as close as we can put them to the rule-of-thumb players the strong level meets
 * (bench/guillotine-rule-bot.ts), from what that seat could know (its hand, the cards played,
 * the trick, the suits each seat has shown it lacks). The strong level's own fast policy
 * (ai/trick-policy) plays better in places; this one is for predicting the others, in the
 * play-outs and in weighing deals by the cards they played (ai/infer), where what matters is to
 * play as they do. Avoidance games: lead low where others hold higher, keep quiet the suit of a
 * penalty card we hold and flush out one we lack; follow with the highest card that still loses;
 * void, dump the penalties, then the high cards that could catch one. Parliament: cash sure
 * winners (the king of hearts first, else the highest), lose the lowest card of the longest suit,
 * win a trick as cheaply as possible when last. Ties go to the weaker card, then the lower suit.
 */
import { ALL, cardIndex, lowest, popcount, STRENGTH, STRONGER, suitMask } from './bits';
import { CARD_POINTS, PARLIAMENT, TRICK_POINTS } from './points';
import type { TrickSim } from './trick-sim';

const KH = cardIndex('KH');

/** DANGER[g]: the cards worth 10 points or more to their taker in game g. */
const DANGER = Int32Array.from({ length: 6 }, (_, g) => {
  let m = 0;
  for (let c = 0; c < 32; c++) if (CARD_POINTS[g * 32 + c]! >= 10) m |= 1 << c;
  return m;
});

/** CLEAN[g]: the cards that cost their taker nothing (or less) in game g. */
const CLEAN = Int32Array.from({ length: 6 }, (_, g) => {
  let m = 0;
  for (let c = 0; c < 32; c++) if (CARD_POINTS[g * 32 + c]! <= 0) m |= 1 << c;
  return m;
});

/** The cards of the same suit that lose to card i in a trick. */
const WEAKER = Int32Array.from(
  { length: 32 },
  (_, i) => suitMask(i >> 3) & ~STRONGER[i]! & ~(1 << i),
);

/** The weakest card of a mask (the lower suit on equal strength). */
function weakest(m: number): number {
  let best = lowest(m);
  for (let x = m & (m - 1); x !== 0; x &= x - 1) {
    const c = lowest(x);
    if (STRENGTH[c]! < STRENGTH[best]!) best = c;
  }
  return best;
}

/** The strongest card of a mask (the higher suit on equal strength). */
function strongest(m: number): number {
  let best = lowest(m);
  for (let x = m & (m - 1); x !== 0; x &= x - 1) {
    const c = lowest(x);
    if (STRENGTH[c]! >= STRENGTH[best]!) best = c;
  }
  return best;
}

/** How many of the other seats have not shown they lack the suit of card c. */
function followers(sim: TrickSim, seat: number, c: number): number {
  const m = suitMask(c >> 3);
  let n = 0;
  for (let s = 0; s < 4; s++) if (s !== seat && (sim.voids[s]! & m) === 0) n++;
  return n;
}

/** The legal cards that beat the trick so far. */
function beating(sim: TrickSim, legal: number): number {
  const win = STRENGTH[sim.trick[sim.winningPlace()]!]!;
  let m = 0;
  for (let x = legal; x !== 0; x &= x - 1) {
    const c = lowest(x);
    if (STRENGTH[c]! > win) m |= 1 << c;
  }
  return m;
}

export function tableTrickCard(sim: TrickSim, seat: number, legal: number): number {
  if ((legal & (legal - 1)) === 0) return lowest(legal);
  const hand = sim.hands[seat]!;
  // What the others may still hold: a card neither played nor in this hand.
  const out = ALL & ~sim.played & ~hand;
  if (sim.game === PARLIAMENT) return parliament(sim, seat, legal, hand, out);
  if (sim.trickLen === 0) return lead(sim, seat, legal, hand, out);
  if ((legal & suitMask(sim.trick[0]! >> 3)) === 0) return discard(sim.game, legal, hand, out);
  return follow(sim, legal, out);
}

function lead(sim: TrickSim, seat: number, legal: number, hand: number, out: number): number {
  const g = sim.game;
  const danger = DANGER[g]!;
  let best = -1;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const suit = suitMask(c >> 3);
    const higher = popcount(out & STRONGER[c]!);
    const able = followers(sim, seat, c);
    const own = CARD_POINTS[g * 32 + c]!;
    let value: number;
    if (higher === 0 || able === 0) {
      // This lead wins: its own points, the trick's, and what the void seats dump on it.
      const lower = popcount(out & WEAKER[c]!);
      value = 100 + own * 3 + TRICK_POINTS[g * 8 + sim.trickNo]! * 2 + (3 - able) * 6 - lower;
    } else {
      value = STRENGTH[c]! - 2 * Math.min(higher, 4);
      const mine = hand & suit & danger;
      if (mine !== 0 && (mine & (1 << c)) === 0) value += 6;
      value -= 3 * popcount(out & danger & STRONGER[c]!);
      // Leading a penalty card into a trick someone else wins is a gift to them.
      value += own / 2;
    }
    if (value < bestValue || (value === bestValue && STRENGTH[c]! < STRENGTH[best]!)) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function follow(sim: TrickSim, legal: number, out: number): number {
  const g = sim.game;
  let cost = TRICK_POINTS[g * 8 + sim.trickNo]!;
  for (let k = 0; k < sim.trickLen; k++) cost += CARD_POINTS[g * 32 + sim.trick[k]!]!;
  const last = sim.trickLen === 3;
  const winners = beating(sim, legal);
  const losers = legal & ~winners;
  const clean = CLEAN[g]!;
  if (cost < 0 && winners !== 0) {
    // A prize in the trick (the king of hearts in Spades and Queens): take it when it is safe.
    let safe = 0;
    for (let x = winners; x !== 0; x &= x - 1) {
      const c = lowest(x);
      if (last || (out & STRONGER[c]!) === 0) safe |= 1 << c;
    }
    const take = (safe !== 0 ? safe : last ? winners : 0) & clean;
    if (take !== 0) return strongest(take);
  }
  if (last && cost === 0 && winners !== 0 && sim.trickNo < 5) {
    // Nothing to lose on this trick: part with the highest card that is no penalty itself.
    if ((winners & clean) !== 0) return strongest(winners & clean);
  }
  if (losers !== 0) return strongest(losers);
  // Forced over: shed the highest card that is no penalty, third or last in hand; second, the
  // lowest while a later card may still go over it.
  const safe = legal & clean;
  const low = weakest(legal);
  if (last || sim.trickLen === 2) return safe !== 0 ? strongest(safe) : low;
  if ((out & STRONGER[low]!) !== 0) return low;
  return safe !== 0 ? strongest(safe) : low;
}

function discard(g: number, legal: number, hand: number, out: number): number {
  const danger = DANGER[g]! & out;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const suit = suitMask(c >> 3);
    // Penalties first, then each penalty card still out that this one could catch, then high
    // cards of short suits.
    const value =
      CARD_POINTS[g * 32 + c]! * 16 +
      STRENGTH[c]! * 2 -
      popcount(hand & suit) +
      8 * popcount(danger & suit & WEAKER[c]!);
    if (value > bestValue || (value === bestValue && STRENGTH[c]! < STRENGTH[best]!)) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

/** Parliament: card c wins the trick it leads (no higher card out, or nobody to follow it). */
function sure(sim: TrickSim, seat: number, out: number, c: number): boolean {
  return (out & STRONGER[c]!) === 0 || followers(sim, seat, c) === 0;
}

function parliament(sim: TrickSim, seat: number, legal: number, hand: number, out: number): number {
  if (sim.trickLen === 0) {
    let winners = 0;
    for (let x = legal; x !== 0; x &= x - 1)
      if (sure(sim, seat, out, lowest(x))) winners |= 1 << lowest(x);
    if (winners !== 0) return (winners & (1 << KH)) !== 0 ? KH : strongest(winners);
    // Lose the lowest card of the longest suit, keeping the high ones.
    let best = -1;
    let bestLen = -1;
    for (let x = legal; x !== 0; x &= x - 1) {
      const c = lowest(x);
      const len = popcount(hand & suitMask(c >> 3));
      if (len > bestLen || (len === bestLen && STRENGTH[c]! < STRENGTH[best]!)) {
        bestLen = len;
        best = c;
      }
    }
    return best;
  }
  if ((legal & suitMask(sim.trick[0]! >> 3)) === 0) {
    // Void: the lowest card of the shortest suit; keep the king of hearts and the winners.
    let best = -1;
    let bestValue = Number.POSITIVE_INFINITY;
    for (let x = legal; x !== 0; x &= x - 1) {
      const c = lowest(x);
      const value =
        (c === KH ? 100 : 0) +
        (sure(sim, seat, out, c) ? 50 : 0) +
        STRENGTH[c]! * 3 +
        popcount(hand & suitMask(c >> 3));
      if (value < bestValue || (value === bestValue && STRENGTH[c]! < STRENGTH[best]!)) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }
  const winners = beating(sim, legal);
  if (winners === 0) return weakest(legal);
  if (sim.trickLen === 3) return weakest(winners);
  let sureWinners = 0;
  for (let x = winners; x !== 0; x &= x - 1)
    if ((out & STRONGER[lowest(x)]!) === 0) sureWinners |= 1 << lowest(x);
  if (sureWinners !== 0) return weakest(sureWinners);
  let prize = false;
  for (let k = 0; k < sim.trickLen; k++) if (sim.trick[k] === KH) prize = true;
  return prize ? strongest(winners) : weakest(legal);
}
