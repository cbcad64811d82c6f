/**
 * The strong level's search: determinised Monte Carlo. It draws worlds — whole assignments of
 * ranks to the enemy's pieces that agree with everything the seat has seen — and in each world
 * scores every legal move by a two-ply search (its move, every reply, the static evaluation).
 * The reply is judged between the worst one and the average one: the enemy is not an oracle (it
 * does not know our ranks either), but it is not a fool. The move with the best mean over the
 * worlds is played. The cost is bounded by the number of worlds and by a deadline.
 *
 * Why no deeper: a third ply would be our own move chosen knowing the sampled ranks — a
 * different best capture in each world, a choice the real game never offers (strategy fusion).
 * Tried as a one-attack extension at the leaves, it lost 31–68 to this search in self-play.
 */
import type { Rng } from '../../../core/rng';
import type { Side, Square } from '../board';
import type { CombatRules } from '../combat';
import type { Move } from '../moves';
import { FLAG } from '../pieces';
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

/** The strong level's knobs: how much it searches, and how it weighs what it finds. */
export interface SearchOptions extends PriorOptions {
  /** Worlds to draw at most. */
  readonly worlds: number;
  /** Worlds always searched, whatever the clock says. */
  readonly minWorlds: number;
  /** Stop drawing worlds once this many milliseconds have passed. */
  readonly deadlineMs: number;
  /** How much of a reply's score is the enemy's best reply (the rest is the average reply). */
  readonly paranoia: number;
  /** Material by rank, as the evaluation counts it. */
  readonly values: readonly number[];
}

export const SEARCH_DEFAULTS: SearchOptions = {
  worlds: 24,
  minWorlds: 4,
  deadlineMs: 350,
  paranoia: 0.5,
  values: VALUE,
  stillPerPly: 1 / 60,
  stillMax: 3,
  doorMine: 2,
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

const replies = new Uint16Array(MOVE_BUFFER);

/** The score of `move` in one world: our move, then every reply, then the evaluation. */
export function scoreMove(
  p: Position,
  move: Move,
  ctx: EvalContext,
  rules: CombatRules,
  paranoia: number,
): number {
  const { rank, side } = p;
  const { from, to } = move;
  const enemy = 1 - ctx.me;
  const r0 = rank[from]!;
  const s0 = side[from]!;
  const r1 = rank[to]!;
  const s1 = side[to]!;
  makeMove(p, from, to, rules);
  let score: number;
  if (r1 === FLAG && s1 === enemy) score = WIN;
  else {
    const n = generateMoves(p, enemy, replies);
    if (n === 0) score = WIN;
    else {
      // The reply buffer is shared: read the replies out before anything else generates moves.
      let worst = Number.POSITIVE_INFINITY;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const m = replies[i]!;
        const f = moveFrom(m);
        const t = moveTo(m);
        const q0 = rank[f]!;
        const q1 = rank[t]!;
        const u1 = side[t]!;
        makeMove(p, f, t, rules);
        const v = q1 === FLAG && u1 === ctx.me ? -WIN : evaluate(p, ctx);
        rank[f] = q0;
        side[f] = enemy;
        rank[t] = q1;
        side[t] = u1;
        if (v < worst) worst = v;
        sum += v;
      }
      score = paranoia * worst + (1 - paranoia) * (sum / n);
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

/** Mean score of each move over the worlds searched, and how many worlds that was. */
export function searchMoves(
  moves: readonly Move[],
  source: WorldSource,
  base: { readonly me: Side; readonly press: number; readonly rules: CombatRules },
  rng: Rng,
  opts: SearchOptions,
): { scores: number[]; worlds: number } {
  const totals = moves.map(() => 0);
  const start = performance.now();
  let worlds = 0;
  while (worlds < opts.worlds) {
    if (worlds >= opts.minWorlds && performance.now() - start > opts.deadlineMs) break;
    const w = source.draw(rng);
    const ctx: EvalContext = {
      me: base.me,
      myFlag: w.myFlag,
      enemyFlag: w.enemyFlag,
      press: base.press,
      values: opts.values,
    };
    for (let i = 0; i < moves.length; i++) {
      totals[i]! += scoreMove(w.position, moves[i]!, ctx, base.rules, opts.paranoia);
    }
    worlds++;
  }
  return { scores: totals.map((t) => t / Math.max(1, worlds)), worlds };
}
