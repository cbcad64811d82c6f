/**
 * The exact analysis off the main thread: a cold solve of an early 8×8 position can take hours,
 * and the page must stay usable meanwhile. The work is cut into slices of about 0.1 s with a pause
 * after each, so a newer request (the position changed) replaces the running one at once; after
 * each slice the page hears how far the solve has got, and a position that needs more than its
 * budget is given up. The solver's cache lives in this worker's module state, so later positions
 * of the same game (or the same one asked again) go on from the work already done.
 */

import '../../session/no-eval';
import {
  isMirrorSymmetric,
  STEP_WORK,
  StepwiseAnalysis,
  squareAnalysis,
} from '../../../games/knights/ai';
import { type BoardSize, squareName, squaresOf } from '../../../games/knights/board';
import { stateFromView } from '../../../games/knights/position';
import { type KnightsState, placeOn, sizeOf } from '../../../games/knights/rules';
import type {
  AnalysisAnswer,
  AnalysisRequest,
  Effort,
  GameRecord,
  PlyAnalysis,
} from './analysisProtocol';

/**
 * Calls are grouped into slices of about this many milliseconds before the worker pauses to let
 * a newer request in: short enough to feel instant, long enough that pausing costs little.
 */
const SLICE_MS = 100;

interface Job {
  readonly id: number;
  readonly game: GameRecord;
  /** Plies (knights on the board) still to analyse, in the order to do them. */
  readonly plies: number[];
  /** Solver work units each ply may take; a replay has no limit. */
  readonly budget: number;
  /** Whether the mirror shortcut was already tried on the first ply of `plies`. */
  mirrorTried: boolean;
  /** The solve of the first ply of `plies`, once begun, and when it began. */
  run: StepwiseAnalysis | null;
  startedAt: number;
}

let job: Job | null = null;
let running = false;

function post(answer: AnalysisAnswer): void {
  self.postMessage(answer);
}

function stateAt(game: GameRecord, ply: number): KnightsState {
  return stateFromView({
    files: game.files,
    ranks: game.ranks,
    knights: game.squares.slice(0, ply).map((square, i) => ({ square, seat: i % 2 })),
    attacked: [],
    legal: [],
    toMove: null,
    outcome: null,
  });
}

function centreOf(size: BoardSize): number | null {
  if (size.files % 2 === 0 || size.ranks % 2 === 0) return null;
  return ((size.ranks - 1) / 2) * 8 + (size.files - 1) / 2;
}

/**
 * The mirror lemma's answer, found without search: a position symmetric under a usable mirror is
 * lost for the side to move (every square loses); on an odd×odd board a symmetric position with
 * the centre free is won (take the centre), though which other squares win is not known yet.
 */
function mirrorAnalysis(state: KnightsState): PlyAnalysis | null {
  const size = { files: state.files, ranks: state.ranks };
  const { legalLo: lo, legalHi: hi } = state;
  const legal = squaresOf(lo, hi);
  if (legal.length === 0) return null;
  if (isMirrorSymmetric(size, lo, hi)) {
    const squares: Record<string, 'lose'> = {};
    for (const s of legal) squares[squareName(s, size)] = 'lose';
    return { verdict: 'loss', legal: legal.length, squares, source: 'mirror' };
  }
  const centre = centreOf(size);
  if (centre !== null && legal.includes(centre)) {
    const [cLo, cHi] = placeOn(lo, hi, centre);
    if (isMirrorSymmetric(size, cLo, cHi) || (cLo === 0 && cHi === 0)) {
      return { verdict: 'win', legal: legal.length, squares: {}, source: 'mirror' };
    }
  }
  return null;
}

/** One slice of work on the job's next ply; true when that ply is finished. */
function step(current: Job, ply: number): boolean {
  const state = stateAt(current.game, ply);
  if (!current.mirrorTried) {
    current.mirrorTried = true;
    const mirror = mirrorAnalysis(state);
    if (mirror) {
      post({ kind: 'ply', id: current.id, ply, analysis: mirror });
      // A lost position is complete (every square loses); a won one still needs its squares.
      if (mirror.verdict === 'loss') return true;
    }
  }
  const { legalLo: lo, legalHi: hi } = state;
  if (!current.run) {
    current.run = new StepwiseAnalysis(sizeOf(state), lo, hi);
    current.startedAt = performance.now();
  }
  const run = current.run;
  const start = performance.now();
  const slice = () => run.step(Math.min(STEP_WORK, current.budget - run.work));
  let a = slice();
  while (!a && run.work < current.budget && performance.now() - start < SLICE_MS) a = slice();
  if (a) {
    const { verdict, legal, squares } = squareAnalysis(sizeOf(state), lo, hi, a);
    post({
      kind: 'ply',
      id: current.id,
      ply,
      analysis: { verdict, legal, squares, source: 'solver' },
    });
    return true;
  }
  const effort: Effort = {
    positions: run.positions,
    work: run.work,
    elapsedMs: performance.now() - current.startedAt,
  };
  if (run.work < current.budget) {
    post({ kind: 'progress', id: current.id, ply, effort });
    return false;
  }
  post({ kind: 'gave-up', id: current.id, ply, effort });
  return true;
}

/** Lets queued messages in, so a newer request can take over before the next slice. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function run(): Promise<void> {
  running = true;
  try {
    while (job) {
      const current = job;
      const ply = current.plies[0];
      if (ply === undefined) {
        post({ kind: 'done', id: current.id });
        if (job === current) job = null;
        continue;
      }
      try {
        if (step(current, ply)) {
          current.plies.shift();
          current.mirrorTried = false;
          current.run = null;
        }
      } catch (err) {
        post({
          kind: 'error',
          id: current.id,
          message: err instanceof Error ? err.message : String(err),
        });
        if (job === current) job = null;
      }
      await pause();
    }
  } finally {
    running = false;
  }
}

self.onmessage = (e: MessageEvent<AnalysisRequest>) => {
  const request = e.data;
  if (request.kind === 'stop') {
    job = null;
    return;
  }
  const n = request.game.squares.length;
  // A finished game goes from the end backwards: late positions are cheap and warm the cache
  // for the earlier ones.
  const plies = request.kind === 'position' ? [n] : Array.from({ length: n + 1 }, (_, i) => n - i);
  const budget = request.kind === 'position' ? request.budget : Number.POSITIVE_INFINITY;
  job = {
    id: request.id,
    game: request.game,
    plies,
    budget,
    mirrorTried: false,
    run: null,
    startedAt: 0,
  };
  if (!running) void run();
};
