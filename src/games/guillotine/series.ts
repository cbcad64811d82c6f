/**
 * A series of Guillotine: 24 deals, the deal passing clockwise, each seat dealing six times and
 * calling each of the six games once (the sixth call of each dealer is made for them). Points
 * add up to running totals; the lowest total wins, equal totals share a place. Every deal is
 * dealt from the series seed.
 */
import { fail, type Result } from '../../core/errors';
import { Rng } from '../../core/rng';
import { type Card, DECK } from './cards';
import {
  availableGames,
  choose,
  DEFAULT_DEAL_OPTIONS,
  type DealOptions,
  type DealState,
  nextSeat,
  type PlayNews,
  pass,
  playCard,
  type Seat,
  startDeal,
} from './deal';
import { GAMES, type GameId } from './games';

export const DEALS = 24;

/** A finished deal, as the series remembers it (its hands are shown to all for the review). */
export interface DealRecord {
  readonly dealer: Seat;
  readonly game: GameId;
  readonly deltas: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  readonly trickWinners: readonly Seat[];
  readonly out: readonly Seat[];
}

export interface SeriesState {
  readonly options: DealOptions;
  readonly seed: string;
  readonly firstDealer: Seat;
  /** The deal under way (0–23); 24 once the series is over. */
  readonly dealNo: number;
  readonly deal: DealState;
  /** The games each seat has called as dealer. */
  readonly used: readonly (readonly GameId[])[];
  readonly totals: readonly number[];
  readonly history: readonly DealRecord[];
}

/** The hands of deal `k` of a series: the pack shuffled from the series seed. */
export function dealHands(seed: string, k: number): Card[][] {
  const pack = new Rng(`${seed}:deal:${k}`).shuffle([...DECK]);
  return [0, 1, 2, 3].map((s) => pack.slice(s * 8, s * 8 + 8));
}

export function startSeries(
  seed: string,
  options: DealOptions = DEFAULT_DEAL_OPTIONS,
): SeriesState {
  const firstDealer = new Rng(`${seed}:first-dealer`).int(4) as Seat;
  return {
    options,
    seed,
    firstDealer,
    dealNo: 0,
    deal: startDeal(firstDealer, dealHands(seed, 0), [], options),
    used: [[], [], [], []],
    totals: [0, 0, 0, 0],
    history: [],
  };
}

export const seriesOver = (s: SeriesState): boolean => s.dealNo >= DEALS;

/** What one action did, for the events. */
export interface SeriesNews {
  readonly play?: PlayNews;
  /** The deal that ended with this action, and the one dealt after it (unless the series is over). */
  readonly ended?: DealRecord;
  readonly dealt?: boolean;
  /** The game called for the new deal without a choice (its dealer's last one). */
  readonly autoCall?: GameId;
}

export type SeriesMove =
  | { readonly type: 'choose'; readonly game: GameId }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'pass' };

export function act(
  s: SeriesState,
  seat: Seat,
  move: SeriesMove,
): Result<{ state: SeriesState; news: SeriesNews }> {
  if (seriesOver(s)) return fail('game-over', 'The series is over.');
  if (move.type === 'choose') {
    const deal = choose(s.deal, seat, move.game);
    if (!deal.ok) return deal;
    return { ok: true, value: { state: { ...s, deal: deal.value }, news: {} } };
  }
  if (move.type === 'pass') {
    const deal = pass(s.deal, seat);
    if (!deal.ok) return deal;
    return { ok: true, value: afterPlay(s, deal.value, {}) };
  }
  const played = playCard(s.deal, seat, move.card);
  if (!played.ok) return played;
  return { ok: true, value: afterPlay(s, played.value.deal, played.value.news) };
}

function afterPlay(
  s: SeriesState,
  deal: DealState,
  play: PlayNews,
): { state: SeriesState; news: SeriesNews } {
  if (deal.deltas === null) return { state: { ...s, deal }, news: { play } };
  const record: DealRecord = {
    dealer: deal.dealer,
    game: deal.game!,
    deltas: deal.deltas,
    hands: deal.dealt,
    trickWinners: deal.trickWinners,
    out: deal.out,
  };
  const used = s.used.map((u, seat) => (seat === deal.dealer ? [...u, deal.game!] : u));
  const totals = s.totals.map((t, seat) => t + deal.deltas![seat]!);
  const dealNo = s.dealNo + 1;
  const base = { ...s, used, totals, history: [...s.history, record], dealNo };
  if (dealNo >= DEALS)
    return { state: { ...base, deal: { ...deal } }, news: { play, ended: record } };
  const dealer = nextSeat(deal.dealer);
  let next = startDeal(dealer, dealHands(s.seed, dealNo), used[dealer]!, s.options);
  // A dealer's sixth call has one game left: it is made for them (and shown).
  const left = availableGames(next);
  let autoCall: GameId | undefined;
  if (left.length === 1) {
    const chosen = choose(next, dealer, left[0]!);
    if (chosen.ok) {
      next = chosen.value;
      autoCall = left[0]!;
    }
  }
  return {
    state: { ...base, deal: next },
    news: { play, ended: record, dealt: true, ...(autoCall ? { autoCall } : {}) },
  };
}

/** Places 1–4 by total, lowest first; equal totals share the place (1, 1, 3, 4). */
export function places(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((u) => u < t).length);
}

/** The statistics of a series, per seat: points by game, and by whose call the deal was. */
export interface SeatStats {
  readonly byGame: Readonly<Record<GameId, number>>;
  /** Points in deals this seat dealt, then by the dealer's place after it: 1 (left) … 3 (right). */
  readonly onOwnCalls: number;
  readonly onCallsOf: readonly [number, number, number];
}

export function seriesStats(history: readonly DealRecord[]): SeatStats[] {
  return [0, 1, 2, 3].map((seat) => {
    const byGame = Object.fromEntries(GAMES.map((g) => [g, 0])) as Record<GameId, number>;
    let own = 0;
    const others: [number, number, number] = [0, 0, 0];
    for (const d of history) {
      const points = d.deltas[seat]!;
      byGame[d.game] += points;
      // The dealer is `offset` seats clockwise of this one: 1 is the player to its left.
      const offset = (d.dealer - seat + 4) % 4;
      if (offset === 0) own += points;
      else others[offset - 1]! += points;
    }
    return { byGame, onOwnCalls: own, onCallsOf: others };
  });
}
