/**
 * Exact Sprague–Grundy values of knight-placement positions (Node Kayles on the knight graph).
 *
 * A position is its set of legal squares. It splits into connected components of the knight
 * graph, which are independent games, so G(position) = XOR of G(component). A component's value
 * is the mex of the values of the positions left after each of its moves, memoised under the
 * component's canonical shape. See knights-theory.md §1, §3, §7.
 */
import { popcount } from '../board';
import { ComponentCache } from './cache';
import { ATT_HI, ATT_LO, canonicalShape, NB_HI, NB_LO, out, toCorner } from './geometry';

/** Thrown inside a solve that ran over its node budget; caught by `solve`. */
class BudgetExceeded {}
const OVER_BUDGET = new BudgetExceeded();

export class GrundySolver {
  /** Memo misses so far. */
  nodes = 0;
  /**
   * Work so far: the moves examined at memo misses (a miss on a component of n squares costs n).
   * The unit of every budget, because it tracks time far better than misses do: a miss on a
   * big component costs ten times one on a small one.
   */
  work = 0;
  private limit = Number.POSITIVE_INFINITY;

  /**
   * A small second cache keyed by shapes as they stand (only shifted to the corner), checked
   * before the canonical form is computed. Kept apart so it never evicts canonical entries.
   */
  private readonly recent: ComponentCache;

  constructor(
    readonly cache: ComponentCache,
    recentBits = 18,
  ) {
    this.recent = new ComponentCache(recentBits);
  }

  /**
   * G of a legal-square set, or null if that needs more than `budget` new work units. Work done
   * before the budget ran out stays in the cache, so asking again later goes further.
   */
  solve(lo: number, hi: number, budget = Number.POSITIVE_INFINITY): number | null {
    const outer = this.limit;
    this.limit = Math.min(outer, this.work + budget);
    try {
      return this.grundy(lo >>> 0, hi >>> 0);
    } catch (e) {
      if (e === OVER_BUDGET) {
        if (outer !== Number.POSITIVE_INFINITY && this.work > outer) throw e;
        return null;
      }
      throw e;
    } finally {
      this.limit = outer;
    }
  }

  /** G of any set: XOR over its knight-graph components. Throws OVER_BUDGET. */
  private grundy(lo: number, hi: number): number {
    let g = 0;
    while (lo !== 0 || hi !== 0) {
      let cLo = lo !== 0 ? (lo & -lo) >>> 0 : 0;
      let cHi = lo !== 0 ? 0 : (hi & -hi) >>> 0;
      let fLo = cLo;
      let fHi = cHi;
      while (fLo !== 0 || fHi !== 0) {
        let nLo = 0;
        let nHi = 0;
        while (fLo !== 0) {
          const s = 31 - Math.clz32(fLo & -fLo);
          nLo |= ATT_LO[s]!;
          nHi |= ATT_HI[s]!;
          fLo &= fLo - 1;
        }
        while (fHi !== 0) {
          const s = 63 - Math.clz32(fHi & -fHi);
          nLo |= ATT_LO[s]!;
          nHi |= ATT_HI[s]!;
          fHi &= fHi - 1;
        }
        fLo = (nLo & lo & ~cLo) >>> 0;
        fHi = (nHi & hi & ~cHi) >>> 0;
        cLo = (cLo | fLo) >>> 0;
        cHi = (cHi | fHi) >>> 0;
      }
      g ^= this.component(cLo, cHi);
      lo = (lo & ~cLo) >>> 0;
      hi = (hi & ~cHi) >>> 0;
    }
    return g;
  }

  /** G of a connected set. */
  private component(lo: number, hi: number): number {
    const n = popcount(lo, hi);
    // One square, or two a knight apart: one move ends it. Three connected squares in a
    // bipartite graph form a path, G(P3) = 2.
    if (n <= 2) return 1;
    if (n === 3) return 2;
    // Most hits are transpositions in the same orientation: try the shape as it stands first,
    // which skips the 8 transforms of the canonical form.
    toCorner(lo, hi);
    const rLo = out.lo;
    const rHi = out.hi;
    const raw = this.recent.get(rLo, rHi);
    if (raw >= 0) return raw;
    canonicalShape(lo, hi);
    const kLo = out.lo;
    const kHi = out.hi;
    const cached = this.cache.get(kLo, kHi);
    if (cached >= 0) {
      this.recent.set(rLo, rHi, cached);
      return cached;
    }
    this.nodes++;
    this.work += n;
    if (this.work > this.limit) throw OVER_BUDGET;
    let seenLo = 0;
    let seenHi = 0;
    let rest = lo;
    while (rest !== 0) {
      const s = 31 - Math.clz32(rest & -rest);
      rest &= rest - 1;
      const g = this.grundy((lo & ~NB_LO[s]!) >>> 0, (hi & ~NB_HI[s]!) >>> 0);
      if (g < 32) seenLo |= 1 << g;
      else seenHi |= 1 << (g - 32);
    }
    rest = hi;
    while (rest !== 0) {
      const s = 63 - Math.clz32(rest & -rest);
      rest &= rest - 1;
      const g = this.grundy((lo & ~NB_LO[s]!) >>> 0, (hi & ~NB_HI[s]!) >>> 0);
      if (g < 32) seenLo |= 1 << g;
      else seenHi |= 1 << (g - 32);
    }
    const free = ~seenLo;
    const g =
      free !== 0 ? 31 - Math.clz32(free & -free) : 32 + (31 - Math.clz32(~seenHi & -~seenHi));
    this.cache.set(kLo, kHi, g);
    this.recent.set(rLo, rHi, g);
    return g;
  }
}

let shared: GrundySolver | null = null;

/**
 * The solver every level and analysis function shares, created on first use. Its cache is kept
 * across calls and across games: after one exact solve, later positions of the same game are
 * sub-positions whose components are already known.
 */
export function sharedSolver(): GrundySolver {
  if (!shared) shared = new GrundySolver(new ComponentCache(22));
  return shared;
}
