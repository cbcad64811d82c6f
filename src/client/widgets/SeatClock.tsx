/** The time a seat has left for its move, as every game shows it beside the player. */
import { t } from '../i18n';
import { formatDuration } from './clock';

/** Below this the clock turns red. */
const LOW_MS = 10_000;

export function SeatClock({ ms, class: extra }: { ms: number; class?: string }) {
  const low = ms < LOW_MS ? ' seat-clock-low' : '';
  return (
    <span class={`seat-clock${low}${extra ? ` ${extra}` : ''}`}>
      {t('match.clockLeft', { time: formatDuration(ms) })}
    </span>
  );
}
