/**
 * Reputation: whether a player finishes the rated matches they start.
 *
 * The finish rate is finished / (finished + left), over every rated match of every game (a seat
 * left for good in Junqi spoils a Guillotine table just as much). A player whose rate is below
 * FINISH_THRESHOLD after at least MIN_RATED_GAMES rated matches may open, and sit at, only casual
 * tables for BENCH_MS after each match they leave; otherwise, rated ones too.
 *
 * Why these numbers:
 * - 80 %: one leave in five rated matches (exactly 80 %) is forgiven — a dropped connection, a
 *   child who needs you, happen to everyone — while two in five (60 %) is a habit. A table of four
 *   in Guillotine is spoilt for three people by one leaver, so the bar is set where one accident
 *   never trips it but a pattern soon does; Board Game Arena's "reliability" warnings sit in the
 *   same region.
 * - 5 games: below that a single leave weighs 20–100 %, and a newcomer's first bad evening would
 *   bench them; from 5 on, one leave cannot push the rate below 80 %.
 * - 24 hours: long enough to be felt by someone who leaves whenever they are losing, short enough
 *   that an honest player with a bad line is back tomorrow; casual tables stay open meanwhile, so
 *   nobody is shut out of play. Each leave while under the bar starts the 24 hours again, and the
 *   rate climbs back above 80 % with finished matches (at casual tables the rate does not move).
 */

/** The least finish rate that keeps rated tables open, once MIN_RATED_GAMES are played. */
export const FINISH_THRESHOLD = 0.8;
/** Rated matches (finished + left) before the finish rate counts. */
export const MIN_RATED_GAMES = 5;
/** How long after a leave a player under the bar may open only casual tables. */
export const BENCH_MS = 24 * 60 * 60 * 1000;

/** What reputation is judged from: a player's rated matches, all games together. */
export interface ReputationRecord {
  readonly finished: number;
  readonly left: number;
  /** When the player last left a rated match for good (ms), or null. */
  readonly lastLeftAt: number | null;
}

/** finished / (finished + left); null before any rated match. */
export function finishRate(record: Pick<ReputationRecord, 'finished' | 'left'>): number | null {
  const played = record.finished + record.left;
  return played === 0 ? null : record.finished / played;
}

/** Whether the player may open (or take a seat at) a rated table at time `now`. */
export function mayOpenRated(record: ReputationRecord, now: number = Date.now()): boolean {
  const played = record.finished + record.left;
  if (played < MIN_RATED_GAMES) return true;
  if (record.finished / played >= FINISH_THRESHOLD) return true;
  return record.lastLeftAt === null || now - record.lastLeftAt >= BENCH_MS;
}

/** When a benched player may open rated tables again (ms), or null when they may now. */
export function ratedAgainAt(record: ReputationRecord, now: number = Date.now()): number | null {
  if (mayOpenRated(record, now)) return null;
  return (record.lastLeftAt ?? now) + BENCH_MS;
}

/** The reputation over several games' records. */
export function combined(records: readonly ReputationRecord[]): ReputationRecord {
  let finished = 0;
  let left = 0;
  let lastLeftAt: number | null = null;
  for (const r of records) {
    finished += r.finished;
    left += r.left;
    if (r.lastLeftAt !== null && (lastLeftAt === null || r.lastLeftAt > lastLeftAt)) {
      lastLeftAt = r.lastLeftAt;
    }
  }
  return { finished, left, lastLeftAt };
}
