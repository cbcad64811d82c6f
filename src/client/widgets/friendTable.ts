/** How a table between people is run, as a two-player game's form sets it, and what it asks of the server. */
import type { TableSettings } from '../../core/wire';
import type { ClockSetting } from './ClockChoice';

export interface FriendTableSetting {
  clock: ClockSetting;
  graceSeconds: number;
  listed: boolean;
  /**
   * For a game with a setup (each side prepares, then says it is ready): seconds to get ready,
   * or null for no limit. Absent for a game without one: the server's default stands.
   */
  setupSeconds?: number | null;
  /** Counts for the players' ratings (both seats a person's, each a different player's). */
  rated: boolean;
}

/**
 * The table settings a new match asks for: a clock, a grace, a place in the lobby and a rating
 * are for games between people at two browsers; against the computer or on one screen, the table
 * waits and is casual. `mayRate` is false while the player may not open rated tables (they left
 * too many): the form shows rated as unavailable, and the table is casual.
 */
export function tableFor(
  setup: FriendTableSetting,
  friend: boolean,
  mayRate = true,
): Partial<TableSettings> {
  if (!friend) return { listed: false, moveSeconds: null };
  const clock = setup.clock.moveSeconds !== null ? setup.clock : { moveSeconds: null };
  return {
    listed: setup.listed,
    ...clock,
    graceSeconds: setup.graceSeconds,
    ...(setup.setupSeconds !== undefined ? { setupSeconds: setup.setupSeconds } : {}),
    rated: setup.rated && mayRate,
  };
}
