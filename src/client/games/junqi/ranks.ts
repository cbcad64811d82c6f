/**
 * Rank names as players know them: the full name for sentences and labels ("field marshal",
 * 司令) and the short one that fits on a tile ("Marshal").
 */
import type { Rank } from '../../../games/junqi/pieces';
import { type MessageKey, t } from '../../i18n';

const FULL = [
  'junqi.rank.0',
  'junqi.rank.1',
  'junqi.rank.2',
  'junqi.rank.3',
  'junqi.rank.4',
  'junqi.rank.5',
  'junqi.rank.6',
  'junqi.rank.7',
  'junqi.rank.8',
  'junqi.rank.9',
  'junqi.rank.10',
  'junqi.rank.11',
] as const satisfies readonly MessageKey[];

const TILE = [
  'junqi.tile.0',
  'junqi.tile.1',
  'junqi.tile.2',
  'junqi.tile.3',
  'junqi.tile.4',
  'junqi.tile.5',
  'junqi.tile.6',
  'junqi.tile.7',
  'junqi.tile.8',
  'junqi.tile.9',
  'junqi.tile.10',
  'junqi.tile.11',
] as const satisfies readonly MessageKey[];

export const rankName = (rank: Rank): string => t(FULL[rank]);
export const tileName = (rank: Rank): string => t(TILE[rank]);
