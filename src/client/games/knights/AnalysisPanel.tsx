/**
 * The analysis switch and, when it is on, the verdict of the position on the board: who wins with
 * perfect play and how many squares win, or a spinner while the worker is still solving it.
 */
import { t } from '../../i18n';
import type { PlyAnalysis } from './analysisProtocol';
import { MarkLegend } from './MarkLegend';
import { Spinner } from './Spinner';
import { SLOW_LEGAL, verdictText } from './verdictText';

export interface AnalysisPanelProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  /** Legal squares in the position on the board. */
  legal: number;
  analysis: PlyAnalysis | undefined;
  error: string | null;
}

export function AnalysisPanel({ on, onToggle, legal, analysis, error }: AnalysisPanelProps) {
  const known = analysis && analysis.verdict !== 'unknown' ? analysis.verdict : null;
  // A win found by the mirror lemma comes before the marks of the other squares.
  const complete =
    known === 'loss' || (known === 'win' && Object.keys(analysis!.squares).length > 0);
  const pending = legal > 0 && !complete;
  return (
    <div class="analysis">
      <label class="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(e) => onToggle((e.currentTarget as HTMLInputElement).checked)}
        />
        <span>{t('knights.analysis.toggle')}</span>
      </label>
      {!on && <span class="analysis-note">{t('knights.analysis.spoiler')}</span>}
      {on && (
        <div class="analysis-body" aria-live="polite">
          <p class="analysis-verdict" data-verdict={legal === 0 ? 'loss' : (known ?? 'pending')}>
            {pending && <Spinner />}
            <span>
              {error
                ? t('knights.analysis.failed', { reason: error })
                : verdictText(analysis, legal)}
            </span>
          </p>
          {!known && legal > SLOW_LEGAL && (
            <p class="analysis-note">{t('knights.analysis.slow')}</p>
          )}
          {analysis?.source === 'mirror' && analysis.verdict === 'loss' && (
            <p class="analysis-note">{t('knights.analysis.mirror')}</p>
          )}
          <MarkLegend />
        </div>
      )}
    </div>
  );
}
