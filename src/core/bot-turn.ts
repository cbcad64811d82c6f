/**
 * One move of a bot in a match played here rather than on the server (self-play, tournaments):
 * the seat's mind chooses from the seat's own view (its draft included), timed, and the table's
 * rules judge the choice as the server's do (`src/core/table.ts`): a choice that throws or that
 * the rules refuse is reported and replaced by the game's fallback move.
 */
import type { AnyGame, BotContext, BotMind, GameEvent, Seat } from './game';
import type { MatchState, VersionedStep } from './match';
import { decide, type Table, withDraft } from './table';

export interface BotTurn<S = unknown> {
  /** The table after the turn (a draft changes it without a step). */
  readonly table: Table;
  readonly match: MatchState<S>;
  /** The steps the turn made, with their versions: none for a draft. */
  readonly steps: readonly VersionedStep[];
  /** The events of those steps, in order. */
  readonly events: readonly GameEvent[];
  /** How long the mind took to choose (ms). */
  readonly ms: number;
  /** What went wrong with its choice ("threw …", "chose …: why"), or null. */
  readonly fault: string | null;
}

/** The seat is played by a bot from now on, as a seat planned for one (`decide` checks it). */
export const ARENA_LEVEL = 'arena';

/** A table for `match` and its drafts (none, for a match that has made none). */
export const tableOf = (at: Table | MatchState): Table =>
  'drafts' in at ? at : { match: at, drafts: at.seats.map(() => []) };

export function playBotTurn<S>(
  game: AnyGame,
  at: Table | MatchState<S>,
  seat: Seat,
  mind: BotMind<unknown, unknown>,
  ctx: BotContext,
): BotTurn<S> {
  const table = tableOf(at);
  const view = game.view(withDraft(game, table, seat).state, seat);
  let move: unknown = null;
  let thrown: string | null = null;
  const start = performance.now();
  try {
    move = mind.choose(view, ctx);
  } catch (e) {
    thrown = `threw ${e instanceof Error ? e.message : String(e)}`;
  }
  const ms = performance.now() - start;
  // A match played here has no bot in its seats' statuses: the move is the one this seat owes.
  const level = table.match.seats[seat]?.bot ?? ARENA_LEVEL;
  const owed = table.match.seats[seat]?.bot === null;
  const chosenAt = table.match.version;
  const done = decide(
    game,
    table,
    { kind: 'bot', seat, level, move: thrown === null ? move : null, chosenAt, owed },
    { standIn: false, onTimeout: 'forfeit' },
  );
  if (!done.ok) throw new Error(`the fallback move was refused: ${done.error.message}`);
  const { steps, fault } = done.value;
  return {
    table: done.value.table,
    match: done.value.table.match as MatchState<S>,
    steps: steps.map((s) => ({ v: s.applied.match.version, events: s.applied.events })),
    events: steps.flatMap((s) => s.applied.events),
    ms,
    fault: thrown ?? fault,
  };
}
