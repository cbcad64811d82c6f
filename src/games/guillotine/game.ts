/**
 * Guillotine as a Parlour game: four seats N E S W (0–3), a 24-deal series. A seat sees its own
 * hand, the cards on the table, who won which trick and what each seat captured (every card of a
 * trick was seen by all), the scores and whose turn; never another hand, never the undealt order.
 * A finished deal's hands are shown to all, for the review. A leaver's seat is played by a bot.
 */
import { z } from 'zod';
import { ok, type Result } from '../../core/errors';
import type {
  Game,
  GameEvent,
  Outcome,
  Seat as PlatformSeat,
  SetupOptions,
  Step,
  Viewer,
} from '../../core/game';
import { type Card, isCard, sortHand } from './cards';
import {
  availableGames,
  canPass,
  type DealOptions,
  legalCards,
  SEAT_NAMES,
  type Seat,
} from './deal';
import { DEAL_TOTALS, GAMES, type GameId, isTrickGame } from './games';
import {
  act,
  type DealRecord,
  places,
  type SeatStats,
  type SeriesMove,
  type SeriesState,
  seriesOver,
  seriesStats,
  startSeries,
} from './series';

export const guillotineOptionsSchema = z
  .object({ aceBonus: z.enum(['any', 'one']).default('any') })
  .strict();
export type GuillotineOptions = DealOptions;

export const guillotineMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), game: z.enum(GAMES) }).strict(),
  z
    .object({
      type: z.literal('play'),
      card: z.string().refine(isCard, 'a card such as QS or 10D'),
    })
    .strict(),
  z.object({ type: z.literal('pass') }).strict(),
]);
export type GuillotineMove = SeriesMove;

export interface GuillotineView {
  readonly you: Seat | null;
  readonly dealNo: number;
  readonly dealer: Seat;
  readonly game: GameId | null;
  readonly toMove: Seat | null;
  /** Your hand, sorted for the game at hand (null for a spectator). */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  /** What you may do now, when it is your turn. */
  readonly legalCards: readonly Card[];
  readonly canPass: boolean;
  /** The dealer's choice: the games the dealer may still call. */
  readonly available: readonly GameId[];
  readonly trick: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly trickWinners: readonly Seat[];
  readonly captured: readonly (readonly Card[])[];
  readonly rows: Readonly<Record<string, readonly Card[]>>;
  readonly spinner: string | null;
  readonly out: readonly Seat[];
  readonly bonus: boolean;
  readonly used: readonly (readonly GameId[])[];
  readonly totals: readonly number[];
  /** Every finished deal, its hands shown. */
  readonly history: readonly DealRecord[];
  readonly over: boolean;
  readonly places: readonly number[] | null;
  readonly stats: readonly SeatStats[] | null;
  readonly options: GuillotineOptions;
}

/** What each step tells: public plays and results; a seat's own new hand only to that seat. */
export type GuillotineEvent =
  | { type: 'dealt'; dealNo: number; dealer: Seat; cards?: readonly Card[] }
  | { type: 'chose'; seat: Seat; game: GameId; auto: boolean }
  | { type: 'played'; seat: Seat; card: Card }
  | { type: 'passed'; seat: Seat }
  | { type: 'bonus'; seat: Seat }
  | { type: 'trick'; winner: Seat; cards: readonly { seat: Seat; card: Card }[] }
  | { type: 'out'; seat: Seat; place: 1 | 2 }
  | { type: 'deal-over'; deal: DealRecord; totals: readonly number[] }
  | { type: 'series-over'; totals: readonly number[]; places: readonly number[] };

const seatOf = (seat: PlatformSeat): Seat => seat as Seat;
const ev = (to: GameEvent['to'], e: GuillotineEvent): GameEvent => ({ to, event: e });

function setup(s: SetupOptions<GuillotineOptions>): SeriesState {
  return startSeries(s.seed, s.options);
}

function toMove(state: SeriesState): PlatformSeat[] {
  if (seriesOver(state) || state.deal.toMove === null) return [];
  return [state.deal.toMove];
}

function legalMoves(state: SeriesState, seat: PlatformSeat): GuillotineMove[] {
  const s = seatOf(seat);
  if (!toMove(state).includes(s)) return [];
  const deal = state.deal;
  if (deal.game === null) return availableGames(deal).map((game) => ({ type: 'choose', game }));
  const moves: GuillotineMove[] = legalCards(deal, s).map((card) => ({ type: 'play', card }));
  if (canPass(deal, s)) moves.push({ type: 'pass' });
  return moves;
}

function play(
  state: SeriesState,
  seat: PlatformSeat,
  move: GuillotineMove,
): Result<Step<SeriesState>> {
  const s = seatOf(seat);
  const done = act(state, s, move);
  if (!done.ok) return done;
  const { state: next, news } = done.value;
  const events: GameEvent[] = [];
  if (move.type === 'choose')
    events.push(ev('all', { type: 'chose', seat: s, game: move.game, auto: false }));
  if (move.type === 'play') events.push(ev('all', { type: 'played', seat: s, card: move.card }));
  if (move.type === 'pass') events.push(ev('all', { type: 'passed', seat: s }));
  if (news.play?.bonus) events.push(ev('all', { type: 'bonus', seat: s }));
  if (news.play?.trick) events.push(ev('all', { type: 'trick', ...news.play.trick }));
  if (news.play?.out) events.push(ev('all', { type: 'out', ...news.play.out }));
  if (news.ended)
    events.push(ev('all', { type: 'deal-over', deal: news.ended, totals: next.totals }));
  if (news.dealt) {
    const dealt = { dealNo: next.dealNo, dealer: next.deal.dealer };
    events.push(ev('all', { type: 'dealt', ...dealt }));
    for (const to of [0, 1, 2, 3] as const) {
      events.push(ev([to], { type: 'dealt', ...dealt, cards: next.deal.hands[to]! }));
    }
  }
  if (news.autoCall) {
    events.push(
      ev('all', { type: 'chose', seat: next.deal.dealer, game: news.autoCall, auto: true }),
    );
  }
  if (seriesOver(next)) {
    events.push(
      ev('all', { type: 'series-over', totals: next.totals, places: places(next.totals) }),
    );
  }
  return ok({ state: next, events });
}

function view(state: SeriesState, viewer: Viewer): GuillotineView {
  const deal = state.deal;
  const you = viewer === 'spectator' ? null : seatOf(viewer);
  const order = deal.game === 'dominoes' ? 'sequence' : 'trick';
  const over = seriesOver(state);
  const mine = you !== null && !over;
  return {
    you,
    dealNo: state.dealNo,
    dealer: deal.dealer,
    game: deal.game,
    toMove: over ? null : deal.toMove,
    hand: you === null ? null : sortHand(over ? [] : deal.hands[you]!, order),
    handSizes: deal.hands.map((h) => (over ? 0 : h.length)),
    legalCards: mine && deal.toMove === you ? sortHand(legalCards(deal, you), order) : [],
    canPass: mine ? canPass(deal, you) : false,
    available: deal.game === null && !over ? availableGames(deal) : [],
    trick: over ? [] : deal.trick,
    trickWinners: over ? [] : deal.trickWinners,
    captured: over ? [[], [], [], []] : deal.captured,
    rows: over ? { S: [], H: [], C: [], D: [] } : deal.rows,
    spinner: over ? null : deal.spinner,
    out: over ? [] : deal.out,
    bonus: !over && deal.bonus,
    used: state.used,
    totals: state.totals,
    history: state.history,
    over,
    places: over ? places(state.totals) : null,
    stats: over ? seriesStats(state.history) : null,
    options: state.options,
  };
}

function outcome(state: SeriesState): Outcome | null {
  if (!seriesOver(state)) return null;
  const p = places(state.totals);
  return {
    winners: p.flatMap((place, seat) => (place === 1 ? [seat] : [])),
    scores: [...state.totals],
    reason: 'series-over',
  };
}

function fallbackMove(state: SeriesState, seat: PlatformSeat): GuillotineMove | null {
  return legalMoves(state, seat)[0] ?? null;
}

export const guillotineGame = {
  id: 'guillotine',
  minSeats: 4,
  maxSeats: 4,
  optionsSchema: guillotineOptionsSchema as unknown as z.ZodType<GuillotineOptions>,
  moveSchema: guillotineMoveSchema as unknown as z.ZodType<GuillotineMove>,
  setup,
  toMove,
  legalMoves,
  fallbackMove,
  play,
  view,
  outcome,
} satisfies Omit<
  Game<SeriesState, GuillotineMove, GuillotineView, GuillotineOptions>,
  'bots' | 'leaverBot'
>;

export { DEAL_TOTALS, isTrickGame, SEAT_NAMES };
