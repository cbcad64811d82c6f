/**
 * Glicko-2 ratings, exactly as in Mark Glickman's "Example of the Glicko-2 system" (steps 1–8):
 * the ratings are put on the Glicko-2 scale (μ, φ), the period's games give the estimated variance
 * v and improvement Δ, the new volatility σ′ is found by the Illinois algorithm (ε = 0.000001),
 * the deviation grows to φ* = √(φ² + σ′²) and shrinks by the games to φ′, the rating moves to μ′,
 * and both go back to the Glicko scale with 173.7178. A period without games is step 6 alone.
 *
 * Pure: numbers in, numbers out, nothing rounded and nothing clamped. Which games make up a rating
 * period, and where ratings are kept, is the caller's business.
 */

/** A player's standing on the Glicko scale (the one people see: 1500 is a typical player). */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** One game of the period: the opponent's rating and deviation before it, and the score. */
export interface RatedGame {
  readonly rating: number;
  readonly deviation: number;
  /** 1 for a win, 0.5 for a draw, 0 for a loss. */
  readonly score: number;
}

/**
 * Parlour's system constant τ: how far a player's volatility may move in one period.
 *
 * 0.5, the value of Glickman's own example, in the lower half of the 0.3–1.2 he recommends.
 * Smaller values keep the volatility from changing by large amounts, and so keep improbable
 * results from moving a rating enormously. Two of Parlour's games have luck in them — Guillotine
 * is dealt cards, Junqi's pieces are hidden — so an upset there is more often chance than a
 * real change of strength, which is the case for a smaller τ; lichess's 0.75 suits chess, a
 * game without chance, played in large numbers. Below 0.5 a player who really improves would be
 * slow to be believed in a pool as small as Parlour's, where players play few rated games.
 */
export const DEFAULT_TAU = 0.5;

/**
 * The standing of a player who has not played: rating 1500, deviation 350, volatility 0.06.
 *
 * Glickman's values for an unrated player. A deviation of 350 already puts 1500 ± 700 (about
 * 800 to 2200) in the 95% interval, which covers every strength Parlour's players and bots are
 * likely to have; lichess's 500 lets a newcomer's first few games throw the rating further, and
 * is made for a very large pool of players. A volatility of 0.06 goes with τ = 0.5, as in the
 * paper; lichess's 0.09 goes with its larger τ.
 */
export const NEW_PLAYER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** From the Glicko scale to the Glicko-2 scale and back (steps 2 and 8). */
export const GLICKO2_SCALE = 173.7178;
const CENTRE = 1500;
/** The Illinois iteration stops once the bracket is this narrow (step 5). */
export const CONVERGENCE_TOLERANCE = 0.000001;
/**
 * A bound that the iteration never comes near for any finite input (it converges in a handful
 * of steps): reached, it would mean numbers so extreme that they have no answer.
 */
const MAX_ITERATIONS = 10_000;

/** A standing on the Glicko-2 scale. */
export interface Scaled {
  readonly mu: number;
  readonly phi: number;
  readonly sigma: number;
}

/** A game on the Glicko-2 scale. */
export interface ScaledGame {
  readonly mu: number;
  readonly phi: number;
  readonly score: number;
}

/** The quantities of steps 3–7, on the Glicko-2 scale, for checking against the paper. */
export interface PeriodSteps {
  /** Step 3: the estimated variance of the rating from the games alone (Infinity without games). */
  readonly v: number;
  /** Step 4: the estimated improvement (0 without games). */
  readonly delta: number;
  /** Step 5: the new volatility σ′. */
  readonly sigma: number;
  /** Step 6: φ* = √(φ² + σ′²), the deviation grown by one period. */
  readonly phiStar: number;
  /** Step 7: the new deviation φ′ and rating μ′. */
  readonly phi: number;
  readonly mu: number;
}

/** Step 2: a standing on the Glicko-2 scale. */
export function toGlicko2(player: Rating): Scaled {
  return {
    mu: (player.rating - CENTRE) / GLICKO2_SCALE,
    phi: player.deviation / GLICKO2_SCALE,
    sigma: player.volatility,
  };
}

/** Step 8: back to the Glicko scale. */
export function fromGlicko2(player: Scaled): Rating {
  return {
    rating: GLICKO2_SCALE * player.mu + CENTRE,
    deviation: GLICKO2_SCALE * player.phi,
    volatility: player.sigma,
  };
}

/** g(φ) of step 3: how much an opponent's uncertain rating weakens what a game says. */
export const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** E(μ, μj, φj) of step 3: the expected score against the opponent. */
export const expectedScore = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5: σ′, the root of f by the Illinois algorithm, as the paper writes it. */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    const y = (ex * (delta2 - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
    if (Number.isNaN(y)) throw new RangeError('the volatility iteration left the numbers');
    return y;
  };
  let A = a;
  let B: number;
  if (delta2 > phi2 + v) B = Math.log(delta2 - phi2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; Math.abs(B - A) > CONVERGENCE_TOLERANCE; i++) {
    if (i === MAX_ITERATIONS) throw new RangeError('the volatility iteration did not converge');
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Steps 3–7 on the Glicko-2 scale. */
export function periodSteps(
  player: Scaled,
  games: readonly ScaledGame[],
  tau: number,
): PeriodSteps {
  const { mu, phi, sigma } = player;
  if (games.length === 0) {
    // Only step 6: the deviation grows, the rating and the volatility stay.
    const phiStar = Math.sqrt(phi * phi + sigma * sigma);
    return { v: Number.POSITIVE_INFINITY, delta: 0, sigma, phiStar, phi: phiStar, mu };
  }
  let information = 0;
  let surprise = 0;
  for (const game of games) {
    const gj = g(game.phi);
    const e = expectedScore(mu, game.mu, game.phi);
    information += gj * gj * e * (1 - e);
    surprise += gj * (game.score - e);
  }
  const v = 1 / information;
  const delta = v * surprise;
  if (!Number.isFinite(v) || !Number.isFinite(delta)) {
    // Every expected score is 0 or 1 to the last digit (ratings thousands of points apart).
    throw new RangeError('the games carry no information the arithmetic can hold');
  }
  const newSigma = newVolatility(phi, sigma, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  return { v, delta, sigma: newSigma, phiStar, phi: newPhi, mu: mu + newPhi * newPhi * surprise };
}

/**
 * The player's standing after one rating period with these games (none: a period without games),
 * unrounded and unclamped. Throws a RangeError only for numbers too extreme for the arithmetic:
 * every expected score 0 or 1 to the last digit (ratings some 6,000 points apart), or a volatility
 * iteration that overflows or does not converge.
 */
export function ratePeriod(player: Rating, games: readonly RatedGame[], tau: number): Rating {
  const opponents = games.map((game) => ({
    mu: (game.rating - CENTRE) / GLICKO2_SCALE,
    phi: game.deviation / GLICKO2_SCALE,
    score: game.score,
  }));
  const steps = periodSteps(toGlicko2(player), opponents, tau);
  const after = fromGlicko2(steps);
  // Without games the rating is the one given, not the same number through the scale and back.
  return games.length === 0 ? { ...after, rating: player.rating } : after;
}

/** One pairing from a game of several players: the opponent's index and this player's score. */
export interface PairwiseGame {
  readonly opponent: number;
  readonly score: number;
}

/**
 * A game of several players (a series of Guillotine) as games between each pair, rated from the
 * final places as Board Game Arena does: the better place wins the pair (1, its opponent 0),
 * equal places draw (0.5). `places[i]` is player i's place, 1 the best, equal places shared
 * (1, 1, 3, 4); the answer gives each player, in the same order, its games against every other
 * player, in the order of the players. To rate a player, look up each opponent's standing before
 * the period and pass the games to `ratePeriod` together.
 */
export function pairwiseGames(places: readonly number[]): PairwiseGame[][] {
  return places.map((mine, i) =>
    places.flatMap((theirs, opponent) =>
      opponent === i ? [] : [{ opponent, score: mine < theirs ? 1 : mine === theirs ? 0.5 : 0 }],
    ),
  );
}
