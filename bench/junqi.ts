/**
 * Junqi figures: the rules' speed (legal-move lists, random play-outs from the start); the
 * strong level against a rule-of-thumb player (bench/junqi-rule-bot.ts), with its decision
 * times; and the ladder — each level against the one below it, with 95% intervals. Every match
 * is played through the platform's reducer as the server plays it.
 *
 *   npm run bench -- junqi                     200 games a pairing
 *   JUNQI_GAMES=20 npm run bench -- junqi      a quick check
 *   JUNQI_ONLY=rule JUNQI_GAMES=40 npm run bench -- junqi   strong vs rule-of-thumb only
 */
import { loadavg } from 'node:os';
import { Rng } from '../src/core/rng';
import {
  initialState,
  type JunqiState,
  junqi,
  markReady,
  movesOf,
  playMove,
} from '../src/games/junqi';
import { type JunqiBot, playMatch } from '../src/games/junqi/ai/arena';
import type { StrongMind } from '../src/games/junqi/ai/strong';
import { botSeed } from '../src/server/bots/seed';
import { ruleOfThumb } from './junqi-rule-bot';
import { wholeNumber } from './settings';
import { round, summarise, wilsonPercent } from './stats';

const MAX_PLIES = 2000;

function started(): JunqiState {
  let s = initialState();
  for (const side of [0, 1] as const) {
    const r = markReady(s, side);
    if (r.ok) s = r.value;
  }
  return s;
}

/** A random game from the default layouts, until it ends or `limit` plies. */
function randomGame(rng: Rng, limit: number, onPosition?: (s: JunqiState) => void): JunqiState {
  let s = started();
  while (s.phase === 'play' && s.ply < limit) {
    onPosition?.(s);
    const moves = movesOf(s.board, s.toMove);
    const m = moves[rng.int(moves.length)]!;
    const r = playMove(s, s.toMove, m.from, m.to);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

function timeLoop(seconds: number, body: () => void): { runs: number; seconds: number } {
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let runs = 0;
  while (performance.now() < end) {
    body();
    runs++;
  }
  return { runs, seconds: (performance.now() - t0) / 1000 };
}

function moveGeneration(seconds: number) {
  const rng = new Rng('junqi-movegen');
  const positions: JunqiState[] = [];
  while (positions.length < 2000) {
    randomGame(rng, 400, (s) => {
      if (rng.next() < 0.05) positions.push(s);
    });
  }
  let k = 0;
  let moves = 0;
  const t = timeLoop(seconds, () => {
    const s = positions[k++ % positions.length]!;
    moves += movesOf(s.board, s.toMove).length;
  });
  return {
    what: 'movesOf (every legal move of the side to move) on positions from random games',
    positions: positions.length,
    listsPerSecond: Math.round(t.runs / t.seconds),
    movesPerSecond: Math.round(moves / t.seconds),
    averageMoves: round(moves / t.runs, 1),
  };
}

function playouts(seconds: number) {
  const rng = new Rng('junqi-playouts');
  const limit = 20_000;
  let plies = 0;
  const reasons: Record<string, number> = {};
  const t = timeLoop(seconds, () => {
    const s = randomGame(rng, limit);
    plies += s.ply;
    const reason = s.result?.reason ?? `unfinished at ${limit}`;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  });
  return {
    what: 'random vs random from the default layouts to the end, on the rules module',
    playoutsPerSecond: round(t.runs / t.seconds, 1),
    pliesPerSecond: Math.round(plies / t.seconds),
    averagePlies: Math.round(plies / t.runs),
    endings: reasons,
  };
}

interface PairingResult {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winPercent: number;
  /** The 95% Wilson interval of the win percentage (draws count as games not won). */
  readonly winInterval95: string;
  readonly drawPercent: number;
  readonly lossPercent: number;
  readonly winsAsBlue: string;
  readonly winsAsRed: string;
  readonly averagePlies: number;
  readonly endings: Record<string, number>;
  /** The games not won, by number (to replay one: its seed is the pairing's and the number). */
  readonly notWon: string[];
  /** Decisions that searched, and how many of them the wall-clock ceiling cut short. */
  readonly searches: { readonly decisions: number; readonly cutByCeiling: number };
  readonly seconds: number;
}

/**
 * `games` games of `first` against `second`, seats alternating (even games `first` is blue),
 * from `first`'s side. `times` gets every decision time of the bots named in `timed`.
 */
function pairing(
  first: JunqiBot,
  second: JunqiBot,
  games: number,
  timed: Record<string, number[]> = {},
  from = 0,
): PairingResult {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let plies = 0;
  const asBlue = { games: 0, wins: 0 };
  const endings: Record<string, number> = {};
  const notWon: string[] = [];
  let searched = 0;
  let clipped = 0;
  const t0 = performance.now();
  for (let g = from; g < from + games; g++) {
    const seat = g % 2;
    const bots: [JunqiBot, JunqiBot] = seat === 0 ? [first, second] : [second, first];
    const seed = `junqi-${first.id}-${second.id}-${g}`;
    const r = playMatch(bots, seed, {
      maxPlies: MAX_PLIES,
      seedFor: (s, v) => botSeed(seed, s, v),
      onDecision: (d) => {
        timed[bots[d.seat]!.id]?.push(d.ms);
        const search = (d.mind as Partial<StrongMind>).lastSearch;
        if (search) {
          searched++;
          if (search.clipped) clipped++;
        }
      },
    });
    plies += r.plies;
    const key = `${r.winner === seat ? 'won' : r.winner === null ? 'drawn' : 'lost'}: ${r.reason}`;
    endings[key] = (endings[key] ?? 0) + 1;
    if (r.winner === seat) wins++;
    else {
      notWon.push(`${g} ${key}`);
      if (r.winner === null) draws++;
      else losses++;
    }
    if (seat === 0) {
      asBlue.games++;
      if (r.winner === seat) asBlue.wins++;
    }
  }
  const pct = (n: number) => round((100 * n) / games, 1);
  const ci = wilsonPercent(wins, games);
  return {
    games,
    wins,
    draws,
    losses,
    winPercent: pct(wins),
    winInterval95: `${ci.low}–${ci.high}%`,
    drawPercent: pct(draws),
    lossPercent: pct(losses),
    winsAsBlue: `${asBlue.wins}/${asBlue.games}`,
    winsAsRed: `${wins - asBlue.wins}/${games - asBlue.games}`,
    averagePlies: Math.round(plies / games),
    endings,
    notWon,
    searches: { decisions: searched, cutByCeiling: clipped },
    seconds: round((performance.now() - t0) / 1000, 1),
  };
}

const level = (id: string): JunqiBot => {
  const bot = junqi.bots.find((b) => b.id === id);
  if (!bot) throw new Error(`no Junqi level ${id}`);
  return bot;
};

/**
 * Environment: JUNQI_GAMES (games of strong against the rule-of-thumb player and against random,
 * 200 by default), JUNQI_LADDER_GAMES (games of each other pair of levels, JUNQI_GAMES by
 * default), JUNQI_SECONDS (the rules' speed loops), JUNQI_ONLY (a comma list of the parts to run:
 * speed, rule, ladder; all by default), JUNQI_FIRST (the number of the first game against the
 * rule-of-thumb player, 0 by default: games are seeded by their number, so another range is a
 * fresh sample of games).
 */
export async function run(): Promise<Record<string, unknown>> {
  const games = wholeNumber('JUNQI_GAMES', 200, 2);
  const ladderGames = wholeNumber('JUNQI_LADDER_GAMES', games, 2);
  const seconds = Number(process.env.JUNQI_SECONDS ?? 3);
  const only = new Set((process.env.JUNQI_ONLY ?? 'speed,rule,ladder').split(','));
  const first = wholeNumber('JUNQI_FIRST', 0, 0);
  const out: Record<string, unknown> = {
    machine: 'timings are wall-clock on a shared machine',
    loadAverageAtStart: loadavg().map((x) => round(x, 2)),
  };
  if (only.has('speed')) {
    out.moveGeneration = moveGeneration(seconds);
    out.randomPlayouts = playouts(seconds);
  }
  const times: Record<string, number[]> = { strong: [], casual: [] };
  const targets: Record<string, boolean> = {};
  if (only.has('rule')) {
    const ruleTimes: Record<string, number[]> = { strong: [] };
    const vsRule = pairing(level('strong'), ruleOfThumb, games, ruleTimes, first);
    times.strong!.push(...ruleTimes.strong!);
    out.strongVsRuleOfThumb = {
      firstGame: first,
      ...vsRule,
      strongDecisionMs: {
        what: 'every decision of the strong level in these games (setup included)',
        ...summarise(ruleTimes.strong!),
      },
    };
    targets['strong beats rule-of-thumb in >= 98%'] = vsRule.winPercent >= 98;
  }
  if (only.has('ladder')) {
    // Each level against the one below it, and the ends against each other.
    const pairs: [string, string][] = [
      ['strong', 'random'],
      ['casual', 'random'],
      ['strong', 'casual'],
    ];
    const table: Record<string, unknown>[] = [];
    for (const [a, b] of pairs) {
      const n = a === 'strong' && b === 'random' ? games : ladderGames;
      const r = pairing(level(a), level(b), n, times);
      table.push({
        pair: `${a} vs ${b}`,
        games: r.games,
        winPercent: r.winPercent,
        winInterval95: r.winInterval95,
        drawPercent: r.drawPercent,
        averagePlies: r.averagePlies,
        endings: r.endings,
      });
      if (a === 'strong' && b === 'random')
        targets['strong beats random in >= 98%'] = r.winPercent >= 98;
      else
        targets[`${a} beats ${b} in > 50% (95% interval above 50%)`] =
          wilsonPercent(r.wins, r.games).low > 50;
    }
    const vsRule = pairing(level('casual'), ruleOfThumb, ladderGames, times);
    table.push({
      pair: 'casual vs rule-of-thumb',
      games: vsRule.games,
      winPercent: vsRule.winPercent,
      winInterval95: vsRule.winInterval95,
      drawPercent: vsRule.drawPercent,
      averagePlies: vsRule.averagePlies,
      endings: vsRule.endings,
    });
    out.ladder = table;
    // The same as lines of text, for a reader: pair, games, win %, its 95% interval, draws.
    out.ladderTable = [
      `${'pair'.padEnd(24)} ${'games'.padStart(5)} ${'win %'.padStart(6)}  95% interval   draws`,
      ...table.map(
        (row) =>
          `${String(row.pair).padEnd(24)} ${String(row.games).padStart(5)} ${String(row.winPercent).padStart(6)}  ${String(row.winInterval95).padEnd(13)}  ${row.drawPercent}%`,
      ),
    ];
  }
  out.strongDecisionMs = {
    what: 'every decision of the strong level in the games above (setup included)',
    ...summarise(times.strong!),
  };
  out.casualDecisionMs = {
    what: 'every decision of the casual level in the games above (setup included)',
    ...summarise(times.casual!),
  };
  if (times.strong!.length > 0)
    targets['p99 decision < 1000 ms'] = summarise(times.strong!).p99 < 1000;
  out.maxPlies = MAX_PLIES;
  out.loadAverageAtEnd = loadavg().map((x) => round(x, 2));
  out.targets = targets;
  return out;
}
