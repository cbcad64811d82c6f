/**
 * What a player has learned of each enemy piece, and how: the ranks it may still be (the bots'
 * own beliefs, src/games/junqi/ai/beliefs.ts, so the page and the bots draw the same
 * conclusions from the same sightings) and the sightings themselves, for the player to read —
 * it moved, it turned a corner on the railroad, it beat your brigadier. Pieces are named by the
 * square they started on (their `origin`), as the view names them, so what is known follows a
 * piece wherever it goes.
 *
 * It is read from the page's record (record.ts): the moves since the record's starting position,
 * each with the viewer's own piece in its attack, walked from that position so every move and
 * attack is tied to the enemy piece in it. A record that opened in the middle of the game knows
 * less; what an earlier visit learned is kept in the browser (notesStore.ts) and merged back in
 * (`merge`). Everything is pure.
 */
import {
  type Beliefs,
  initialBeliefs,
  propagate,
  type RankMask,
  sawAttack,
  sawDefence,
  sawEngineerRun,
  sawMove,
} from '../../../games/junqi/ai/beliefs';
import { lastMoveFacts, piecesOf, plainMove, viewFacts } from '../../../games/junqi/ai/evidence';
import {
  parseSquare,
  SETUP_SQUARES,
  type Side,
  type Square,
  squareName,
} from '../../../games/junqi/board';
import { COUNTS, RANKS, type Rank, sideNamed } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import type { GameRecord } from './record';

/** One sighting of an enemy piece. */
export type Fact =
  /** It moved: no landmine, no flag. */
  | { readonly kind: 'moved' }
  /** It ran from `from` to `to` as only an engineer may (round a corner of the railroad). */
  | { readonly kind: 'engineer'; readonly from: string; readonly to: string }
  /** It beat the viewer's piece of `rank` on `square`, attacking it or attacked by it. */
  | {
      readonly kind: 'beat';
      readonly rank: Rank;
      readonly role: 'attacker' | 'defender';
      readonly square: string;
    }
  /** The rules show it: the flag. */
  | { readonly kind: 'flag' };

export interface Knowledge {
  readonly enemy: Side;
  /** The ranks each enemy piece may still be, by origin, and which are still on the board. */
  readonly beliefs: Beliefs;
  /** By origin (a square name): what was seen of the piece, oldest first. */
  readonly facts: Readonly<Record<string, readonly Fact[]>>;
}

const factKey = (f: Fact): string => JSON.stringify(f);

function addFact(facts: Record<string, Fact[]>, origin: Square, fact: Fact): void {
  const name = squareName(origin);
  const list = facts[name] ?? [];
  facts[name] = list;
  if (!list.some((f) => factKey(f) === factKey(fact))) list.push(fact);
}

interface Placed {
  readonly side: Side;
  readonly origin: Square;
}

/** Where every piece stood at the record's starting position, or null when it has none. */
function startingPosition(record: GameRecord): Map<Square, Placed> | null {
  const at = new Map<Square, Placed>();
  if (record.base.kind === 'none') return null;
  if (record.base.kind === 'start') {
    for (const side of [0, 1] as const)
      for (const s of SETUP_SQUARES[side]!) at.set(s, { side, origin: s });
    return at;
  }
  for (const p of record.base.pieces) {
    const s = parseSquare(p.square);
    const origin = parseSquare(p.origin);
    const side = sideNamed(p.side);
    if (s === null || origin === null || side === null) return null;
    at.set(s, { side, origin });
  }
  return at;
}

/** Whether the walked position is the one the view shows: the same piece on every square. */
function agrees(at: ReadonlyMap<Square, Placed>, view: JunqiView): boolean {
  const pieces = piecesOf(view);
  if (pieces.length !== at.size) return false;
  return pieces.every((p) => {
    const there = at.get(p.square);
    return there?.side === p.side && there.origin === p.origin;
  });
}

/**
 * What the viewer knows of the enemy's pieces from the record and the view, or null for a
 * spectator or outside play. The record must have reached the view's version.
 */
export function learn(record: GameRecord, view: JunqiView): Knowledge | null {
  if (view.you === null || view.phase !== 'play') return null;
  const me = sideNamed(view.you)!;
  const enemy = (1 - me) as Side;
  let beliefs = initialBeliefs(enemy, view.options);
  let facts: Record<string, Fact[]> = {};

  const at = startingPosition(record);
  if (at !== null) {
    let walked = beliefs;
    const seen: Record<string, Fact[]> = {};
    let lost = false;
    for (const move of record.moves) {
      const from = parseSquare(move.from);
      const to = parseSquare(move.to);
      const mover = from === null ? undefined : at.get(from);
      if (from === null || to === null || !mover || mover.side !== sideNamed(move.side)) {
        lost = true;
        break;
      }
      const target = at.get(to);
      if (move.result !== null && !target) {
        lost = true;
        break;
      }
      if (mover.side === enemy) {
        walked = sawMove(walked, mover.origin);
        addFact(seen, mover.origin, { kind: 'moved' });
        if (!plainMove((s) => at.has(s), from, to)) {
          walked = sawEngineerRun(walked, mover.origin);
          addFact(seen, mover.origin, { kind: 'engineer', from: move.from, to: move.to });
        }
      }
      const own = move.own;
      if (move.result !== null && own && target) {
        if (own.role === 'defender' && mover.side === enemy) {
          walked = sawAttack(walked, mover.origin, own.rank, move.result);
          if (move.result === 'won') {
            addFact(seen, mover.origin, {
              kind: 'beat',
              rank: own.rank,
              role: 'attacker',
              square: move.to,
            });
          }
        } else if (own.role === 'attacker' && target.side === enemy) {
          walked = sawDefence(walked, target.origin, own.rank, move.result);
          if (move.result === 'lost') {
            addFact(seen, target.origin, {
              kind: 'beat',
              rank: own.rank,
              role: 'defender',
              square: move.to,
            });
          }
        }
      }
      at.delete(from);
      if (move.result === null || move.result === 'won') at.set(to, mover);
      else if (move.result === 'both') at.delete(to);
    }
    // A walk that does not end where the view stands misread something: it is not trusted.
    if (!lost && agrees(at, view)) {
      beliefs = walked;
      facts = seen;
    }
  }

  for (const p of piecesOf(view)) {
    if (p.side !== enemy) continue;
    if (p.moved) addFact(facts, p.origin, { kind: 'moved' });
    if (p.rank !== null) addFact(facts, p.origin, { kind: 'flag' });
  }
  beliefs = lastMoveFacts(viewFacts(beliefs, view), view, me);
  return { enemy, beliefs, facts };
}

/** What an earlier visit learned, as the browser keeps it. */
export interface Kept {
  /** By origin: the ranks the piece may be. */
  readonly possible: Readonly<Record<string, RankMask>>;
  readonly facts: Readonly<Record<string, readonly Fact[]>>;
}

export const keep = (k: Knowledge): Kept => {
  const possible: Record<string, RankMask> = {};
  k.beliefs.possible.forEach((mask, s) => {
    if (mask !== 0) possible[squareName(s)] = mask;
  });
  return { possible, facts: k.facts };
};

/**
 * Both together: a piece may be only what both allow (each is sound, so the truth is in both;
 * should they ever leave nothing, the one learned now stands), and both visits' sightings.
 */
export function merge(k: Knowledge, kept: Kept, view: JunqiView): Knowledge {
  const possible = [...k.beliefs.possible];
  for (const [name, mask] of Object.entries(kept.possible)) {
    const s = parseSquare(name);
    if (s === null || possible[s] === 0) continue;
    const both = possible[s]! & mask;
    if (both !== 0) possible[s] = both;
  }
  const facts: Record<string, Fact[]> = {};
  for (const source of [kept.facts, k.facts]) {
    for (const [name, list] of Object.entries(source)) {
      const s = parseSquare(name);
      if (s === null) continue;
      for (const f of list) addFact(facts, s, f);
    }
  }
  const me = (1 - k.enemy) as Side;
  const beliefs = lastMoveFacts(viewFacts(propagate({ ...k.beliefs, possible }), view), view, me);
  return { ...k, beliefs, facts };
}

/** How many of a rank the enemy still has on the board: exactly `min` when it equals `max`. */
export interface RankCount {
  readonly rank: Rank;
  readonly min: number;
  readonly max: number;
}

const only = (mask: RankMask, rank: Rank) => mask === 1 << rank;
const may = (mask: RankMask, rank: Rank) => (mask & (1 << rank)) !== 0;

/**
 * For each rank, how many the enemy may still have on the board, as far as what was seen tells:
 * its pieces of that rank less those known to have fallen, and no fewer than those known to
 * stand.
 */
export function rankCounts(k: Knowledge): RankCount[] {
  const { possible, alive } = k.beliefs;
  return RANKS.map((rank) => {
    let sureAlive = 0;
    let mayAlive = 0;
    let sureDead = 0;
    let mayDead = 0;
    possible.forEach((mask, s) => {
      if (!may(mask, rank)) return;
      if (alive[s]) {
        mayAlive++;
        if (only(mask, rank)) sureAlive++;
      } else {
        mayDead++;
        if (only(mask, rank)) sureDead++;
      }
    });
    const max = Math.min(COUNTS[rank]! - sureDead, mayAlive);
    const min = Math.min(max, Math.max(sureAlive, COUNTS[rank]! - mayDead));
    return { rank, min, max };
  });
}
