/** Starts a Junqi match the way the new-game form (or "new game" on a finished match) asks. */
import type { SeatPlan } from '../../../core/wire';
import { createMatch } from '../../session/api';
import { rememberSeat } from '../../session/seats';
import type { ClockSetting } from '../../widgets/ClockChoice';
import { tableFor } from '../../widgets/friendTable';
import { mayOpenRated } from '../../widgets/RatedChoice';

export type JunqiOpponent = 'friend' | 'computer' | 'watch';
export type JunqiColour = 'random' | 'blue' | 'red';

export interface JunqiSetup {
  opponent: JunqiOpponent;
  /** The computer's level against a person; blue's when two computers play. */
  level: string;
  /** Red's level when two computers play. */
  redLevel: string;
  /** The person's colour (blue is seat 0 and moves first); not used when two computers play. */
  colour: JunqiColour;
  quietDraw: boolean;
  mineKillsBoth: boolean;
  /** For 'friend': listed in the lobby for anyone to join, rather than only by its link. */
  listed: boolean;
  /** The clock of a game between people: seconds per move (null for none), and what a timeout does. */
  clock: ClockSetting;
  /** For 'friend': how long a player who leaves has to come back. */
  graceSeconds: number;
  /** For 'friend': seconds each side has to get ready (null: no limit), after which it has left. */
  setupSeconds: number | null;
  /** For 'friend': counts for both players' ratings. */
  rated: boolean;
}

/** Creates the match and takes this browser's seat (none when it only watches). */
export async function startJunqi(setup: JunqiSetup): Promise<string> {
  const bot = (level: string): SeatPlan => ({ kind: 'bot', level });
  const human: SeatPlan = { kind: 'human' };
  const options = { quietDraw: setup.quietDraw, mineKillsBoth: setup.mineKillsBoth };
  const table = tableFor(setup, setup.opponent === 'friend', mayOpenRated());
  if (setup.opponent === 'watch') {
    const created = await createMatch({
      game: 'junqi',
      options,
      seats: [bot(setup.level), bot(setup.redLevel)],
      table,
    });
    return created.matchId;
  }
  const colour = setup.colour === 'random' ? (Math.random() < 0.5 ? 'blue' : 'red') : setup.colour;
  const sit = colour === 'blue' ? 0 : 1;
  const other = setup.opponent === 'computer' ? bot(setup.level) : human;
  const created = await createMatch({
    game: 'junqi',
    options,
    seats: sit === 0 ? [human, other] : [other, human],
    sit,
    table,
  });
  if (created.token !== null) rememberSeat(created.matchId, created.seat ?? sit, created.token);
  return created.matchId;
}
