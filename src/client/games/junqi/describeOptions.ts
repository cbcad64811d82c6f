/** How a Junqi match is told apart in the lobby list: by the rules it changes. */
import { t } from '../../i18n';

export function describeJunqiOptions(options: unknown): string {
  if (typeof options !== 'object' || options === null) return '';
  const { quietDraw, mineKillsBoth } = options as Record<string, unknown>;
  const parts: string[] = [];
  if (quietDraw === true) parts.push(t('junqi.options.quietDraw'));
  if (mineKillsBoth === true) parts.push(t('junqi.options.mineKillsBoth'));
  return parts.join(', ');
}
