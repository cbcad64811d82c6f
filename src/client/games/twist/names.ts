/** Translated names for the puzzle's colours, levels and pieces. */
import type { Colour, Level, Piece } from '../../../games/twist';
import { PIECE_COLOUR } from '../../../games/twist';
import { t } from '../../i18n';

export function colourName(colour: Colour): string {
  return t(`twist.colour.${colour}`);
}

export function levelName(level: Level): string {
  return t(`twist.level.${level}`);
}

/** "piece c, blue": the accessible name of a piece in the tray. */
export function pieceName(piece: Piece): string {
  return t('twist.piece', { piece, colour: colourName(PIECE_COLOUR[piece]) });
}
