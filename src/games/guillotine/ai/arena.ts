/**
 * A series between four Guillotine bot levels, played as the server plays it (`playBots`): each
 * seat's bot gets only its seat's view and the events its seat saw since its previous decision.
 * For the tests and the benchmark; nothing in play uses it.
 */
import { type ArenaDecision, playBots } from '../../../core/arena';
import type { BotLevel, Seat } from '../../../core/game';
import { matchOutcome } from '../../../core/match';
import type { DealOptions } from '../deal';
import type { GuillotineMove, GuillotineView } from '../game';
import { guillotine } from '../index';
import type { SeriesState } from '../series';

export type GuillotineBot = BotLevel<GuillotineView, GuillotineMove>;

export type Decision = ArenaDecision<SeriesState, GuillotineView, GuillotineMove>;

export interface ArenaOptions {
  readonly options?: Partial<DealOptions>;
  /** The seed of one decision, as the server hashes it from the match seed, seat and version. */
  readonly seedFor: (seat: Seat, version: number) => string;
  readonly onDecision?: (d: Decision) => void;
  /** Stop after this many deals (the whole series by default). */
  readonly deals?: number;
}

export interface SeriesResult {
  readonly state: SeriesState;
  /** Null when stopped before the end. */
  readonly places: readonly number[] | null;
}

export function playSeries(
  levels: readonly GuillotineBot[],
  seed: string,
  opts: ArenaOptions,
): SeriesResult {
  const spec = { game: 'guillotine', options: opts.options ?? {}, seats: 4, seed };
  const deals = opts.deals;
  const end = playBots(guillotine, spec, levels, {
    seedFor: opts.seedFor,
    onDecision: opts.onDecision,
    until: deals === undefined ? undefined : (m) => m.state.dealNo >= deals,
  });
  if (!matchOutcome(guillotine, end)) return { state: end.state, places: null };
  return { state: end.state, places: guillotine.view(end.state, 0).places };
}
