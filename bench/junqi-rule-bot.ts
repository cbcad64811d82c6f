/**
 * The rule-of-thumb bot the strong level is measured against (bench only): the default layout;
 * in play it takes what its beliefs say it surely beats, sends engineers onto suspected
 * landmines, never sends its marshal against a piece that may be a bomb, and otherwise advances
 * towards the enemy's back rows, preferring the railroads.
 */
import type { BotContext, BotMind } from '../src/core/game';
import { Rng } from '../src/core/rng';
import {
  BOMB,
  boardFromView,
  combat,
  ENGINEER,
  isRail,
  type JunqiMove,
  type JunqiView,
  LANDMINE,
  MARSHAL,
  movesOf,
  type Rank,
  rowOf,
  type Side,
  squareName,
  viewerSide,
} from '../src/games/junqi';
import type { JunqiBot } from '../src/games/junqi/ai/arena';
import { has, ranksOf } from '../src/games/junqi/ai/beliefs';
import { VALUE } from '../src/games/junqi/ai/evaluate';
import { Memory } from '../src/games/junqi/ai/memory';

/** How far a square lies towards the enemy's back row. */
const depth = (s: number, me: Side) => (me === 0 ? rowOf(s) : 13 - rowOf(s));

function createRuleMind(): BotMind<JunqiView, JunqiMove> {
  let memory: Memory | null = null;
  return {
    choose(view: JunqiView, ctx: BotContext): JunqiMove {
      const me = viewerSide(view);
      if (me === null) throw new Error('a bot plays a seat');
      memory ??= new Memory(me);
      const beliefs = memory.update(view, ctx.events);
      if (view.phase === 'setup') return { type: 'ready' };
      const rng = new Rng(ctx.seed);
      const board = boardFromView(view);
      let best = null as { from: number; to: number } | null;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const m of movesOf(board, me)) {
        const mine = board[m.from]!.rank;
        const target = board[m.to];
        let score = 10 * (depth(m.to, me) - depth(m.from, me));
        if (isRail(m.from) && isRail(m.to)) score += 2;
        if (target) {
          const could = ranksOf(beliefs.possible[target.origin] ?? 0);
          const results = could.map((e) => combat(mine, e as Rank, view.options));
          if (mine === MARSHAL && has(beliefs.possible[target.origin] ?? 0, BOMB)) continue;
          if (could.length > 0 && results.every((r) => r === 'won')) {
            score = 1000 + Math.max(...could.map((e) => VALUE[e]!));
          } else if (mine === ENGINEER && !target.moved && could.includes(LANDMINE)) {
            score = 800;
          } else if (could.length > 0 && results.every((r) => r === 'lost')) {
            score = -100;
          }
        }
        score += rng.next() * 3;
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      // Only the marshal could move, and only against a possible bomb: it has to, then.
      const m = best ?? movesOf(board, me)[0]!;
      return { type: 'move', from: squareName(m.from), to: squareName(m.to) };
    },
  };
}

export const ruleOfThumb: JunqiBot = {
  id: 'rule-of-thumb',
  create: createRuleMind,
  choose: (view, ctx) => createRuleMind().choose(view, { ...ctx, events: null }),
};
