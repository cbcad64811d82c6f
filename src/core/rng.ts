/**
 * Seeded randomness. The generator's whole state is one 32-bit number, so it lives inside plain
 * JSON game state and a match replays identically from (options, seed, moves).
 * Algorithm: mulberry32 (fast, 2^32 period, good enough for games and bots).
 */

/** Hashes any string seed to a 32-bit generator state (FNV-1a followed by a mix). */
export function seedState(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** One step: returns a float in [0, 1) and the next state. Pure. */
export function nextFloat(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/**
 * A mutable generator for hot loops (bots, solvers, generators) that do not keep their state in
 * a game state. Created from a seed, so runs are still reproducible.
 */
export class Rng {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : seedState(seed);
  }

  /** Float in [0, 1). */
  next(): number {
    const [value, next] = nextFloat(this.state);
    this.state = next;
    return value;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  get snapshot(): number {
    return this.state;
  }
}

/** A fresh random seed for a new match (not for rules: rules only ever receive a seed). */
export function randomSeed(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
