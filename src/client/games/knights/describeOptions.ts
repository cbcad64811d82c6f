/** How a knights match is told apart in the lobby list: by its board size. */
import { t } from '../../i18n';

export function describeKnightsOptions(options: unknown): string {
  if (typeof options !== 'object' || options === null) return '';
  const { files, ranks } = options as { files?: unknown; ranks?: unknown };
  if (typeof files !== 'number' || typeof ranks !== 'number') return '';
  return t('knights.boardSize', { files, ranks });
}
