import type { BotLevel } from '../../core/game';
import { findGame } from '../../games';
import type { BotReply, BotTask } from './protocol';

function levelOf(task: BotTask): BotLevel<unknown, unknown> | string {
  const game = findGame(task.game);
  if (!game) return `unknown game ${task.game}`;
  return game.bots.find((b) => b.id === task.level) ?? `unknown bot level ${task.level}`;
}

/** Runs one bot decision. Used inside worker threads; pure apart from the clock. */
export function chooseMove(task: BotTask, id: number): BotReply {
  const bot = levelOf(task);
  if (typeof bot === 'string') return { id, ok: false, error: bot };
  const start = performance.now();
  try {
    const move = bot.choose(task.view, { seat: task.seat, seed: task.seed });
    return { id, ok: true, move, ms: performance.now() - start };
  } catch (e) {
    return { id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One slice of thinking on the opponent's time; true when done (or the level never ponders). */
export function ponderSlice(task: BotTask): boolean {
  const bot = levelOf(task);
  if (typeof bot === 'string' || !bot.ponder) return true;
  try {
    return bot.ponder(task.view, { seat: task.seat, seed: task.seed });
  } catch {
    return true;
  }
}
