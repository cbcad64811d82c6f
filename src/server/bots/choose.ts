import { findGame } from '../../games';
import type { BotReply, BotRequest } from './protocol';

/** Runs one bot decision. Used inside worker threads; pure apart from the clock. */
export function chooseMove(req: BotRequest): BotReply {
  const game = findGame(req.game);
  if (!game) return { id: req.id, ok: false, error: `unknown game ${req.game}` };
  const bot = game.bots.find((b) => b.id === req.level);
  if (!bot) return { id: req.id, ok: false, error: `unknown bot level ${req.level}` };
  const start = performance.now();
  try {
    const move = bot.choose(req.view, { seat: req.seat, seed: req.seed });
    return { id: req.id, ok: true, move, ms: performance.now() - start };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
