/**
 * The Dominoes layout: a row per suit, 7 to A, grown from the spinner (the rank of the first card
 * played, which opens every suit) one card at a time at either end. The spinner's column is
 * marked; empty places show faintly where a card could go.
 */
import type { Seat } from '../../../core/game';
import { type Card, RANKS, type Rank, SUITS, type Suit } from '../../../games/guillotine/cards';
import { t } from '../../i18n';
import { CardFace } from './CardFace';
import { isRed, rankName, suitName, suitSymbol } from './cardText';

interface DominoesProps {
  rows: Readonly<Record<Suit, readonly Card[]>>;
  spinner: string | null;
  bonusSeat: Seat | null;
  you: Seat | null;
  name: (seat: Seat) => string;
}

export function Dominoes({ rows, spinner, bonusSeat, you, name }: DominoesProps) {
  const bonus =
    bonusSeat === null
      ? null
      : bonusSeat === you
        ? t('guillotine.dominoes.bonus')
        : t('guillotine.dominoes.bonusOther', { player: name(bonusSeat) });
  return (
    <section
      class="gl-dominoes"
      aria-label={t('guillotine.dominoes.label')}
      data-spinner={spinner ?? ''}
    >
      <p class="gl-dominoes-caption">
        {spinner
          ? t('guillotine.dominoes.spinner', { rank: rankName(spinner as Rank) })
          : t('guillotine.dominoes.noSpinner')}
      </p>
      <div class="gl-rows">
        {SUITS.map((suit) => (
          <ol
            key={suit}
            class={`gl-row ${isRed(suit) ? 'gl-red' : 'gl-black'}`}
            aria-label={t('guillotine.dominoes.row', { suit: suitName(suit) })}
            data-suit={suit}
          >
            <li class="gl-row-suit" aria-hidden="true">
              {suitSymbol(suit)}
            </li>
            {RANKS.map((rank) => {
              const card = `${rank}${suit}` as Card;
              const laid = rows[suit].includes(card);
              const isSpinner = rank === spinner;
              return (
                <li
                  key={rank}
                  class={`gl-place${isSpinner ? ' gl-spinner' : ''}${laid ? ' gl-laid' : ''}`}
                  aria-hidden={laid ? undefined : 'true'}
                >
                  {laid ? <CardFace card={card} labelled /> : <span class="gl-empty">{rank}</span>}
                </li>
              );
            })}
          </ol>
        ))}
      </div>
      <p class="gl-bonus" role="status">
        {bonus ?? '\u00a0'}
      </p>
    </section>
  );
}
