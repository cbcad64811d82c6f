/**
 * What a seat may believe about the enemy's pieces: for each enemy piece, named by the square it
 * started on (its `origin`), the set of ranks it may still be, as a 12-bit mask. Every function
 * is pure and sound — it removes a rank only when what was seen rules it out — so the truth is
 * always among the possibilities; a piece of evidence that would leave nothing (a misread event)
 * is ignored instead.
 */
import { HALF, isCamp, type Side, SQUARES, type Square } from '../board';
import { type CombatResult, type CombatRules, combat } from '../combat';
import { placementError } from '../layout';
import { COUNTS, ENGINEER, FLAG, LANDMINE, MARSHAL, RANKS, type Rank } from '../pieces';

export type RankMask = number;

export const ALL_RANKS: RankMask = (1 << 12) - 1;
export const bit = (rank: Rank): RankMask => 1 << rank;
export const has = (mask: RankMask, rank: number): boolean => (mask & (1 << rank)) !== 0;
const IMMOBILE = bit(LANDMINE) | bit(FLAG);

export function ranksOf(mask: RankMask): Rank[] {
  return RANKS.filter((r) => has(mask, r));
}

export function popcount(mask: RankMask): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

export interface Beliefs {
  readonly enemy: Side;
  readonly rules: CombatRules;
  /** By origin square: the ranks the piece that started there may be; 0 where none started. */
  readonly possible: readonly RankMask[];
  /** By origin square: whether that piece is still on the board. */
  readonly alive: readonly boolean[];
  /**
   * By origin square: how many of our pieces it has attacked and taken. Not a certainty about
   * its rank (the masks are that), but what the priors read: players attack with the pieces they
   * trust, and those are the big ones.
   */
  readonly taken: readonly number[];
}

/** The enemy's 25 starting squares: the origins of its pieces. */
export const originsOf = (enemy: Side): readonly Square[] => HALF[enemy]!.filter((s) => !isCamp(s));

/** What the setup rules allow on a square: the flag in a headquarters, landmines at the back… */
export function setupMask(enemy: Side, origin: Square): RankMask {
  let mask = 0;
  for (const r of RANKS) if (placementError(enemy, r, origin) === null) mask |= bit(r);
  return mask;
}

export function initialBeliefs(enemy: Side, rules: CombatRules): Beliefs {
  const possible = Array.from({ length: SQUARES }, () => 0);
  const alive = Array.from({ length: SQUARES }, () => false);
  for (const s of originsOf(enemy)) {
    possible[s] = setupMask(enemy, s);
    alive[s] = true;
  }
  return propagate({
    enemy,
    rules,
    possible,
    alive,
    taken: Array.from({ length: SQUARES }, () => 0),
  });
}

/** Narrows one piece to `mask`, unless that would leave it nothing. */
export function narrow(b: Beliefs, origin: Square, mask: RankMask): Beliefs {
  const before = b.possible[origin] ?? 0;
  const after = before & mask;
  if (after === before || after === 0) return b;
  const possible = [...b.possible];
  possible[origin] = after;
  return propagate({ ...b, possible });
}

/** It moved: no landmine, no flag. */
export const sawMove = (b: Beliefs, origin: Square): Beliefs => narrow(b, origin, ~IMMOBILE);

/** It ran round a corner of the railroad, or past a piece in a straight line: an engineer. */
export const sawEngineerRun = (b: Beliefs, origin: Square): Beliefs =>
  narrow(b, origin, bit(ENGINEER));

/** The ranks `e` for which combat(attacker = f(e)) gives `result`. */
function maskWhere(test: (e: Rank) => boolean): RankMask {
  let mask = 0;
  for (const e of RANKS) if (test(e)) mask |= bit(e);
  return mask;
}

/** Our piece of rank `mine` attacked this one, with this result (from our side). */
export function sawDefence(b: Beliefs, origin: Square, mine: Rank, result: CombatResult): Beliefs {
  const next = narrow(
    b,
    origin,
    maskWhere((e) => combat(mine, e, b.rules) === result),
  );
  return result === 'lost' ? next : died(next, origin);
}

/** This piece attacked our piece of rank `mine`, with this result (from its side). */
export function sawAttack(b: Beliefs, origin: Square, mine: Rank, result: CombatResult): Beliefs {
  const moved = sawMove(b, origin);
  const next = narrow(
    moved,
    origin,
    maskWhere((e) => combat(e, mine, b.rules) === result),
  );
  if (result !== 'won') return died(next, origin);
  const taken = [...next.taken];
  taken[origin]!++;
  return { ...next, taken };
}

/** It is off the board. A taken flag ends the game, so it was not the flag. */
export function died(b: Beliefs, origin: Square): Beliefs {
  if (!b.alive[origin]) return b;
  const alive = [...b.alive];
  alive[origin] = false;
  return narrow({ ...b, alive }, origin, ~bit(FLAG));
}

/** The rules showed this piece to be the flag. */
export const sawFlag = (b: Beliefs, origin: Square): Beliefs => narrow(b, origin, bit(FLAG));

/**
 * The enemy's flag is shown exactly when its field marshal is gone: so either the marshal is
 * among the fallen, or it is still on the board.
 */
export function sawMarshal(b: Beliefs, gone: boolean): Beliefs {
  let next = b;
  for (const s of originsOf(b.enemy)) {
    if (next.alive[s] === gone) next = narrow(next, s, ~bit(MARSHAL));
  }
  return next;
}

/**
 * The counts: a side has exactly COUNTS[r] pieces of rank r. When that many pieces must be r,
 * no other may be; when only that many may be r, they all are. Repeated until nothing changes.
 */
export function propagate(b: Beliefs): Beliefs {
  const origins = originsOf(b.enemy);
  const possible = [...b.possible];
  let changed = true;
  while (changed) {
    changed = false;
    for (const r of RANKS) {
      const m = bit(r);
      let sure = 0;
      let may = 0;
      for (const s of origins) {
        const p = possible[s]!;
        if (p & m) {
          may++;
          if (p === m) sure++;
        }
      }
      const want = COUNTS[r]!;
      if (sure === want && may > want) {
        for (const s of origins) {
          const p = possible[s]!;
          if (p & m && p !== m) {
            possible[s] = p & ~m;
            changed = true;
          }
        }
      } else if (may === want && sure < want) {
        for (const s of origins) {
          const p = possible[s]!;
          if (p & m && p !== m) {
            possible[s] = m;
            changed = true;
          }
        }
      }
    }
  }
  return { ...b, possible };
}

/** Whether every piece may still be its true rank: the test's check that nothing sound was lost. */
export function allows(b: Beliefs, truth: ReadonlyMap<Square, Rank>): boolean {
  for (const [origin, rank] of truth) if (!has(b.possible[origin] ?? 0, rank)) return false;
  return true;
}
