/**
 * Junqi figures: the rules' speed (legal-move lists, random play-outs from the start), and the
 * strong level — its decision times and a tournament against the random level and against a
 * rule-of-thumb bot, each match played through the platform's reducer as the server plays it.
 *
 *   npm run bench -- junqi              200 games a pairing
 *   JUNQI_GAMES=20 npm run bench -- junqi   a quick check
 */
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
import { botSeed } from '../src/server/bots/seed';
import { ruleOfThumb } from './junqi-rule-bot';
import { round, summarise } from './stats';

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

function pairing(opponent: JunqiBot, games: number, times: number[]) {
  const strong = junqi.bots.find((b) => b.id === 'strong')!;
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let plies = 0;
  const asBlue = { games: 0, wins: 0 };
  const endings: Record<string, number> = {};
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots: [JunqiBot, JunqiBot] = seat === 0 ? [strong, opponent] : [opponent, strong];
    const seed = `junqi-${opponent.id}-${g}`;
    const r = playMatch(bots, seed, {
      maxPlies: MAX_PLIES,
      seedFor: (s, v) => botSeed(seed, s, v),
      onDecision: (d) => {
        if (d.seat === seat) times.push(d.ms);
      },
    });
    plies += r.plies;
    const key = `${r.winner === seat ? 'won' : r.winner === null ? 'drawn' : 'lost'}: ${r.reason}`;
    endings[key] = (endings[key] ?? 0) + 1;
    if (r.winner === seat) wins++;
    else if (r.winner === null) draws++;
    else losses++;
    if (seat === 0) {
      asBlue.games++;
      if (r.winner === seat) asBlue.wins++;
    }
  }
  const pct = (n: number) => round((100 * n) / games, 1);
  return {
    games,
    winPercent: pct(wins),
    drawPercent: pct(draws),
    lossPercent: pct(losses),
    winsAsBlue: `${asBlue.wins}/${asBlue.games}`,
    winsAsRed: `${wins - asBlue.wins}/${games - asBlue.games}`,
    averagePlies: Math.round(plies / games),
    endings,
    seconds: round((performance.now() - t0) / 1000, 1),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const games = Number(process.env.JUNQI_GAMES ?? 200);
  if (!Number.isInteger(games) || games < 2) throw new Error('JUNQI_GAMES: a whole number ≥ 2');
  const seconds = Number(process.env.JUNQI_SECONDS ?? 3);
  const times: number[] = [];
  const vsRandom = pairing(junqi.bots.find((b) => b.id === 'random')!, games, times);
  const vsRule = pairing(ruleOfThumb, games, times);
  const targets = {
    'strong beats random in >= 98%': vsRandom.winPercent >= 98,
    'strong beats rule-of-thumb in >= 75%': vsRule.winPercent >= 75,
    'p99 decision < 1000 ms': summarise(times).p99 < 1000,
  };
  return {
    machine: 'timings are wall-clock on a shared machine',
    moveGeneration: moveGeneration(seconds),
    randomPlayouts: playouts(seconds),
    strongDecisionMs: {
      what: 'every decision of the strong level in both pairings below (setup included)',
      ...summarise(times),
    },
    strongVsRandom: vsRandom,
    strongVsRuleOfThumb: vsRule,
    maxPlies: MAX_PLIES,
    targets,
  };
}
