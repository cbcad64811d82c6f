/**
 * The six games a dealer may call, and how the five trick games score a deal from what each seat
 * captured (points are penalties: lower is better). Each game's deal total is fixed, which the
 * tests check: Parliament −50, Spades +30, Queens +30, Royalty +30, Dominoes −40, Guillotine +100.
 */
import { type Card, rankOf, suitOf } from './cards';

export const GAMES = [
  'parliament',
  'spades',
  'queens',
  'royalty',
  'dominoes',
  'guillotine',
] as const;
export type GameId = (typeof GAMES)[number];

export const isGameId = (x: unknown): x is GameId =>
  typeof x === 'string' && (GAMES as readonly string[]).includes(x);
export const isTrickGame = (g: GameId): boolean => g !== 'dominoes';

/** What the four deltas of a deal of each game always add up to. */
export const DEAL_TOTALS: Readonly<Record<GameId, number>> = {
  parliament: -50,
  spades: 30,
  queens: 30,
  royalty: 30,
  dominoes: -40,
  guillotine: 100,
};

/** One line per game, as the dealer's choice shows it. */
export const GAME_RULES: Readonly<Record<GameId, string>> = {
  parliament: 'Win tricks: −5 a trick, −10 more for the king of hearts.',
  spades: 'Avoid spades: +5 a spade; the king of hearts −10.',
  queens: 'Avoid queens: +10 a queen; the king of hearts −10.',
  royalty: 'Avoid the queen of spades (+10) and the king of hearts (+20).',
  dominoes: 'Go out early: first out −30, second −10.',
  guillotine:
    'Avoid everything: +5 a spade, +10 a queen, +10 the king of hearts, +5 the first and the last trick.',
};

const KH: Card = 'KH';
const QS: Card = 'QS';

function cardPoints(game: GameId, card: Card): number {
  const spade = suitOf(card) === 'S';
  const queen = rankOf(card) === 'Q';
  switch (game) {
    case 'parliament':
      return card === KH ? -10 : 0;
    case 'spades':
      return (spade ? 5 : 0) + (card === KH ? -10 : 0);
    case 'queens':
      return (queen ? 10 : 0) + (card === KH ? -10 : 0);
    case 'royalty':
      return card === QS ? 10 : card === KH ? 20 : 0;
    case 'guillotine':
      return (spade ? 5 : 0) + (queen ? 10 : 0) + (card === KH ? 10 : 0);
    case 'dominoes':
      return 0;
  }
}

/** The deltas of a trick game's deal: from the cards each seat captured and who won which trick. */
export function scoreTricks(
  game: GameId,
  captured: readonly (readonly Card[])[],
  trickWinners: readonly number[],
): number[] {
  return captured.map((cards, seat) => {
    let points = cards.reduce((sum, c) => sum + cardPoints(game, c), 0);
    const tricks = trickWinners.filter((w) => w === seat).length;
    if (game === 'parliament') points -= 5 * tricks;
    if (game === 'guillotine') {
      if (trickWinners[0] === seat) points += 5;
      if (trickWinners[7] === seat) points += 5;
    }
    return points;
  });
}
