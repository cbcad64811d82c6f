/**
 * The strong level's mind: its memory of the match (beliefs about every enemy piece), its own
 * layout during setup, and in play the determinised search over worlds drawn from the beliefs.
 */
import type { BotContext, BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import { type Side, squareName } from '../board';
import { boardFromView, viewerSide } from '../from-view';
import type { JunqiMove } from '../game';
import { defaultLayout } from '../layout';
import { type Move, movesOf } from '../moves';
import type { JunqiView } from '../view';
import type { Beliefs } from './beliefs';
import { decide } from './decide';
import { piecesOf } from './evidence';
import { strongLayout } from './layout';
import { Memory } from './memory';
import { SEARCH_DEFAULTS, type SearchOptions, type SearchResult } from './search';

export interface StrongMind extends BotMind<JunqiView, JunqiMove> {
  /** What it believes now (for the tests: they check it never rules out the truth). */
  beliefs(): Beliefs | null;
  /** Worlds searched at the last decision. */
  readonly lastWorlds: number;
  /** The last decision's search (null when it had one move, or was in the setup). */
  readonly lastSearch: SearchResult | null;
}

export function createStrongMind(opts: SearchOptions = SEARCH_DEFAULTS): StrongMind {
  let memory: Memory | null = null;
  let beliefs: Beliefs | null = null;
  let laidOut = false;
  let previous: Move | null = null;
  let lastSearch: SearchResult | null = null;
  return {
    beliefs: () => beliefs,
    get lastWorlds() {
      return lastSearch?.worlds ?? 0;
    },
    get lastSearch() {
      return lastSearch;
    },
    choose(view: JunqiView, ctx: BotContext): JunqiMove {
      const me = viewerSide(view);
      if (me === null) throw new Error('a bot plays a seat');
      memory ??= new Memory(me);
      lastSearch = null;
      beliefs = memory.update(view, ctx.events);
      if (view.phase === 'setup') {
        // Pieces already arranged were arranged by us (before a restart) or by the player we
        // stand in for: keep them.
        if (laidOut || !onDefaultLayout(view, me)) return { type: 'ready' };
        laidOut = true;
        return { type: 'layout', pieces: strongLayout(me, new Rng(ctx.seed)) };
      }
      const moves = movesOf(boardFromView(view), me);
      const rng = new Rng(ctx.seed);
      let chosen: Move;
      try {
        if (moves.length === 1) chosen = moves[0]!;
        else
          ({ move: chosen, search: lastSearch } = decide(
            view,
            me,
            beliefs,
            moves,
            previous,
            rng,
            opts,
          ));
      } catch {
        // The search is never meant to fail; if it does, a legal move still beats no move.
        chosen = rng.pick(moves);
      }
      previous = chosen;
      return { type: 'move', from: squareName(chosen.from), to: squareName(chosen.to) };
    },
  };
}

function onDefaultLayout(view: JunqiView, me: Side): boolean {
  const start = defaultLayout(me);
  return piecesOf(view).every((p) => p.side !== me || start.get(p.square) === p.rank);
}
