/**
 * `parlour ratings update - [--tau T]`: Glicko-2 for other tools, JSON lines in and out.
 *
 *   in:  {"player":{"rating":1500,"deviation":200,"volatility":0.06},
 *         "games":[{"rating":1400,"deviation":30,"score":1},…]}      one rating period a line
 *   out: {"rating":…,"deviation":…,"volatility":…}                   unrounded, unclamped
 *        {"error":{"code":…,"message":…}}                            a line it cannot read
 */
import { Argument, type Command, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { DEFAULT_TAU, NEW_PLAYER, type Rating, ratePeriod } from '../ratings/glicko2';
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
  return cmd;
}
