/** The accessible name of a square: "c7, red piece", "b1, headquarters, your flag". */
import { isCamp, isHeadquarters, type Square, squareName } from '../../../games/junqi/board';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { rankName } from './ranks';

export interface LabelledPiece {
  readonly side: SideName;
  readonly rank: Rank | null;
}

export interface SquareMarks {
  readonly selected?: boolean;
  readonly target?: boolean;
  readonly last?: boolean;
}

function pieceText(piece: LabelledPiece, you: SideName | null): string {
  if (piece.rank !== null) {
    const rank = rankName(piece.rank);
    if (piece.side === you) return t('junqi.label.yours', { rank });
    return piece.side === 'blue'
      ? t('junqi.label.blueRank', { rank })
      : t('junqi.label.redRank', { rank });
  }
  return piece.side === 'blue' ? t('junqi.label.bluePiece') : t('junqi.label.redPiece');
}

export function squareLabel(
  s: Square,
  piece: LabelledPiece | undefined,
  you: SideName | null,
  marks: SquareMarks = {},
): string {
  const parts = [squareName(s)];
  if (isCamp(s)) parts.push(t('junqi.label.camp'));
  if (isHeadquarters(s)) parts.push(t('junqi.label.hq'));
  parts.push(piece ? pieceText(piece, you) : t('junqi.label.empty'));
  if (marks.selected) parts.push(t('junqi.label.selected'));
  if (marks.target) parts.push(piece ? t('junqi.label.attack') : t('junqi.label.target'));
  if (marks.last) parts.push(t('junqi.label.last'));
  return parts.join(t('junqi.label.sep'));
}
