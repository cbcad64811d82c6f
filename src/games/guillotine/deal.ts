/**
 * One deal of Guillotine: the dealer calls a game, then the cards are played — five trick games
 * (the dealer leads; follow suit; the highest card of the suit led wins; the winner leads; all
 * eight tricks) or Dominoes (rows per suit grown from the spinner, one above or below; a pass only
 * when nothing is playable; the ace bonus; the first two players out score) — then it is scored.
 * Seats are 0–3: N, E, S, W, clockwise.
 */
import { fail, ok, type Result } from '../../core/errors';
import {
  type Card,
  DECK,
  isCard,
  rankOf,
  SUIT_NAMES,
  SUITS,
  type Suit,
  sequenceValue,
  suitOf,
  trickStrength,
} from './cards';
import { GAMES, type GameId, isTrickGame, scoreTricks } from './games';

export type Seat = 0 | 1 | 2 | 3;
export const SEAT_NAMES = ['N', 'E', 'S', 'W'] as const;
export type SeatName = (typeof SEAT_NAMES)[number];

export const seatNamed = (name: string): Seat | null => {
  const i = SEAT_NAMES.indexOf(name as SeatName);
  return i < 0 ? null : (i as Seat);
};

export interface DealOptions {
  /** After an ace (the spinner not an ace): play on until a pass (any), or one card more (one). */
  readonly aceBonus: 'any' | 'one';
}

export const DEFAULT_DEAL_OPTIONS: DealOptions = { aceBonus: 'any' };

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

export interface DealState {
  readonly options: DealOptions;
  readonly dealer: Seat;
  /** The games this dealer has called before in the series: not available again. */
  readonly used: readonly GameId[];
  /** The hands as dealt, for the review once the deal is over. */
  readonly dealt: readonly (readonly Card[])[];
  readonly hands: readonly (readonly Card[])[];
  readonly game: GameId | null;
  /** Null once the deal is over. */
  readonly toMove: Seat | null;
  /** Trick games: the cards of the trick under way, in the order played. */
  readonly trick: readonly Play[];
  readonly trickWinners: readonly Seat[];
  readonly captured: readonly (readonly Card[])[];
  /** Dominoes: each suit's row, lowest first; the spinner's rank; who is out, first and second. */
  readonly rows: Readonly<Record<Suit, readonly Card[]>>;
  readonly spinner: string | null;
  readonly out: readonly Seat[];
  /** The seat to move is on an ace bonus: it may play on or pass. */
  readonly bonus: boolean;
  /** Every card played, in order, for the log and the review. */
  readonly plays: readonly (Play | { readonly seat: Seat; readonly pass: true })[];
  /** Each seat's points for the deal, once it is over. */
  readonly deltas: readonly number[] | null;
}

export const nextSeat = (s: Seat): Seat => ((s + 1) % 4) as Seat;

const seatName = (s: Seat) => SEAT_NAMES[s];

/** Checks hands as given (for tests, teaching, "replay this deal"): 4 × 8 cards, each card once. */
export function checkHands(hands: unknown): Result<Card[][]> {
  if (!Array.isArray(hands) || hands.length !== 4)
    return fail('guillotine.hands', 'A deal has four hands.');
  const seen = new Set<string>();
  const out: Card[][] = [];
  for (const [i, hand] of hands.entries()) {
    const name = SEAT_NAMES[i]!;
    if (!Array.isArray(hand) || hand.length !== 8) {
      return fail(
        'guillotine.hands',
        `${name}'s hand has ${Array.isArray(hand) ? hand.length : 0} cards, not 8.`,
      );
    }
    for (const card of hand) {
      if (!isCard(card))
        return fail(
          'guillotine.hands',
          `${JSON.stringify(card)} in ${name}'s hand is not a card (such as QS or 10D).`,
        );
      if (seen.has(card)) return fail('guillotine.hands', `${card} is dealt twice.`);
      seen.add(card);
    }
    out.push([...hand]);
  }
  if (seen.size !== DECK.length)
    return fail('guillotine.hands', 'The hands do not hold the 32 cards.');
  return ok(out);
}

export function startDeal(
  dealer: Seat,
  hands: readonly (readonly Card[])[],
  used: readonly GameId[] = [],
  options: DealOptions = DEFAULT_DEAL_OPTIONS,
): DealState {
  return {
    options,
    dealer,
    used,
    dealt: hands,
    hands,
    game: null,
    toMove: dealer,
    trick: [],
    trickWinners: [],
    captured: [[], [], [], []],
    rows: { S: [], H: [], C: [], D: [] },
    spinner: null,
    out: [],
    bonus: false,
    plays: [],
    deltas: null,
  };
}

/** The games the dealer may still call. */
export function availableGames(deal: DealState): GameId[] {
  return GAMES.filter((g) => !deal.used.includes(g));
}

export function choose(deal: DealState, seat: Seat, game: GameId): Result<DealState> {
  if (deal.game !== null) return fail('guillotine.chosen', `${deal.game} is being played already.`);
  if (seat !== deal.dealer) {
    return fail('not-your-turn', `${seatName(deal.dealer)} deals and chooses the game.`);
  }
  if (!GAMES.includes(game))
    return fail('guillotine.no-such-game', `There is no game called "${game}".`);
  if (deal.used.includes(game)) {
    return fail(
      'guillotine.used',
      `You have called ${game} already: each dealer calls each game once.`,
      { game },
    );
  }
  return ok({ ...deal, game });
}

// ---------------------------------------------------------------- which cards may be played

const ledSuit = (deal: DealState): Suit | null =>
  deal.trick[0] ? suitOf(deal.trick[0].card) : null;

/** Dominoes: a card is playable when it opens its suit (the spinner's rank) or extends its row. */
export function dominoPlayable(deal: DealState, card: Card): boolean {
  if (deal.spinner === null) return true;
  const row = deal.rows[suitOf(card)];
  if (row.length === 0) return rankOf(card) === deal.spinner;
  const v = sequenceValue(card);
  return v === sequenceValue(row[0]!) - 1 || v === sequenceValue(row.at(-1)!) + 1;
}

/** The cards the seat to move may play now (none for any other seat, or before the call). */
export function legalCards(deal: DealState, seat: Seat): Card[] {
  if (deal.game === null || deal.toMove !== seat) return [];
  const hand = deal.hands[seat]!;
  if (deal.game === 'dominoes') return hand.filter((c) => dominoPlayable(deal, c));
  const led = ledSuit(deal);
  const follow = led === null ? [] : hand.filter((c) => suitOf(c) === led);
  return follow.length > 0 ? follow : [...hand];
}

/** Dominoes: a pass is allowed during an ace bonus, or when nothing is playable. */
export function canPass(deal: DealState, seat: Seat): boolean {
  if (deal.game !== 'dominoes' || deal.toMove !== seat) return false;
  return deal.bonus || legalCards(deal, seat).length === 0;
}

// ---------------------------------------------------------------- playing

/** What a play did beyond the card itself, for the events. */
export interface PlayNews {
  readonly trick?: { readonly winner: Seat; readonly cards: readonly Play[] };
  readonly out?: { readonly seat: Seat; readonly place: 1 | 2 };
  readonly bonus?: boolean;
}

export function playCard(
  deal: DealState,
  seat: Seat,
  card: Card,
): Result<{ deal: DealState; news: PlayNews }> {
  if (deal.deltas !== null) return fail('guillotine.deal-over', 'The deal is over.');
  if (deal.game === null)
    return fail('guillotine.choose-first', 'The dealer has not called the game yet.');
  if (deal.toMove !== seat) return fail('not-your-turn', 'It is not your turn.');
  const hand = deal.hands[seat]!;
  if (!hand.includes(card))
    return fail('guillotine.not-in-hand', `You do not hold ${card}.`, { card });
  if (!legalCards(deal, seat).includes(card)) return fail(...refusal(deal, seat, card));
  const hands = deal.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const plays = [...deal.plays, { seat, card }];
  return deal.game === 'dominoes'
    ? ok(playDomino({ ...deal, hands, plays }, seat, card))
    : ok(playToTrick({ ...deal, hands, plays }, seat, card));
}

function refusal(
  deal: DealState,
  seat: Seat,
  card: Card,
): [string, string, Record<string, string>] {
  if (deal.game === 'dominoes') {
    const row = deal.rows[suitOf(card)];
    const why =
      row.length === 0
        ? `${SUIT_NAMES[suitOf(card)]} are opened only by the ${deal.spinner}`
        : 'a card must be next to one at either end of its row';
    return ['guillotine.not-playable', `${card} cannot be played: ${why}.`, { card }];
  }
  const led = ledSuit(deal)!;
  const example = deal.hands[seat]!.find((c) => suitOf(c) === led)!;
  return [
    'guillotine.follow-suit',
    `You must follow suit: you hold ${SUIT_NAMES[led]} (${example}).`,
    { card, suit: led },
  ];
}

function playToTrick(deal: DealState, seat: Seat, card: Card): { deal: DealState; news: PlayNews } {
  const trick = [...deal.trick, { seat, card }];
  if (trick.length < 4) return { deal: { ...deal, trick, toMove: nextSeat(seat) }, news: {} };
  const led = suitOf(trick[0]!.card);
  const winner = trick
    .filter((p) => suitOf(p.card) === led)
    .reduce((best, p) => (trickStrength(p.card) > trickStrength(best.card) ? p : best)).seat;
  const captured = deal.captured.map((c, i) =>
    i === winner ? [...c, ...trick.map((p) => p.card)] : c,
  );
  const next: DealState = {
    ...deal,
    trick: [],
    trickWinners: [...deal.trickWinners, winner],
    captured,
    toMove: winner,
  };
  const news = { trick: { winner, cards: trick } };
  // All eight tricks are always played: only then is the deal scored.
  if (next.hands.every((h) => h.length === 0)) return { deal: scored(next), news };
  return { deal: next, news };
}

/** The next seat clockwise that is not out. */
function nextIn(deal: DealState, seat: Seat): Seat {
  let s = nextSeat(seat);
  while (deal.out.includes(s)) s = nextSeat(s);
  return s;
}

function playDomino(deal: DealState, seat: Seat, card: Card): { deal: DealState; news: PlayNews } {
  const suit = suitOf(card);
  const row = [...deal.rows[suit], card].sort((a, b) => sequenceValue(a) - sequenceValue(b));
  const spinner = deal.spinner ?? rankOf(card);
  let next: DealState = { ...deal, rows: { ...deal.rows, [suit]: row }, spinner };
  if (next.hands[seat]!.length === 0) {
    // Out: the first two out score, and the second ends the deal. Going out ends any bonus.
    const out = [...next.out, seat];
    const news = { out: { seat, place: out.length as 1 | 2 } };
    next = { ...next, out, bonus: false };
    if (out.length === 2) return { deal: scored(next), news };
    return { deal: { ...next, toMove: nextIn(next, seat) }, news };
  }
  const ace = rankOf(card) === 'A' && spinner !== 'A';
  const bonus = ace || (next.bonus && deal.options.aceBonus === 'any');
  if (bonus) return { deal: { ...next, bonus: true, toMove: seat }, news: { bonus: ace } };
  return { deal: { ...next, bonus: false, toMove: nextIn(next, seat) }, news: {} };
}

export function pass(deal: DealState, seat: Seat): Result<DealState> {
  if (deal.deltas !== null) return fail('guillotine.deal-over', 'The deal is over.');
  if (deal.game === null)
    return fail('guillotine.choose-first', 'The dealer has not called the game yet.');
  if (deal.game !== 'dominoes')
    return fail('guillotine.no-pass', `There is no passing in ${deal.game}: play a card.`);
  if (deal.toMove !== seat) return fail('not-your-turn', 'It is not your turn.');
  if (!canPass(deal, seat)) {
    const card = legalCards(deal, seat)[0]!;
    return fail('guillotine.must-play', `You must play: ${card} can be played.`, { card });
  }
  const plays = [...deal.plays, { seat, pass: true as const }];
  return ok({ ...deal, plays, bonus: false, toMove: nextIn(deal, seat) });
}

// ---------------------------------------------------------------- scoring

function scored(deal: DealState): DealState {
  const deltas =
    deal.game === 'dominoes'
      ? dominoDeltas(deal.out)
      : scoreTricks(deal.game!, deal.captured, deal.trickWinners);
  return { ...deal, toMove: null, bonus: false, deltas };
}

function dominoDeltas(out: readonly Seat[]): number[] {
  const deltas = [0, 0, 0, 0];
  if (out[0] !== undefined) deltas[out[0]] = -30;
  if (out[1] !== undefined) deltas[out[1]] = -10;
  return deltas;
}

export { isTrickGame, SUITS };
