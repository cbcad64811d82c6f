/**
 * A match between two Junqi bot levels, played as the server plays it: the real Game object and
 * the platform's reducer; each seat's bot gets only its seat's view and the events its seat saw
 * since its previous decision (skips included), under a seed the caller derives. For the tests
 * and the benchmark; nothing in play uses it.
 */
import { stepFor } from '../../../core/events';
import type { BotLevel, BotMind, Seat, SeenStep } from '../../../core/game';
import {
  applyEntry,
  type MatchState,
  matchOutcome,
  seatsToMove,
  startMatch,
  viewOf,
} from '../../../core/match';
import type { JunqiMove } from '../game';
import { junqi } from '../index';
import type { JunqiOptions, JunqiState } from '../state';
import type { JunqiView } from '../view';

export type JunqiBot = BotLevel<JunqiView, JunqiMove>;

export interface ArenaResult {
  /** The winning seat, or null for a draw (the ply limit among them). */
  readonly winner: Seat | null;
  readonly reason: string;
  /** Plies of play (setup decisions not counted). */
  readonly plies: number;
}

export interface Decision {
  readonly seat: Seat;
  readonly ms: number;
  readonly mind: BotMind<JunqiView, JunqiMove>;
  /** The match as it stood when the seat decided (the whole truth, for a test to check against). */
  readonly match: MatchState<JunqiState>;
  readonly move: JunqiMove;
}

export interface ArenaOptions {
  /** A draw once play reaches this many plies. */
  readonly maxPlies: number;
  readonly options?: Partial<JunqiOptions>;
  /** The seed of one decision, as the server hashes it from the match seed, seat and version. */
  readonly seedFor: (seat: Seat, version: number) => string;
  readonly onDecision?: (d: Decision) => void;
}

export function playMatch(
  levels: readonly [JunqiBot, JunqiBot],
  seed: string,
  opts: ArenaOptions,
): ArenaResult {
  let match = startMatch(junqi, { game: 'junqi', options: opts.options ?? {}, seats: 2, seed });
  const minds = levels.map((l) => (l.create ? l.create() : l));
  const seen: SeenStep[][] = [[], []];
  for (;;) {
    const outcome = matchOutcome(junqi, match);
    const state = match.state as JunqiState;
    if (outcome) {
      const winner = outcome.winners.length === 1 ? outcome.winners[0]! : null;
      return { winner, reason: outcome.reason, plies: state.ply };
    }
    if (state.phase === 'play' && state.ply >= opts.maxPlies) {
      return { winner: null, reason: 'ply-limit', plies: state.ply };
    }
    const seat = seatsToMove(junqi, match)[0]!;
    const view = viewOf(junqi, match, seat) as JunqiView;
    const ctx = { seat, seed: opts.seedFor(seat, match.version), events: seen[seat]! };
    const t0 = performance.now();
    const move = minds[seat]!.choose(view, ctx);
    const ms = performance.now() - t0;
    opts.onDecision?.({
      seat,
      ms,
      mind: minds[seat]!,
      match: match as MatchState<JunqiState>,
      move,
    });
    seen[seat] = [];
    const applied = applyEntry(junqi, match, { kind: 'move', seat, move });
    if (!applied.ok) {
      throw new Error(
        `${levels[seat]!.id} (seat ${seat}) made a refused move ${JSON.stringify(move)}: ${applied.error.message}`,
      );
    }
    match = applied.value.match;
    for (const s of [0, 1]) seen[s]!.push(stepFor(match.version, applied.value.events, s));
  }
}
