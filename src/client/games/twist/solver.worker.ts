/**
 * The solver, hints and the generator off the main thread: a search can take a while (a
 * Wizard challenge from the generator, a count on a nearly empty board) and the page must never
 * freeze meanwhile.
 */
import '../../session/no-eval';
import { generate, hint, solve } from '../../../games/twist';
import type { SolverAnswer, SolverEnvelope, SolverRequest } from './solverProtocol';

function answer(request: SolverRequest): SolverAnswer {
  switch (request.kind) {
    case 'hint': {
      const r = hint(request.current, request.start);
      return r.ok ? { kind: 'hint', hint: r.value } : { kind: 'error', message: r.error.message };
    }
    case 'count': {
      const r = solve(request.start, { limit: request.limit, countOnly: true });
      return r.ok
        ? { kind: 'count', count: r.value.count, capped: r.value.capped }
        : { kind: 'error', message: r.error.message };
    }
    case 'solution': {
      const r = solve(request.start, { limit: 1 });
      return r.ok
        ? { kind: 'solution', solution: r.value.solutions[0] ?? null }
        : { kind: 'error', message: r.error.message };
    }
    case 'generate': {
      const c = generate(request.level, request.seed);
      return { kind: 'generate', start: c.start, solution: c.solution };
    }
  }
}

self.onmessage = (e: MessageEvent<SolverEnvelope<SolverRequest>>) => {
  const { id, body } = e.data;
  let reply: SolverAnswer;
  try {
    reply = answer(body);
  } catch (err) {
    reply = { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  const envelope: SolverEnvelope<SolverAnswer> = { id, body: reply };
  self.postMessage(envelope);
};
