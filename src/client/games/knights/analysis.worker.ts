/**
 * The exact analysis off the main thread: a cold solve of an early 8×8 position can take minutes,
 * and the page must stay usable meanwhile. The work is cut into slices of about 0.1 s with a pause
 * after each, so a newer request (the position changed) replaces the running one at once. The
 * solver's cache lives in this worker's module state, so later positions of the same game are
 * answered from it almost at once.
 */

import { analyzeState, isMirrorSymmetric } from '../../../games/knights/ai';
import { type BoardSize, squareName, squaresOf } from '../../../games/knights/board';
import { stateFromView } from '../../../games/knights/position';
import { type KnightsState, placeOn } from '../../../games/knights/rules';
import type { AnalysisAnswer, AnalysisRequest, GameRecord, PlyAnalysis } from './analysisProtocol';

/** Solver work per call: about 10–20 ms in Chrome. */
const STEP_BUDGET = 100_000;
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
  /** Whether the mirror shortcut was already tried on the first ply of `plies`. */
  mirrorTried: boolean;
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
  const start = performance.now();
  let a = analyzeState(state, STEP_BUDGET);
  while (a.verdict === 'unknown' && performance.now() - start < SLICE_MS) {
    a = analyzeState(state, STEP_BUDGET);
  }
  if (a.verdict === 'unknown') return false;
  const analysis: PlyAnalysis = {
    verdict: a.verdict,
    legal: a.legal,
    squares: a.squares,
    source: 'solver',
  };
  post({ kind: 'ply', id: current.id, ply, analysis });
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
  job = { id: request.id, game: request.game, plies, mirrorTried: false };
  if (!running) void run();
};
