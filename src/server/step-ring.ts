import type { VersionedStep } from '../core/match';

/**
 * The recent steps of one match, by version (lichess keeps the same kind of short history per
 * game): enough to bring a watcher who missed a few steps up to date with exactly what it missed.
 * A client further behind gets the whole state instead.
 */
export class StepRing {
  private readonly slots: (VersionedStep | undefined)[];
  /** Oldest and newest versions held; newest < oldest while empty. */
  private oldest: number;
  private newest: number;

  /** `version` is the match's version now: the ring holds nothing up to it. */
  constructor(
    readonly capacity: number,
    version: number,
  ) {
    this.slots = new Array(capacity);
    this.oldest = version + 1;
    this.newest = version;
  }

  get version(): number {
    return this.newest;
  }

  /** Appends the step of the next version. */
  push(step: VersionedStep): void {
    if (step.v !== this.newest + 1) {
      throw new Error(`step ${step.v} does not follow version ${this.newest}`);
    }
    this.slots[step.v % this.capacity] = step;
    this.newest = step.v;
    if (this.newest - this.oldest + 1 > this.capacity)
      this.oldest = this.newest - this.capacity + 1;
  }

  /** Every step held, oldest first. */
  held(): VersionedStep[] {
    return this.since(this.oldest - 1) ?? [];
  }

  /** The steps after version `from`, oldest first; null when some are no longer held. */
  since(from: number): VersionedStep[] | null {
    if (from > this.newest || from + 1 < this.oldest) return null;
    const out: VersionedStep[] = [];
    for (let v = from + 1; v <= this.newest; v++) out.push(this.slots[v % this.capacity]!);
    return out;
  }
}
