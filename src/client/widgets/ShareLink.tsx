/**
 * The invitation for friends: one link that takes a free seat (`?sit=1`), worded for as many as
 * are still to come. Each friend who opens it sits in the next free seat, so one link serves a
 * table of several. It carries only the match id; each friend's browser gets its own seat token
 * when it sits.
 */
import type { SeatInfo } from '../../core/wire';
import { t } from '../i18n';
import { CopyField } from './CopyField';

interface Invitation {
  /** Seats for a person that nobody has taken yet. */
  open: number;
  /** Seats for a person besides the one who invites: more than one is a table of friends. */
  friends: number;
}

const invitationOf = (seats: readonly SeatInfo[]): Invitation => ({
  open: seats.filter((s) => s.kind === 'human' && !s.taken).length,
  friends: seats.filter((s) => s.kind === 'human').length - 1,
});

export function ShareLink({
  matchId,
  seats,
  rated = false,
}: {
  matchId: string;
  /** The match's seats (as every state brings them), to word the invitation for the free ones. */
  seats: readonly SeatInfo[];
  /** The table is rated: the invitation says so, so that nobody is seated in one unawares. */
  rated?: boolean;
}) {
  const url = `${window.location.origin}/m/${encodeURIComponent(matchId)}?sit=1`;
  const invitation = invitationOf(seats);
  // A table of several friends says how many are still to come; one friend is "your friend".
  const open = invitation.friends > 1 ? invitation.open : null;
  const title = open !== null ? t('share.titleMany') : t('share.title');
  return (
    <aside class="share" aria-labelledby="share-title" data-open={invitation.open}>
      <h2 id="share-title">{title}</h2>
      <p>{open !== null ? t('share.explainMany', { count: open }) : t('share.explain')}</p>
      {rated && <p class="rated-mark share-rated">{t('share.rated')}</p>}
      <CopyField id="share-url" value={url} label={title} />
      <p class="hint">
        {open !== null ? t('share.waitingMany', { count: open }) : t('share.waiting')}
      </p>
    </aside>
  );
}
