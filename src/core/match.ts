import { fail, ok, type Result } from './errors';
import type { AnyGame, Outcome, Seat, Viewer } from './game';

/** What a match is, apart from its moves: replaying the log from this gives the state. */
export interface MatchSpec {
  readonly game: string;
  readonly options: unknown;
  readonly seats: number;
  readonly seed: string;
}

/** One accepted entry of a match's append-only log. */
export type LogEntry =
  | { readonly kind: 'move'; readonly seat: Seat; readonly move: unknown }
  | { readonly kind: 'resign'; readonly seat: Seat };

/** A game's state plus what the platform adds to every game: resignations and a version. */
export interface MatchState<S = unknown> {
  readonly state: S;
  readonly resigned: readonly Seat[];
  /** Number of accepted log entries; every accepted entry raises it by one. */
  readonly version: number;
}

export function startMatch(game: AnyGame, spec: MatchSpec): MatchState {
  const options = game.optionsSchema.parse(spec.options ?? {});
  return {
    state: game.setup({ seats: spec.seats, seed: spec.seed, options }),
    resigned: [],
    version: 0,
  };
}

export function matchOutcome(game: AnyGame, match: MatchState, seats: number): Outcome | null {
  const played = game.outcome(match.state);
  if (played) return played;
  if (match.resigned.length === 0) return null;
  const remaining: Seat[] = [];
  for (let s = 0; s < seats; s++) if (!match.resigned.includes(s)) remaining.push(s);
  // A game of two ends when one resigns; in larger games the others play on.
  if (remaining.length <= 1 || seats === 2) return { winners: remaining, reason: 'resigned' };
  return null;
}

export function seatsToMove(game: AnyGame, match: MatchState, seats: number): Seat[] {
  if (matchOutcome(game, match, seats)) return [];
  return game.toMove(match.state);
}

/** Applies one log entry. Moves are validated against the game's schema and rules. */
export function applyEntry(
  game: AnyGame,
  match: MatchState,
  seats: number,
  entry: LogEntry,
): Result<MatchState> {
  if (matchOutcome(game, match, seats)) return fail('game-over', 'The game is over.');
  if (!Number.isInteger(entry.seat) || entry.seat < 0 || entry.seat >= seats) {
    return fail('no-such-seat', 'There is no such seat in this match.');
  }
  if (entry.kind === 'resign') {
    if (match.resigned.includes(entry.seat))
      return fail('already-resigned', 'You already resigned.');
    return ok({ ...match, resigned: [...match.resigned, entry.seat], version: match.version + 1 });
  }
  if (match.resigned.includes(entry.seat)) return fail('resigned', 'You resigned from this game.');
  const parsed = game.moveSchema.safeParse(entry.move);
  if (!parsed.success) return fail('bad-move', 'That is not a move of this game.');
  const played = game.play(match.state, entry.seat, parsed.data);
  if (!played.ok) return played;
  return ok({ ...match, state: played.value, version: match.version + 1 });
}

/** Rebuilds a match from its spec and log. A log entry that no longer applies is an error. */
export function replay(
  game: AnyGame,
  spec: MatchSpec,
  log: readonly LogEntry[],
): Result<MatchState> {
  let match = startMatch(game, spec);
  for (const [i, entry] of log.entries()) {
    const next = applyEntry(game, match, spec.seats, entry);
    if (!next.ok) {
      return fail('replay-failed', `Log entry ${i + 1} no longer applies: ${next.error.message}`);
    }
    match = next.value;
  }
  return ok(match);
}

export function viewOf(game: AnyGame, match: MatchState, viewer: Viewer): unknown {
  return game.view(match.state, viewer);
}
