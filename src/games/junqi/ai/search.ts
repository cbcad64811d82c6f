/**
 * The strong level's search: determinised Monte Carlo. It draws worlds — whole assignments of
 * ranks to the enemy's pieces that agree with everything the seat has seen — and in each world
 * scores every legal move by a two-ply search (its move, every reply, the static evaluation).
 * The reply is judged between the worst one and the one the enemy is likely to play: it is not
 * an oracle (it does not know our ranks either), but it is not a fool. So the replies are
 * weighed by how close each comes to the enemy's best, and one that throws a piece away counts
 * for little: weighed alike, such replies made a move that invites them look good, and left a
 * flag's door open behind it (82.5% of games won against the rule-of-thumb player, 87% weighed).
 * A reply that takes our flag is always played. The move with the best chance of winning over the
 * worlds is played (each world's score read as a chance: ai/win-chance). The cost is counted in
 * work — worlds drawn and positions evaluated — so the same seed gives the same move on an idle
 * machine and on a busy one; a wall-clock ceiling far above what that work takes is only a
 * safety (against a machine far slower than any we serve on).
 *
 * Why no deeper: a third ply would be our own move chosen knowing the sampled ranks — a
 * different best capture in each world, a choice the real game never offers (strategy fusion).
 * Tried as a one-attack extension at the leaves, it lost 31–68 to this search in self-play.
 * What is kept of a third ply is narrow (`nextCapture`): after each reply, a share of what our
 * best capture would gain, looked for only on the piece that has just replied and from our piece
 * that has just moved. So a piece of ours that the enemy takes where we retake the taker is not
 * counted wholly lost, a reply that leaves its piece where ours beats it counts as the loss it
 * is, and a piece of ours that steps up to one it beats is credited with the threat.
 */
import type { Rng } from '../../../core/rng';
import type { Side, Square } from '../board';
import type { CombatRules } from '../combat';
import type { Move } from '../moves';
import { FLAG } from '../pieces';
import { bestAttackFrom, bestAttackOn } from './capture';
import { type EvalContext, evaluate, VALUE, WIN } from './evaluate';
import {
  emptyPosition,
  generateMoves,
  MOVE_BUFFER,
  makeMove,
  moveFrom,
  moveTo,
  type Position,
} from './position';
import type { PriorOptions } from './priors';
import type { Assignment } from './sample';
import { chanceOf, scoreOfChances } from './win-chance';

/** The strong level's knobs: how much it searches, and how it weighs what it finds. */
export interface SearchOptions extends PriorOptions {
  /** Worlds to draw at most. */
  readonly worlds: number;
  /** Worlds always searched, however much work they take (the ceiling aside). */
  readonly minWorlds: number;
  /**
   * The work budget: positions evaluated (one per reply to each of our moves, in every world).
   * No world is started once this many have been evaluated and `minWorlds` are done.
   */
  readonly nodes: number;
  /**
   * A safety, not the budget: no world is started once this many milliseconds have passed. Set
   * far above what the work takes on a loaded machine, so that it never decides a move there
   * (and below the bot pool's deadline).
   */
  readonly ceilingMs: number;
  /**
   * How much of a move's score is the enemy's best reply (the rest is the reply it is expected
   * to play: see `replyTemperature`).
   */
  readonly paranoia: number;
  /**
   * How far from its best reply the enemy is expected to stray, in the evaluation's units (a
   * marshal is 100): replies are weighed by exp(−loss / this), so that a move is not rewarded for
   * the blunders it invites. 0 weighs every reply alike.
   */
  readonly replyTemperature: number;
  /** Material by rank, as the evaluation counts it. */
  readonly values: readonly number[];
  /** The clock the ceiling is read on (the tests pass a slow one). */
  readonly now?: () => number;
  /**
   * Whether each move is scored after every reply (two plies, the default) or on the position it
   * leaves (one ply: blind to what the enemy does next — the casual level).
   */
  readonly replies?: boolean;
  /** Noise added to each move's score before the best is picked (decide's default when absent). */
  readonly noise?: number;
  /**
   * The share of our best capture the move after the enemy's reply that the reply's position is
   * credited with (capture's `bestAttackOn` the replying piece, `bestAttackFrom` our moved one):
   * 0 or absent looks no further than the reply.
   */
  readonly nextCapture?: number;
  /**
   * Moves are compared by their chance of winning over the worlds (ai/win-chance), each world's
   * score read as a chance on this scale, in the evaluation's units: 0 or absent compares their
   * mean scores.
   */
  readonly chanceScale?: number;
}

/**
 * 24 worlds take up to ~60k positions (p99 ~190 ms a decision with four benches sharing two
 * cores, half what it was before the inner loops lost their per-call closures and the flag race
 * its scans of every square); the node budget stops the rare position that costs more, so a decision is at most
 * ~63k positions. In self-play 24 worlds beat 8 (what a 350 ms clock could leave on a busy
 * machine) 27–13; 64 worlds beat 24 only 22–17, no clear gain for almost three times the work.
 * A reply temperature of 60 or 150 won 174 and 173 of 200 games against the rule-of-thumb player,
 * against 165 with every reply weighed alike; 25 and 500 did less well on the first 100 (85, 86
 * against 91 and 88). The landmines drawn round the flag (flagDoorMine) and the big pieces read
 * into an attacker's captures (bold) won 177; the first alone cut the officers sent into the
 * landmines round a flag from 23 to 9 in 50 games. Probing a headquarters with a piece it can
 * spare won 181, and reading a piece that walks up to one of ours as likelier a bomb or a bigger
 * piece (approach) 186. Around that, nothing did better: twice the work (48 worlds, 120,000
 * positions) won 180, paranoia 0.35 and 0.7 won 175 each, bold 2 won 175 (the budget is not what
 * limits this search, its model is). A bomb of ours worth 30 more while the enemy marshal lives,
 * with every flag door mined, won 191 of games 0–199 in one run and 355 of 0–399 in another that
 * differed only in the layouts' draws (18 games drawn: bombs kept, the enemy marshal never met):
 * a single 200-game run can be ten games off. Each marshal worth 30 more (its fall shows its
 * flag) won 374 of games 0–399 against 367, then 180 of games 400–599 against 186: 554 of 600
 * against 553, nothing. The reserve half as large again won 179 of games 0–199. Where players
 * put their pieces, as a prior by row (bombs twice as likely in the two rows before the back one,
 * the marshal and the general half as likely again in the middle rows), brought the worlds closer
 * to the rule-of-thumb player's layouts (bombs there 9% and 24% against truly 28% and 29%, from 8%
 * and 15%) and won 178 of games 0–199; the bombs alone 183, the marshal and general alone 178.
 * Scoring a move by its mean less a share of its spread over the worlds (0.25, 0.5: a move that
 * is good on average but ruinous in some worlds counts for less) won 174 and 173. Replies picked
 * by what the enemy can see of our pieces (a moved piece that never won a combat taken for a
 * colonel: the rule-of-thumb player's bombs went for pieces it had watched win, 51 of its 54 bomb
 * attacks in 50 games) won 360 of games 0–399 against 367. A share of our next capture
 * (nextCapture) is what moved it at last: 0.5 won 569 of games 0–599 (376 of 0–399, 193 of
 * 400–599), 0.8 won 570 (193 of 0–199), against 553; in self-play 0.8 beat this search
 * without it 43–14 (3 drawn). The whole capture (1) won 186 of games 0–199. Counting each side's
 * answers to the other's strongest piece (evaluate's ANSWER_SET: bombs kept for the marshal) won
 * 579 of games 0–599 against 570, more in four of the six hundreds (98, 96, 99, 95, 96, 95).
 * The enemy's likely reply chosen among its captures and its best quiet move as one choice (forty
 * quiet moves' small weights outweighed a bomb's strike on our marshal) won 195 of games 0–199
 * alone, but 376 of games 0–399 with the answers, against their 388. Two trials drawn from how
 * the worlds compare with the truth (the rule-of-thumb player's pieces that walked up to ours were
 * bombs 2–5% of the time where the worlds said 10–12%): no bomb read into a piece that walks up
 * (approach for the ranks that beat or tie ours alone) won 385 of games 0–399; our bombs held back
 * from any piece fewer than half the worlds make a marshal or a general, but at our flag's doors
 * (the traces' bombs spent on brigadiers), 384; the enemy's unmoved bombs drawn by row as its
 * layouts truly put them (none seen in its second, third or back rows, 20–30% of its fourth and
 * fifth rows' unmoved pieces, against 14–17% and 7–16% drawn: weights 0.5, 0.5, 2, 2, 1), 384.
 * None beat the 388. An engineer drawn four times as often (and the world weighed back, as
 * importance sampling does) on an enemy piece that as one would strike our flag's door within two
 * moves: in a game lost that way the piece was an engineer in 3.5% of the worlds, none of the 24
 * drawn held one, and the raider cleared the landmine and took the flag. Weighed, the search took
 * the raider and won that game, but 389 of games 0–399, 377 of 400–799 and 381 of 800–1199
 * (1,147 of 1,200) against 388, 382 and 383 (1,153): the rare raid is too seldom what decides a
 * game to show, and the weighed worlds' wider spread costs a little elsewhere. In 10 of the 13
 * games of 1200–1599 not won, an enemy bomb had struck our marshal after it won a combat or two
 * in the enemy's half (the rule-of-thumb player's bombs go for pieces it has watched win), against
 * 6 of 16 games won; a bomb's strike on our marshal counted 40 worse than the material it costs
 * won 383 of those 400 games against 387, more of them lost for want of a move: a marshal that
 * keeps off every piece that may be a bomb does too little. In game 1993 the marshal took a piece
 * beside two others, each of the three a bomb in one world of six, and the bomb beside it struck:
 * over 600 worlds that capture scored 60 below a quiet move of the marshal's, over the 24 it
 * searched 10 above (a world in which the piece it takes is a bomb scores some 500 below the
 * others, and 24 worlds hold anything from none to eight of them). Each move's score weighed by
 * strata of what it meets in each world (its combat won, lost or both gone; the square it then
 * holds struck by a piece that beats or bombs it, or not), the strata weighed by 300 more worlds
 * drawn and those the 24 missed scored in one or two of them, far less often picks such a move (a
 * marshal's capture of a piece that is a bomb in one world of four, 8 worlds searched: the wrong
 * move in 19 of 60 searches, weighed by strata in 5; the error in its score 16.5 and 5.9), but won
 * 388 of games 1200–1599 with the strike read from road steps alone and 381 with runs along the
 * railroad too, against 387: the spread of a mean over 24 worlds is not what limits this search
 * either. Nor is the reading of the doors: a bomb three times likelier on a door of the
 * headquarters that does not hold the flag in the world being drawn (the rule-of-thumb player
 * keeps one there, which the worlds took for a landmine, and our marshal in game 1891, our major
 * general in 1993, stepped up beside it and was bombed) won 387 of games 1200–1599, the same.
 * What the mean itself did wrong was its scale: one world that ends the game (WIN, 100,000)
 * outweighed dozens in which the move costs a piece and the flag (ai/win-chance). Compared by
 * their chance of winning (`chanceScale` 150), the moves won 391 of games 1200–1599 against 387,
 * and on games new to both 390 of 2400–2799 (the same as before), 194 of 2800–2999 (193) and 195
 * of 3000–3199 (193): 1,170 of 1,200 against 1,163, within the seeds' noise, but never fewer;
 * the seven games of 2000–2399 lost before, six of them after such a throw, are all won now. A
 * flag that falls next move for certain counted at 20,000 rather than 3,000 (flag-race's UNMET),
 * the mean left as it was, won 387 of 1200–1599: what was out of scale was the game won, not the
 * flag lost. A chance scale of 100 won 391 of 1200–1599 too, and 300 won 387 (with flag-race's
 * door fix, against its 391): 150 stays.
 */
export const SEARCH_DEFAULTS: SearchOptions = {
  worlds: 24,
  minWorlds: 8,
  nodes: 60_000,
  ceilingMs: 900,
  paranoia: 0.5,
  replyTemperature: 60,
  values: VALUE,
  stillPerPly: 1 / 60,
  stillMax: 3,
  doorMine: 2,
  flagDoorMine: 6,
  raiderEngineer: 3,
  guardedFlag: 2,
  bold: 1,
  approach: 3,
  nextCapture: 0.8,
  chanceScale: 150,
};

/**
 * The casual level: the same beliefs and worlds, but only three of them, each move judged on the
 * position it leaves without a thought for the reply, and a lot of noise — it takes what it sees
 * and blunders what it does not (a piece left where the enemy takes it, a door left open).
 */
export const CASUAL_SEARCH: SearchOptions = {
  ...SEARCH_DEFAULTS,
  worlds: 3,
  minWorlds: 3,
  replies: false,
  noise: 12,
  // A casual player reads nothing into a piece that walks up to its own.
  approach: 1,
  // Nor weighs a gamble: it takes the mean of what it sees.
  chanceScale: 0,
};

/** One sampled world: our own pieces, and the enemy's with the ranks of an assignment. */
export interface WorldPiece {
  readonly square: Square;
  readonly side: Side;
  /** Our own rank, or -1 for an enemy piece (its rank comes from the assignment). */
  readonly rank: number;
  readonly origin: Square;
}

export function worldOf(pieces: readonly WorldPiece[], a: Assignment): Position {
  const p = emptyPosition();
  for (const piece of pieces) {
    p.side[piece.square] = piece.side;
    p.rank[piece.square] = piece.rank >= 0 ? piece.rank : a[piece.origin]!;
  }
  return p;
}

/**
 * A headquarters that may not hold the flag is probed with a piece the side can spare. Whatever
 * goes into a headquarters never comes out, and counted as the game won in every world that put
 * the flag there, a chance of one in three sent the marshal into the wrong one, where it sat out
 * the rest of a game strong then could not win (2 of the 4 draws in 100 games against the
 * rule-of-thumb player). So a piece worth this much or more (a major general and up) counts
 * finding the flag there as PROBE_WIN, about its own worth, not the game: it goes in only when
 * the flag is likelier there than not, and a cheaper piece goes first. Once the flag's square is
 * certain, any piece takes it.
 */
const PROBE_VALUE = 50;
const PROBE_WIN = 150;

const replies = new Uint16Array(MOVE_BUFFER);
const replyValues = new Float64Array(MOVE_BUFFER);

/**
 * Within a world the clock is looked at once this many positions have been evaluated since the
 * last look: more than most worlds take, so that the look costs nothing on a sound machine.
 */
const LOOK_EVERY = 4000;

/** Positions evaluated by `scoreMove` so far (the unit of the work budget). */
let evaluated = 0;

/**
 * The reply the enemy is expected to play, of the `n` whose values are in `replyValues`: each
 * weighed by exp(−(value − worst) / temperature), so that a reply about as good for the enemy
 * as its best counts fully and one that throws a piece away hardly at all (0: every reply alike).
 */
function likelyReply(n: number, worst: number, sum: number, temperature: number): number {
  if (temperature <= 0) return sum / n;
  let weights = 0;
  let weighed = 0;
  for (let i = 0; i < n; i++) {
    const v = replyValues[i]!;
    const w = Math.exp((worst - v) / temperature);
    weights += w;
    weighed += w * v;
  }
  return weighed / weights;
}

/** How a move's replies are judged: the part of the search's knobs that `scoreMove` reads. */
export type ReplyModel = Pick<
  SearchOptions,
  'paranoia' | 'replyTemperature' | 'replies' | 'nextCapture'
>;

/** The score of `move` in one world: our move, then every reply, then the evaluation. */
export function scoreMove(
  p: Position,
  move: Move,
  ctx: EvalContext,
  rules: CombatRules,
  model: ReplyModel,
): number {
  const { paranoia, replyTemperature } = model;
  const { rank, side } = p;
  const { from, to } = move;
  const enemy = 1 - ctx.me;
  const r0 = rank[from]!;
  const s0 = side[from]!;
  const r1 = rank[to]!;
  const s1 = side[to]!;
  makeMove(p, from, to, rules);
  let score: number;
  if (r1 === FLAG && s1 === enemy)
    score = ctx.flagSure === false && ctx.values[r0]! >= PROBE_VALUE ? PROBE_WIN : WIN;
  else if (model.replies === false) {
    evaluated++;
    score = evaluate(p, ctx);
  } else {
    const n = generateMoves(p, enemy, replies);
    evaluated += Math.max(1, n);
    if (n === 0) score = WIN;
    else {
      // The reply buffer is shared: read the replies out before anything else generates moves.
      let worst = Number.POSITIVE_INFINITY;
      let sum = 0;
      let flagFalls = false;
      for (let i = 0; i < n; i++) {
        const m = replies[i]!;
        const f = moveFrom(m);
        const t = moveTo(m);
        const q1 = rank[t]!;
        const u1 = side[t]!;
        // A piece beside our flag takes it: whoever stands at a headquarters attacks what is in
        // it, so that reply is a certainty, not one of many.
        if (q1 === FLAG && u1 === ctx.me) {
          flagFalls = true;
          break;
        }
        const q0 = rank[f]!;
        makeMove(p, f, t, rules);
        let v = evaluate(p, ctx);
        if (model.nextCapture) {
          // Our move comes next: the enemy's piece left where we take it, or what our moved
          // piece now reaches, is worth a share of what the capture gains.
          let gain = side[t] === enemy ? bestAttackOn(p, t, rules, ctx.values) : 0;
          if (side[to] === ctx.me) gain = Math.max(gain, bestAttackFrom(p, to, rules, ctx.values));
          v += model.nextCapture * gain;
        }
        rank[f] = q0;
        side[f] = enemy;
        rank[t] = q1;
        side[t] = u1;
        if (v < worst) worst = v;
        sum += v;
        replyValues[i] = v;
      }
      score = flagFalls
        ? -WIN
        : paranoia * worst + (1 - paranoia) * likelyReply(n, worst, sum, replyTemperature);
    }
  }
  rank[from] = r0;
  side[from] = s0;
  rank[to] = r1;
  side[to] = s1;
  return score;
}

export interface WorldSource {
  /** A fresh world: the position and where its two flags stand. */
  draw(rng: Rng): { position: Position; myFlag: Square; enemyFlag: Square };
}

/** What a search found and what it cost. */
export interface SearchResult {
  /** Each move's score over the worlds: the mean, or that of the chance (`chanceScale`). */
  readonly scores: number[];
  readonly worlds: number;
  /** Positions evaluated. */
  readonly nodes: number;
  /** The wall-clock ceiling stopped it before its work was done (never, on a sound machine). */
  readonly clipped: boolean;
}

/**
 * Draws worlds until `opts.worlds`, or `opts.nodes` positions evaluated once `opts.minWorlds`
 * are done: the decision depends on the seed and the position only, never on the clock, unless
 * the ceiling cuts it short.
 */
export function searchMoves(
  moves: readonly Move[],
  source: WorldSource,
  base: {
    readonly me: Side;
    readonly press: number;
    readonly rules: CombatRules;
    readonly flagSure?: boolean;
  },
  rng: Rng,
  opts: SearchOptions,
): SearchResult {
  const scale = opts.chanceScale ?? 0;
  // Sums over the worlds: of the scores, or with a scale of the chances of winning and losing.
  const totals = moves.map(() => 0);
  const against = moves.map(() => 0);
  const world = moves.map(() => 0);
  const now = opts.now ?? (() => performance.now());
  const start = now();
  const before = evaluated;
  const past = () => now() - start > opts.ceilingMs;
  let worlds = 0;
  let clipped = false;
  let lastLook = evaluated;
  search: while (worlds < opts.worlds) {
    if (worlds >= opts.minWorlds && evaluated - before >= opts.nodes) break;
    lastLook = evaluated;
    if (worlds > 0 && past()) {
      clipped = true;
      break;
    }
    const w = source.draw(rng);
    const ctx: EvalContext = {
      me: base.me,
      myFlag: w.myFlag,
      enemyFlag: w.enemyFlag,
      press: base.press,
      values: opts.values,
      flagSure: base.flagSure,
    };
    for (let i = 0; i < moves.length; i++) {
      // The ceiling is looked at within a world too, should one take far more work than most; a
      // world left unfinished is not counted, so that every move is judged on the same worlds.
      if (worlds > 0 && evaluated - lastLook >= LOOK_EVERY) {
        lastLook = evaluated;
        if (past()) {
          clipped = true;
          break search;
        }
      }
      world[i] = scoreMove(w.position, moves[i]!, ctx, base.rules, opts);
    }
    for (let i = 0; i < moves.length; i++) {
      if (scale > 0) {
        totals[i]! += chanceOf(world[i]!, scale);
        against[i]! += chanceOf(-world[i]!, scale);
      } else totals[i]! += world[i]!;
    }
    worlds++;
  }
  return {
    scores: totals.map((t, i) =>
      scale > 0 ? scoreOfChances(t, against[i]!, scale) : t / Math.max(1, worlds),
    ),
    worlds,
    nodes: evaluated - before,
    clipped,
  };
}
