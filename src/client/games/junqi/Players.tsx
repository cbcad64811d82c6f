/**
 * The two sides beside the board, in the board's order (the viewer's own side below): who plays
 * it, whether it is ready (setup) or to move (play), the time left for the move when the table
 * has a clock, whether its player is away — disconnected, with the time left before the seat
 * counts as left counting down ("their seat counts as left in 1:59"), or gone — and what it has
 * lost: the viewer's own losses by rank, the enemy's as a count until the end reveals them.
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import { t } from '../../i18n';
import { formatDuration } from '../../widgets/clock';
import { seatLegend } from '../../widgets/players';
import { SeatClock } from '../../widgets/SeatClock';
import { SeatLabel } from '../../widgets/SeatLabel';
import { useSeatTimes } from '../../widgets/useSeatTimes';
import { rankName } from './ranks';
import { otherSide, seatOfSide, sideLabel } from './sides';

interface PlayersProps {
  state: MatchStateMessage;
  view: JunqiView;
  mine: readonly Seat[];
}

export function Players({ state, view, mine }: PlayersProps) {
  const bottom: SideName = view.you ?? 'blue';
  const times = useSeatTimes(state);
  return (
    <ul class="jq-players">
      {[otherSide(bottom), bottom].map((side) => {
        const seat = seatOfSide(side);
        const toMove = view.phase === 'play' && view.toMove === side && !state.outcome;
        // During the setup a player reads both countdowns in the setup panel, in words; shown
        // here as well, they would be said twice. A spectator has no setup panel.
        const worded = view.phase === 'setup' && view.you !== null;
        const clock = state.outcome || worded ? null : times.clock(seat);
        const away = state.outcome ? null : presence(state, mine, seat, times.offline(seat));
        const status =
          view.phase === 'setup'
            ? view.ready[side]
              ? t('junqi.players.ready')
              : t('junqi.players.settingUp')
            : toMove
              ? t('junqi.players.toMove')
              : '';
        return (
          <li key={side} class={`jq-player jq-player-${side}${toMove ? ' jq-player-active' : ''}`}>
            <span class="jq-swatch" aria-hidden="true" />
            <span class="jq-player-name">
              <strong>{sideLabel(side)}</strong> ·{' '}
              <SeatLabel
                text={seatLegend(state, mine, seat)}
                state={state}
                mine={mine}
                seat={seat}
              />
            </span>
            {status && <span class="jq-player-status">{status}</span>}
            {clock !== null && <SeatClock ms={clock} class="jq-clock" />}
            {away && <span class="jq-away">{away}</span>}
            {view.phase !== 'setup' && <Lost lost={view.lost[side]} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Whether someone the viewer plays against is away, in a few words; null when they are here. */
function presence(
  state: MatchStateMessage,
  mine: readonly Seat[],
  seat: Seat,
  offline: number | null,
): string | null {
  const info = state.seats[seat];
  if (!info || mine.includes(seat) || info.kind !== 'human' || !info.taken || info.resigned)
    return null;
  if (info.away) return info.level ? t('junqi.players.leftBot') : t('junqi.players.left');
  if (offline === null) return null;
  const left = state.table.graceSeconds * 1000 - offline;
  // Rounded up, so the count reads 2:00, 1:59 … 0:01 and the seat goes as it reaches 0:00.
  return left > 0
    ? t('junqi.players.offlineGrace', { grace: formatDuration(Math.ceil(left / 1000) * 1000) })
    : t('junqi.players.offline', { time: formatDuration(offline) });
}

function Lost({ lost }: { lost: readonly (Rank | null)[] }) {
  const known = lost.every((r) => r !== null);
  const text =
    lost.length === 0
      ? t('junqi.lost.none')
      : known
        ? [...(lost as Rank[])]
            .sort((a, b) => a - b)
            .map(rankName)
            .join(t('junqi.label.sep'))
        : t('junqi.lost.count', { count: lost.length });
  return <span class="jq-lost">{t('junqi.lost.line', { list: text })}</span>;
}
