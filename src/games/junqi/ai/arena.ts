/**
 * A match between two Junqi bot levels, played as the server plays it (`playBots`): each seat's
 * bot gets only its seat's view and the events its seat saw since its previous decision. For the
 * tests and the benchmark; nothing in play uses it.
 */
import { type ArenaDecision, playBots } from '../../../core/arena';
import type { BotLevel, Seat } from '../../../core/game';
import { matchOutcome } from '../../../core/match';
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

export type Decision = ArenaDecision<JunqiState, JunqiView, JunqiMove>;

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
  const spec = { game: 'junqi', options: opts.options ?? {}, seats: 2, seed };
  const end = playBots(junqi, spec, levels, {
    seedFor: opts.seedFor,
    onDecision: opts.onDecision,
    until: (m) => m.state.phase === 'play' && m.state.ply >= opts.maxPlies,
  });
  const outcome = matchOutcome(junqi, end);
  if (!outcome) return { winner: null, reason: 'ply-limit', plies: end.state.ply };
  const winner = outcome.winners.length === 1 ? outcome.winners[0]! : null;
  return { winner, reason: outcome.reason, plies: end.state.ply };
}
