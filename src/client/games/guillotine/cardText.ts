/**
 * How a card reads on screen: "Q♠" on its face and in the log, "queen of spades" for a screen
 * reader, its colour by suit. The pack's own notation ("QS") stays the card's identity.
 */
import {
  type Card,
  type Rank,
  rankOf,
  SUIT_SYMBOLS,
  type Suit,
  suitOf,
} from '../../../games/guillotine/cards';
import { t } from '../../i18n';

export const suitSymbol = (suit: Suit): string => SUIT_SYMBOLS[suit];

/** "Q♠", "10♦". */
export const cardLabel = (card: Card): string => `${rankOf(card)}${SUIT_SYMBOLS[suitOf(card)]}`;

export const isRed = (suit: Suit): boolean => suit === 'H' || suit === 'D';

export const rankName = (rank: Rank): string => t(`guillotine.rank.${rank}`);

/** The suit in words, as a group of cards: "spades". */
export const suitName = (suit: Suit): string => t(`guillotine.suit.${suit}`);

/** "queen of spades", for screen readers. */
export const cardName = (card: Card): string =>
  t('guillotine.card', { rank: rankName(rankOf(card)), suit: suitName(suitOf(card)) });
