import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAU,
  expectedScore,
  fromGlicko2,
  GLICKO2_SCALE,
  g,
  NEW_PLAYER,
  pairwiseGames,
  periodSteps,
  type RatedGame,
  type Rating,
  ratePeriod,
  toGlicko2,
} from './glicko2';

/** The example of Glickman's "Example of the Glicko-2 system". */
const PLAYER: Rating = { rating: 1500, deviation: 200, volatility: 0.06 };
const GAMES: RatedGame[] = [
  { rating: 1400, deviation: 30, score: 1 },
  { rating: 1550, deviation: 100, score: 0 },
  { rating: 1700, deviation: 300, score: 0 },
];
const scaledGames = (games: readonly RatedGame[]) =>
  games.map((game) => ({ ...toGlicko2({ ...game, volatility: 0 }), score: game.score }));

describe("Glickman's example", () => {
  it('step 2: the ratings on the Glicko-2 scale', () => {
    expect(toGlicko2(PLAYER).mu).toBe(0);
    expect(toGlicko2(PLAYER).phi).toBeCloseTo(1.1513, 4);
    const [a, b, c] = scaledGames(GAMES);
    expect(a!.mu).toBeCloseTo(-0.5756, 4);
    expect(a!.phi).toBeCloseTo(0.1727, 4);
    expect(b!.mu).toBeCloseTo(0.2878, 4);
    expect(b!.phi).toBeCloseTo(0.5756, 4);
    expect(c!.mu).toBeCloseTo(1.1513, 4);
    expect(c!.phi).toBeCloseTo(1.7269, 4);
  });

  it('step 3: g(φj) and E(μ, μj, φj) of each opponent', () => {
    const expected = [
      [0.9955, 0.639],
      [0.9531, 0.432],
      [0.7242, 0.303],
    ];
    for (const [j, game] of scaledGames(GAMES).entries()) {
      expect(g(game.phi)).toBeCloseTo(expected[j]![0]!, 4);
      expect(expectedScore(0, game.mu, game.phi)).toBeCloseTo(expected[j]![1]!, 3);
    }
  });

  it("steps 3–7: v, Δ, σ′, φ*, φ′ and μ′ on the Glicko-2 scale, as the paper's", () => {
    const steps = periodSteps(toGlicko2(PLAYER), scaledGames(GAMES), 0.5);
    // The paper prints v = 1.7785 and Δ = −0.4834, worked from its g and E rounded as above;
    // unrounded they are 1.77898 and −0.48393.
    expect(steps.v).toBeCloseTo(1.779, 3);
    expect(steps.delta).toBeCloseTo(-0.4839, 4);
    expect(steps.sigma).toBeCloseTo(0.05999, 4);
    expect(steps.sigma).toBeCloseTo(0.059996, 6);
    expect(steps.phiStar).toBeCloseTo(1.152855, 6);
    expect(steps.phi).toBeCloseTo(0.8722, 4);
    expect(steps.mu).toBeCloseTo(-0.2069, 4);
  });

  it('step 8: rating 1464.06, deviation 151.52, volatility 0.05999', () => {
    const after = ratePeriod(PLAYER, GAMES, 0.5);
    const steps = periodSteps(toGlicko2(PLAYER), scaledGames(GAMES), 0.5);
    expect(after).toEqual(fromGlicko2(steps));
    expect(after.rating).toBe(173.7178 * steps.mu + 1500);
    expect(after.deviation).toBe(173.7178 * steps.phi);
    // The paper's 1464.06 is 173.7178 × (−0.2069) + 1500, from μ′ rounded to four decimals;
    // unrounded, r′ = 1464.0507 — within the 0.0087 that rounding μ′ can move it.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(GLICKO2_SCALE * 0.00005 + 0.005);
    expect(after.rating).toBeCloseTo(1464.0507, 4);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.deviation).toBeCloseTo(151.5165, 4);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });
});

describe('the constants', () => {
  it("Parlour's τ and a new player's standing are within Glickman's advice", () => {
    expect(DEFAULT_TAU).toBeGreaterThanOrEqual(0.3);
    expect(DEFAULT_TAU).toBeLessThanOrEqual(1.2);
    expect(NEW_PLAYER).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
  });
});

// Sane ranges: ratings 0–4000, deviations 1–500, volatilities 0.001–0.3, τ 0.3–1.2.
const rating = fc.double({ min: 0, max: 4000, noNaN: true });
const deviation = fc.double({ min: 1, max: 500, noNaN: true });
const volatility = fc.double({ min: 0.001, max: 0.3, noNaN: true });
const tau = fc.double({ min: 0.3, max: 1.2, noNaN: true });
const player = fc.record({ rating, deviation, volatility });
const score = fc.constantFrom(0, 0.5, 1);
const game = fc.record({ rating, deviation, score });
const games = fc.array(game, { minLength: 1, maxLength: 30 });
const opponents = fc.array(fc.record({ rating, deviation }), { minLength: 1, maxLength: 30 });

describe('ratePeriod: properties', () => {
  it('a period without games leaves rating and volatility and grows the deviation (step 6)', () => {
    fc.assert(
      fc.property(player, tau, (p, t) => {
        const after = ratePeriod(p, [], t);
        expect(after.rating).toBe(p.rating);
        expect(after.volatility).toBe(p.volatility);
        expect(after.deviation).toBeGreaterThan(p.deviation);
        const phi = p.deviation / GLICKO2_SCALE;
        const grown = GLICKO2_SCALE * Math.sqrt(phi * phi + p.volatility * p.volatility);
        expect(after.deviation).toBe(grown);
      }),
    );
  });

  it('winning every game never lowers the rating; losing every game never raises it', () => {
    fc.assert(
      fc.property(player, opponents, tau, (p, them, t) => {
        const won = ratePeriod(
          p,
          them.map((o) => ({ ...o, score: 1 })),
          t,
        );
        const lost = ratePeriod(
          p,
          them.map((o) => ({ ...o, score: 0 })),
          t,
        );
        expect(won.rating).toBeGreaterThanOrEqual(p.rating);
        expect(lost.rating).toBeLessThanOrEqual(p.rating);
      }),
    );
  });

  // With the new volatility σ′, as step 6 grows it: with the old σ it need not hold, since a
  // surprising period raises σ′ above σ (a 1043 losing four times to a 0, deviations 1, does).
  it('after games the deviation is at most φ* = √(φ² + σ′²), the deviation of step 6', () => {
    fc.assert(
      fc.property(player, games, tau, (p, gs, t) => {
        const after = ratePeriod(p, gs, t);
        const phi = p.deviation / GLICKO2_SCALE;
        const phiStar = Math.sqrt(phi * phi + after.volatility * after.volatility);
        expect(after.deviation).toBeLessThanOrEqual(GLICKO2_SCALE * phiStar);
      }),
    );
  });

  it('every result is a finite number, the deviation and volatility positive', () => {
    fc.assert(
      fc.property(player, fc.array(game, { maxLength: 30 }), tau, (p, gs, t) => {
        const after = ratePeriod(p, gs, t);
        for (const value of Object.values(after)) expect(Number.isFinite(value)).toBe(true);
        expect(after.deviation).toBeGreaterThan(0);
        expect(after.volatility).toBeGreaterThan(0);
      }),
    );
  });

  it('two players of equal rating who draw each other both keep their ratings', () => {
    fc.assert(
      fc.property(
        rating,
        deviation,
        deviation,
        volatility,
        volatility,
        tau,
        (r, d1, d2, v1, v2, t) => {
          const a = { rating: r, deviation: d1, volatility: v1 };
          const b = { rating: r, deviation: d2, volatility: v2 };
          const aAfter = ratePeriod(a, [{ rating: r, deviation: d2, score: 0.5 }], t);
          const bAfter = ratePeriod(b, [{ rating: r, deviation: d1, score: 0.5 }], t);
          expect(aAfter.rating).toBeCloseTo(r, 9);
          expect(bAfter.rating).toBeCloseTo(r, 9);
        },
      ),
    );
  });

  it('between equal ratings, a win and a loss move the rating by the same amount', () => {
    fc.assert(
      fc.property(player, deviation, tau, (p, d, t) => {
        const won = ratePeriod(p, [{ rating: p.rating, deviation: d, score: 1 }], t);
        const lost = ratePeriod(p, [{ rating: p.rating, deviation: d, score: 0 }], t);
        expect(won.rating - p.rating).toBeCloseTo(p.rating - lost.rating, 9);
        expect(won.deviation).toBe(lost.deviation);
        expect(won.volatility).toBe(lost.volatility);
      }),
    );
  });
});

describe('pairwiseGames', () => {
  it('four distinct places: each player beats those below and loses to those above', () => {
    expect(pairwiseGames([2, 1, 4, 3])).toEqual([
      [
        { opponent: 1, score: 0 },
        { opponent: 2, score: 1 },
        { opponent: 3, score: 1 },
      ],
      [
        { opponent: 0, score: 1 },
        { opponent: 2, score: 1 },
        { opponent: 3, score: 1 },
      ],
      [
        { opponent: 0, score: 0 },
        { opponent: 1, score: 0 },
        { opponent: 3, score: 0 },
      ],
      [
        { opponent: 0, score: 0 },
        { opponent: 1, score: 0 },
        { opponent: 2, score: 1 },
      ],
    ]);
  });

  it('shared places are draws between the players who share them', () => {
    const [first, second, third, fourth] = pairwiseGames([1, 1, 3, 3]);
    expect(first).toEqual([
      { opponent: 1, score: 0.5 },
      { opponent: 2, score: 1 },
      { opponent: 3, score: 1 },
    ]);
    expect(second![0]).toEqual({ opponent: 0, score: 0.5 });
    expect(third).toEqual([
      { opponent: 0, score: 0 },
      { opponent: 1, score: 0 },
      { opponent: 3, score: 0.5 },
    ]);
    expect(fourth![2]).toEqual({ opponent: 2, score: 0.5 });
    expect(
      pairwiseGames([1, 1, 1, 1])
        .flat()
        .every((p) => p.score === 0.5),
    ).toBe(true);
  });

  it('every pair is played once from each side, the two scores adding up to 1', () => {
    const places = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(places, (ps) => {
        const games = pairwiseGames(ps);
        expect(games).toHaveLength(ps.length);
        for (const [i, mine] of games.entries()) {
          expect(mine.map((p) => p.opponent)).toEqual(ps.map((_, j) => j).filter((j) => j !== i));
          for (const { opponent, score } of mine) {
            const back = games[opponent]!.find((p) => p.opponent === i)!;
            expect(score + back.score).toBe(1);
            expect(score).toBe(Math.sign(ps[opponent]! - ps[i]!) / 2 + 0.5);
          }
        }
      }),
    );
  });

  it('rated together: the winner of a series of four gains, the last loses', () => {
    const before = [NEW_PLAYER, NEW_PLAYER, NEW_PLAYER, NEW_PLAYER];
    const games = pairwiseGames([1, 2, 3, 4]);
    const after = before.map((p, i) =>
      ratePeriod(
        p,
        games[i]!.map(({ opponent, score }) => ({ ...before[opponent]!, score })),
        DEFAULT_TAU,
      ),
    );
    expect(after[0]!.rating).toBeGreaterThan(1500);
    expect(after[3]!.rating).toBeLessThan(1500);
    expect(after[0]!.rating - 1500).toBeCloseTo(1500 - after[3]!.rating, 9);
    expect(after[1]!.rating - 1500).toBeCloseTo(1500 - after[2]!.rating, 9);
  });
});
