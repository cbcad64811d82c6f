/**
 * The log of what this page saw, in a box of fixed height (it never pushes the controls about):
 * moves with the viewer's part in each attack, readiness, flags shown, the end. Newest first or
 * oldest first, as the player chooses (kept in this browser); either way the entries read in
 * the order things happened, and the newest stays in sight as entries come unless the player
 * scrolled away from it.
 */
import { signal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { logText } from './logText';
import type { GameRecord, LogEntry } from './record';

export type LogOrder = 'newest' | 'oldest';

const ORDER_KEY = 'parlour:junqi:log-order';

function initialOrder(): LogOrder {
  try {
    return localStorage.getItem(ORDER_KEY) === 'oldest' ? 'oldest' : 'newest';
  } catch {
    return 'newest';
  }
}

export const logOrder = signal<LogOrder>(initialOrder());

function setOrder(order: LogOrder): void {
  logOrder.value = order;
  try {
    localStorage.setItem(ORDER_KEY, order);
  } catch {
    // Chosen for this visit only.
  }
}

type Line =
  | { readonly kind: 'entry'; readonly entry: LogEntry; readonly i: number }
  | { readonly kind: 'opened'; readonly ply: number };

/** How near an end of the box still counts as being at it, in pixels. */
const NEAR = 24;

export function MoveLog({ record, you }: { record: GameRecord; you: SideName | null }) {
  const order = logOrder.value;
  const opened = record.base.kind === 'start' ? null : record.base.ply;
  // Oldest first: the page opened here, then what it saw.
  const lines: Line[] = [
    ...(opened !== null && opened > 0 ? [{ kind: 'opened', ply: opened } as const] : []),
    ...record.log.map((entry, i) => ({ kind: 'entry', entry, i }) as const),
  ];
  if (order === 'newest') lines.reverse();
  const list = useRef<HTMLOListElement>(null);
  // Where the newest entry is, and whether the player was there before this one came.
  const atNewest = useRef(true);
  const count = record.log.length;

  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !atNewest.current) return;
    el.scrollTop = order === 'newest' ? 0 : el.scrollHeight;
  }, [count, order]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atNewest.current =
      order === 'newest'
        ? el.scrollTop <= NEAR
        : el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR;
  };

  const choose = (next: LogOrder) => {
    atNewest.current = true;
    setOrder(next);
  };

  return (
    <section class="jq-log" aria-labelledby="jq-log-title">
      <div class="jq-log-head">
        <h2 id="jq-log-title">{t('junqi.log.title')}</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form */}
        <div class="jq-log-order" role="group" aria-label={t('junqi.log.order')}>
          {(['newest', 'oldest'] as const).map((o) => (
            <button
              key={o}
              type="button"
              class="quiet"
              aria-pressed={order === o}
              onClick={() => choose(o)}
            >
              {o === 'newest' ? t('junqi.log.newestFirst') : t('junqi.log.oldestFirst')}
            </button>
          ))}
        </div>
      </div>
      <ol ref={list} class="jq-log-list" aria-live="polite" data-order={order} onScroll={onScroll}>
        {lines.length === 0 && <li class="jq-log-empty">{t('junqi.log.empty')}</li>}
        {lines.map((line) =>
          line.kind === 'opened' ? (
            <li key="opened" class="jq-log-note">
              {t('junqi.log.openedMidway', { ply: line.ply })}
            </li>
          ) : (
            <li
              key={line.i}
              class={`jq-log-${line.entry.kind}${line.entry.kind === 'move' ? ` jq-log-${line.entry.move.side}` : ''}`}
            >
              {line.entry.kind === 'move' && <span class="jq-log-ply">{line.entry.move.ply}.</span>}
              <span>{logText(line.entry, you)}</span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
