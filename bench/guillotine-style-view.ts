/**
 * What the bench's opponent styles (bench/guillotine-styles.ts) read from their own seat's view:
 * the cards gone, who has shown which void, what a card is worth in the game called. Written for
 * those styles alone, apart from the strong level's models of the others (src/.../ai) and from the
 * rule-of-thumb bot, so that strong meets players whose reading of the table it has never seen.
 */
import {
  type Card,
  type GameId,
  type GuillotineView,
  rankOf,
  type Suit,
  scoreTricks,
  suitOf,
  trickStrength,
} from '../src/games/guillotine';

export interface Table {
  readonly game: GameId;
  readonly me: number;
  readonly hand: readonly Card[];
  /** Every card played in the deal, the trick under way included. */
  readonly gone: ReadonlySet<Card>;
  /** Per seat, the suits it failed to follow. */
  readonly lacks: readonly ReadonlySet<Suit>[];
  /** The trick under way, in the order played. */
  readonly trick: readonly { readonly seat: number; readonly card: Card }[];
  readonly tricksDone: number;
}

export function readTable(view: GuillotineView): Table {
  const lacks = [0, 1, 2, 3].map(() => new Set<Suit>());
  const gone = new Set<Card>();
  const taken = [0, 0, 0, 0];
  let leader: number = view.dealer;
  const see = (cards: readonly { seat: number; card: Card }[]) => {
    for (const p of cards) {
      gone.add(p.card);
      if (suitOf(p.card) !== suitOf(cards[0]!.card)) lacks[p.seat]!.add(suitOf(cards[0]!.card));
    }
  };
  for (const w of view.trickWinners) {
    const k = taken[w]!++;
    see(
      view.captured[w]!.slice(4 * k, 4 * k + 4).map((card, i) => ({
        seat: (leader + i) % 4,
        card,
      })),
    );
    leader = w;
  }
  see(view.trick);
  return {
    game: view.game!,
    me: view.you ?? 0,
    hand: view.hand ?? [],
    gone,
    lacks,
    trick: view.trick,
    tricksDone: view.trickWinners.length,
  };
}

/** A card's own penalty in the game (negative: a prize). */
export const worth = (game: GameId, c: Card): number =>
  scoreTricks(game, [[c], [], [], []], [])[0]!;

export const stronger = (a: Card, b: Card): boolean =>
  suitOf(a) === suitOf(b) && trickStrength(a) > trickStrength(b);

/** The card taking the trick so far. */
export function topCard(t: Table): Card {
  let top = t.trick[0]!.card;
  for (const p of t.trick) if (stronger(p.card, top)) top = p.card;
  return top;
}

/** The unseen cards of a suit (not ours, not played). */
export function unseen(t: Table, suit: Suit, all: readonly Card[]): Card[] {
  return all.filter((c) => suitOf(c) === suit && !t.gone.has(c) && !t.hand.includes(c));
}

export const count = (hand: readonly Card[], suit: Suit): number =>
  hand.filter((c) => suitOf(c) === suit).length;

export const isQueen = (c: Card): boolean => rankOf(c) === 'Q';
