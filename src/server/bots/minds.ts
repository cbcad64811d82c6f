import type { BotContext, BotMind, SeenStep } from '../../core/game';
import { findGame } from '../../games';
import type { BotTask } from './protocol';

interface Held {
  readonly mind: BotMind<unknown, unknown>;
  /** The version up to which this mind has been told what its seat saw; -1: it missed some. */
  version: number;
}

/** Minds kept per worker; the least recently used go first beyond this. */
const MAX_MINDS = 4096;

/**
 * The bots of one worker thread: one mind per seat of a match, so that no bot ever shares memory
 * with another seat's bot (which could hold what that seat may not know).
 */
export class Minds {
  private readonly held = new Map<string, Held>();

  /**
   * The mind for the task's seat and what to tell it, or why there is none. A decision tells the
   * mind what its seat saw since the last one; thinking on the opponents' time tells it nothing.
   */
  prepare(
    task: BotTask,
    purpose: 'choose' | 'ponder',
  ): { mind: BotMind<unknown, unknown>; ctx: BotContext } | string {
    const game = findGame(task.game);
    if (!game) return `unknown game ${task.game}`;
    const level = game.bots.find((b) => b.id === task.level);
    if (!level) return `unknown bot level ${task.level}`;
    const key = `${task.matchId}\0${task.seat}\0${task.level}`;
    let held = this.held.get(key);
    if (held) {
      this.held.delete(key);
    } else {
      // A new mind knows the whole story only if the events start at the beginning.
      held = { mind: level.create ? level.create() : level, version: 0 };
    }
    this.held.set(key, held);
    while (this.held.size > MAX_MINDS) this.held.delete(this.held.keys().next().value!);
    if (purpose === 'ponder') return { mind: held.mind, ctx: { seat: task.seat, seed: task.seed } };
    const continuous = held.version === task.since;
    held.version = task.version;
    const events: readonly SeenStep[] | null = continuous ? task.events : null;
    return { mind: held.mind, ctx: { seat: task.seat, seed: task.seed, events } };
  }

  release(matchId: string): void {
    const prefix = `${matchId}\0`;
    for (const key of this.held.keys()) if (key.startsWith(prefix)) this.held.delete(key);
  }
}
