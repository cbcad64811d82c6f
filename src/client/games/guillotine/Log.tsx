/**
 * The log of plays and points, newest last: from the latest steps the server sent with the
 * table when the page opened (so a reload keeps the deal so far), then as they happen. It keeps
 * to the bottom as lines arrive, unless the reader has scrolled up to look at something.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { LogLine } from './logText';

export function Log({ lines }: { lines: readonly LogLine[] }) {
  const box = useRef<HTMLOListElement>(null);
  const stuck = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  if (lines.length === 0) return <p class="hint">{t('guillotine.log.empty')}</p>;
  return (
    <ol
      class="gl-log"
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      {lines.map((line, i) => (
        // Lines are appended (the oldest dropped past the session's limit): a place is identity
        // enough for plain text.
        <li key={i} class={`gl-log-${line.kind}`}>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
