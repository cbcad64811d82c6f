/** A series under way in a few words for "Your games": "deal 5 of 24". */
import type { GuillotineView } from '../../../games/guillotine/game';
import { DEALS } from '../../../games/guillotine/series';
import { t } from '../../i18n';

/** From the public view of the match (the server's, unchecked); null once it is over. */
export function describeGuillotineProgress(view: unknown): string | null {
  const v = view as Partial<GuillotineView> | null;
  if (!v || typeof v.dealNo !== 'number' || !Number.isInteger(v.dealNo) || v.over) return null;
  return t('guillotine.progress.deal', { n: Math.min(v.dealNo + 1, DEALS), total: DEALS });
}
