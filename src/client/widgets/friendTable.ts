/** How a table between people is run, as a two-player game's form sets it, and what it asks of the server. */
import type { TableSettings } from '../../core/wire';
import type { ClockSetting } from './ClockChoice';

export interface FriendTableSetting {
  clock: ClockSetting;
  graceSeconds: number;
  listed: boolean;
}

/**
 * The table settings a new match asks for: a clock, a grace and a place in the lobby are for
 * games between people at two browsers; against the computer or on one screen, the table waits.
 */
export function tableFor(setup: FriendTableSetting, friend: boolean): Partial<TableSettings> {
  if (!friend) return { listed: false, moveSeconds: null };
  const clock = setup.clock.moveSeconds !== null ? setup.clock : { moveSeconds: null };
  return { listed: setup.listed, ...clock, graceSeconds: setup.graceSeconds };
}
