/**
 * The exact analysis of one position, run a slice at a time: whoever drives it (the browser's
 * worker, the command line) decides between slices whether to go on, tells how far it got, and
 * stops at a budget of its choosing. Pure: no clock here, the work units are the solver's own
 * (GrundySolver.work), so a budget in units gives up at the same point on every machine.
 */
import type { BoardSize } from '../board';
import { analyzeLegal, type ExactAnalysis } from './analysis';
import { type GrundySolver, sharedSolver } from './solver';

/** Solver work per slice: some 10–50 ms of one core, so a driver can look up often enough. */
export const STEP_WORK = 100_000;

export class StepwiseAnalysis {
  /** Work units spent on this position so far, over every slice. */
  work = 0;
  /** Positions (components) solved for it so far: the memo misses, a count people can read. */
  positions = 0;
  private result: ExactAnalysis | null = null;

  constructor(
    readonly size: BoardSize,
    readonly lo: number,
    readonly hi: number,
    private readonly solver: GrundySolver = sharedSolver(),
  ) {}

  /**
   * Spends up to `units` more work (and at most one component's squares over it); returns the
   * analysis if that was enough, else null. What was solved stays in the solver's cache, so the
   * next slice goes on from there.
   */
  step(units = STEP_WORK): ExactAnalysis | null {
    if (this.result) return this.result;
    const work = this.solver.work;
    const nodes = this.solver.nodes;
    this.result = analyzeLegal(this.size, this.lo, this.hi, units, this.solver);
    this.work += this.solver.work - work;
    this.positions += this.solver.nodes - nodes;
    return this.result;
  }
}
