/**
 * The scoring of the trick games as tables for the rollouts, read off `scoreTricks` itself so the
 * bots can never disagree with the rules about what a card or a trick is worth.
 */
import { type Card, DECK } from '../cards';
import { GAMES, type GameId, scoreTricks } from '../games';

export const gameIndex = (g: GameId): number => GAMES.indexOf(g);
export const PARLIAMENT = gameIndex('parliament');
export const DOMINOES = gameIndex('dominoes');

/** CARD_POINTS[g * 32 + card]: what capturing the card costs its taker in game g. */
export const CARD_POINTS: Int8Array = new Int8Array(GAMES.length * 32);
/** TRICK_POINTS[g * 8 + k]: what winning trick k costs, apart from its cards. */
export const TRICK_POINTS: Int8Array = new Int8Array(GAMES.length * 8);

const none = (): Card[][] => [[], [], [], []];
for (const [g, game] of GAMES.entries()) {
  if (game === 'dominoes') continue;
  for (const [i, card] of DECK.entries()) {
    const captured = none();
    captured[0]!.push(card);
    CARD_POINTS[g * 32 + i] = scoreTricks(game, captured, [])[0]!;
  }
  for (let k = 0; k < 8; k++) {
    const winners = Array.from({ length: 8 }, (_, j) => (j === k ? 0 : 1));
    TRICK_POINTS[g * 8 + k] = scoreTricks(game, none(), winners)[0]!;
  }
}
