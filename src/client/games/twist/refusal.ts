/**
 * A refused placement in the player's language. The codes and params are those of the rules
 * module (src/games/twist/validity.ts), plus the piece and translated colours it does not send;
 * any other code goes through translateError (twist.error.<code>, then the English text).
 */
import type { RuleError } from '../../../core/errors';
import { isPeg, PEG_COLOUR, PIECE_COLOUR, type Piece } from '../../../games/twist';
import { t, translateError } from '../../i18n';
import { colourName } from './names';

export function refusalText(error: RuleError, piece: Piece): string {
  const p = error.params ?? {};
  const location = String(p.location ?? '');
  const peg = String(p.peg ?? '');
  const pegColour = isPeg(peg) ? colourName(PEG_COLOUR[peg]) : '';
  switch (error.code) {
    case 'twist.offBoard':
      return t('twist.refused.offBoard', { piece });
    case 'twist.overlap':
      return t('twist.refused.overlap', { piece, other: String(p.piece ?? ''), location });
    case 'twist.pegColour':
      return t('twist.refused.pegColour', {
        piece,
        location,
        pegColour,
        colour: colourName(PIECE_COLOUR[piece]),
      });
    case 'twist.pegFilled':
      return t('twist.refused.pegFilled', { piece, location, pegColour });
    case 'twist.piecePlaced':
      return t('twist.refused.placed', { piece });
    default:
      return translateError(error, 'twist');
  }
}
