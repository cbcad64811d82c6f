/**
 * The two sides beside the board, in the board's order (the viewer's own side below): who plays
 * it, whether it is ready (setup) or to move (play), the time left for the move when the table
 * has a clock, and what it has lost — the viewer's own losses by rank, the enemy's as a count
 * until the end reveals them.
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import { t } from '../../i18n';
import { seatLegend } from '../../widgets/players';
import { SeatClock } from '../../widgets/SeatClock';
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
        const clock = state.outcome ? null : times.clock(seat);
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
              <strong>{sideLabel(side)}</strong> · {seatLegend(state, mine, seat)}
            </span>
            {status && <span class="jq-player-status">{status}</span>}
            {clock !== null && <SeatClock ms={clock} class="jq-clock" />}
            {view.phase !== 'setup' && <Lost lost={view.lost[side]} />}
          </li>
        );
      })}
    </ul>
  );
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
