/**
 * The 32-card pack: 7 8 9 10 J Q K A in spades, hearts, clubs and diamonds, written as players
 * write them: "7S", "10D", "QH", "AC". Two orders: the trick order (A 10 K Q J 9 8 7: the ten
 * between the ace and the king) and the sequence order of Dominoes (7 to A, no wrap).
 */
export type Suit = 'S' | 'H' | 'C' | 'D';
export type Rank = '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';
export type Card = `${Rank}${Suit}`;

export const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];
export const RANKS: readonly Rank[] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** The whole pack, suit by suit, in sequence order. */
export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

export const suitOf = (c: Card): Suit => c.slice(-1) as Suit;
export const rankOf = (c: Card): Rank => c.slice(0, -1) as Rank;

/** Higher wins a trick: A 10 K Q J 9 8 7. */
const TRICK_STRENGTH: Readonly<Record<Rank, number>> = {
  '7': 0,
  '8': 1,
  '9': 2,
  J: 3,
  Q: 4,
  K: 5,
  '10': 6,
  A: 7,
};

export const trickStrength = (c: Card): number => TRICK_STRENGTH[rankOf(c)];

/** 7 … 14: one apart means next to each other in a Dominoes row. */
export const sequenceValue = (c: Card): number => RANKS.indexOf(rankOf(c)) + 7;

export function isCard(text: unknown): text is Card {
  return typeof text === 'string' && (DECK as readonly string[]).includes(text);
}

export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  S: 'spades',
  H: 'hearts',
  C: 'clubs',
  D: 'diamonds',
};

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', C: '♣', D: '♦' };

/** A hand sorted as players hold it: by suit, then by the order of the game being played. */
export function sortHand(cards: readonly Card[], order: 'trick' | 'sequence'): Card[] {
  const key = (c: Card) =>
    SUITS.indexOf(suitOf(c)) * 100 + (order === 'trick' ? trickStrength(c) : sequenceValue(c));
  return [...cards].sort((a, b) => key(a) - key(b));
}
