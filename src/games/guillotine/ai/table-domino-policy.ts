/**
 * A model of how the others at the table play Dominoes (see ai/table-trick-policy for why a
 * model apart from our own fast policy): an ace for the extra turn and the bonus used to the
 * full (never a pass while a card can be played); otherwise the card that opens the fewest new
 * plays for the others and frees the most of our own, holding back the cards that block others'
 * runs and the spinner-rank cards that would open a suit. The spinner: the rank held most, near
 * which most of the hand lies, nearer the top. Ties go to the lower card.
 */
import { ACE, lowest } from './bits';
import type { DominoSim } from './domino-sim';

/** A card to play, or -1 to pass (only when nothing is playable). */
export function tableDominoCard(sim: DominoSim, seat: number, legal: number): number {
  if (legal === 0) return -1;
  if ((legal & (legal - 1)) === 0) return lowest(legal);
  const hand = sim.hands[seat]!;
  if (sim.spinner < 0) return spinnerCard(hand);
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const s = c >> 3;
    const r = c & 7;
    const opening = sim.lo[s]! < 0;
    let gift = 0;
    let freed = 0;
    let blocked = 0;
    for (let d = -1; d <= 1; d += 2) {
      if (!opening && d > 0 !== r > sim.hi[s]!) continue;
      const n = r + d;
      if (n >= 0 && n <= ACE && ((hand | sim.played) & (1 << (s * 8 + n))) === 0) gift++;
      // The cards beyond this one: ours are freed by playing it, the others' held back by keeping it.
      for (let w = n; w >= 0 && w <= ACE; w += d) {
        if ((hand & (1 << (s * 8 + w))) !== 0) freed++;
        else blocked++;
      }
    }
    let value = -3 * gift + 1.5 * freed - 0.5 * blocked;
    if (r === ACE && sim.spinner !== ACE) value += 8;
    if (opening) value -= 1;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function spinnerCard(hand: number): number {
  let aces = 0;
  for (let s = 0; s < 4; s++) if ((hand & (1 << (s * 8 + ACE))) !== 0) aces++;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const r = c & 7;
    let same = 0;
    for (let s = 0; s < 4; s++) if ((hand & (1 << (s * 8 + r))) !== 0) same++;
    let near = 0;
    const base = c & ~7;
    for (let w = 0; w <= ACE; w++)
      if (w !== r && (hand & (1 << (base + w))) !== 0) near += 1 / Math.abs(w - r);
    const value = same * 4 + near * 2 + (r === ACE ? -2 : aces) - Math.abs(r + 7 - 10.5) * 0.5;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}
