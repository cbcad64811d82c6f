/**
 * A refusal in the player's language. The rules send cards, suits and games as codes ("QS",
 * "S", "spades"); they are put in words here before the text is looked up, and a Dominoes
 * refusal gets its reason from the layout on the table.
 */
import type { RuleError } from '../../../core/errors';
import { type Card, isCard, type Rank, type Suit, suitOf } from '../../../games/guillotine/cards';
import type { GuillotineView } from '../../../games/guillotine/game';
import { isGameId } from '../../../games/guillotine/games';
import { t, translateError } from '../../i18n';
import { cardLabel, rankName, suitName } from './cardText';

const isSuit = (x: unknown): x is Suit => x === 'S' || x === 'H' || x === 'C' || x === 'D';

function why(view: GuillotineView | null, card: Card): string {
  const row = view?.rows[suitOf(card)];
  if (!view?.spinner || !row) return '';
  return row.length === 0
    ? t('guillotine.why.opens', {
        suit: suitName(suitOf(card)),
        spinner: rankName(view.spinner as Rank),
      })
    : t('guillotine.why.next');
}

export function errorText(error: RuleError, view: GuillotineView | null): string {
  const params: Record<string, string | number> = { ...error.params };
  const card = params.card;
  if (isCard(card)) {
    params.card = cardLabel(card);
    if (error.code === 'guillotine.not-playable') params.why = why(view, card);
  }
  if (isSuit(params.suit)) params.suit = suitName(params.suit);
  if (isGameId(params.game)) params.game = t(`guillotine.game.${params.game}`);
  return translateError({ ...error, params }, 'guillotine');
}
