/**
 * The analysis switch and, when it is on, the verdict of the position on the board: who wins with
 * perfect play and how many squares win, or, while the worker is still solving it, a spinner and
 * how far it has got, with a button to stop; a position too early to solve in reasonable time is
 * given up and said to be so.
 */
import { t } from '../../i18n';
import { AnalysisWork } from './AnalysisWork';
import type { PlyAnalysis } from './analysisProtocol';
import { MarkLegend } from './MarkLegend';
import { Spinner } from './Spinner';
import type { AnalysisControl } from './useAnalysis';
import { SLOW_LEGAL, verdictText } from './verdictText';

export interface AnalysisPanelProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  /** Legal squares in the position on the board. */
  legal: number;
  analysis: PlyAnalysis | undefined;
  /** The work on it: errors, effort, why it halted, and the buttons' actions. */
  work: Pick<AnalysisControl, 'error' | 'effort' | 'halted' | 'stop' | 'resume'>;
}

export function AnalysisPanel({ on, onToggle, legal, analysis, work }: AnalysisPanelProps) {
  const known = analysis && analysis.verdict !== 'unknown' ? analysis.verdict : null;
  // A win found by the mirror lemma comes before the marks of the other squares.
  const complete =
    known === 'loss' || (known === 'win' && Object.keys(analysis!.squares).length > 0);
  const pending = legal > 0 && !complete && !work.error;
  const running = pending && !work.halted;
  // Only once the first slice has not found the answer: a quick one should not flash a button.
  const slow = pending && (work.effort !== null || work.halted !== null);
  const verdict = legal === 0 ? 'loss' : (known ?? work.halted ?? 'pending');
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
        <div class="analysis-body">
          <p class="analysis-verdict" data-verdict={verdict} aria-live="polite">
            {running && <Spinner />}
            <span>
              {work.error
                ? t('knights.analysis.failed', { reason: work.error })
                : verdictText(analysis, legal, work.halted)}
            </span>
          </p>
          {slow && (
            <AnalysisWork
              effort={work.effort}
              halted={work.halted}
              onStop={work.stop}
              onResume={work.resume}
            />
          )}
          {slow && running && legal > SLOW_LEGAL && (
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
