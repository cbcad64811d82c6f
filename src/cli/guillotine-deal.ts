/**
 * A deal of Guillotine given as JSON, for `parlour guillotine deal` and `show`: read, checked, its
 * moves applied one by one (a refused move is an `InputError` with its index and the rules' code),
 * and answered as the contract's JSON object.
 */
import type { Result } from '../core/errors';
import {
  type Card,
  canPass,
  checkHands,
  choose,
  type DealOptions,
  type DealState,
  GAMES,
  type GameId,
  isCard,
  isGameId,
  legalCards,
  pass,
  playCard,
  SEAT_NAMES,
  type Seat,
  type SeatName,
  seatNamed,
  sortHand,
  startDeal,
} from '../games/guillotine';
import { InputError, objectOf, readJson } from './json-lines';

// ---- reading a deal --------------------------------------------------------------------------

const DEAL_KEYS = ['dealer', 'hands', 'moves', 'used', 'options'];
const SEATS = SEAT_NAMES.join(' ');

function unknownKey(input: Record<string, unknown>, known: readonly string[]): string | undefined {
  return Object.keys(input).find((k) => !known.includes(k));
}

/** A deal's dealer, hands, used games and options: the deal before its moves. */
function startOf(input: Record<string, unknown>): DealState {
  const extra = unknownKey(input, DEAL_KEYS);
  if (extra !== undefined) {
    throw new InputError(`a deal has no "${extra}": its fields are ${DEAL_KEYS.join(', ')}`);
  }
  const dealer = typeof input.dealer === 'string' ? seatNamed(input.dealer) : null;
  if (dealer === null) {
    throw new InputError(
      `"dealer" is a seat, one of ${SEATS}, not ${JSON.stringify(input.dealer)}`,
    );
  }
  const hands = objectOf(
    input.hands,
    '"hands" is an object of four hands of 8 cards, such as {"N":["QS","10D",…],"E":[…],"S":[…],"W":[…]}',
  );
  const other = unknownKey(hands, SEAT_NAMES);
  if (other !== undefined) throw new InputError(`"hands" has "${other}": the seats are ${SEATS}`);
  const missing = SEAT_NAMES.find((s) => !(s in hands));
  if (missing !== undefined) throw new InputError(`"hands" has no hand for ${missing}`);
  const checked = checkHands(SEAT_NAMES.map((s) => hands[s]));
  if (!checked.ok) throw new InputError(checked.error.message);
  return startDeal(dealer, checked.value as Card[][], usedOf(input.used), optionsOf(input.options));
}

/** The games this dealer has called before in the series: each once, at least one left. */
function usedOf(value: unknown): GameId[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new InputError('"used" is a list of the games the dealer has called, such as ["spades"]');
  }
  const used: GameId[] = [];
  for (const game of value) {
    if (!isGameId(game)) {
      throw new InputError(
        `${JSON.stringify(game)} in "used" is not a game: the games are ${GAMES.join(', ')}`,
      );
    }
    if (used.includes(game)) throw new InputError(`"used" names ${game} twice`);
    used.push(game);
  }
  if (used.length === GAMES.length) {
    throw new InputError('"used" names every game: a dealer always has a game left to call');
  }
  return used;
}

function optionsOf(value: unknown): DealOptions {
  if (value === undefined) return { aceBonus: 'any' };
  const options = objectOf(value, '"options" is an object such as {"aceBonus":"one"}');
  const extra = unknownKey(options, ['aceBonus']);
  if (extra !== undefined) throw new InputError(`"options" has no "${extra}", only "aceBonus"`);
  const aceBonus = options.aceBonus ?? 'any';
  if (aceBonus !== 'any' && aceBonus !== 'one') {
    throw new InputError(`"aceBonus" is "any" or "one", not ${JSON.stringify(aceBonus)}`);
  }
  return { aceBonus };
}

// ---- playing its moves -----------------------------------------------------------------------

/** A move that cannot be applied: its index, the rules' code and their sentence. */
const refused = (index: number, code: string, message: string) =>
  new InputError(message, index, code);

const MOVE_SHAPES =
  'a move is {"seat":"N","type":"choose","game":"spades"}, {"seat":"E","type":"play","card":"QS"} ' +
  'or {"seat":"S","type":"pass"}';

type Move =
  | { seat: Seat; type: 'choose'; game: string }
  | { seat: Seat; type: 'play'; card: Card }
  | { seat: Seat; type: 'pass' };

/** A move's shape, checked: the seat, the type and what the type needs, nothing else. */
function moveOf(value: unknown, index: number): Move {
  const bad = (why: string) => refused(index, 'bad-move', `${why}; ${MOVE_SHAPES}.`);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw bad(`${JSON.stringify(value)} is not a move`);
  }
  const m = value as Record<string, unknown>;
  const seat = typeof m.seat === 'string' ? seatNamed(m.seat) : null;
  if (seat === null) throw bad(`"seat" is one of ${SEATS}, not ${JSON.stringify(m.seat)}`);
  const needs = { choose: 'game', play: 'card', pass: null } as const;
  if (m.type !== 'choose' && m.type !== 'play' && m.type !== 'pass') {
    throw bad(`"type" is "choose", "play" or "pass", not ${JSON.stringify(m.type)}`);
  }
  const field = needs[m.type];
  const extra = unknownKey(m, field === null ? ['seat', 'type'] : ['seat', 'type', field]);
  if (extra !== undefined) throw bad(`a "${m.type}" move has no "${extra}"`);
  if (m.type === 'choose') {
    if (typeof m.game !== 'string') throw bad(`"game" is one of ${GAMES.join(', ')}`);
    return { seat, type: 'choose', game: m.game };
  }
  if (m.type === 'play') {
    if (!isCard(m.card)) {
      throw bad(`${JSON.stringify(m.card)} is not a card (such as QS or 10D)`);
    }
    return { seat, type: 'play', card: m.card };
  }
  return { seat, type: 'pass' };
}

function applied<T>(r: Result<T>, index: number): T {
  if (!r.ok) throw refused(index, r.error.code, r.error.message);
  return r.value;
}

/** The deal after one move, or the refusal of the move at `index`. */
function step(deal: DealState, move: Move, index: number): DealState {
  if (deal.deltas !== null) throw refused(index, 'guillotine.deal-over', 'The deal is over.');
  if (move.seat !== deal.toMove) {
    // Before the call, the rules' own refusal of a call by another seat ("N deals and chooses
    // the game."); after it, whose turn it is, whatever the move (a pass in a trick game too).
    if (deal.game === null) return applied(choose(deal, move.seat, GAMES[0]), index);
    const toMove = SEAT_NAMES[deal.toMove!];
    throw refused(index, 'not-your-turn', `It is not your turn: ${toMove} is to play.`);
  }
  switch (move.type) {
    case 'choose':
      return applied(choose(deal, move.seat, move.game as GameId), index);
    case 'play':
      return applied(playCard(deal, move.seat, move.card), index).deal;
    case 'pass':
      return applied(pass(deal, move.seat), index);
  }
}

/** A deal given as JSON (the `deal -` line, or `show`'s argument), its moves applied. */
export function readDeal(text: string): DealState {
  const input = objectOf(
    readJson(text),
    'a deal is an object such as {"dealer":"N","hands":{"N":[…],"E":[…],"S":[…],"W":[…]},"moves":[…]}',
  );
  let deal = startOf(input);
  const moves = input.moves ?? [];
  if (!Array.isArray(moves)) {
    throw new InputError(
      '"moves" is a list of moves, starting with the dealer\'s call, such as [{"seat":"N","type":"choose","game":"spades"}]',
    );
  }
  for (const [index, value] of moves.entries()) deal = step(deal, moveOf(value, index), index);
  return deal;
}

// ---- answering -------------------------------------------------------------------------------

/** The order hands are held in: by suit, then the game's (Dominoes runs 7 to A; tricks A high). */
export const orderOf = (deal: DealState) => (deal.game === 'dominoes' ? 'sequence' : 'trick');

export function bySeat<T>(values: readonly T[]): Record<SeatName, T> {
  return Object.fromEntries(SEAT_NAMES.map((s, i) => [s, values[i]!])) as Record<SeatName, T>;
}

export function dealAnswer(deal: DealState) {
  const order = orderOf(deal);
  const seat = deal.toMove;
  return {
    game: deal.game,
    toMove: seat === null ? null : SEAT_NAMES[seat],
    dealOver: deal.deltas !== null,
    legalCards: seat === null ? [] : sortHand(legalCards(deal, seat), order),
    canPass: seat === null ? false : canPass(deal, seat),
    bonus: deal.bonus,
    spinner: deal.spinner,
    out: deal.out.map((s) => SEAT_NAMES[s]),
    trickWinners: deal.trickWinners.map((s) => SEAT_NAMES[s]),
    captured: bySeat(deal.captured.map((c) => [...c])),
    hands: bySeat(deal.hands.map((h) => sortHand(h, order))),
    deltas: deal.deltas === null ? null : bySeat(deal.deltas),
  };
}
