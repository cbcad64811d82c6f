/** The sentence that tells the analysis of a position, for the panel and the replay. */
import { t } from '../../i18n';
import type { PlyAnalysis } from './analysisProtocol';
import type { AnalysisProgress } from './useAnalysis';

/** Cold solves get slow above about 40 legal squares (knights-theory §7): say so plainly. */
export const SLOW_LEGAL = 40;

export function winningCount(analysis: PlyAnalysis): number {
  return Object.values(analysis.squares).filter((m) => m === 'win').length;
}

/**
 * `legal` is the number of legal squares, known even while the analysis is not; `halted` says
 * why no more is coming (see useAnalysis).
 */
export function verdictText(
  analysis: PlyAnalysis | undefined,
  legal: number,
  halted: AnalysisProgress['halted'] = null,
): string {
  if (legal === 0) return t('knights.analysis.noSquare');
  if (!analysis || analysis.verdict === 'unknown') {
    if (halted === 'budget')
      return t('knights.analysis.tooEarly', { count: legal, limit: SLOW_LEGAL });
    if (halted === 'stopped') return t('knights.analysis.stopped', { count: legal });
    return t('knights.analysis.analysing', { count: legal });
  }
  if (analysis.verdict === 'loss') return t('knights.analysis.loses', { count: legal });
  if (Object.keys(analysis.squares).length === 0) {
    return t(halted ? 'knights.analysis.winsCentreOnly' : 'knights.analysis.winsCentre');
  }
  return t('knights.analysis.wins', { count: winningCount(analysis), legal });
}

/** The replay's line about the position on the board: who is to move next, and how it stands. */
export function nextText(analysis: PlyAnalysis | undefined, legal: number, player: string): string {
  if (legal === 0) return t('status.noSquare', { player });
  if (!analysis || analysis.verdict === 'unknown') {
    return t('knights.replay.nextPending', { player, count: legal });
  }
  if (analysis.verdict === 'loss') return t('knights.replay.nextLoses', { player, count: legal });
  if (Object.keys(analysis.squares).length === 0) {
    return t('knights.replay.nextWinsCentre', { player });
  }
  return t('knights.replay.nextWins', { player, legal, count: winningCount(analysis) });
}
