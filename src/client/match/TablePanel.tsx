/**
 * What the others at the table are up to, for any game: who is disconnected and for how long,
 * who has left (and whether the computer plays for them), and — once everyone the player plays
 * against has left — the choice to end the game or hand their seat to the computer.
 * It floats over the page's bottom edge, so that it never moves the board.
 */
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/protocol';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { formatDuration } from '../widgets/clock';
import { seatName } from '../widgets/players';
import { type SeatTimes, useSeatTimes } from '../widgets/useSeatTimes';

interface Notice {
  seat: Seat;
  text: string;
}

function notices(state: MatchStateMessage, mine: readonly Seat[], times: SeatTimes): Notice[] {
  const out: Notice[] = [];
  state.seats.forEach((s, seat) => {
    if (mine.includes(seat) || s.kind !== 'human' || !s.taken || s.resigned) return;
    const player = seatName(state, mine, seat);
    const offline = times.offline(seat);
    if (s.away) {
      out.push({ seat, text: t(s.level ? 'table.leftBot' : 'table.left', { player }) });
    } else if (offline !== null) {
      const left = state.table.graceSeconds * 1000 - offline;
      const time = formatDuration(offline);
      out.push({
        seat,
        text:
          left > 0
            ? t('table.offlineGrace', { player, time, grace: formatDuration(left) })
            : t('table.offline', { player, time }),
      });
    }
  });
  return out;
}

/** Whether everyone this browser plays against has left with nobody playing for them. */
function mayClaim(state: MatchStateMessage, mine: readonly Seat[]): boolean {
  if (state.outcome || mine.length !== 1) return false;
  const others = state.seats.filter(
    (s, seat) => !mine.includes(seat) && s.kind === 'human' && !s.resigned,
  );
  return others.length > 0 && others.every((s) => s.away && !s.level);
}

export function TablePanel({ session }: { session: MatchSession }) {
  const state = session.state.value;
  const mine = session.mine.value;
  const times = useSeatTimes(state);
  if (!state || state.outcome) return null;
  const shown = notices(state, mine, times);
  const claim = mayClaim(state, mine);
  if (shown.length === 0) return null;
  const away = state.seats.findIndex((s, seat) => !mine.includes(seat) && s.away && !s.level);
  return (
    <aside class="table-panel" role="status" aria-live="polite">
      {shown.map((n) => (
        <p key={n.seat}>{n.text}</p>
      ))}
      {claim && (
        <>
          <p class="hint">{t('table.claimExplain')}</p>
          <div class="controls">
            <button type="button" class="primary" onClick={() => void session.claim('win')}>
              {t('table.claimWin')}
            </button>
            <button type="button" onClick={() => void session.claim('draw')}>
              {t('table.claimDraw')}
            </button>
            {state.table.standIn && away >= 0 && (
              <button type="button" onClick={() => void session.standIn(away)}>
                {t('table.standIn')}
              </button>
            )}
          </div>
        </>
      )}
    </aside>
  );
}
