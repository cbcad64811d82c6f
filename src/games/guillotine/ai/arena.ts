/**
 * A series between four Guillotine bot levels, played as the server plays it: the real Game
 * object and the platform's reducer; each seat's bot gets only its seat's view and the events its
 * seat saw since its previous decision (skips included), under a seed the caller derives. For the
 * tests and the benchmark; nothing in play uses it.
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
import type { DealOptions } from '../deal';
import type { GuillotineMove, GuillotineView } from '../game';
import { guillotine } from '../index';
import type { SeriesState } from '../series';

export type GuillotineBot = BotLevel<GuillotineView, GuillotineMove>;

export interface Decision {
  readonly seat: Seat;
  readonly ms: number;
  readonly mind: BotMind<GuillotineView, GuillotineMove>;
  readonly view: GuillotineView;
  /** The match as it stood when the seat decided (the whole truth, for a test to check against). */
  readonly match: MatchState<SeriesState>;
  readonly move: GuillotineMove;
}

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
  let match = startMatch(guillotine, spec) as MatchState<SeriesState>;
  const minds = levels.map((l) => (l.create ? l.create() : l));
  const seen: SeenStep[][] = [[], [], [], []];
  for (;;) {
    const outcome = matchOutcome(guillotine, match);
    if (outcome) {
      const view = viewOf(guillotine, match, 0) as GuillotineView;
      return { state: match.state, places: view.places };
    }
    if (opts.deals !== undefined && match.state.dealNo >= opts.deals) {
      return { state: match.state, places: null };
    }
    const seat = seatsToMove(guillotine, match)[0]!;
    const view = viewOf(guillotine, match, seat) as GuillotineView;
    const ctx = { seat, seed: opts.seedFor(seat, match.version), events: seen[seat]! };
    const t0 = performance.now();
    const move = minds[seat]!.choose(view, ctx);
    const ms = performance.now() - t0;
    opts.onDecision?.({ seat, ms, mind: minds[seat]!, view, match, move });
    seen[seat] = [];
    const applied = applyEntry(guillotine, match, { kind: 'move', seat, move });
    if (!applied.ok) {
      throw new Error(
        `${levels[seat]!.id} (seat ${seat}) made a refused move ${JSON.stringify(move)}: ${applied.error.message}`,
      );
    }
    match = applied.value.match as MatchState<SeriesState>;
    for (const s of [0, 1, 2, 3]) seen[s]!.push(stepFor(match.version, applied.value.events, s));
  }
}
