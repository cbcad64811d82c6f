/** Starts a knights match the way the new-game form (or "new game" on a finished match) asks. */

import { ClientEvents, type SeatPlan } from '../../../core/wire';
import { knightsRatedRefusal } from '../../../games/knights/rated';
import { createMatch } from '../../session/api';
import { rememberSeat } from '../../session/seats';
import { request } from '../../session/socket';
import type { ClockSetting } from '../../widgets/ClockChoice';
import { tableFor } from '../../widgets/friendTable';
import { mayOpenRated } from '../../widgets/RatedChoice';

export type Opponent = 'computer' | 'friend' | 'screen';

export interface KnightsSetup {
  opponent: Opponent;
  /** Bot level id, for 'computer'. */
  level: string;
  /** For 'computer': whether the person moves first (seat 0). */
  first: boolean;
  files: number;
  ranks: number;
  /** For 'friend': listed in the lobby for anyone to join, rather than only by its link. */
  listed: boolean;
  /** For 'friend': seconds per move (null for none), and what a timeout does. */
  clock: ClockSetting;
  /** For 'friend': how long a player who leaves has to come back. */
  graceSeconds: number;
  /** For 'friend': counts for both players' ratings. */
  rated: boolean;
}

/** Creates the match and takes this browser's seat(s); resolves with the match id. */
export async function startKnights(setup: KnightsSetup): Promise<string> {
  const human: SeatPlan = { kind: 'human' };
  const bot: SeatPlan = { kind: 'bot', level: setup.level };
  const seats =
    setup.opponent === 'computer' ? (setup.first ? [human, bot] : [bot, human]) : [human, human];
  const sit = setup.opponent === 'computer' && !setup.first ? 1 : 0;
  const created = await createMatch({
    game: 'knights',
    options: { files: setup.files, ranks: setup.ranks },
    seats,
    sit,
    // A board too small to rate is casual (the form says why), as the server would have it.
    table: tableFor(
      setup,
      setup.opponent === 'friend',
      mayOpenRated() && knightsRatedRefusal(setup) === null,
    ),
  });
  if (created.token !== null) rememberSeat(created.matchId, created.seat ?? sit, created.token);
  if (setup.opponent === 'screen') {
    // One screen, two players: this browser holds the second seat as well.
    const ack = await request(ClientEvents.sit, { matchId: created.matchId, seat: 1 });
    if (ack.ok && ack.token) rememberSeat(created.matchId, ack.seat ?? 1, ack.token);
  }
  return created.matchId;
}
