/**
 * The game's theorem in one paragraph, for after the game (knights-theory §2): who can always
 * win on this board, and how, by mirroring. Deliberately not the strategy-stealing argument,
 * which does not hold here (an extra knight can hurt its owner).
 */
import { type MessageKey, t } from '../../i18n';

function helpKey(files: number, ranks: number): MessageKey {
  const evenFiles = files % 2 === 0;
  const evenRanks = ranks % 2 === 0;
  if (evenFiles && evenRanks) return 'knights.help.evenBoth';
  if (evenFiles) return 'knights.help.evenFiles';
  if (evenRanks) return 'knights.help.evenRanks';
  return 'knights.help.oddOdd';
}

export function MirrorHelp({ files, ranks }: { files: number; ranks: number }) {
  return (
    <aside class="mirror-help">
      <h3>{t('knights.help.title')}</h3>
      <p>{t(helpKey(files, ranks))}</p>
    </aside>
  );
}
