/**
 * A card's face: its rank and suit in the corner and a large suit in the middle, red or black.
 * Its size comes from the --card-w of whatever holds it (guillotine.css).
 */
import { type Card, rankOf, suitOf } from '../../../games/guillotine/cards';
import { cardLabel, cardName, isRed, suitSymbol } from './cardText';

interface CardFaceProps {
  card: Card;
  /** Named for screen readers when it stands alone (on the table); a button names its own. */
  labelled?: boolean;
  class?: string;
}

export function CardFace({ card, labelled = false, class: extra = '' }: CardFaceProps) {
  const suit = suitOf(card);
  const symbol = suitSymbol(suit);
  return (
    <span
      class={`gl-card ${isRed(suit) ? 'gl-red' : 'gl-black'} ${extra}`.trim()}
      data-card={card}
      title={labelled ? cardLabel(card) : undefined}
      aria-hidden={labelled ? undefined : 'true'}
    >
      {labelled && <span class="visually-hidden">{cardName(card)}</span>}
      <span class="gl-corner" aria-hidden="true">
        <span class="gl-rank">{rankOf(card)}</span>
        <span class="gl-suit">{symbol}</span>
      </span>
      <span class="gl-pip" aria-hidden="true">
        {symbol}
      </span>
    </span>
  );
}
