/**
 * The scoresheet: one row per finished deal — its number, game and dealer, each seat's points —
 * with the running totals under the points and the totals at the foot. Lowest is best.
 */
import type { Seat } from '../../../core/game';
import type { DealRecord } from '../../../games/guillotine/series';
import { t } from '../../i18n';
import { signed, total } from './points';
import { compassShort } from './seats';

interface ScoreTableProps {
  history: readonly DealRecord[];
  totals: readonly number[];
  /** Columns, in the screen's order from the viewer. */
  order: readonly Seat[];
  name: (seat: Seat) => string;
}

export function ScoreTable({ history, totals, order, name }: ScoreTableProps) {
  if (history.length === 0) return <p class="hint">{t('guillotine.scores.none')}</p>;
  const best = Math.min(...totals);
  let running = [0, 0, 0, 0];
  const rows = history.map((deal, i) => {
    running = running.map((r, seat) => r + (deal.deltas[seat] ?? 0));
    return { deal, n: i + 1, running };
  });
  return (
    <div class="gl-scores-wrap">
      <table class="gl-scores">
        <caption class="hint">{t('guillotine.scores.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guillotine.scores.deal')}</th>
            <th scope="col">{t('guillotine.scores.game')}</th>
            {order.map((seat) => (
              <th key={seat} scope="col">
                {name(seat)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ deal, n, running: sum }) => (
            <tr key={n} data-deal={n}>
              <th scope="row">{n}</th>
              <td class="gl-score-game">
                {t(`guillotine.game.${deal.game}`)}{' '}
                <span class="gl-score-dealer">{compassShort(deal.dealer)}</span>
              </td>
              {order.map((seat) => (
                <td key={seat} class="gl-score">
                  <span class="gl-delta">{signed(deal.deltas[seat] ?? 0)}</span>
                  <span class="gl-running">{total(sum[seat] ?? 0)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('guillotine.scores.total')}
            </th>
            {order.map((seat) => (
              <td key={seat} class={totals[seat] === best ? 'gl-best' : ''}>
                {total(totals[seat] ?? 0)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
