/**
 * Guillotine figures: whole random series per second on the real Game object and the platform's
 * reducer; the bots' decision times; and the strong level's tournaments — with three random
 * bots (its placement, and its points per deal in each game against theirs) and with three
 * rule-of-thumb bots (how many series it wins). The strong seat moves round the table series by
 * series; every bot sees only its own seat's view and events, as on the server.
 *
 *   npm run bench -- guillotine                     100 series a tournament
 *   GUILLOTINE_SERIES=12 npm run bench -- guillotine   a quick check
 */
import { GAMES, type GameId, guillotine } from '../src/games/guillotine';
import { type GuillotineBot, playSeries } from '../src/games/guillotine/ai/arena';
import { botSeed } from '../src/server/bots/seed';
import { ruleOfThumb } from './guillotine-rule-bot';
import { round, summarise } from './stats';

const level = (id: string) => guillotine.bots.find((b) => b.id === id)!;

function randomSeries(seconds: number) {
  const random = level('random');
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let series = 0;
  let decisions = 0;
  while (performance.now() < end) {
    const seed = `guillotine-random-${series}`;
    playSeries([random, random, random, random], seed, {
      seedFor: (s, v) => botSeed(seed, s, v),
      onDecision: () => decisions++,
    });
    series++;
  }
  const elapsed = (performance.now() - t0) / 1000;
  return {
    what: '4 random bots, a whole 24-deal series through the Game object and match.ts (views, events per seat)',
    seriesPerSecond: round(series / elapsed, 2),
    decisionsPerSecond: Math.round(decisions / elapsed),
  };
}

interface Tally {
  points: number;
  deals: number;
}

function tournament(opponent: GuillotineBot, series: number, times: Record<string, number[]>) {
  const strong = level('strong');
  const placeCounts = [0, 0, 0, 0];
  let placeSum = 0;
  const mine = new Map<GameId, Tally>(GAMES.map((g) => [g, { points: 0, deals: 0 }]));
  const theirs = new Map<GameId, Tally>(GAMES.map((g) => [g, { points: 0, deals: 0 }]));
  const t0 = performance.now();
  for (let i = 0; i < series; i++) {
    const seat = i % 4;
    const levels = [opponent, opponent, opponent, opponent];
    levels[seat] = strong;
    const seed = `guillotine-${opponent.id}-${i}`;
    const r = playSeries(levels, seed, {
      seedFor: (s, v) => botSeed(seed, s, v),
      onDecision: (d) => {
        const id = d.seat === seat ? 'strong' : opponent.id;
        times[id] ??= [];
        times[id].push(d.ms);
      },
    });
    const place = r.places![seat]!;
    placeSum += place;
    placeCounts[place - 1]!++;
    for (const d of r.state.history) {
      for (let s = 0; s < 4; s++) {
        const t = (s === seat ? mine : theirs).get(d.game)!;
        t.points += d.deltas[s]!;
        t.deals++;
      }
    }
  }
  const perDeal = (m: Map<GameId, Tally>) =>
    Object.fromEntries([...m].map(([g, t]) => [g, round(t.points / t.deals, 2)]));
  return {
    series,
    averagePlace: round(placeSum / series, 3),
    winPercent: round((100 * placeCounts[0]!) / series, 1),
    places: {
      first: placeCounts[0],
      second: placeCounts[1],
      third: placeCounts[2],
      fourth: placeCounts[3],
    },
    pointsPerDeal: { strong: perDeal(mine), [opponent.id]: perDeal(theirs) },
    seconds: round((performance.now() - t0) / 1000, 1),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const series = Number(process.env.GUILLOTINE_SERIES ?? 100);
  if (!Number.isInteger(series) || series < 1)
    throw new Error('GUILLOTINE_SERIES: a whole number ≥ 1');
  const seconds = Number(process.env.GUILLOTINE_SECONDS ?? 3);
  const times: Record<string, number[]> = {};
  const vsRandom = tournament(level('random'), series, times);
  const vsRule = tournament(ruleOfThumb, series, times);
  const strongTimes = summarise(times.strong ?? []);
  const mine = vsRandom.pointsPerDeal.strong!;
  const theirs = vsRandom.pointsPerDeal.random!;
  const targets = {
    'strong with 3 random: average place < 1.4': vsRandom.averagePlace < 1.4,
    'strong with 3 random: fewer points per deal in every game': GAMES.every(
      (g) => mine[g]! < theirs[g]!,
    ),
    'strong with 3 rule-of-thumb: wins >= 40% of series': vsRule.winPercent >= 40,
    'strong decision p99 < 500 ms': strongTimes.p99 < 500,
  };
  return {
    machine: 'timings are wall-clock on a shared machine',
    randomSeries: randomSeries(seconds),
    decisionMs: {
      what: 'every decision in the two tournaments below (calls included), per level',
      strong: strongTimes,
      random: summarise(times.random ?? []),
      'rule-of-thumb': summarise(times['rule-of-thumb'] ?? []),
    },
    strongVsRandom: vsRandom,
    strongVsRuleOfThumb: vsRule,
    targets,
  };
}
