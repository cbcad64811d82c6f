/**
 * The fast policy the rollouts play the trick games with, for every seat: a rule of thumb that
 * uses only what that seat could know (its hand, the cards played, the trick, the suits each
 * seat has shown it lacks). Avoidance games: duck under the winning card, dump penalties and the
 * high cards that could catch one when void, lead low where others can win, flush out a penalty
 * card we do not hold and keep quiet the suit of one we do; forced over third in hand, shed the
 * highest card that is no penalty. Parliament: cash sure winners, win tricks cheaply, keep
 * winners. A capture that scores negative (the king of hearts in Spades and Queens) is something
 * to win, which the cost arithmetic takes care of.
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

/** The cards of the same suit that lose to card i in a trick. */
const WEAKER = Int32Array.from(
  { length: 32 },
  (_, i) => suitMask(i >> 3) & ~STRONGER[i]! & ~(1 << i),
);

export function trickCard(sim: TrickSim, seat: number, legal: number): number {
  if ((legal & (legal - 1)) === 0) return lowest(legal);
  const hand = sim.hands[seat]!;
  // What the others may still hold: a card neither played nor in this hand.
  const outstanding = ALL & ~sim.played & ~hand;
  if (sim.trickLen === 0) return lead(sim, seat, hand, outstanding);
  const led = sim.trick[0]! >> 3;
  if ((legal & suitMask(led)) !== 0) return follow(sim, legal, outstanding);
  return discard(sim.game, hand, outstanding);
}

/** How many of the other seats have not shown they lack the suit of card c. */
function followers(sim: TrickSim, seat: number, c: number): number {
  const m = suitMask(c >> 3);
  let n = 0;
  for (let s = 0; s < 4; s++) if (s !== seat && (sim.voids[s]! & m) === 0) n++;
  return n;
}

function lead(sim: TrickSim, seat: number, hand: number, outstanding: number): number {
  const g = sim.game;
  const danger = DANGER[g]!;
  let best = -1;
  let bestValue = Number.POSITIVE_INFINITY;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const able = followers(sim, seat, c);
    const higher = able === 0 ? 0 : popcount(outstanding & STRONGER[c]!);
    const own = CARD_POINTS[g * 32 + c]!;
    let value: number;
    if (g === PARLIAMENT) {
      // A sure winner takes a trick now (the king of hearts first, then the lowest); else a low
      // card of the longest suit, one with few higher cards out (measured in self-play).
      const len = popcount(hand & suitMask(c >> 3));
      value =
        higher === 0
          ? c === KH
            ? -200
            : -100 + STRENGTH[c]!
          : STRENGTH[c]! * 2 - 5 * len + higher;
    } else if (higher === 0) {
      // This lead wins: it costs what the trick will hold, at least the card itself, and what
      // the seats void in the suit dump on it. A prize (the king of hearts in Spades) is cashed.
      value =
        own < 0 && able === 3
          ? -200
          : 100 + own * 4 + TRICK_POINTS[g * 8 + sim.trickNo]! + (3 - able) * 10;
    } else {
      const suit = suitMask(c >> 3);
      value = STRENGTH[c]! - 2 * higher + popcount(hand & suit);
      // Keep quiet a suit whose penalty card we hold; flush out one that others hold above c.
      if ((hand & danger & suit & ~(1 << c)) !== 0) value += 6;
      value -= 3 * popcount(outstanding & danger & STRONGER[c]!);
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
  // The seats still to play are all void in the suit led: the trick is decided by this card.
  const ledMask = suitMask(sim.trick[0]! >> 3);
  let restVoid = true;
  for (let k = sim.trickLen + 1; k < 4; k++)
    if ((sim.voids[(sim.leader + k) & 3]! & ledMask) === 0) restVoid = false;
  const last = sim.trickLen === 3 || restVoid;
  if (restVoid && g !== PARLIAMENT) cost += 3 * (3 - sim.trickLen);
  const third = sim.trickLen === 2;
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
      value = sure ? -1000 + s : s;
    } else if (cost + own < 0 && wins) {
      // A trick worth taking (the king of hearts in it): take it if nobody can take it back.
      const sure = (outstanding & STRONGER[c]!) === 0;
      value = sure ? -1000 + s : 500 + s;
    } else if (wins) {
      // Forced over (a losing card is always preferred): third in hand, likely to win anyway,
      // shed the highest card that is no penalty; second, go low and hope to be overtaken.
      value = third ? 100 + own * 8 - s : 100 + s;
    } else {
      // Duck with the highest card that loses (a penalty card first).
      value = -own * 8 - s;
    }
    if (value < bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function discard(g: number, hand: number, outstanding: number): number {
  const danger = DANGER[g]! & outstanding;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const s = STRENGTH[c]!;
    const suitLen = popcount(hand & suitMask(c >> 3));
    let value: number;
    if (g === PARLIAMENT) {
      // A low card of a short suit; keep the winners and the king of hearts (−10 to its taker).
      value = -s * 2 - suitLen - (c === KH ? 100 : 0);
    } else {
      // Penalties first (a negative one, the king of hearts in Spades, is kept), then the high
      // cards that could catch a penalty card still out, then high cards of short suits.
      value = CARD_POINTS[g * 32 + c]! * 16 + s * 2 - suitLen;
      if ((danger & WEAKER[c]!) !== 0) value += 8;
    }
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}
