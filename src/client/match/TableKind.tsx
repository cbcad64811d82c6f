/**
 * Whether a table between people is rated, said on the match page before play (to the friend
 * who is being seated too), during it and after: a rated result moves the players' ratings,
 * so nobody should find out afterwards. A table with one person (against the computer, a solo
 * puzzle) is never rated and says nothing. An aborted table says so in its status line.
 */
import { isAborted } from '../../core/abort';
import { betweenPeople } from '../../core/fair-play';
import type { MatchStateMessage } from '../../core/protocol';
import { t } from '../i18n';

export function TableKind({ state }: { state: MatchStateMessage }) {
  if (!betweenPeople(state) || isAborted(state.outcome)) return null;
  const rated = state.table.rated === true;
  return (
    <p class={`table-kind${rated ? ' rated-mark' : ''}`} data-rated={rated}>
      {rated ? t('match.ratedGame') : t('match.casualGame')}
    </p>
  );
}
