/** The player's private link to their seat: to play it in another browser, or get it back. */
import { t } from '../i18n';
import type { MatchSession } from '../session/match';
import { tokenOf } from '../session/seats';
import { CopyField } from '../widgets/CopyField';
import { rejoinLink } from './rejoin';

export function RejoinLink({ session }: { session: MatchSession }) {
  const seat = session.mine.value[0];
  const token = seat === undefined ? undefined : tokenOf(session.matchId, seat);
  // On a shared screen both seats are here already; a link is for one player's seat.
  if (seat === undefined || !token || session.mine.value.length > 1) return null;
  return (
    <details class="rejoin">
      <summary>{t('table.rejoinTitle')}</summary>
      <p class="hint">{t('table.rejoinExplain')}</p>
      <CopyField
        id="rejoin-url"
        value={rejoinLink(session.matchId, seat, token)}
        label={t('table.rejoinTitle')}
      />
    </details>
  );
}
