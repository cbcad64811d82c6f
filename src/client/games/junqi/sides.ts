/**
 * Sides and seats: seat 0 plays blue, seat 1 red. The view names sides ('blue'), the rules number
 * them (0), the platform numbers seats; this is where the three meet.
 */
import type { Seat } from '../../../core/game';
import type { Side } from '../../../games/junqi/board';
import type { SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';

export const SIDES: readonly SideName[] = ['blue', 'red'];

export const sideIndex = (name: SideName): Side => (name === 'blue' ? 0 : 1);
export const sideNameOf = (side: Side): SideName => SIDES[side]!;
export const otherSide = (name: SideName): SideName => (name === 'blue' ? 'red' : 'blue');
export const seatOfSide = (name: SideName): Seat => sideIndex(name);

export function sideLabel(name: SideName): string {
  return name === 'blue' ? t('junqi.side.blue') : t('junqi.side.red');
}
