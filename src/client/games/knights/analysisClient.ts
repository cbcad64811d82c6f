/**
 * The page's side of the analysis worker: one worker for the whole app, made on first use and kept,
 * so the solver's cache stays warm from one position (and one game) to the next. The worker does
 * one job at a time; starting a job replaces the one before.
 */
import type { AnalysisAnswer, AnalysisRequest, GameRecord } from './analysisProtocol';

let worker: Worker | null = null;
let nextId = 1;
let currentId = 0;
const listeners = new Map<number, (answer: AnalysisAnswer) => void>();

function analysisWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<AnalysisAnswer>) => listeners.get(e.data.id)?.(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    for (const [id, listen] of listeners) {
      listen({ kind: 'error', id, message: e.message || 'worker failed' });
    }
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/**
 * Analyses one position ('position', giving up after `budget` solver work units) or every
 * position of a game ('game'); `listen` hears each answer. Returns the function that cancels it.
 */
export function startAnalysis(
  kind: 'position' | 'game',
  game: GameRecord,
  budget: number,
  listen: (answer: AnalysisAnswer) => void,
): () => void {
  const id = nextId++;
  currentId = id;
  listeners.set(id, listen);
  const request: AnalysisRequest =
    kind === 'position' ? { kind, id, game, budget } : { kind, id, game };
  analysisWorker().postMessage(request);
  return () => {
    listeners.delete(id);
    // Only stop the worker if nothing newer has replaced this job already.
    if (currentId === id && worker) {
      const stop: AnalysisRequest = { kind: 'stop' };
      worker.postMessage(stop);
    }
  };
}
