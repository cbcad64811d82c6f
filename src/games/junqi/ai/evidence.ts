/**
 * Evidence read off a seat's view alone: which enemy pieces are still on the board, which have
 * moved, the flag the rules show, whether the enemy marshal has fallen, and what the last move
 * proves. A mind that missed events (it joined mid-game) rebuilds its beliefs from this; one that
 * saw everything applies it after the events, which costs nothing and can only agree.
 */
import { parseSquare, ROAD_NEIGHBOURS, type Side, type Square } from '../board';
import { BOMB, LANDMINE, type Rank, SIDE_NAMES, sideNamed } from '../pieces';
import type { JunqiView } from '../view';
import {
  type Beliefs,
  died,
  initialBeliefs,
  originsOf,
  sawAttack,
  sawDefence,
  sawEngineerRun,
  sawFlag,
  sawMarshal,
  sawMove,
} from './beliefs';
import { IN_CAMP, RAYS } from './geometry';

/** Whether a move from `from` to `to` was open to any piece: one road step, or a clear straight run. */
export function plainMove(occupied: (s: Square) => boolean, from: Square, to: Square): boolean {
  if (ROAD_NEIGHBOURS[from]!.includes(to)) return true;
  for (const ray of RAYS[from]!) {
    for (const t of ray) {
      if (t === to) return true;
      if (occupied(t)) break;
    }
  }
  return false;
}

interface SeenPiece {
  readonly square: Square;
  readonly side: Side;
  readonly origin: Square;
  readonly rank: Rank | null;
  readonly moved: boolean;
}

/** The view's pieces, with squares as numbers; pieces it names badly are left out. */
export function piecesOf(view: JunqiView): SeenPiece[] {
  const out: SeenPiece[] = [];
  for (const p of view.pieces) {
    const square = parseSquare(p.square);
    const origin = parseSquare(p.origin);
    const side = sideNamed(p.side);
    if (square === null || origin === null || side === null) continue;
    out.push({ square, side, origin, rank: p.rank, moved: p.moved });
  }
  return out;
}

/** What the view says now, applied to `b`. */
export function viewFacts(b: Beliefs, view: JunqiView): Beliefs {
  const enemy = b.enemy;
  const pieces = piecesOf(view).filter((p) => p.side === enemy);
  const present = new Set(pieces.map((p) => p.origin));
  let next = b;
  if (view.phase !== 'play') return next;
  for (const s of originsOf(enemy)) if (!present.has(s)) next = died(next, s);
  for (const p of pieces) {
    if (p.moved) next = sawMove(next, p.origin);
    if (p.rank !== null) next = sawFlag(next, p.origin);
  }
  return sawMarshal(next, view.flagShown[SIDE_NAMES[enemy]]);
}

/**
 * What the last move proves from the view alone, where the enemy piece in it is still on the
 * board (the fallen one's origin is not in the view): how it moved, and how its combat ended.
 */
export function lastMoveFacts(b: Beliefs, view: JunqiView, me: Side): Beliefs {
  const last = view.last;
  if (!last || view.phase !== 'play') return b;
  const from = parseSquare(last.from);
  const to = parseSquare(last.to);
  if (from === null || to === null) return b;
  const pieces = piecesOf(view);
  const at = (s: Square) => pieces.find((p) => p.square === s);
  const myLast = view.lost[SIDE_NAMES[me]].at(-1);
  const there = at(to);
  if (sideNamed(last.side) !== me) {
    if (!there || there.side === me) return b;
    let next = sawMove(b, there.origin);
    // The squares between stood as they stand now; only the mover left `from`.
    if (!plainMove((s) => at(s) !== undefined, from, to)) next = sawEngineerRun(next, there.origin);
    if (last.result === 'won' && myLast !== undefined && myLast !== null)
      next = sawAttack(next, there.origin, myLast, 'won');
    return next;
  }
  if (last.result === 'lost' && there && there.side !== me && myLast !== undefined) {
    if (myLast !== null) return sawDefence(b, there.origin, myLast, 'lost');
  }
  return b;
}

/** Beliefs from the view alone, for a mind that does not know what happened before. */
export function beliefsFromView(view: JunqiView, me: Side): Beliefs {
  const enemy = (1 - me) as Side;
  const start = initialBeliefs(enemy, view.options);
  return lastMoveFacts(viewFacts(start, view), view, me);
}

/**
 * The enemy piece that has just stepped (not attacked) where it can attack one of ours, by its
 * origin, with the rank of the strongest of ours it can reach in one move (not in a camp, where
 * nothing is attacked; not a bomb, landmine or flag): players walk up to what they mean to take.
 * Empty when the last move was ours, an attack, or reaches nothing.
 */
export function approachOf(view: JunqiView, me: Side): Map<Square, Rank> {
  const out = new Map<Square, Rank>();
  const last = view.last;
  if (!last || last.result !== null || view.phase !== 'play' || sideNamed(last.side) === me)
    return out;
  const to = parseSquare(last.to);
  const pieces = piecesOf(view);
  const mover = pieces.find((p) => p.square === to);
  if (to === null || !mover || mover.side === me) return out;
  const occupied = new Set(pieces.map((p) => p.square));
  let strongest: Rank | null = null;
  for (const p of pieces) {
    if (p.side !== me || p.rank === null || p.rank === BOMB || p.rank >= LANDMINE) continue;
    if (IN_CAMP[p.square] || !plainMove((s) => occupied.has(s), to, p.square)) continue;
    if (strongest === null || p.rank < strongest) strongest = p.rank;
  }
  if (strongest !== null) out.set(mover.origin, strongest);
  return out;
}
