/**
 * Whole assignments of ranks to the enemy's 25 pieces (the fallen included) that agree with the
 * beliefs and with the counts: the flag first, then the pieces on its headquarters' doors, then the
 * rest by sequential sampling, most constrained piece first, each rank drawn
 * in proportion to how many of it are left times a prior; a dead end starts again. Should that
 * keep failing, a bipartite matching finds one that fits; and should the beliefs themselves be
 * contradictory, the leftover ranks are dealt anyway. It always returns an assignment.
 */
import type { Rng } from '../../../core/rng';
import { SQUARES, type Square } from '../board';
import { COUNTS, FLAG, RANKS } from '../pieces';
import { type Beliefs, has, originsOf, popcount } from './beliefs';
import { ENTRIES } from './geometry';

/** The rank of the piece that started on each origin; -1 for squares no enemy piece started on. */
export type Assignment = Int8Array;

/**
 * How much likelier `rank` is on the piece from `origin` than the counts alone say, in a world
 * whose flag stands on `flag` (-1 before it is placed, or when no square may hold it).
 */
export type Prior = (origin: Square, rank: number, flag: Square) => number;

const ATTEMPTS = 40;

export function sampleAssignment(b: Beliefs, rng: Rng, prior: Prior = () => 1): Assignment {
  const origins = [...originsOf(b.enemy)].sort(
    (x, y) => popcount(b.possible[x]!) - popcount(b.possible[y]!),
  );
  const out = new Int8Array(SQUARES).fill(-1);
  const left = [...COUNTS];
  const weights = new Float64Array(12);
  // The flag is placed first, among the few squares that may hold it, in proportion to its
  // prior there: placed last (its square is the least constrained, a headquarters), it would go
  // to whichever headquarters the order reached first, whatever the prior says.
  const flagSquares = origins.filter((s) => has(b.possible[s]!, FLAG));
  const flagWeights = flagSquares.map((s) => prior(s, FLAG, -1));
  const flagTotal = flagWeights.reduce((x, y) => x + y, 0);
  // The flag's doors are drawn right after it: what guards the flag depends on where it is
  // (players shut it in with landmines), and drawn late they would find the landmines dealt
  // elsewhere. One order for each square the flag may stand on, made once, not every attempt.
  const orderFor = new Map(flagSquares.map((f) => [f, doorsFirst(origins, f)]));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    for (let r = 0; r < 12; r++) left[r] = COUNTS[r]!;
    let ok = true;
    let flagAt = -1;
    if (flagTotal > 0) {
      let x = rng.next() * flagTotal;
      for (let i = 0; i < flagSquares.length; i++) {
        flagAt = flagSquares[i]!;
        x -= flagWeights[i]!;
        if (x < 0) break;
      }
      out[flagAt] = FLAG;
      left[FLAG] = 0;
    }
    for (const s of orderFor.get(flagAt) ?? origins) {
      if (s === flagAt) continue;
      const mask = b.possible[s]!;
      let total = 0;
      for (let r = 0; r < 12; r++) {
        const w = has(mask, r) && left[r]! > 0 ? left[r]! * prior(s, r, flagAt) : 0;
        weights[r] = w;
        total += w;
      }
      if (total <= 0) {
        ok = false;
        break;
      }
      let x = rng.next() * total;
      let pick = 0;
      for (let r = 0; r < 12; r++) {
        if (weights[r]! <= 0) continue;
        pick = r;
        x -= weights[r]!;
        if (x < 0) break;
      }
      out[s] = pick;
      left[pick]!--;
    }
    if (ok) return out;
  }
  return matched(b, rng, origins);
}

/** `origins` with the pieces that started on the doors of the flag's headquarters first. */
function doorsFirst(origins: readonly Square[], flag: Square): Square[] {
  const doors = ENTRIES[flag] ?? [];
  return [
    ...origins.filter((s) => doors.includes(s)),
    ...origins.filter((s) => !doors.includes(s)),
  ];
}

/** A consistent assignment by augmenting paths (Kuhn), or the nearest thing when there is none. */
function matched(b: Beliefs, rng: Rng, origins: readonly Square[]): Assignment {
  const slots: number[] = [];
  for (const r of RANKS) for (let i = 0; i < COUNTS[r]!; i++) slots.push(r);
  rng.shuffle(slots);
  const owner = new Int16Array(slots.length).fill(-1);
  const order = rng.shuffle([...origins]);
  const tryPiece = (s: Square, seen: Uint8Array): boolean => {
    for (let k = 0; k < slots.length; k++) {
      if (seen[k] || !has(b.possible[s]!, slots[k]!)) continue;
      seen[k] = 1;
      if (owner[k] === -1 || tryPiece(owner[k]!, seen)) {
        owner[k] = s;
        return true;
      }
    }
    return false;
  };
  for (const s of order) tryPiece(s, new Uint8Array(slots.length));
  const out = new Int8Array(SQUARES).fill(-1);
  const free: number[] = [];
  owner.forEach((s, k) => {
    if (s >= 0) out[s] = slots[k]!;
    else free.push(slots[k]!);
  });
  for (const s of origins) if (out[s] === -1) out[s] = free.pop()!;
  return out;
}

/** Whether an assignment agrees with the beliefs and the counts (for the tests). */
export function consistent(b: Beliefs, a: Assignment): boolean {
  const seen = Array.from({ length: 12 }, () => 0);
  for (const s of originsOf(b.enemy)) {
    const r = a[s]!;
    if (r < 0 || !has(b.possible[s]!, r)) return false;
    seen[r]!++;
  }
  return seen.every((n, r) => n === COUNTS[r]);
}
