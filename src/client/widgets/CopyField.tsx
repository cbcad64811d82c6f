/**
 * A read-only link with a Copy button (share links). Without clipboard permission (e.g. plain
 * http) the text is selected instead, so the player can copy it by hand.
 */
import { useRef, useState } from 'preact/hooks';
import { t } from '../i18n';

export function CopyField({ value, label, id }: { value: string; label: string; id?: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      input.current?.select();
    }
  };
  return (
    <div class="share-row">
      <input
        ref={input}
        id={id}
        type="text"
        readOnly
        value={value}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" class="primary" onClick={() => void copy()}>
        {copied ? t('share.copied') : t('share.copy')}
      </button>
    </div>
  );
}
