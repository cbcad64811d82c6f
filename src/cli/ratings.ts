/**
 * `parlour ratings update - [--tau T]`: Glicko-2 for other tools, JSON lines in and out.
 *
 *   in:  {"player":{"rating":1500,"deviation":200,"volatility":0.06},
 *         "games":[{"rating":1400,"deviation":30,"score":1},…]}      one rating period a line
 *   out: {"rating":…,"deviation":…,"volatility":…}                   unrounded, unclamped
 *        {"error":{"code":…,"message":…}}                            a line it cannot read
 *
 * `parlour ratings recompute --store DIR|URL [--write]`: replays the player store's rated results
 * from scratch and checks (or, with --write, replaces) the stored ratings; one JSON line out.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Argument, type Command, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { DEFAULT_TAU, NEW_PLAYER, type Rating, ratePeriod } from '../ratings/glicko2';
import { differences, type RecordDifference, recompute, tableRows } from '../ratings/results';
import type { PlayerStore } from '../server/players/store';
import { isPostgresUrl, shownUrl } from '../server/store/url';
import { answerJson, InputError } from './json-lines';

/** Error codes: the line is not JSON; not a rating period; a period with no finite result. */
export const BAD_JSON = 'bad-json';
export const BAD_INPUT = 'bad-input';
export const NO_RESULT = 'no-result';

const PLAYER_FIELDS = ['rating', 'deviation', 'volatility'];
const GAME_FIELDS = ['rating', 'deviation', 'score'];
const LINE_FIELDS = ['player', 'games'];

const finite = z.number();
const positive = z.number().positive();
const period = z.strictObject({
  player: z.strictObject({ rating: finite, deviation: positive, volatility: positive }),
  games: z.array(
    z.strictObject({ rating: finite, deviation: positive, score: z.literal([0, 0.5, 1]) }),
  ),
});

/** `games[1].score`, `player`, or "the line" for the line itself. */
const where = (path: readonly PropertyKey[]) =>
  path.length === 0
    ? 'the line'
    : path
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join('');

/** The fields of the object at `path`. */
const fieldsAt = (path: readonly PropertyKey[]) =>
  path.length === 0 ? LINE_FIELDS : path[0] === 'player' ? PLAYER_FIELDS : GAME_FIELDS;

const shown = (value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value)
    ? `${value} (too large a number)`
    : (JSON.stringify(value) ?? String(value));

/** One sentence for the first thing wrong with the line. */
function sentence(issue: z.core.$ZodIssue): string {
  const at = where(issue.path);
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `"${k}"`).join(', ');
      return `${at} has no ${keys}: its fields are ${fieldsAt(issue.path).join(', ')}`;
    }
    case 'invalid_type':
      if (input === undefined) return `${at} is missing`;
      if (issue.expected === 'object') {
        return `${at} is an object with ${fieldsAt(issue.path).join(', ')}, not ${shown(input)}`;
      }
      if (issue.expected === 'array') return `${at} is a list of games, not ${shown(input)}`;
      if (issue.expected === 'number') return `${at} is a finite number, not ${shown(input)}`;
      return `${at}: ${issue.message}`;
    case 'too_small':
      return `${at} is a positive number, not ${shown(input)}`;
    case 'invalid_value':
      return `${at} is 1 (a win), 0.5 (a draw) or 0 (a loss), not ${shown(input)}`;
    default:
      return `${at}: ${issue.message}`;
  }
}

/** The player's standing after the period on one line, or the InputError saying why not. */
export function updateLine(text: string, tau: number): Rating {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new InputError(`not JSON: ${(e as Error).message}`, undefined, BAD_JSON);
  }
  const parsed = period.safeParse(value, { reportInput: true });
  if (!parsed.success)
    throw new InputError(sentence(parsed.error.issues[0]!), undefined, BAD_INPUT);
  let after: Rating;
  try {
    after = ratePeriod(parsed.data.player, parsed.data.games, tau);
  } catch {
    after = { rating: Number.NaN, deviation: Number.NaN, volatility: Number.NaN };
  }
  if (!Object.values(after).every(Number.isFinite)) {
    throw new InputError(
      'no finite result: these numbers are too extreme for the arithmetic of Glicko-2',
      undefined,
      NO_RESULT,
    );
  }
  return { rating: after.rating, deviation: after.deviation, volatility: after.volatility };
}

function tauOption(text: string): number {
  const tau = Number(text);
  if (/^\s*(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(text) && Number.isFinite(tau) && tau > 0) {
    return tau;
  }
  throw new InvalidArgumentError(
    'τ is a positive number, such as 0.5 (Glickman advises 0.3 to 1.2).',
  );
}

const HELP_AFTER = `
Reads one rating period per line of standard input, as JSON:
  {"player":{"rating":1500,"deviation":200,"volatility":0.06},
   "games":[{"rating":1400,"deviation":30,"score":1},{"rating":1550,"deviation":100,"score":0}]}
the player's standing before the period, and each game of the period: the opponent's rating and
deviation before it, and the player's score (1 a win, 0.5 a draw, 0 a loss). An empty "games" is a
period without games: the deviation grows, the rating and the volatility stay. Nothing else may be
in a line, deviations and volatilities are positive, every number finite.

Prints one line per input line, in order: the player's standing after the period,
  {"rating":1464.0506705393013,"deviation":151.51652412385727,"volatility":0.059995984286488495}
exactly as steps 1-8 of Glickman's "Example of the Glicko-2 system" give it, unrounded and
unclamped; or, for a line it cannot read, {"error":{"code":…,"message":…}}, the code one of
${BAD_JSON} (not JSON), ${BAD_INPUT} (not a rating period: the message names the field) or
${NO_RESULT} (numbers too extreme for a finite answer), and the rest are still answered.
Blank lines are skipped.

--tau defaults to Parlour's τ, ${DEFAULT_TAU}; a new player starts at rating ${NEW_PLAYER.rating}, deviation ${NEW_PLAYER.deviation}
and volatility ${NEW_PLAYER.volatility}, Glickman's values (the README says why).

Exit status: 0 when every line was read, 1 when any line was an error.
`;

export function registerRatings(program: Command): Command {
  const cmd = program
    .command('ratings')
    .description('Glicko-2 ratings (rating periods in, standings out)');
  cmd
    .command('update')
    .description(
      'the standing after one rating period, a line of JSON in and out (in: ' +
        '{"player":{"rating","deviation","volatility"},"games":[{"rating","deviation","score"},…]}; ' +
        'out: {"rating","deviation","volatility"})',
    )
    .addArgument(
      new Argument('<input>', '-, to read the rating periods from standard input').choices(['-']),
    )
    .option(
      '--tau <tau>',
      'the system constant τ: how fast a volatility may change',
      tauOption,
      DEFAULT_TAU,
    )
    .addHelpText('after', HELP_AFTER)
    .action((input: string, options: { tau: number }) =>
      answerJson(input, (line) => updateLine(line, options.tau)),
    );
  cmd
    .command('recompute')
    .description(
      'replays every stored rated result in finish order and compares the ratings with the stored ' +
        'ones (out: one JSON line; exit 1 when they differ, unless --write stores the recomputed)',
    )
    .requiredOption('--store <store>', 'the data folder of the SQLite store, or a postgres:// URL')
    .option('--write', 'store the recomputed ratings in place of the stored ones')
    .addHelpText('after', RECOMPUTE_HELP)
    .action(async (options: { store: string; write?: boolean }) => {
      const store = options.store;
      if (!isPostgresUrl(store) && !existsSync(join(store, 'parlour.sqlite'))) {
        console.error(`parlour: there is no store in ${store} (no parlour.sqlite there).`);
        process.exitCode = 2;
        return;
      }
      let players: PlayerStore;
      try {
        const { openPlayerStore } = await import('../server/players/open');
        players = await openPlayerStore(
          isPostgresUrl(store) ? { store, dataDir: '' } : { dataDir: store },
        );
      } catch (e) {
        console.error(`parlour: cannot open the store ${shownUrl(store)}: ${(e as Error).message}`);
        process.exitCode = 2;
        return;
      }
      try {
        const summary = await recomputeRatings(players, { write: options.write === true });
        console.log(
          JSON.stringify({ store: isPostgresUrl(store) ? 'postgres' : 'sqlite', ...summary }),
        );
        if (summary.differ > 0 && !summary.written) process.exitCode = 1;
      } finally {
        await players.close();
      }
    });
  return cmd;
}

const RECOMPUTE_HELP = `
Reads every finished rated result the player store holds, in the order the matches finished,
rates them again from scratch (Glicko-2, one rating period per match, as the server does when a
match finishes) and compares every stored rating with the recomputed one, to the last bit.

Prints one JSON line:
  {"store":"sqlite","results":120,"ratings":34,"recomputed":34,"differ":0,"written":false,"first":null}
results: the results replayed; ratings: the records stored; recomputed: the records of players
still known; differ: how many records differ (stored but not recomputed, recomputed but not
stored, or any field different); first: the first difference, {"player","game","field","stored",
"recomputed"}, or null. With --write, the recomputed records replace the stored ones ("written":
true). A forgotten player's results are replayed (they shaped their opponents' ratings) but their
records are neither compared nor stored.

Exit status: 0 when the ratings agree (or were written), 1 when they differ, 2 when the store
cannot be opened.
`;

/** What `parlour ratings recompute` found. */
export interface RecomputeSummary {
  results: number;
  ratings: number;
  recomputed: number;
  differ: number;
  written: boolean;
  first: RecordDifference | null;
}

/** Replays the store's results, compares with its ratings, and (with `write`) stores them. */
export async function recomputeRatings(
  players: PlayerStore,
  opts: { write: boolean },
): Promise<RecomputeSummary> {
  const results = await players.results();
  const stored = await players.allRatings();
  const table = recompute(results);
  const everyone = new Set(results.flatMap((r) => r.players.filter((p) => p !== null)));
  const live = await players.isLive([...everyone]);
  const rows = tableRows(table).filter((r) => live.has(r.player));
  const found = differences(stored, table, (p) => live.has(p));
  if (opts.write && found.length > 0) await players.replaceRatings(rows);
  return {
    results: results.length,
    ratings: stored.length,
    recomputed: rows.length,
    differ: found.length,
    written: opts.write && found.length > 0,
    first: found[0] ?? null,
  };
}
