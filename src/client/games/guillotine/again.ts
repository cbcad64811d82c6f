/**
 * "New game" on a finished match: the same kind of table again, the viewer South, each other
 * seat as it was (a computer of its level, or a friend to invite), the same rules and table.
 */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { GuillotineView } from '../../../games/guillotine/game';
import { t } from '../../i18n';
import type { AgainOption } from '../../widgets/MatchControls';
import { bottomSeat } from './seats';
import { FRIEND, type GuillotineSetup, startGuillotine } from './start';

export function againOptions(state: MatchStateMessage, view: GuillotineView): AgainOption[] {
  if (view.you === null) return [];
  const me = bottomSeat(view.you);
  const at = (offset: number) => {
    const info = state.seats[((me + offset) % 4) as Seat];
    return info?.kind === 'bot' ? (info.level ?? 'random') : FRIEND;
  };
  const setup: GuillotineSetup = {
    others: { W: at(1), N: at(2), E: at(3) },
    aceBonus: view.options.aceBonus,
    listed: state.table.listed,
    rated: state.table.rated ?? false,
    graceSeconds: state.table.graceSeconds,
    moveSeconds: state.table.moveSeconds,
  };
  return [{ label: t('match.again'), start: () => startGuillotine(setup) }];
}
