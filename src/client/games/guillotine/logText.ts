/**
 * The log's lines, one per event: "West played Q♠", "You won the trick", "Deal 3 (Spades, North
 * dealt): You +10, West 0, …". A seat's own copy of a new deal (its cards) says nothing more
 * than the public one, so only the public one is written.
 */
import type { Seat } from '../../../core/game';
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

export function logLine(e: TableEvent, ctx: LogContext): LogLine | null {
  const line = (text: string, kind: LogKind): LogLine => ({ text, kind });
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
      return line(
        t('guillotine.log.played', { player: ctx.name(e.seat), card: cardLabel(e.card) }),
        'play',
      );
    case 'passed':
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
    case 'deal-over':
      return line(
        t('guillotine.log.deal', {
          n: dealNumber(e.deal, ctx.history),
          game: gameName(e.deal.game),
          dealer: ctx.name(e.deal.dealer),
          scores: scoresText(e.deal.deltas, ctx),
        }),
        'deal',
      );
    case 'series-over':
      return line(t('guillotine.log.over'), 'deal');
    case 'left':
    case 'returned':
    case 'takeover':
    case 'timeout':
    case 'resigned':
      return line(t(`guillotine.log.${e.type}`, { player: ctx.name(e.seat) }), 'table');
  }
}
