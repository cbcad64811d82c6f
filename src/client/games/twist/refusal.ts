/**
 * A refused placement in the player's language. The codes and params are those of the rules
 * module (src/games/twist/validity.ts), which names pieces by letter: players hear the piece's
 * name instead, and the translated colour of the peg. Any other code goes through translateError
 * (twist.error.<code>, then the English text).
 */
import type { RuleError } from '../../../core/errors';
import { isPeg, isPiece, PEG_COLOUR, type Piece } from '../../../games/twist';
import { t, translateError } from '../../i18n';
import { colourName, pieceName } from './names';

export function refusalText(error: RuleError, piece: Piece): string {
  const p = error.params ?? {};
  const location = String(p.location ?? '');
  const peg = String(p.peg ?? '');
  const pegColour = isPeg(peg) ? colourName(PEG_COLOUR[peg]) : '';
  const name = pieceName(piece);
  switch (error.code) {
    case 'twist.off-board':
      return t('twist.refused.offBoard', { piece: name });
    case 'twist.overlap': {
      const other = String(p.piece ?? '');
      return t('twist.refused.overlap', {
        piece: name,
        other: isPiece(other) ? pieceName(other) : other,
        location,
      });
    }
    case 'twist.peg-colour':
      return t('twist.refused.pegColour', { piece: name, location, pegColour });
    case 'twist.peg-filled':
      return t('twist.refused.pegFilled', { piece: name, location, pegColour });
    case 'twist.piece-placed':
      return t('twist.refused.placed', { piece: name });
    default:
      return translateError(error, 'twist');
  }
}
