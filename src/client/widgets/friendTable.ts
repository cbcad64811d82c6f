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
}

/**
 * The table settings a new match asks for: a clock, a grace and a place in the lobby are for
 * games between people at two browsers; against the computer or on one screen, the table waits.
 */
export function tableFor(setup: FriendTableSetting, friend: boolean): Partial<TableSettings> {
  if (!friend) return { listed: false, moveSeconds: null };
  const clock = setup.clock.moveSeconds !== null ? setup.clock : { moveSeconds: null };
  return {
    listed: setup.listed,
    ...clock,
    graceSeconds: setup.graceSeconds,
    ...(setup.setupSeconds !== undefined ? { setupSeconds: setup.setupSeconds } : {}),
  };
}
