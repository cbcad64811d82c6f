/**
 * The rule-of-thumb bot the strong level is measured against (bench only), from the view alone.
 * Trick games: duck under the winning card with the highest card that still loses, dump the
 * game's penalty cards (and then high cards) when void, shed high cards on clean early tricks;
 * Parliament: win tricks and the king of hearts. Dominoes: use an ace bonus to the full, keep the
 * cards that open suits (the spinner's rank) as long as another card is legal, extend rows
 * towards our own cards. The dealer's choice: a rough estimate of each game from the hand.
 */
import {
  type Card,
  DECK,
  type GameId,
  type GuillotineMove,
  type GuillotineView,
  rankOf,
  scoreTricks,
  sequenceValue,
  suitOf,
  trickStrength,
} from '../src/games/guillotine';
import type { GuillotineBot } from '../src/games/guillotine/ai/arena';

const cardPoints = (game: GameId, card: Card): number =>
  scoreTricks(game, [[card], [], [], []], [])[0]!;

const trickPoints = (game: GameId, k: number): number =>
  scoreTricks(
    game,
    [[], [], [], []],
    Array.from({ length: 8 }, (_, j) => (j === k ? 0 : 1)),
  )[0]!;

const byStrength = (a: Card, b: Card) => trickStrength(a) - trickStrength(b);

function playedCards(view: GuillotineView): Set<Card> {
  if (view.game === 'dominoes') return new Set(Object.values(view.rows).flat());
  return new Set([...view.captured.flat(), ...view.trick.map((p) => p.card)]);
}

function trickCard(view: GuillotineView): Card {
  const game = view.game!;
  const legal = [...view.legalCards].sort(byStrength);
  const hand = view.hand ?? [];
  const gone = playedCards(view);
  // Higher cards of its suit that someone else may still hold.
  const above = (c: Card) =>
    DECK.filter(
      (d) =>
        suitOf(d) === suitOf(c) &&
        trickStrength(d) > trickStrength(c) &&
        !gone.has(d) &&
        !hand.includes(d),
    ).length;
  const avoid = game !== 'parliament';
  if (view.trick.length === 0) {
    if (!avoid) {
      const sure = legal.filter((c) => above(c) === 0);
      return sure.at(-1) ?? legal[0]!;
    }
    // Lead where others can win it: the most higher cards out, the lowest card of those.
    return [...legal].sort((a, b) => above(b) - above(a) || byStrength(a, b))[0]!;
  }
  const led = suitOf(view.trick[0]!.card);
  const following = suitOf(legal[0]!) === led;
  if (!following) {
    if (!avoid) return legal.find((c) => c !== 'KH') ?? legal[0]!;
    const value = (c: Card) => cardPoints(game, c) * 16 + trickStrength(c);
    return [...legal].sort((a, b) => value(b) - value(a))[0]!;
  }
  const best = view.trick
    .filter((p) => suitOf(p.card) === led)
    .reduce((x, p) => (trickStrength(p.card) > trickStrength(x) ? p.card : x), view.trick[0]!.card);
  const cost =
    view.trick.reduce((s, p) => s + cardPoints(game, p.card), 0) +
    trickPoints(game, view.trickWinners.length);
  const last = view.trick.length === 3;
  const winners = legal.filter((c) => trickStrength(c) > trickStrength(best));
  const losers = legal.filter((c) => trickStrength(c) < trickStrength(best));
  if (!avoid || cost < 0) {
    if (winners.length === 0) return legal[0]!;
    return last ? winners[0]! : winners.at(-1)!;
  }
  const clean = cost === 0 && view.trickWinners.length < 4;
  if (last && clean) {
    // Nothing to lose on this trick: part with the highest card that is no penalty itself.
    const safe = legal.filter((c) => cardPoints(game, c) <= 0);
    return safe.at(-1) ?? losers.at(-1) ?? legal.at(-1)!;
  }
  if (losers.length > 0) return losers.at(-1)!;
  if (last) return legal.filter((c) => cardPoints(game, c) <= 0).at(-1) ?? legal.at(-1)!;
  return legal[0]!;
}

function dominoMove(view: GuillotineView): GuillotineMove {
  const legal = view.legalCards;
  if (legal.length === 0) return { type: 'pass' };
  const hand = view.hand ?? [];
  if (view.spinner === null) {
    // The spinner: the rank we hold most of.
    const count = (c: Card) => hand.filter((d) => rankOf(d) === rankOf(c)).length;
    return { type: 'play', card: [...legal].sort((a, b) => count(b) - count(a))[0]! };
  }
  const ace = legal.find((c) => rankOf(c) === 'A' && view.spinner !== 'A');
  if (ace) return { type: 'play', card: ace };
  const openers = legal.filter((c) => view.rows[suitOf(c)]!.length === 0);
  const extenders = legal.filter((c) => view.rows[suitOf(c)]!.length > 0);
  const pool = extenders.length > 0 ? extenders : openers;
  // Towards our own cards: the one with the most of our cards beyond it in its suit.
  const beyond = (c: Card) => {
    const row = view.rows[suitOf(c)]!;
    const v = sequenceValue(c);
    const up = row.length === 0 || v > sequenceValue(row.at(-1)!);
    return hand.filter(
      (d) => suitOf(d) === suitOf(c) && (up ? sequenceValue(d) > v : sequenceValue(d) < v),
    ).length;
  };
  return { type: 'play', card: [...pool].sort((a, b) => beyond(b) - beyond(a))[0]! };
}

/** A rough guess of what a hand costs in each game, compared with a seat's fair share. */
function guess(game: GameId, hand: readonly Card[]): number {
  const n = (p: (c: Card) => boolean) => hand.filter(p).length;
  const high = n((c) => trickStrength(c) >= 5);
  const spades = n((c) => suitOf(c) === 'S');
  const queens = n((c) => rankOf(c) === 'Q');
  switch (game) {
    case 'parliament':
      return -5 * (n((c) => rankOf(c) === 'A') + 0.5 * n((c) => rankOf(c) === '10') - 2);
    case 'spades':
      return 5 * (spades - 2) + 2 * n((c) => suitOf(c) === 'S' && trickStrength(c) >= 5);
    case 'queens':
      return 7 * (queens - 1);
    case 'royalty':
      return (hand.includes('QS') ? 6 : -2) + (hand.includes('KH') ? 12 : -4);
    case 'guillotine':
      return 3 * (high - 3) + 2 * (spades - 2) + 5 * (queens - 1);
    case 'dominoes': {
      const most = Math.max(0, ...hand.map((c) => n((d) => rankOf(d) === rankOf(c))));
      return -5 * (most - 1.5) - 2 * n((c) => rankOf(c) === 'A');
    }
  }
}

export const ruleOfThumb: GuillotineBot = {
  id: 'rule-of-thumb',
  choose(view) {
    if (view.game === null) {
      const hand = view.hand ?? [];
      const game = [...view.available].sort((a, b) => guess(a, hand) - guess(b, hand))[0]!;
      return { type: 'choose', game };
    }
    if (view.game === 'dominoes') return dominoMove(view);
    return { type: 'play', card: trickCard(view) };
  },
};
