/** A computer level's name: Junqi's own where it has one ("random"), else the platform's. */
import { botName, hasKey, t } from '../../i18n';

export function levelName(level: string): string {
  const key = `junqi.level.${level}`;
  return hasKey(key) ? t(key) : botName(level);
}
