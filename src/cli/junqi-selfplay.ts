/**
 * `parlour junqi selfplay --bots A,B --games N [--seed S] [--json]`: two bot levels play each
 * other N times, colours alternating (game i gives A blue when i is even), each bot deciding from
 * its own seat's view and the events its seat saw, as on the server. A summary per bot follows:
 * wins, draws, losses, the average game length and the time its decisions took.
 */
import { type Command, InvalidArgumentError } from 'commander';
import { playBotTurn, tableOf } from '../core/bot-turn';
import { stepFor } from '../core/events';
import type { BotLevel, BotMind, SeenStep } from '../core/game';
import { type MatchState, matchOutcome, seatsToMove, startMatch } from '../core/match';
import { randomSeed } from '../core/rng';
import { type JunqiMove, type JunqiState, type JunqiView, junqi, SIDE_NAMES } from '../games/junqi';
import { botSeed } from '../server/bots/seed';

/** A game still going after this many plies is stopped and counted a draw ("move-limit"). */
export const MOVE_LIMIT = 2000;
/** Decisions in the setup (swaps, layouts, "ready") before a game is stopped the same way. */
const SETUP_LIMIT = 1000;

type Level = BotLevel<JunqiView, JunqiMove>;

export interface GameRecord {
  readonly game: number;
  readonly blue: string;
  readonly red: string;
  readonly winner: 'blue' | 'red' | null;
  readonly reason: string;
  readonly plies: number;
}

/** One bot's part of the run: its games' results and the time of each of its decisions. */
export interface Tally {
  readonly level: string;
  wins: number;
  draws: number;
  losses: number;
  plies: number;
  games: number;
  /** Decisions replaced by the fallback move: the bot threw, or chose a move the rules refused. */
  faults: number;
  readonly ms: number[];
}

export const newTally = (level: string): Tally => ({
  level,
  wins: 0,
  draws: 0,
  losses: 0,
  plies: 0,
  games: 0,
  faults: 0,
  ms: [],
});

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

function summaryOf(t: Tally) {
  const mean = t.ms.length === 0 ? 0 : t.ms.reduce((a, b) => a + b, 0) / t.ms.length;
  return {
    bot: t.level,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    avgPlies: t.games === 0 ? 0 : round(t.plies / t.games, 1),
    decisions: t.ms.length,
    avgMs: round(mean, 3),
    p99Ms: round(percentile(t.ms, 0.99), 3),
    faults: t.faults,
  };
}

/**
 * Plays one game. `tallies[k]` is the k-th bot named; in game i the first bot takes seat 0 (blue)
 * when i is even. A bot fault is reported through `warn` and the game's fallback move is played.
 */
export function playGame(
  levels: readonly [Level, Level],
  tallies: readonly [Tally, Tally],
  game: number,
  seed: string,
  warn: (message: string) => void,
): GameRecord {
  const bySeat = game % 2 === 0 ? [0, 1] : [1, 0];
  const matchSeed = `${seed}:${game}`;
  let match: MatchState = startMatch(
    junqi,
    { game: 'junqi', options: {}, seats: 2, seed: matchSeed },
    bySeat.map((k) => ({ kind: 'bot', level: levels[k]!.id })),
  );
  let table = tableOf(match);
  const state = () => match.state as JunqiState;
  // Each seat its own mind, told what its seat saw since its previous decision.
  const minds: BotMind<JunqiView, JunqiMove>[] = bySeat.map((k) => {
    const level = levels[k]!;
    return level.create ? level.create() : level;
  });
  const seen: SeenStep[][] = [[], []];
  let setupSteps = 0;
  let reason: string | null = null;
  let winners: number[] = [];
  for (;;) {
    const over = matchOutcome(junqi, match);
    if (over) {
      reason = over.reason;
      winners = over.winners;
      break;
    }
    if (state().ply >= MOVE_LIMIT || setupSteps >= SETUP_LIMIT) {
      reason = 'move-limit';
      break;
    }
    if (state().phase === 'setup') setupSteps++;
    const seat = seatsToMove(junqi, match)[0]!;
    const tally = tallies[bySeat[seat]!]!;
    const ctx = {
      seat,
      seed: botSeed(matchSeed, seat, match.version),
      events: seen[seat]!,
    };
    seen[seat] = [];
    const turn = playBotTurn(junqi, table, seat, minds[seat]!, ctx);
    tally.ms.push(turn.ms);
    if (turn.fault !== null) {
      tally.faults++;
      warn(`game ${game}, ply ${state().ply}: ${tally.level} (${SIDE_NAMES[seat]}) ${turn.fault}`);
    }
    table = turn.table;
    match = turn.match;
    // A draft (a Junqi setup) is no step: nobody hears of it.
    for (const step of turn.steps) {
      for (const s of [0, 1]) seen[s]!.push(stepFor(step.v, step.events, s));
    }
  }
  const plies = state().ply;
  const winner = winners.length === 1 ? (winners[0] === 0 ? 'blue' : 'red') : null;
  for (const [seat, k] of bySeat.entries()) {
    const t = tallies[k]!;
    t.games++;
    t.plies += plies;
    if (winner === null) t.draws++;
    else if (winners.includes(seat)) t.wins++;
    else t.losses++;
  }
  return {
    game,
    blue: levels[bySeat[0]!]!.id,
    red: levels[bySeat[1]!]!.id,
    winner,
    reason,
    plies,
  };
}

function progress(done: number, total: number): void {
  if (process.stderr.isTTY !== true) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  process.stderr.write(`\r\x1b[K[${bar}] ${done}/${total} games`);
  if (done === total) process.stderr.write('\r\x1b[K');
}

function table(rows: ReturnType<typeof summaryOf>[], names: readonly string[]): string {
  const head = ['bot', 'wins', 'draws', 'losses', 'avg plies', 'avg ms', 'p99 ms', 'faults'];
  const body = rows.map((r, i) => [
    names[i]!,
    String(r.wins),
    String(r.draws),
    String(r.losses),
    r.avgPlies.toFixed(1),
    r.avgMs.toFixed(3),
    r.p99Ms.toFixed(3),
    String(r.faults),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

function gamesOption(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a positive whole number');
  return n;
}

const HELP_AFTER = `
Game i (counted from 0) gives the first bot blue when i is even, the second when it is odd. Each
bot decides from its own seat's view only, with a mind of its own per game and seat; the seed of
each decision is derived from --seed, the game, the seat and the step, so the same seed plays the
same games. A game still going after ${MOVE_LIMIT} plies is stopped and counted a draw, reason
"move-limit". A bot that throws or chooses a refused move is reported on standard error, the
game's fallback move is played for it, and the exit status is 1.

With --json: one line per game, {"game","blue","red","winner","reason","plies"}, then
{"summary":{"games","seed","blueWins","redWins","draws","bots":[{"bot","wins","draws","losses",
"avgPlies","decisions","avgMs","p99Ms","faults"},…]}}, a bot's row for each bot named, in order.
`;

export function registerJunqiSelfplay(junqiCmd: Command): void {
  const known = junqi.bots.map((b) => b.id);
  junqiCmd
    .command('selfplay')
    .description('bot levels against each other (wins, draws, losses, game length, decision times)')
    .requiredOption('--bots <a,b>', `the two bot levels, e.g. random,random (${known.join(', ')})`)
    .option('--games <n>', 'how many games', gamesOption, 10)
    .option('--seed <seed>', 'the same seed plays the same games; random by default')
    .option('--json', 'one JSON line per game, then a summary line')
    .addHelpText('after', HELP_AFTER)
    .action((opts: { bots: string; games: number; seed?: string; json?: boolean }) => {
      const names = opts.bots.split(',').map((s) => s.trim());
      const fail = (message: string) => {
        process.stderr.write(`parlour junqi selfplay: ${message}\n`);
        process.exitCode = 1;
      };
      if (names.length !== 2) return fail(`--bots names two levels, such as random,random`);
      const levels = names.map((name) => junqi.bots.find((b) => b.id === name));
      const unknown = names.find((_, i) => !levels[i]);
      if (unknown !== undefined) {
        return fail(`no bot level "${unknown}"; the levels are ${known.join(', ')}`);
      }
      const pair = levels as [Level, Level];
      const seed = opts.seed ?? randomSeed();
      const tallies: [Tally, Tally] = [newTally(names[0]!), newTally(names[1]!)];
      let faults = 0;
      const warn = (message: string) => {
        faults++;
        if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
        process.stderr.write(`parlour junqi selfplay: ${message}; the fallback move is played\n`);
      };
      const sides = { blue: 0, red: 0, draws: 0 };
      for (let game = 0; game < opts.games; game++) {
        const record = playGame(pair, tallies, game, seed, warn);
        if (record.winner === null) sides.draws++;
        else sides[record.winner]++;
        if (opts.json) process.stdout.write(`${JSON.stringify(record)}\n`);
        progress(game + 1, opts.games);
      }
      const rows = tallies.map(summaryOf);
      if (opts.json) {
        const summary = {
          games: opts.games,
          seed,
          blueWins: sides.blue,
          redWins: sides.red,
          draws: sides.draws,
          bots: rows,
        };
        process.stdout.write(`${JSON.stringify({ summary })}\n`);
      } else {
        // The same level twice: tell the two rows apart by the order they were named in.
        const labels = names[0] === names[1] ? names.map((n, i) => `${n} #${i + 1}`) : names;
        process.stdout.write(
          `${opts.games} games, seed "${seed}": blue won ${sides.blue}, red won ${sides.red}, ${sides.draws} drawn\n` +
            `${table(rows, labels)}\n`,
        );
      }
      if (faults > 0) process.exitCode = 1;
    });
}
