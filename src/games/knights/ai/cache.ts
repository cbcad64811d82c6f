/**
 * A bounded memo of Grundy values keyed by canonical component masks: open addressing in one
 * typed array, a short linear probe, and replacement when the probe window is full. It is only a
 * cache, so losing an entry costs time, never correctness. It lives as long as its solver, so
 * work done for one move (or one game) speeds up every later question.
 */

const PROBES = 4;
/** Each slot is [key lo, key hi, value] side by side, so a probe touches one cache line. */
const STRIDE = 3;

export class ComponentCache {
  readonly slots: number;
  private readonly mask: number;
  private readonly table: Int32Array;
  /** Filled slots (for statistics). */
  filled = 0;

  /** `bits` = log2 of the slot count; 2^22 slots take 48 MB. */
  constructor(bits = 22) {
    this.slots = 1 << bits;
    this.mask = this.slots - 1;
    this.table = new Int32Array(this.slots * STRIDE);
  }

  private home(lo: number, hi: number): number {
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h ^ hi, 0xc2b2ae35);
    h ^= h >>> 13;
    return h & this.mask;
  }

  /** The stored value, or -1. Keys are never (0, 0): canonical components are non-empty. */
  get(lo: number, hi: number): number {
    const kLo = lo | 0;
    const kHi = hi | 0;
    const t = this.table;
    let i = this.home(lo, hi);
    for (let p = 0; p < PROBES; p++) {
      const at = i * STRIDE;
      const a = t[at]!;
      const b = t[at + 1]!;
      if (a === kLo && b === kHi) return t[at + 2]!;
      if (a === 0 && b === 0) return -1;
      i = (i + 1) & this.mask;
    }
    return -1;
  }

  set(lo: number, hi: number, value: number): void {
    const kLo = lo | 0;
    const kHi = hi | 0;
    const t = this.table;
    const start = this.home(lo, hi);
    let i = start;
    for (let p = 0; p < PROBES; p++) {
      const at = i * STRIDE;
      const a = t[at]!;
      const b = t[at + 1]!;
      const empty = a === 0 && b === 0;
      if (empty || (a === kLo && b === kHi)) {
        if (empty) this.filled++;
        t[at] = kLo;
        t[at + 1] = kHi;
        t[at + 2] = value;
        return;
      }
      i = (i + 1) & this.mask;
    }
    // Window full: replace the home slot (the newest entry is the likeliest to be asked again).
    const at = start * STRIDE;
    t[at] = kLo;
    t[at + 1] = kHi;
    t[at + 2] = value;
  }

  clear(): void {
    this.table.fill(0);
    this.filled = 0;
  }
}
