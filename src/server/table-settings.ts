import type { TableSettings } from '../core/protocol';

export const DEFAULT_TABLE: TableSettings = {
  listed: false,
  graceSeconds: 60,
  standIn: true,
  moveSeconds: null,
  onTimeout: 'forfeit',
};

/** The table settings of a match from what was asked or stored: anything missing is the default. */
export function tableSettings(given: Partial<TableSettings> | null | undefined): TableSettings {
  return { ...DEFAULT_TABLE, ...(given ?? {}) };
}
