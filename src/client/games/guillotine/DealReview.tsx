/**
 * A finished deal looked at again: all four hands as they were dealt, sorted for its game, with
 * what each seat scored and took. Any finished deal can be picked; the latest comes first.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../core/game';
import { sortHand } from '../../../games/guillotine/cards';
import type { DealRecord } from '../../../games/guillotine/series';
import { t } from '../../i18n';
import { CardFace } from './CardFace';
import { signed } from './points';
import { compassName, compassShort } from './seats';

interface DealReviewProps {
  history: readonly DealRecord[];
  order: readonly Seat[];
  name: (seat: Seat) => string;
}

export function DealReview({ history, order, name }: DealReviewProps) {
  const [picked, setPicked] = useState<number | null>(null);
  if (history.length === 0) return <p class="hint">{t('guillotine.review.none')}</p>;
  const index = Math.min(picked ?? history.length - 1, history.length - 1);
  const deal = history[index]!;
  const sortOrder = deal.game === 'dominoes' ? 'sequence' : 'trick';
  return (
    <div class="gl-review">
      <label class="field">
        <span>{t('guillotine.review.pick')}</span>
        <select value={index} onChange={(e) => setPicked(Number(e.currentTarget.value))}>
          {history.map((d, i) => (
            <option key={`${d.dealer}-${d.game}`} value={i}>
              {t('guillotine.review.option', {
                n: i + 1,
                game: t(`guillotine.game.${d.game}`),
                dealer: compassShort(d.dealer),
              })}
            </option>
          ))}
        </select>
      </label>
      <ul class="gl-review-hands">
        {order.map((seat) => {
          const tricks = deal.trickWinners.filter((w) => w === seat).length;
          const out = (deal.out as readonly Seat[]).indexOf(seat);
          const detail =
            deal.game === 'dominoes'
              ? out >= 0
                ? t(out === 0 ? 'guillotine.seat.outFirst' : 'guillotine.seat.outSecond')
                : ''
              : t('guillotine.seat.tricks', { count: tricks });
          return (
            <li key={seat} class="gl-review-hand">
              <p class="gl-review-who">
                <strong>{name(seat)}</strong>
                {name(seat) !== compassName(seat) && ` (${compassName(seat)})`}
                <span class="gl-review-points">{signed(deal.deltas[seat] ?? 0)}</span>
                {detail && <span class="hint"> · {detail}</span>}
              </p>
              <div class="gl-review-cards">
                {sortHand(deal.hands[seat] ?? [], sortOrder).map((card) => (
                  <CardFace key={card} card={card} labelled />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
