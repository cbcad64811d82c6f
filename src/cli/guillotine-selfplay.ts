/**
 * `parlour guillotine selfplay --bots a,b,c,d --series N [--seed S] [--json]`: four bot levels,
 * listed for N E S W, play N series of 24 deals on the real series rules (the `guillotine` game,
 * through the match reducer, as on the server). Each bot decides from its own seat's view and the
 * events its seat saw, with a mind of its own per seat and series. A summary per seat follows:
 * the average place, the points per deal, and the points per deal of each game.
 */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { playBotTurn, tableOf } from '../core/bot-turn';
import { stepFor } from '../core/events';
import type { BotLevel, BotMind, SeenStep } from '../core/game';
import { type MatchState, matchOutcome, seatsToMove, startMatch } from '../core/match';
import { randomSeed } from '../core/rng';
import {
  DEALS,
  type DealOptions,
  GAMES,
  type GameId,
  type GuillotineMove,
  type GuillotineView,
  guillotine,
  places,
  SEAT_NAMES,
  type SeatName,
  type SeriesState,
} from '../games/guillotine';
import { botSeed } from '../server/bots/seed';
import { bySeat } from './guillotine-deal';

type Level = BotLevel<GuillotineView, GuillotineMove>;

/** Decisions in one series before it is stopped as broken: far more than 24 deals can take. */
const STEP_LIMIT = DEALS * 200;

export interface SeriesRecord {
  readonly seed: string;
  readonly totals: Record<SeatName, number>;
  readonly places: Record<SeatName, number>;
  readonly deals: readonly {
    readonly dealer: SeatName;
    readonly game: GameId;
    readonly deltas: Record<SeatName, number>;
  }[];
}

/** One seat's part of the run: its places, its points by game, its decisions' times. */
export interface SeatTally {
  readonly level: string;
  readonly places: number[];
  readonly points: Record<GameId, number>;
  readonly deals: Record<GameId, number>;
  readonly ms: number[];
  faults: number;
}

export const newSeatTally = (level: string): SeatTally => ({
  level,
  places: [],
  points: Object.fromEntries(GAMES.map((g) => [g, 0])) as Record<GameId, number>,
  deals: Object.fromEntries(GAMES.map((g) => [g, 0])) as Record<GameId, number>,
  ms: [],
  faults: 0,
});

/**
 * Plays one series on `seed`, `levels[s]` in seat s. A bot fault (it threw, or chose a move the
 * rules refused) is reported through `warn` and the game's fallback move is played for it;
 * `onDeal` hears each finished deal.
 */
export function playSeries(
  levels: readonly Level[],
  tallies: readonly SeatTally[],
  seed: string,
  options: DealOptions,
  warn: (message: string) => void,
  onDeal: () => void = () => {},
): SeriesRecord {
  let match: MatchState = startMatch(
    guillotine,
    { game: 'guillotine', options, seats: 4, seed },
    levels.map((l) => ({ kind: 'bot', level: l.id })),
  );
  let table = tableOf(match);
  const state = () => match.state as SeriesState;
  // Each seat its own mind, told what its seat saw since its previous decision.
  const minds: BotMind<GuillotineView, GuillotineMove>[] = levels.map((l) =>
    l.create ? l.create() : l,
  );
  const seen: SeenStep[][] = [[], [], [], []];
  for (let steps = 0; matchOutcome(guillotine, match) === null; steps++) {
    if (steps >= STEP_LIMIT) throw new Error(`series ${seed}: no end after ${STEP_LIMIT} moves`);
    const seat = seatsToMove(guillotine, match)[0]!;
    const tally = tallies[seat]!;
    const ctx = { seat, seed: botSeed(seed, seat, match.version), events: seen[seat]! };
    seen[seat] = [];
    const turn = playBotTurn(guillotine, table, seat, minds[seat]!, ctx);
    tally.ms.push(turn.ms);
    if (turn.fault !== null) {
      tally.faults++;
      warn(
        `series ${seed}, deal ${state().dealNo + 1}: ${tally.level} (${SEAT_NAMES[seat]}) ${turn.fault}`,
      );
    }
    const before = state().dealNo;
    table = turn.table;
    match = turn.match;
    // A draft (a Junqi setup) is no step: nobody hears of it.
    for (const step of turn.steps) {
      for (const s of [0, 1, 2, 3]) seen[s]!.push(stepFor(step.v, step.events, s));
    }
    if (state().dealNo !== before) onDeal();
  }
  const { totals, history } = state();
  const placed = places(totals);
  for (const [seat, t] of tallies.entries()) {
    t.places.push(placed[seat]!);
    for (const d of history) {
      t.points[d.game] += d.deltas[seat]!;
      t.deals[d.game]++;
    }
  }
  return {
    seed,
    totals: bySeat(totals),
    places: bySeat(placed),
    deals: history.map((d) => ({
      dealer: SEAT_NAMES[d.dealer],
      game: d.game,
      deltas: bySeat(d.deltas),
    })),
  };
}

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

/** The summary table: a row per seat. */
function table(tallies: readonly SeatTally[]): string {
  const head = ['seat', 'bot', 'avg place', 'per deal', ...GAMES, 'avg ms', 'faults'];
  const body = tallies.map((t, seat) => {
    const deals = GAMES.reduce((n, g) => n + t.deals[g], 0);
    const points = GAMES.reduce((n, g) => n + t.points[g], 0);
    return [
      SEAT_NAMES[seat]!,
      t.level,
      mean(t.places).toFixed(2),
      (deals === 0 ? 0 : points / deals).toFixed(2),
      ...GAMES.map((g) => (t.deals[g] === 0 ? 0 : t.points[g] / t.deals[g]).toFixed(2)),
      mean(t.ms).toFixed(3),
      String(t.faults),
    ];
  });
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((s, c) => (c < 2 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

function progress(done: number, total: number): void {
  if (process.stderr.isTTY !== true) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  process.stderr.write(`\r\x1b[K[${bar}] ${done}/${total} deals`);
  if (done === total) process.stderr.write('\r\x1b[K');
}

function seriesOption(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a positive whole number');
  return n;
}

const HELP_AFTER = `
The bots are listed for the seats N, E, S and W, which keep them for every series. Series i
(counted from 0) is played on the seed "<seed>:i": its deals, its first dealer and every bot's
decisions derive from it, so the same --seed plays the same series. Each bot decides from its own
seat's view only, with a mind of its own per seat and series. A bot that throws or chooses a
refused move is reported on standard error, the game's fallback move is played for it, and the
exit status is 1.

The table: per seat, its average place (1 for the lowest total; equal totals share a place),
its points per deal, and its points per deal of each game (points are penalties: lower is
better), the average time of its decisions and its faults.

With --json, only one line per series on standard output:
  {"seed":"<seed>:i","totals":{"N",…},"places":{"N",…},"deals":[{"dealer","game","deltas"},…]}
`;

export function registerGuillotineSelfplay(cmd: Command): void {
  const known = guillotine.bots.map((b) => b.id);
  cmd
    .command('selfplay')
    .description('bot levels playing series (average place, points per deal by game)')
    .requiredOption(
      '--bots <n,e,s,w>',
      `the bot levels of the seats N E S W, e.g. random,random,random,random (${known.join(', ')})`,
    )
    .option('--series <n>', 'how many series of 24 deals', seriesOption, 10)
    .option('--seed <seed>', 'the same seed plays the same series; random by default')
    .addOption(
      new Option('--ace-bonus <rule>', 'after an ace in Dominoes: play on (any) or one card (one)')
        .choices(['any', 'one'])
        .default('any'),
    )
    .option('--json', 'one JSON line per series, nothing else')
    .addHelpText('after', HELP_AFTER)
    .action(
      (opts: {
        bots: string;
        series: number;
        seed?: string;
        aceBonus: 'any' | 'one';
        json?: boolean;
      }) => {
        const names = opts.bots.split(',').map((s) => s.trim());
        const fail = (message: string) => {
          process.stderr.write(`parlour guillotine selfplay: ${message}\n`);
          process.exitCode = 1;
        };
        if (names.length !== 4) {
          return fail('--bots names four levels, for N E S W, such as random,random,random,random');
        }
        const levels = names.map((name) => guillotine.bots.find((b) => b.id === name));
        const unknown = names.find((_, i) => !levels[i]);
        if (unknown !== undefined) {
          return fail(`no bot level "${unknown}"; the levels are ${known.join(', ')}`);
        }
        const seed = opts.seed ?? randomSeed();
        const tallies = names.map(newSeatTally);
        let faults = 0;
        const warn = (message: string) => {
          faults++;
          if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
          process.stderr.write(
            `parlour guillotine selfplay: ${message}; the fallback move is played\n`,
          );
        };
        const total = opts.series * DEALS;
        let deals = 0;
        const options = { aceBonus: opts.aceBonus };
        for (let i = 0; i < opts.series; i++) {
          const record = playSeries(levels as Level[], tallies, `${seed}:${i}`, options, warn, () =>
            progress(++deals, total),
          );
          if (opts.json) process.stdout.write(`${JSON.stringify(record)}\n`);
        }
        if (!opts.json) {
          const rule = opts.aceBonus === 'one' ? '; ace bonus: one card' : '';
          process.stdout.write(
            `${opts.series} series of ${DEALS} deals, seed "${seed}"${rule}\n${table(tallies)}\n`,
          );
        }
        if (faults > 0) process.exitCode = 1;
      },
    );
}
