/** Translated names for the puzzle's colours, levels and pieces. */
import type { Colour, Level, Piece } from '../../../games/twist';
import { language, t } from '../../i18n';

export function colourName(colour: Colour): string {
  return t(`twist.colour.${colour}`);
}

export function levelName(level: Level): string {
  return t(`twist.level.${level}`);
}

/** "red L": what players call a piece, in place of its letter in the placement string. */
export function pieceName(piece: Piece): string {
  return t(`twist.name.${piece}`);
}

/** "red L and blue bar", joined as the player's language joins a list. */
export function pieceList(pieces: readonly Piece[]): string {
  return new Intl.ListFormat(language.value, { type: 'conjunction' }).format(pieces.map(pieceName));
}
