/**
 * The invitation for a friend: a link that takes the open seat (`?sit=1`). It carries only the
 * match id; the friend's browser gets its own seat token when it sits.
 */
import { t } from '../i18n';
import { CopyField } from './CopyField';

export function ShareLink({ matchId }: { matchId: string }) {
  const url = `${window.location.origin}/m/${encodeURIComponent(matchId)}?sit=1`;
  return (
    <aside class="share" aria-labelledby="share-title">
      <h2 id="share-title">{t('share.title')}</h2>
      <p>{t('share.explain')}</p>
      <CopyField id="share-url" value={url} label={t('share.title')} />
      <p class="hint">{t('share.waiting')}</p>
    </aside>
  );
}
