import type { Minds } from './minds';
import type { BotReply, BotTask } from './protocol';

/** Runs one bot decision. Used inside worker threads; pure apart from the clock and the mind. */
export function chooseMove(minds: Minds, task: BotTask, id: number): BotReply {
  const prepared = minds.prepare(task, 'choose');
  if (typeof prepared === 'string') return { id, ok: false, error: prepared };
  const start = performance.now();
  try {
    const move = prepared.mind.choose(task.view, prepared.ctx);
    return { id, ok: true, move, ms: performance.now() - start };
  } catch (e) {
    return { id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One slice of thinking on the opponents' time; true when done (or the level never ponders). */
export function ponderSlice(minds: Minds, task: BotTask): boolean {
  const prepared = minds.prepare(task, 'ponder');
  if (typeof prepared === 'string' || !prepared.mind.ponder) return true;
  try {
    return prepared.mind.ponder(task.view, prepared.ctx);
  } catch {
    return true;
  }
}
