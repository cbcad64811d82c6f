/**
 * The invitation for a friend: a link that takes the open seat (`?sit=1`). It carries only the
 * match id; the friend's browser gets its own seat token when it sits.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n';

export function ShareLink({ matchId }: { matchId: string }) {
  const url = `${window.location.origin}/m/${encodeURIComponent(matchId)}?sit=1`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission (e.g. plain http): select the text so the player can copy it.
      (document.getElementById('share-url') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <aside class="share" aria-labelledby="share-title">
      <h2 id="share-title">{t('share.title')}</h2>
      <p>{t('share.explain')}</p>
      <div class="share-row">
        <input
          id="share-url"
          type="text"
          readOnly
          value={url}
          aria-label={t('share.title')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" class="primary" onClick={() => void copy()}>
          {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
      <p class="hint">{t('share.waiting')}</p>
    </aside>
  );
}
