/**
 * The series in numbers, once it is over: each seat's place and total, its points in each game,
 * and on whose calls it made them (its own, the players to its left, opposite and right).
 */
import type { Seat } from '../../../core/game';
import { GAMES } from '../../../games/guillotine/games';
import type { SeatStats } from '../../../games/guillotine/series';
import { type MessageKey, t } from '../../i18n';
import { total } from './points';

interface StatsProps {
  stats: readonly SeatStats[];
  places: readonly number[];
  totals: readonly number[];
  order: readonly Seat[];
  name: (seat: Seat) => string;
}

type CallerKey = Extract<
  MessageKey,
  | 'guillotine.stats.own'
  | 'guillotine.stats.left'
  | 'guillotine.stats.opposite'
  | 'guillotine.stats.right'
>;

const BY_CALLER: readonly [CallerKey, (s: SeatStats) => number][] = [
  ['guillotine.stats.own', (s) => s.onOwnCalls],
  ['guillotine.stats.left', (s) => s.onCallsOf[0]],
  ['guillotine.stats.opposite', (s) => s.onCallsOf[1]],
  ['guillotine.stats.right', (s) => s.onCallsOf[2]],
];

export function Stats({ stats, places, totals, order, name }: StatsProps) {
  const row = (key: string, label: string, value: (seat: Seat) => string, cls = '') => (
    <tr key={key} class={cls}>
      <th scope="row">{label}</th>
      {order.map((seat) => (
        <td key={seat}>{value(seat)}</td>
      ))}
    </tr>
  );
  const points = (n: number | undefined) => total(n ?? 0);
  return (
    <section class="gl-stats" aria-labelledby="gl-stats-title">
      <h2 id="gl-stats-title">{t('guillotine.stats.title')}</h2>
      <div class="gl-scores-wrap">
        <table class="gl-stats-table">
          <thead>
            <tr>
              <td />
              {order.map((seat) => (
                <th key={seat} scope="col" class={places[seat] === 1 ? 'gl-best' : ''}>
                  {name(seat)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('place', t('guillotine.stats.place'), (s) => String(places[s] ?? ''), 'gl-key')}
            {row('total', t('guillotine.stats.total'), (s) => points(totals[s]), 'gl-key')}
            {GAMES.map((game) => (
              <tr key={game}>
                <th scope="row">{t(`guillotine.game.${game}`)}</th>
                {order.map((seat) => (
                  <td key={seat}>{points(stats[seat]?.byGame[game])}</td>
                ))}
              </tr>
            ))}
            {BY_CALLER.map(([key, of], i) =>
              row(
                key,
                t(key),
                (s) => points(stats[s] ? of(stats[s]) : 0),
                i === 0 ? 'gl-split' : '',
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
