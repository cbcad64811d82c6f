/**
 * The table as it is shown while the events of live steps are played one after another: three
 * computer cards that arrive together are laid one by one, and a finished trick stays on the
 * table a moment before it is gathered. Pure: the hook (useTablePlayback.ts) owns the timing.
 * Once every event has been shown, the page goes back to the view itself, which is the truth.
 */
import type { Seat } from '../../../core/game';
import {
  type Card,
  rankOf,
  type Suit,
  sequenceValue,
  sortHand,
  suitOf,
} from '../../../games/guillotine/cards';
import type { GuillotineView } from '../../../games/guillotine/game';
import type { GameId } from '../../../games/guillotine/games';
import type { TableEvent } from './events';

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

export type SeatNote = 'passed' | 'again';

export interface Shown {
  readonly dealNo: number;
  readonly dealer: Seat;
  readonly game: GameId | null;
  readonly trick: readonly Play[];
  readonly trickWinners: readonly Seat[];
  readonly rows: Readonly<Record<Suit, readonly Card[]>>;
  readonly spinner: string | null;
  readonly out: readonly Seat[];
  readonly handSizes: readonly number[];
  /** The viewer's seat, and their hand as far as the table has got (null for a spectator). */
  readonly you: Seat | null;
  readonly hand: readonly Card[] | null;
  /** The seat on an ace bonus in Dominoes (it may play again or pass). */
  readonly bonusSeat: Seat | null;
  /** A finished trick held on the table: who took it. */
  readonly taken: Seat | null;
  /** What a seat just did that shows at its place. */
  readonly note: { readonly seat: Seat; readonly kind: SeatNote } | null;
  /** The event shown last (for the status line while the table catches up). */
  readonly last: TableEvent | null;
}

const EMPTY_ROWS: Record<Suit, readonly Card[]> = { S: [], H: [], C: [], D: [] };

export function shownOf(view: GuillotineView): Shown {
  return {
    dealNo: view.dealNo,
    dealer: view.dealer,
    game: view.game,
    trick: view.trick,
    trickWinners: view.trickWinners,
    rows: { ...EMPTY_ROWS, ...(view.rows as Record<Suit, readonly Card[]>) },
    spinner: view.spinner,
    out: view.out,
    handSizes: view.handSizes,
    you: view.you,
    hand: view.hand,
    bonusSeat: view.bonus ? view.toMove : null,
    taken: null,
    note: null,
    last: null,
  };
}

/** How long each kind of event stays in view before the next is shown, in ms. */
const PAUSE = {
  played: 420,
  passed: 420,
  chose: 600,
  trick: 1000,
  out: 300,
  dominoesOver: 1200,
} as const;

/** With reduced motion nothing slides or waits, but a whole trick is still shown briefly. */
const REDUCED = {
  played: 0,
  passed: 0,
  chose: 0,
  trick: 450,
  out: 0,
  dominoesOver: 450,
} as const;

export function applyEvent(
  before: Shown,
  e: TableEvent,
  reduced = false,
): { shown: Shown; pause: number } {
  const pause = reduced ? REDUCED : PAUSE;
  // A held trick is gathered as soon as anything else happens.
  const s: Shown = before.taken === null ? before : { ...before, trick: [], taken: null };
  const next = (patch: Partial<Shown>, ms = 0) => ({
    shown: { ...s, ...patch, last: e },
    pause: ms,
  });
  switch (e.type) {
    case 'dealt':
      return next({
        // The seat's own copy of the deal carries its cards; the public one only the deal.
        ...(e.cards && s.hand !== null ? { hand: sortHand(e.cards, 'trick') } : {}),
        dealNo: e.dealNo,
        dealer: e.dealer,
        game: null,
        trick: [],
        trickWinners: [],
        rows: EMPTY_ROWS,
        spinner: null,
        out: [],
        handSizes: [8, 8, 8, 8],
        bonusSeat: null,
        note: null,
      });
    case 'chose': {
      const hand = s.hand && sortHand(s.hand, e.game === 'dominoes' ? 'sequence' : 'trick');
      return next({ game: e.game, hand }, pause.chose);
    }
    case 'played': {
      const handSizes = s.handSizes.map((n, seat) => (seat === e.seat ? Math.max(0, n - 1) : n));
      const hand = s.hand && e.seat === s.you ? s.hand.filter((c) => c !== e.card) : s.hand;
      if (s.game === 'dominoes') {
        const suit = suitOf(e.card);
        const row = [...s.rows[suit].filter((c) => c !== e.card), e.card].sort(
          (a, b) => sequenceValue(a) - sequenceValue(b),
        );
        return next(
          {
            handSizes,
            hand,
            rows: { ...s.rows, [suit]: row },
            spinner: s.spinner ?? rankOf(e.card),
            // Playing on during a bonus keeps it; anyone else's card means it is over.
            bonusSeat: s.bonusSeat === e.seat ? e.seat : null,
            note: null,
          },
          pause.played,
        );
      }
      const trick = [...s.trick.filter((p) => p.card !== e.card), { seat: e.seat, card: e.card }];
      return next({ handSizes, hand, trick, note: null }, pause.played);
    }
    case 'passed':
      return next({ bonusSeat: null, note: { seat: e.seat, kind: 'passed' } }, pause.passed);
    case 'bonus':
      return next({ bonusSeat: e.seat, note: { seat: e.seat, kind: 'again' } });
    case 'trick':
      return next(
        { trick: e.cards, taken: e.winner, trickWinners: [...s.trickWinners, e.winner] },
        pause.trick,
      );
    case 'out':
      return next({ out: [...s.out, e.seat], bonusSeat: null, note: null }, pause.out);
    case 'series-over':
      return next({ hand: s.hand && [] });
    case 'deal-over':
      // A trick game's last trick has been held already; Dominoes' last layout has not.
      return next({}, s.game === 'dominoes' ? pause.dominoesOver : 0);
    default:
      return next({});
  }
}
