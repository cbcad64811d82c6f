/**
 * The work behind a verdict that is slow to come: how far the solve has got, with a button to
 * stop it; once stopped (or given up at the budget), what it cost and a button to go on.
 */
import { language, t } from '../../i18n';
import type { Effort } from './analysisProtocol';
import type { AnalysisProgress } from './useAnalysis';

export interface AnalysisWorkProps {
  effort: Effort | null;
  halted: AnalysisProgress['halted'];
  onStop: () => void;
  onResume: () => void;
}

function effortText(effort: Effort, halted: AnalysisProgress['halted']): string {
  // 1234567 as "1.2M" or "123万": people read a count like this by its first figures.
  const format = new Intl.NumberFormat(language.value, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const params = {
    count: effort.positions,
    positions: format.format(effort.positions),
    seconds: Math.floor(effort.elapsedMs / 1000),
  };
  if (halted === 'budget') return t('knights.analysis.gaveUp', params);
  if (halted === 'stopped') return t('knights.analysis.stoppedAfter', params);
  return t('knights.analysis.progress', params);
}

export function AnalysisWork({ effort, halted, onStop, onResume }: AnalysisWorkProps) {
  return (
    // Not read out: it changes ten times a second. The verdict above says what matters.
    <p class="analysis-work" aria-live="off" data-halted={halted ?? undefined}>
      <span class="analysis-effort">{effort ? effortText(effort, halted) : ''}</span>
      {halted ? (
        <button type="button" class="small" onClick={onResume}>
          {t(halted === 'budget' ? 'knights.analysis.keepTrying' : 'knights.analysis.resume')}
        </button>
      ) : (
        <button type="button" class="small" onClick={onStop}>
          {t('knights.analysis.stop')}
        </button>
      )}
    </p>
  );
}
