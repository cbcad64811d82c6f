/**
 * What the others at the table are up to, for any game: who is disconnected and for how long,
 * who has left (and whether the computer plays for them), and — once everyone the player plays
 * against has left — the choice to end the game or hand their seat to the computer.
 * It floats over the page's bottom edge, so that it never moves the board.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../core/game';
import type { MatchStateMessage } from '../../core/protocol';
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { formatDuration, useNow } from '../widgets/clock';
import { seatName } from '../widgets/players';

interface Notice {
  seat: Seat;
  text: string;
}

function notices(state: MatchStateMessage, mine: readonly Seat[], elapsed: number): Notice[] {
  const out: Notice[] = [];
  state.seats.forEach((s, seat) => {
    if (mine.includes(seat) || s.kind !== 'human' || !s.taken || s.resigned) return;
    const player = seatName(state, mine, seat);
    if (s.away) {
      out.push({ seat, text: t(s.level ? 'table.leftBot' : 'table.left', { player }) });
    } else if (!s.connected && s.offlineFor !== undefined) {
      const offline = s.offlineFor + elapsed;
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
  // offlineFor was measured when the state was sent: count on from there.
  const [received, setReceived] = useState(() => Date.now());
  useEffect(() => setReceived(Date.now()), [state?.seats]);
  const ticking = !!state && !state.outcome && state.seats.some((s) => s.taken && !s.connected);
  const now = useNow(ticking);
  if (!state || state.outcome) return null;
  const shown = notices(state, mine, now - received);
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
