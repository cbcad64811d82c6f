/**
 * "Copy as text": the challenge as a placement string on the clipboard, for sharing it where a
 * link will not do (a chat, the command line). The string is shown only in the answer, so it is
 * there to copy by hand when the browser refuses the clipboard (plain http, no permission).
 */
import { t } from '../../i18n';

export function CopyText({ text, told }: { text: string; told: (message: string) => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      told(t('twist.copied', { text }));
    } catch {
      told(t('twist.copyByHand', { text }));
    }
  };
  return (
    <button type="button" class="small quiet" onClick={() => void copy()}>
      {t('twist.copyText')}
    </button>
  );
}
