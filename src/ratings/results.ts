/**
 * Per-game ratings from finished rated matches: Glicko-2 (./glicko2.ts, unchanged) with one rating
 * period per finished match, applied in the order the matches finished.
 *
 * Pure: a match's result and the records of its players before it in, their records after it out.
 * `rateMatch` is what the player store applies when a rated match finishes (incrementally, one
 * match at a time, in one transaction); `recompute` replays every stored result from scratch in
 * finish order with the very same function, so the two agree to the last bit — the property test
 * (results.test.ts) checks it, and `parlour ratings recompute` checks a store with it.
 *
 * The rules, each the same in both:
 *
 * - A seat's place is 1 for the best, equal places shared (1, 1, 3, 4). A seat that left for good
 *   is placed after every seat that did not (all such seats share that last place), whatever its
 *   place was: leaving is a loss — last place in Guillotine, the other side's win in a game of two.
 * - Every rated player meets every other rated player of the match once, by places
 *   (`pairwiseGames`): 1 for the better place, 0.5 for the same, 0 for the worse; a player's games
 *   are rated together as one period, against the opponents' standings before the match.
 * - A seat without a player (a bot, a guest the server did not know) is neither rated nor an
 *   opponent. A match with fewer than two rated players, or with one player on several seats (a
 *   game with oneself on one screen), changes nobody's record: nothing was shown about strength.
 * - The deviation is kept within [MIN_DEVIATION, MAX_DEVIATION] after each Glicko-2 step (the step
 *   itself is exact and unclamped): below 30 a rating would hardly move any more however a player
 *   changed; above 350 it would be less known than a newcomer's.
 * - Won, lost, drawn: won is the best place alone, drawn the best place shared, lost any other
 *   (so second of four is a loss). Finished or left: whether the seat left for good.
 */
import { DEFAULT_TAU, NEW_PLAYER, pairwiseGames, type RatedGame, ratePeriod } from './glicko2';

/** The least and greatest deviation a stored rating may have (see the rules above). */
export const MIN_DEVIATION = 30;
export const MAX_DEVIATION = 350;

/** A finished rated match, as stored: who sat where, and how each seat finished. */
export interface RatedResult {
  readonly matchId: string;
  readonly game: string;
  /** When it finished (ms since the epoch); the order of results is the store's, not this. */
  readonly finishedAt: number;
  /** Per seat, the player on it, or null for a seat nobody rated sat on. */
  readonly players: readonly (string | null)[];
  /** Per seat, its place: 1 the best, equal places shared. */
  readonly places: readonly number[];
  /** Per seat, whether it left for good (a forfeit by leaving, a grace run out). */
  readonly left: readonly boolean[];
}

/** A player's record in one game. */
export interface PlayerRecord {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** Rated matches played, and of them won, lost and drawn (see the rules above). */
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Rated matches played to the end, and left for good. */
  readonly finished: number;
  readonly left: number;
  /** When the player last left a rated match for good (ms), or null. */
  readonly lastLeftAt: number | null;
}

/** The record of a player who has not played the game. */
export const NEW_RECORD: PlayerRecord = {
  rating: NEW_PLAYER.rating,
  deviation: NEW_PLAYER.deviation,
  volatility: NEW_PLAYER.volatility,
  games: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  finished: 0,
  left: 0,
  lastLeftAt: null,
};

/** A record after a match, for a player of it. */
export interface RecordChange {
  readonly player: string;
  readonly game: string;
  readonly seat: number;
  readonly before: PlayerRecord;
  readonly after: PlayerRecord;
}

/** Why a result cannot be rated: its lists disagree, or a place is not a positive whole number. */
export class BadResult extends Error {}

/** Checks a result's shape; throws BadResult. */
export function checkResult(result: RatedResult): void {
  const n = result.players.length;
  if (n < 1 || result.places.length !== n || result.left.length !== n) {
    throw new BadResult(
      `match ${result.matchId}: ${n} players, ${result.places.length} places and ${result.left.length} left flags`,
    );
  }
  for (const place of result.places) {
    if (!Number.isInteger(place) || place < 1) {
      throw new BadResult(
        `match ${result.matchId}: a place is a whole number from 1, not ${place}`,
      );
    }
  }
}

/**
 * The places that count: the seats that stayed keep their order, ranked again among themselves
 * (1, 1, 3 …); the seats that left share the place after all of them.
 */
export function effectivePlaces(places: readonly number[], left: readonly boolean[]): number[] {
  const stayed = places.filter((_, i) => !left[i]);
  const last = stayed.length + 1;
  return places.map((place, i) =>
    left[i] ? last : 1 + stayed.filter((other) => other < place).length,
  );
}

/** The seats whose players are rated in this match (none when it rates nobody, see above). */
export function ratedSeats(result: RatedResult): number[] {
  const seats = result.players.flatMap((p, seat) => (p === null ? [] : [seat]));
  const distinct = new Set(seats.map((s) => result.players[s]));
  if (seats.length < 2 || distinct.size !== seats.length) return [];
  return seats;
}

const bounded = (deviation: number) => Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, deviation));

/**
 * The records of the match's players after it, from their records before it (`recordOf`: a
 * player's record in the result's game, NEW_RECORD for one who has not played it). Pure.
 */
export function rateMatch(
  result: RatedResult,
  recordOf: (player: string) => PlayerRecord,
  tau: number = DEFAULT_TAU,
): RecordChange[] {
  checkResult(result);
  const seats = ratedSeats(result);
  if (seats.length === 0) return [];
  const places = effectivePlaces(
    seats.map((s) => result.places[s]!),
    seats.map((s) => result.left[s]!),
  );
  const before = seats.map((s) => recordOf(result.players[s]!));
  const pairs = pairwiseGames(places);
  const best = Math.min(...places);
  const shared = places.filter((p) => p === best).length > 1;
  return seats.map((seat, i) => {
    const mine = before[i]!;
    const games: RatedGame[] = pairs[i]!.map(({ opponent, score }) => ({
      rating: before[opponent]!.rating,
      deviation: before[opponent]!.deviation,
      score,
    }));
    let rating = mine.rating;
    let deviation = mine.deviation;
    let volatility = mine.volatility;
    try {
      const next = ratePeriod(mine, games, tau);
      if ([next.rating, next.deviation, next.volatility].every(Number.isFinite)) {
        ({ rating, deviation, volatility } = next);
      }
    } catch {
      // Numbers beyond Glicko-2's arithmetic (never from ratings kept within the bounds): the
      // standing stays as it was; the match still counts.
    }
    const won = places[i] === best && !shared;
    const drew = places[i] === best && shared;
    const leftForGood = result.left[seat]!;
    const after: PlayerRecord = {
      rating,
      deviation: bounded(deviation),
      volatility,
      games: mine.games + 1,
      wins: mine.wins + (won ? 1 : 0),
      losses: mine.losses + (won || drew ? 0 : 1),
      draws: mine.draws + (drew ? 1 : 0),
      finished: mine.finished + (leftForGood ? 0 : 1),
      left: mine.left + (leftForGood ? 1 : 0),
      lastLeftAt: leftForGood ? result.finishedAt : mine.lastLeftAt,
    };
    return { player: result.players[seat]!, game: result.game, seat, before: mine, after };
  });
}

/** Records by game, then by player. */
export type RatingTable = Map<string, Map<string, PlayerRecord>>;

/** A player's record in a game of the table, NEW_RECORD when there is none. */
export function recordIn(table: RatingTable, game: string, player: string): PlayerRecord {
  return table.get(game)?.get(player) ?? NEW_RECORD;
}

/** Applies one result to the table in place (what the store does, one match at a time). */
export function applyResult(table: RatingTable, result: RatedResult, tau = DEFAULT_TAU): void {
  const changes = rateMatch(result, (player) => recordIn(table, result.game, player), tau);
  for (const change of changes) {
    let byPlayer = table.get(change.game);
    if (!byPlayer) {
      byPlayer = new Map();
      table.set(change.game, byPlayer);
    }
    byPlayer.set(change.player, change.after);
  }
}

/** Every record, replayed from scratch from the results in finish order. */
export function recompute(results: Iterable<RatedResult>, tau = DEFAULT_TAU): RatingTable {
  const table: RatingTable = new Map();
  for (const result of results) applyResult(table, result, tau);
  return table;
}

/** A stored record with its keys. */
export interface KeyedRecord extends PlayerRecord {
  readonly player: string;
  readonly game: string;
}

/** The table as a list, sorted by game then player (for comparing and writing). */
export function tableRows(table: RatingTable): KeyedRecord[] {
  const rows: KeyedRecord[] = [];
  for (const [game, byPlayer] of table) {
    for (const [player, record] of byPlayer) rows.push({ ...record, player, game });
  }
  return rows.sort((a, b) => compareKeys(a, b));
}

const compareKeys = (a: KeyedRecord, b: KeyedRecord) =>
  a.game < b.game
    ? -1
    : a.game > b.game
      ? 1
      : a.player < b.player
        ? -1
        : a.player > b.player
          ? 1
          : 0;

const FIELDS = [
  'rating',
  'deviation',
  'volatility',
  'games',
  'wins',
  'losses',
  'draws',
  'finished',
  'left',
  'lastLeftAt',
] as const satisfies readonly (keyof PlayerRecord)[];

/** One way a stored record differs from the recomputed one. */
export interface RecordDifference {
  readonly player: string;
  readonly game: string;
  /** The field that differs first ('missing': stored, not recomputed; 'extra': the other way). */
  readonly field: (typeof FIELDS)[number] | 'missing' | 'extra';
  readonly stored: unknown;
  readonly recomputed: unknown;
}

/**
 * How the stored records differ from the recomputed ones, exactly (every bit of every number).
 * Only the players in `live` are compared when it is given: a forgotten player's results stay,
 * under a name of nobody's, and are replayed as opponents, but have no stored record.
 */
export function differences(
  stored: readonly KeyedRecord[],
  recomputed: RatingTable,
  live?: (player: string) => boolean,
): RecordDifference[] {
  const out: RecordDifference[] = [];
  const seen = new Set<string>();
  for (const row of stored) {
    seen.add(`${row.game}\u0000${row.player}`);
    const again = recomputed.get(row.game)?.get(row.player);
    if (!again) {
      out.push({
        player: row.player,
        game: row.game,
        field: 'missing',
        stored: row,
        recomputed: null,
      });
      continue;
    }
    const field = FIELDS.find((f) => !Object.is(row[f], again[f]));
    if (field) {
      out.push({
        player: row.player,
        game: row.game,
        field,
        stored: row[field],
        recomputed: again[field],
      });
    }
  }
  for (const row of tableRows(recomputed)) {
    if (seen.has(`${row.game}\u0000${row.player}`)) continue;
    if (live && !live(row.player)) continue;
    out.push({ player: row.player, game: row.game, field: 'extra', stored: null, recomputed: row });
  }
  return out;
}

/** How a seat did in a finished match (the rules above, over every seat of it). */
export function seatOutcome(
  places: readonly number[],
  left: readonly boolean[],
  seat: number,
): 'won' | 'drawn' | 'lost' {
  const effective = effectivePlaces(places, left);
  const best = Math.min(...effective);
  if (effective[seat] !== best) return 'lost';
  return effective.filter((p) => p === best).length > 1 ? 'drawn' : 'won';
}
