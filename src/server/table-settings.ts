import type { SeatClockKind } from '../core/game';
import type { TableSettings } from '../core/protocol';

/** The setup clock of a table open to anyone, unless its creator says otherwise: 3 minutes. */
export const LISTED_SETUP_SECONDS = 180;

export const DEFAULT_TABLE: TableSettings = {
  listed: false,
  graceSeconds: 60,
  standIn: true,
  moveSeconds: null,
  onTimeout: 'forfeit',
  setupSeconds: null,
  rated: false,
};

/**
 * The table settings of a match from what was asked or stored: anything missing is the default.
 * The setup clock is off at a table between friends and on at one listed for anyone, where a
 * stranger who never gets ready would otherwise hold the other player for as long as they like.
 */
export function tableSettings(given: Partial<TableSettings> | null | undefined): TableSettings {
  const settings = { ...DEFAULT_TABLE, ...(given ?? {}) };
  if (given?.setupSeconds === undefined && settings.listed) {
    settings.setupSeconds = LISTED_SETUP_SECONDS;
  }
  return settings;
}

/** The limit in seconds of a seat's clock of this kind at this table, or null for none. */
export function clockLimit(settings: TableSettings, kind: SeatClockKind | null): number | null {
  if (kind === 'setup') return settings.setupSeconds ?? null;
  if (kind === 'move') return settings.moveSeconds;
  return null;
}
