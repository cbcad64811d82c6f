/**
 * The log's lines, one per event: "West played Q♠", "You won the trick", "Deal 3 (Spades, North
 * dealt): You +10, West 0, …", "The computer played 9♦ for you". A seat's own copy of a new deal
 * (its cards) says nothing more than the public one, so only the public one is written.
 */
import type { Seat } from '../../../core/game';
import type { SeatInfo } from '../../../core/wire';
import type { DealRecord } from '../../../games/guillotine/series';
import { t } from '../../i18n';
import { cardLabel } from './cardText';
import type { TableEvent } from './events';
import { signed } from './points';

export interface LogContext {
  /** A seat in a sentence ("You", "West"). */
  name(seat: Seat): string;
  /** The viewer's own seat, where a sentence about it reads differently ("Your last game"). */
  you: Seat | null;
  /** The seats in the order the scores are read out (the screen's, from the viewer). */
  order: readonly Seat[];
  history: readonly DealRecord[];
}

export type LogKind = 'play' | 'trick' | 'call' | 'deal' | 'table';

export interface LogLine {
  readonly text: string;
  readonly kind: LogKind;
}

const gameName = (game: DealRecord['game']) => t(`guillotine.game.${game}`);

export function scoresText(deltas: readonly number[], ctx: LogContext): string {
  return ctx.order
    .map((seat) =>
      t('guillotine.log.score', { player: ctx.name(seat), points: signed(deltas[seat] ?? 0) }),
    )
    .join(t('guillotine.sep'));
}

/** A finished deal's number (1–24): each dealer calls each game once, so the pair finds it. */
export function dealNumber(deal: DealRecord, history: readonly DealRecord[]): number {
  const i = history.findIndex((d) => d.dealer === deal.dealer && d.game === deal.game);
  return (i < 0 ? history.length : i) + 1;
}

/**
 * For each event, whether it is a move the computer made for a person's seat: while it stood in
 * for a player who left or resigned (from a `takeover` until a `returned`), or the one move it
 * made for a player whose time ran out. What the events do not tell (the seat was taken over
 * before the oldest of them) comes from the seats as they are now.
 */
export function computerMoves(
  events: readonly TableEvent[],
  seats: readonly SeatInfo[],
): boolean[] {
  const standing = seats.map((info, seat) => {
    if (info.kind !== 'human') return false;
    const first = events.find(
      (e) => (e.type === 'takeover' || e.type === 'returned') && e.seat === seat,
    );
    return first ? first.type === 'returned' : info.level !== undefined;
  });
  const owed = seats.map(() => false);
  return events.map((e) => {
    switch (e.type) {
      case 'takeover':
        standing[e.seat] = seats[e.seat]?.kind === 'human';
        return false;
      case 'returned':
        standing[e.seat] = false;
        owed[e.seat] = false;
        return false;
      case 'timeout':
        owed[e.seat] = seats[e.seat]?.kind === 'human';
        return false;
      case 'chose':
      case 'played':
      case 'passed': {
        if (e.type === 'chose' && e.auto) return false;
        const by = standing[e.seat] === true || owed[e.seat] === true;
        owed[e.seat] = false;
        return by;
      }
      default:
        return false;
    }
  });
}

const SEAT_NEWS_YOU = {
  left: 'guillotine.log.leftYou',
  returned: 'guillotine.log.returnedYou',
  takeover: 'guillotine.log.takeoverYou',
  timeout: 'guillotine.log.timeoutYou',
  resigned: 'guillotine.log.resignedYou',
} as const;

/** The line of one event; `byComputer` when the computer made that move for a person's seat. */
export function logLine(e: TableEvent, ctx: LogContext, byComputer = false): LogLine | null {
  const line = (text: string, kind: LogKind): LogLine => ({ text, kind });
  const yours = 'seat' in e && e.seat === ctx.you;
  switch (e.type) {
    case 'dealt':
      if (e.cards) return null;
      if (e.dealer === ctx.you)
        return line(t('guillotine.log.dealtYou', { n: e.dealNo + 1 }), 'deal');
      return line(
        t('guillotine.log.dealt', { n: e.dealNo + 1, player: ctx.name(e.dealer) }),
        'deal',
      );
    case 'chose':
      if (byComputer) {
        const game = gameName(e.game);
        return line(
          yours
            ? t('guillotine.log.choseForYou', { game })
            : t('guillotine.log.choseFor', { game, player: ctx.name(e.seat) }),
          'call',
        );
      }
      if (e.auto && e.seat === ctx.you)
        return line(t('guillotine.choice.autoYou', { game: gameName(e.game) }), 'call');
      return line(
        t(e.auto ? 'guillotine.log.auto' : 'guillotine.log.chose', {
          player: ctx.name(e.seat),
          game: gameName(e.game),
        }),
        'call',
      );
    case 'played':
      if (byComputer) {
        const card = cardLabel(e.card);
        return line(
          yours
            ? t('guillotine.log.playedForYou', { card })
            : t('guillotine.log.playedFor', { card, player: ctx.name(e.seat) }),
          'play',
        );
      }
      return line(
        t('guillotine.log.played', { player: ctx.name(e.seat), card: cardLabel(e.card) }),
        'play',
      );
    case 'passed':
      if (byComputer) {
        return line(
          yours
            ? t('guillotine.log.passedForYou')
            : t('guillotine.log.passedFor', { player: ctx.name(e.seat) }),
          'play',
        );
      }
      return line(t('guillotine.log.passed', { player: ctx.name(e.seat) }), 'play');
    case 'bonus':
      return line(t('guillotine.log.bonus', { player: ctx.name(e.seat) }), 'play');
    case 'trick':
      return line(t('guillotine.log.trick', { player: ctx.name(e.winner) }), 'trick');
    case 'out':
      return line(
        t(e.place === 1 ? 'guillotine.log.outFirst' : 'guillotine.log.outSecond', {
          player: ctx.name(e.seat),
        }),
        'trick',
      );
    case 'deal-over': {
      const n = dealNumber(e.deal, ctx.history);
      const game = gameName(e.deal.game);
      const scores = scoresText(e.deal.deltas, ctx);
      return line(
        e.deal.dealer === ctx.you
          ? t('guillotine.log.dealYou', { n, game, scores })
          : t('guillotine.log.deal', { n, game, scores, dealer: ctx.name(e.deal.dealer) }),
        'deal',
      );
    }
    case 'series-over':
      return line(t('guillotine.log.over'), 'deal');
    case 'left':
    case 'returned':
    case 'takeover':
    case 'timeout':
    case 'resigned':
      if (yours) return line(t(SEAT_NEWS_YOU[e.type]), 'table');
      return line(t(`guillotine.log.${e.type}`, { player: ctx.name(e.seat) }), 'table');
  }
}
