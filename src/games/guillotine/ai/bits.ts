/**
 * The compact cards of the bots' hot loops: card i of the pack (DECK order, suit-major, sequence
 * order within a suit) is bit i of a 32-bit mask, so a hand, a suit or every card played is one
 * number. Bit 31 (the ace of diamonds) makes a mask negative: test masks against 0, never `> 0`.
 */
import { type Card, DECK, RANKS, type Rank, SUITS, type Suit, trickStrength } from '../cards';

export const ALL = -1;

/** Index of the ace in a suit (sequence order 7 … A). */
export const ACE = 7;

const INDEX: ReadonlyMap<Card, number> = new Map(DECK.map((c, i) => [c, i]));

export const cardIndex = (c: Card): number => INDEX.get(c)!;
export const cardAt = (i: number): Card => DECK[i]!;
export const suitIndex = (s: Suit): number => SUITS.indexOf(s);
export const rankIndex = (r: Rank | string): number => RANKS.indexOf(r as Rank);
export const suitOfIndex = (i: number): number => i >> 3;
export const rankOfIndex = (i: number): number => i & 7;

export const bit = (i: number): number => 1 << i;
export const suitMask = (s: number): number => 0xff << (s * 8);

export function maskOf(cards: Iterable<Card>): number {
  let m = 0;
  for (const c of cards) m |= 1 << cardIndex(c);
  return m;
}

export function cardsOf(mask: number): Card[] {
  const out: Card[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(cardAt(lowest(m)));
  return out;
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Index of the lowest set bit (of a non-zero mask). */
export const lowest = (m: number): number => 31 - Math.clz32(m & -m);

/** Trick strength of each card index: A 10 K Q J 9 8 7. */
export const STRENGTH: Int8Array = Int8Array.from(DECK, (c) => trickStrength(c));

/** The cards of the same suit that beat card i in a trick. */
export const STRONGER: Int32Array = Int32Array.from(DECK, (_, i) => {
  let m = 0;
  const base = i & ~7;
  for (let j = base; j < base + 8; j++) if (STRENGTH[j]! > STRENGTH[i]!) m |= 1 << j;
  return m;
});
