/**
 * Why a card may not be played now, found in the browser so that an illegal click is answered
 * at once and nothing is sent. It asks the rules module itself (src/games/guillotine/deal.ts)
 * with the deal as this seat knows it, so the code and params are those the server would send
 * and one translation serves both.
 */
import type { RuleError } from '../../../core/errors';
import type { Card, Suit } from '../../../games/guillotine/cards';
import { type DealState, pass, playCard, type Seat } from '../../../games/guillotine/deal';
import type { GuillotineView } from '../../../games/guillotine/game';

/** The deal from one seat's view: the other hands are unknown, and the rules never look at them
 * to judge this seat's card. */
function dealOf(view: GuillotineView, you: Seat): DealState {
  return {
    options: view.options,
    dealer: view.dealer,
    used: view.used[view.dealer] ?? [],
    dealt: [],
    hands: [0, 1, 2, 3].map((s) => (s === you ? (view.hand ?? []) : [])),
    game: view.game,
    toMove: view.toMove,
    trick: view.trick,
    trickWinners: view.trickWinners,
    captured: view.captured,
    rows: view.rows as Record<Suit, readonly Card[]>,
    spinner: view.spinner,
    out: view.out,
    bonus: view.bonus,
    plays: [],
    deltas: view.over ? [0, 0, 0, 0] : null,
  };
}

const GAME_OVER: RuleError = { code: 'game-over', message: 'The series is over.' };

export function cardRefusal(view: GuillotineView, card: Card): RuleError | null {
  if (view.over) return GAME_OVER;
  if (view.you === null || view.legalCards.includes(card)) return null;
  const played = playCard(dealOf(view, view.you), view.you, card);
  return played.ok ? null : played.error;
}

export function passRefusal(view: GuillotineView): RuleError | null {
  if (view.over) return GAME_OVER;
  if (view.you === null || view.canPass) return null;
  const passed = pass(dealOf(view, view.you), view.you);
  return passed.ok ? null : passed.error;
}
