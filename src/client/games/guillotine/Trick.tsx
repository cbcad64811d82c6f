/**
 * The trick in the middle: each card in front of the seat that played it, the lead marked, the
 * card winning so far outlined; a finished trick stays a moment with its taker named. Under it,
 * while a trick game is played, the order in which cards take a trick (the ten above the king).
 */
import type { Seat } from '../../../core/game';
import { t } from '../../i18n';
import { CardFace } from './CardFace';
import type { Play } from './playback';
import { placeOf, screenOrder } from './seats';
import { winningSoFar } from './trickWinner';

/** Highest first: the ten comes between the ace and the king. */
const TRICK_RANKS = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'] as const;

interface TrickProps {
  trick: readonly Play[];
  bottom: Seat;
  /** Set while a finished trick is held: who took it. */
  taken: Seat | null;
  /** Who leads the next card when the trick is empty. */
  leader: Seat | null;
  name: (seat: Seat) => string;
  you: Seat | null;
}

export function Trick({ trick, bottom, taken, leader, name, you }: TrickProps) {
  const winner = taken ?? (trick.length > 1 ? winningSoFar(trick) : null);
  const led = trick[0]?.seat ?? null;
  const caption =
    taken !== null
      ? t('guillotine.trick.won', { player: name(taken) })
      : trick.length === 0 && leader !== null
        ? leader === you
          ? t('guillotine.trick.leadsYou')
          : t('guillotine.trick.leads', { player: name(leader) })
        : '';
  return (
    <div class={`gl-trick${taken !== null ? ' gl-trick-taken' : ''}`}>
      <ol class="gl-trick-cards" aria-label={t('guillotine.trick.label')}>
        {screenOrder(bottom).map((seat) => {
          const play = trick.find((p) => p.seat === seat);
          const place = placeOf(seat, bottom);
          return (
            <li
              key={seat}
              class={`gl-slot gl-slot-${place}${play && seat === winner ? ' gl-winning' : ''}`}
              data-seat={seat}
              data-led={play && seat === led ? 'true' : undefined}
            >
              {play && (
                <>
                  <CardFace card={play.card} labelled />
                  {seat === led && (
                    <span class="gl-tag gl-tag-led">{t('guillotine.trick.led')}</span>
                  )}
                  {seat === winner && taken === null && (
                    <span class="gl-tag gl-tag-win">{t('guillotine.trick.winning')}</span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p class="gl-trick-caption" aria-live="polite">
        {caption}
      </p>
      <p class="gl-trick-order">{t('guillotine.trick.order', { ranks: TRICK_RANKS.join(' ') })}</p>
    </div>
  );
}
