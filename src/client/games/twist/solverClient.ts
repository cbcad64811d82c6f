/**
 * The page's side of the solver worker: one worker for the whole app, made on first use, and a
 * promise per question. Answers come back in the order asked (the worker does one at a time).
 */
import type { Hint, Level } from '../../../games/twist';
import type { SolverAnswer, SolverEnvelope, SolverRequest } from './solverProtocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (answer: SolverAnswer) => void>();

function solverWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<SolverEnvelope<SolverAnswer>>) => {
    const resolve = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    resolve?.(e.data.body);
  };
  worker.onerror = () => {
    for (const resolve of waiting.values()) resolve({ kind: 'error', message: 'worker failed' });
    waiting.clear();
    worker = null;
  };
  return worker;
}

function ask(body: SolverRequest): Promise<SolverAnswer> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    const envelope: SolverEnvelope<SolverRequest> = { id, body };
    solverWorker().postMessage(envelope);
  });
}

function expect<K extends SolverAnswer['kind']>(
  answer: SolverAnswer,
  kind: K,
): Extract<SolverAnswer, { kind: K }> {
  if (answer.kind === kind) return answer as Extract<SolverAnswer, { kind: K }>;
  throw new Error(answer.kind === 'error' ? answer.message : `unexpected ${answer.kind}`);
}

export async function askHint(current: string, start: string): Promise<Hint> {
  return expect(await ask({ kind: 'hint', current, start }), 'hint').hint;
}

/** How many solutions, counting no further than `limit`. */
export async function askCount(
  start: string,
  limit: number,
): Promise<{ count: number; capped: boolean }> {
  const a = expect(await ask({ kind: 'count', start, limit }), 'count');
  return { count: a.count, capped: a.capped };
}

export async function askSolution(start: string): Promise<string | null> {
  return expect(await ask({ kind: 'solution', start }), 'solution').solution;
}

export async function askGenerate(
  level: Level,
  seed: string,
): Promise<{ start: string; solution: string }> {
  const a = expect(await ask({ kind: 'generate', level, seed }), 'generate');
  return { start: a.start, solution: a.solution };
}
