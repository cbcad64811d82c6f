/**
 * A match between bot levels, played here as the server plays it: the real Game object and the
 * table's rules; each seat's bot gets only its seat's view (with its own draft) and the events
 * its seat saw since its previous decision (skips included), under a seed the caller derives.
 * For tournaments, benchmarks and tests: a move the rules refuse is an error here, not replaced.
 */
import { stepFor } from './events';
import type { BotLevel, BotMind, Game, Seat, SeenStep } from './game';
import { type MatchSpec, type MatchState, seatsToMove, startMatch } from './match';
import { decide, type Table, withDraft } from './table';

export interface ArenaDecision<S, V, M> {
  readonly seat: Seat;
  /** How long the mind took to choose (ms). */
  readonly ms: number;
  readonly mind: BotMind<V, M>;
  readonly view: V;
  /** The match as it stood when the seat decided (the whole truth, for a test to check against). */
  readonly match: MatchState<S>;
  readonly move: M;
}

export interface ArenaOptions<S, V, M> {
  /** The seed of one decision, as the server hashes it from the match seed, seat and version. */
  readonly seedFor: (seat: Seat, version: number) => string;
  readonly onDecision?: (d: ArenaDecision<S, V, M>) => void;
  /** Stops before the end once this says so (a ply limit, a number of deals). */
  readonly until?: (match: MatchState<S>) => boolean;
}

/** Plays `levels` (one per seat) from the start of `spec` to the end; returns the last match. */
export function playBots<S, M, V>(
  // biome-ignore lint/suspicious/noExplicitAny: options are the game's own
  game: Game<S, M, V, any>,
  spec: MatchSpec,
  levels: readonly BotLevel<V, M>[],
  opts: ArenaOptions<S, V, M>,
): MatchState<S> {
  const plan = levels.map((l) => ({ kind: 'bot' as const, level: l.id }));
  let table: Table = { match: startMatch(game, spec, plan), drafts: levels.map(() => []) };
  const minds = levels.map((l) => (l.create ? l.create() : l));
  const seen: SeenStep[][] = levels.map(() => []);
  for (;;) {
    const match = table.match as MatchState<S>;
    const seat = seatsToMove(game, match)[0];
    if (seat === undefined || opts.until?.(match)) return match;
    const view = game.view(withDraft(game, table, seat).state as S, seat);
    const ctx = { seat, seed: opts.seedFor(seat, match.version), events: seen[seat]! };
    const t0 = performance.now();
    const move = minds[seat]!.choose(view, ctx);
    const ms = performance.now() - t0;
    opts.onDecision?.({ seat, ms, mind: minds[seat]!, view, match, move });
    seen[seat] = [];
    const level = levels[seat]!.id;
    const command = { kind: 'bot', seat, level, move, chosenAt: match.version } as const;
    const done = decide(game, table, command, { standIn: false, onTimeout: 'forfeit' });
    if (!done.ok || done.value.fault !== null) {
      const why = done.ok ? done.value.fault : done.error.message;
      throw new Error(
        `${level} (seat ${seat}) made a refused move ${JSON.stringify(move)}: ${why}`,
      );
    }
    table = done.value.table;
    for (const { applied } of done.value.steps) {
      seen.forEach((steps, s) => {
        steps.push(stepFor(applied.match.version, applied.events, s));
      });
    }
  }
}
