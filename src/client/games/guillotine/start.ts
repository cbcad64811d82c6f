/**
 * Starts a Guillotine table the way the new-game form (or "new game" on a finished match) asks:
 * the creator sits South, so that the table on screen reads as the compass does; each other
 * seat is a friend (who joins by the shared link) or a computer of some level.
 */
import type { SeatPlan } from '../../../core/wire';
import { createMatch } from '../../session/api';
import { rememberSeat } from '../../session/seats';
import { mayOpenRated } from '../../widgets/RatedChoice';

/** A seat other than the creator's: 'friend', or a computer level id. */
export type SeatChoice = string;
export const FRIEND = 'friend';

/** The seats beside the creator, by where they sit: left (West), opposite (North), right (East). */
export type Others = { W: SeatChoice; N: SeatChoice; E: SeatChoice };

export interface GuillotineSetup {
  others: Others;
  aceBonus: 'any' | 'one';
  /** With a friend at the table: listed in the lobby for anyone to join. */
  listed: boolean;
  /** How long a disconnected player keeps their seat before the computer plays it. */
  graceSeconds: number;
  /** Seconds for each card, or null for no clock. */
  moveSeconds: number | null;
  /** With a friend at every seat: counts for the players' ratings. */
  rated: boolean;
}

const SOUTH = 2;

function plan(choice: SeatChoice): SeatPlan {
  return choice === FRIEND ? { kind: 'human' } : { kind: 'bot', level: choice };
}

export const hasFriend = (others: Others): boolean => Object.values(others).includes(FRIEND);

/** Every seat is a person's: only such a table may be rated. */
export const allFriends = (others: Others): boolean =>
  Object.values(others).every((seat) => seat === FRIEND);

/** The table a setup asks for (the creator's player may be barred from rated tables for now). */
export function guillotineTable(setup: GuillotineSetup, mayRate = true) {
  return {
    listed: hasFriend(setup.others) && setup.listed,
    graceSeconds: setup.graceSeconds,
    moveSeconds: setup.moveSeconds,
    // Four play at a table: a slow card is played by the computer, nobody loses by it.
    onTimeout: 'bot' as const,
    rated: allFriends(setup.others) && setup.rated && mayRate,
  };
}

/** Creates the match and takes the South seat; resolves with the match id. */
export async function startGuillotine(setup: GuillotineSetup): Promise<string> {
  const { W, N, E } = setup.others;
  const created = await createMatch({
    game: 'guillotine',
    options: { aceBonus: setup.aceBonus },
    seats: [plan(N), plan(E), { kind: 'human' }, plan(W)],
    sit: SOUTH,
    table: guillotineTable(setup, mayOpenRated()),
  });
  if (created.token !== null) rememberSeat(created.matchId, created.seat ?? SOUTH, created.token);
  return created.matchId;
}
