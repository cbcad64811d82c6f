/**
 * Beside the table (below it on a phone): the log, the scoresheet and the review of finished
 * deals, one at a time behind tabs, so the column stays as tall as the window.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../core/game';
import type { DealRecord } from '../../../games/guillotine/series';
import { t } from '../../i18n';
import { DealReview } from './DealReview';
import { Log } from './Log';
import type { LogLine } from './logText';
import { ScoreTable } from './ScoreTable';

type Tab = 'log' | 'scores' | 'review';

const TABS: readonly { id: Tab; label: () => string }[] = [
  { id: 'log', label: () => t('guillotine.log.title') },
  { id: 'scores', label: () => t('guillotine.scores.title') },
  { id: 'review', label: () => t('guillotine.review.title') },
];

interface SidePanelProps {
  lines: readonly LogLine[];
  history: readonly DealRecord[];
  totals: readonly number[];
  order: readonly Seat[];
  name: (seat: Seat) => string;
  /** Opens on the scoresheet (the series is over). */
  over: boolean;
}

export function SidePanel(p: SidePanelProps) {
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab = chosen ?? (p.over ? 'scores' : 'log');

  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const i = TABS.findIndex((x) => x.id === tab);
    const next = TABS[(i + step + TABS.length) % TABS.length]!.id;
    setChosen(next);
    document.getElementById(`gl-tab-${next}`)?.focus();
  };

  return (
    <div class="gl-panel">
      <div class="gl-tabs" role="tablist" aria-label={t('guillotine.tabs')} onKeyDown={onKey}>
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`gl-tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`gl-tabpanel-${x.id}`}
            tabIndex={tab === x.id ? 0 : -1}
            class={tab === x.id ? 'gl-tab gl-tab-on' : 'gl-tab'}
            onClick={() => setChosen(x.id)}
          >
            {x.label()}
            {x.id === 'scores' && p.history.length > 0 && (
              <span class="gl-tab-count">{p.history.length}</span>
            )}
          </button>
        ))}
      </div>
      <div
        class="gl-tabpanel"
        role="tabpanel"
        id={`gl-tabpanel-${tab}`}
        aria-labelledby={`gl-tab-${tab}`}
      >
        {tab === 'log' && <Log lines={p.lines} />}
        {tab === 'scores' && (
          <ScoreTable history={p.history} totals={p.totals} order={p.order} name={p.name} />
        )}
        {tab === 'review' && <DealReview history={p.history} order={p.order} name={p.name} />}
      </div>
    </div>
  );
}
