/**
 * From a finished match to what the player store rates (`FinishedMatch`): each seat's place and
 * whether it left for good. Pure; called where a rated match finishes (seating.ts).
 */
import type { Outcome, SeatStatus } from '../../core/game';
import type { FinishedMatch } from './store';

export interface FinishedMatchInput {
  readonly matchId: string;
  readonly game: string;
  readonly finishedAt: number;
  readonly outcome: Outcome;
  /** The seats' statuses at the end (`live.match.seats`). */
  readonly seats: readonly SeatStatus[];
  /**
   * The game's own places where it ranks every seat (Guillotine: `places(totals)` from
   * src/games/guillotine/series.ts, the fewest points first); otherwise the winners are first and
   * everyone else shares second (no winners: a draw, all first).
   */
  readonly places?: readonly number[];
}

/**
 * A seat left for good when its player left and never came back (`away`), or when a bot plays it
 * at the end because its grace ran out. A resignation is not leaving (it is said, and in a game of
 * two it is a loss; at a table that plays on, the seat's bot finishes and the seat is placed as it
 * ends), nor is a clock that ran out.
 */
export const leftForGood = (s: SeatStatus) => s.player && !s.resigned && (s.away || s.bot !== null);

export function finishedMatchOf(input: FinishedMatchInput): FinishedMatch {
  const winners = new Set(input.outcome.winners);
  const places =
    input.places ?? input.seats.map((_, seat) => (winners.size === 0 || winners.has(seat) ? 1 : 2));
  if (places.length !== input.seats.length) {
    throw new Error(`${places.length} places for ${input.seats.length} seats`);
  }
  return {
    matchId: input.matchId,
    game: input.game,
    finishedAt: input.finishedAt,
    places: [...places],
    left: input.seats.map(leftForGood),
  };
}
