/**
 * Guillotine figures: whole random series per second on the real Game object and the platform's
 * reducer; the bots' decision times per level; and tournaments of one bot with three of another
 * — the strong level with three random bots (its placement, and its points per deal in each game
 * against theirs) and with three rule-of-thumb bots (the issue's goal), and the ladder: each
 * level with three of the level below, and with three rule-of-thumb bots, with 95% intervals
 * (Wilson for the share of series won, normal for the average place). The lone seat moves round
 * the table series by series; every bot sees only its own seat's view and events, as on the
 * server. Decisions are seeded and their search budgets counted in simulations, so the results
 * do not depend on the machine (the timings do).
 *
 *   npm run bench -- guillotine                        100 series a tournament
 *   GUILLOTINE_SERIES=12 npm run bench -- guillotine   a quick check
 *   GUILLOTINE_ONLY=rule npm run bench -- guillotine    the goal's tournament alone (strong with
 *                                                      3 rule-of-thumb) and its decision times
 *   GUILLOTINE_ONLY=styles …                           strong with 3 of each style it never
 *                                                      studied (bench/guillotine-styles.ts) and
 *                                                      with one of each; =cautious, =aggressive,
 *                                                      =dumper or =mixed: that table alone
 *   GUILLOTINE_FIRST=200 …                             the series from seed 200 on, not 0: fresh
 *                                                      seeds, to check a change not tuned on them
 *   GUILLOTINE_PER_SERIES=1 …                          each series' seed, place and margin too
 *                                                      (the lone seat's points less the others'
 *                                                      mean), to compare two versions seed by seed
 */
import { GAMES, type GameId, guillotine } from '../src/games/guillotine';
import { type GuillotineBot, playSeries } from '../src/games/guillotine/ai/arena';
import { botSeed } from '../src/server/bots/seed';
import { ruleOfThumb } from './guillotine-rule-bot';
import { aggressive, cautious, dumper, STYLES } from './guillotine-styles';
import { wholeNumber } from './settings';
import { meanInterval, round, summarise, wilsonPercent } from './stats';

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

/**
 * `hero` in one seat (moving round the table), `opponent` in the other three, or a table of
 * mixed opponents: their styles in the order given from the seat after the hero's, turning a
 * place each series so that every style sits in every seat.
 */
function tournament(
  hero: GuillotineBot,
  opponent: GuillotineBot | { readonly id: string; readonly mix: readonly GuillotineBot[] },
  series: number,
  times: Record<string, number[]>,
  first = 0,
) {
  const placeCounts = [0, 0, 0, 0];
  const placeList: number[] = [];
  // Per series, the hero's points less the mean of the other three's: lower is better, and two
  // versions of a bot compared on the same seeds differ by far less noise than their places.
  const perSeries: { seed: number; place: number; margin: number }[] = [];
  const mine = new Map<GameId, Tally>(GAMES.map((g) => [g, { points: 0, deals: 0 }]));
  const theirs = new Map<GameId, Tally>(GAMES.map((g) => [g, { points: 0, deals: 0 }]));
  const t0 = performance.now();
  for (let i = first; i < first + series; i++) {
    const seat = i % 4;
    const levels: GuillotineBot[] = [hero, hero, hero, hero];
    for (let k = 1; k < 4; k++) {
      const mix = 'mix' in opponent ? opponent.mix : [opponent, opponent, opponent];
      levels[(seat + k) % 4] = mix[(k - 1 + Math.floor(i / 4)) % 3]!;
    }
    const seed = `guillotine-${opponent.id}-${i}`;
    const r = playSeries(levels, seed, {
      seedFor: (s, v) => botSeed(seed, s, v),
      onDecision: (d) => {
        const id = levels[d.seat]!.id;
        times[id] ??= [];
        times[id].push(d.ms);
      },
    });
    const place = r.places![seat]!;
    placeList.push(place);
    placeCounts[place - 1]!++;
    let margin = 0;
    for (const d of r.state.history) {
      for (let s = 0; s < 4; s++) {
        const t = (s === seat ? mine : theirs).get(d.game)!;
        t.points += d.deltas[s]!;
        t.deals++;
        margin += s === seat ? d.deltas[s]! : -d.deltas[s]! / 3;
      }
    }
    perSeries.push({ seed: i, place, margin: round(margin, 2) });
  }
  const perDeal = (m: Map<GameId, Tally>) =>
    Object.fromEntries([...m].map(([g, t]) => [g, round(t.points / t.deals, 2)]));
  const place = meanInterval(placeList);
  const won = wilsonPercent(placeCounts[0]!, series);
  const margin = meanInterval(perSeries.map((p) => p.margin));
  return {
    series,
    seeds: [first, first + series - 1],
    averagePlace: round(place.mean, 3),
    averagePlace95: [round(place.low, 3), round(place.high, 3)],
    winPercent: round((100 * placeCounts[0]!) / series, 1),
    winPercent95: [won.low, won.high],
    places: {
      first: placeCounts[0],
      second: placeCounts[1],
      third: placeCounts[2],
      fourth: placeCounts[3],
    },
    marginPerSeries: round(margin.mean, 1),
    marginPerSeries95: [round(margin.low, 1), round(margin.high, 1)],
    ...(process.env.GUILLOTINE_PER_SERIES === '1' ? { perSeries } : {}),
    pointsPerDeal: {
      [hero.id]: perDeal(mine),
      [opponent.id === hero.id ? `other ${opponent.id}` : opponent.id]: perDeal(theirs),
    },
    seconds: round((performance.now() - t0) / 1000, 1),
  };
}

type Result = ReturnType<typeof tournament>;

/** One line of the ladder table. */
const row = (what: string, r: Result) => ({
  what,
  series: r.series,
  averagePlace: r.averagePlace,
  averagePlace95: r.averagePlace95,
  winPercent: r.winPercent,
  winPercent95: r.winPercent95,
});

export async function run(): Promise<Record<string, unknown>> {
  const series = wholeNumber('GUILLOTINE_SERIES', 100, 1);
  const first = wholeNumber('GUILLOTINE_FIRST', 0, 0);
  const seconds = Number(process.env.GUILLOTINE_SECONDS ?? 3);
  const times: Record<string, number[]> = {};
  const [random, casual, strong] = [level('random'), level('casual'), level('strong')];
  const only = process.env.GUILLOTINE_ONLY;
  const tables = ['cautious', 'aggressive', 'dumper', 'mixed'];
  if (only !== undefined && only !== 'rule' && only !== 'styles' && !tables.includes(only))
    throw new Error(`GUILLOTINE_ONLY: rule, styles, ${tables.join(', ')}, or unset`);
  if (only === 'styles' || tables.includes(only ?? '')) {
    const mixed = { id: 'mixed', mix: STYLES };
    const all = { cautious, aggressive, dumper, mixed } as const;
    const chosen = only === 'styles' ? tables : [only!];
    const results = Object.fromEntries(
      chosen.map((t) => [t, tournament(strong, all[t as keyof typeof all], series, times, first)]),
    );
    const strongTimes = summarise(times.strong ?? []);
    return {
      machine: 'timings are wall-clock on a shared machine; results are seeded and counted in work',
      what: 'strong with 3 players of a style written apart from its models (bench/guillotine-styles.ts), and with one of each',
      decisionMs: { strong: strongTimes },
      rows: Object.entries(results).map(([t, r]) =>
        row(`strong with ${t === 'mixed' ? 'one of each style' : `3 ${t}`}`, r),
      ),
      tournaments: results,
      targets: Object.fromEntries(
        Object.entries(results).flatMap(([t, r]) => [
          [`strong with ${t}: average place <= 1.35`, r.averagePlace <= 1.35],
          [`strong with ${t}: wins >= 65% of series`, r.winPercent >= 65],
        ]),
      ),
    };
  }
  if (only === 'rule') {
    const vsRule = tournament(strong, ruleOfThumb, series, times, first);
    const strongTimes = summarise(times.strong ?? []);
    return {
      machine: 'timings are wall-clock on a shared machine; results are seeded and counted in work',
      decisionMs: { strong: strongTimes, 'rule-of-thumb': summarise(times['rule-of-thumb'] ?? []) },
      strongVsRuleOfThumb: vsRule,
      targets: {
        'strong with 3 rule-of-thumb: average place <= 1.35': vsRule.averagePlace <= 1.35,
        'strong with 3 rule-of-thumb: wins >= 65% of series': vsRule.winPercent >= 65,
        'strong decision p99 <= 50 ms': strongTimes.p99 <= 50,
      },
    };
  }
  const vsRandom = tournament(strong, random, series, times, first);
  const vsRule = tournament(strong, ruleOfThumb, series, times, first);
  const casualVsRandom = tournament(casual, random, series, times, first);
  const strongVsCasual = tournament(strong, casual, series, times, first);
  const casualVsRule = tournament(casual, ruleOfThumb, series, times, first);
  const ruleVsCasual = tournament(ruleOfThumb, casual, series, times, first);
  const strongTimes = summarise(times.strong ?? []);
  const mine = vsRandom.pointsPerDeal.strong!;
  const theirs = vsRandom.pointsPerDeal.random!;
  const targets = {
    'strong with 3 rule-of-thumb: average place <= 1.35': vsRule.averagePlace <= 1.35,
    'strong with 3 rule-of-thumb: wins >= 65% of series': vsRule.winPercent >= 65,
    'strong decision p99 <= 50 ms': strongTimes.p99 <= 50,
    'strong with 3 random: fewer points per deal in every game': GAMES.every(
      (g) => mine[g]! < theirs[g]!,
    ),
    'ladder: casual with 3 random wins clearly (lower 95% bound of its win share > 25%)':
      casualVsRandom.winPercent95[0]! > 25,
    'ladder: strong with 3 casual wins clearly (lower 95% bound of its win share > 25%)':
      strongVsCasual.winPercent95[0]! > 25,
  };
  return {
    machine: 'timings are wall-clock on a shared machine; results are seeded and counted in work',
    randomSeries: randomSeries(seconds),
    decisionMs: {
      what: 'every decision in the tournaments below (calls included), per level',
      strong: strongTimes,
      casual: summarise(times.casual ?? []),
      random: summarise(times.random ?? []),
      'rule-of-thumb': summarise(times['rule-of-thumb'] ?? []),
    },
    strongVsRandom: vsRandom,
    strongVsRuleOfThumb: vsRule,
    ladder: {
      what: 'one bot with three of another; a lone seat that plays no better than the others wins 25% and places 2.5 on average',
      rows: [
        row('casual with 3 random', casualVsRandom),
        row('strong with 3 random', vsRandom),
        row('strong with 3 casual', strongVsCasual),
        row('casual with 3 rule-of-thumb', casualVsRule),
        row('rule-of-thumb with 3 casual', ruleVsCasual),
        row('strong with 3 rule-of-thumb', vsRule),
      ],
      pointsPerDeal: {
        'casual with 3 random': casualVsRandom.pointsPerDeal,
        'strong with 3 casual': strongVsCasual.pointsPerDeal,
        'casual with 3 rule-of-thumb': casualVsRule.pointsPerDeal,
      },
    },
    targets,
  };
}
