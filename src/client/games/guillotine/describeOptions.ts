/** How a Guillotine match is told apart in the lobby list: by the ace bonus, when it is not the usual one. */
import { t } from '../../i18n';

export function describeGuillotineOptions(options: unknown): string {
  if (typeof options !== 'object' || options === null) return '';
  return (options as { aceBonus?: unknown }).aceBonus === 'one'
    ? t('guillotine.options.aceOne')
    : '';
}
