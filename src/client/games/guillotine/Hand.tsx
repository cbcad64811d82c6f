/**
 * The viewer's hand along the bottom. On their turn the playable cards stand raised and the
 * others are dimmed; a dimmed card can still be clicked, to be told why it may not be played.
 * Arrow keys move along the hand, Enter or Space plays the card in focus. A hand the computer
 * plays (its player resigned) is only shown: its cards cannot be clicked.
 */
import { useRef } from 'preact/hooks';
import type { Card } from '../../../games/guillotine/cards';
import { t } from '../../i18n';
import { CardFace } from './CardFace';
import { cardName } from './cardText';

interface HandProps {
  cards: readonly Card[];
  legal: readonly Card[];
  /** The viewer's turn, with the table caught up: cards are playable. */
  active: boolean;
  /** The card sent and not yet answered. */
  pending: Card | null;
  onPlay: (card: Card) => void;
  /** Not the viewer's to play any more (they resigned): shown, never clickable. */
  inert?: boolean;
}

export function Hand({ cards, legal, active, pending, onPlay, inert = false }: HandProps) {
  const list = useRef<HTMLUListElement>(null);

  const onKey = (e: KeyboardEvent, i: number) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? cards.length - 1 : step ? i + step : undefined;
    if (to === undefined) return;
    e.preventDefault();
    const buttons = list.current?.querySelectorAll('button');
    buttons?.[(to + cards.length) % cards.length]?.focus();
  };

  // One stop for Tab (the first playable card, or the first card); arrows move along the hand.
  const stop = Math.max(0, active ? cards.findIndex((c) => legal.includes(c)) : 0);

  return (
    <ul
      class={`gl-hand${active ? ' gl-hand-active' : ''}${inert ? ' gl-hand-inert' : ''}`}
      ref={list}
      data-active={String(active)}
    >
      {cards.map((card, i) => {
        const playable = legal.includes(card);
        const label = active
          ? t(playable ? 'guillotine.cardPlayable' : 'guillotine.cardNotPlayable', {
              card: cardName(card),
            })
          : cardName(card);
        const state = !active ? '' : playable ? ' gl-legal' : ' gl-dim';
        return (
          <li key={card} class={`gl-hand-slot${state}${pending === card ? ' gl-pending' : ''}`}>
            <button
              type="button"
              class="gl-hand-card"
              data-card={card}
              data-legal={active ? String(playable) : undefined}
              aria-label={label}
              tabIndex={i === stop ? 0 : -1}
              disabled={inert}
              onClick={() => onPlay(card)}
              onKeyDown={(e) => onKey(e, i)}
            >
              <CardFace card={card} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
