/**
 * One seat at the table: its compass name, who sits there ("Friend 2") and whether the computer
 * plays for them (after they left or resigned), whether they are connected, the dealer's mark, cards left, tricks taken or
 * place out, the clock when it is their turn, and the games they have called.
 */
import { Fragment } from 'preact';
import type { Seat } from '../../../core/game';
import type { SeatInfo } from '../../../core/wire';
import type { GameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';
import { formatDuration } from '../../widgets/clock';
import { SeatClock } from '../../widgets/SeatClock';
import { Calls } from './Calls';
import type { SeatNote } from './playback';
import { compassName, compassShort, type Place } from './seats';

export interface SeatBoxProps {
  seat: Seat;
  place: Place;
  info: SeatInfo | undefined;
  /** "You", "Aiko · 1623", "Friend 2", "Computer (Random)". */
  legend: string;
  /** The profile page of the other person who sits there, when the server names them. */
  profile?: string | null;
  /** The viewer's own seat (its notes speak to them: "the computer plays for you"). */
  yours: boolean;
  dealer: boolean;
  toMove: boolean;
  /** The dealer is choosing the game (rather than playing a card). */
  choosing: boolean;
  /** Once the series is over: the seat's place and total, instead of its cards. */
  result: { place: number; total: string } | null;
  cards: number;
  /** Tricks taken this deal, or null in Dominoes. */
  tricks: number | null;
  /** Dominoes: 1 or 2 once out. */
  outPlace: number | null;
  used: readonly GameId[];
  /** Milliseconds left on the clock, when the table has one and it runs for this seat. */
  clock: number | null;
  /** Milliseconds its player has been disconnected. */
  offline: number | null;
  note: SeatNote | null;
}

function presence(
  info: SeatInfo | undefined,
  offline: number | null,
  yours: boolean,
): string | null {
  if (!info || info.kind === 'bot') return null;
  if (!info.taken) return t('guillotine.seat.notJoined');
  if (info.level && info.resigned)
    return t(yours ? 'guillotine.seat.resignedBotYou' : 'guillotine.seat.resignedBot');
  if (info.level) return t(yours ? 'guillotine.seat.botPlaysYou' : 'guillotine.seat.botPlays');
  if (offline !== null)
    return t('guillotine.seat.disconnectedFor', { time: formatDuration(offline) });
  if (info.away || !info.connected) return t('guillotine.seat.disconnected');
  return null;
}

export function SeatBox(p: SeatBoxProps) {
  // Once the series is over, who played a seat at the end no longer matters.
  const away = p.result ? null : presence(p.info, p.offline, p.yours);
  const standIn = p.info?.kind === 'human' && p.info.level !== undefined;
  const counts = [
    t('guillotine.seat.cards', { count: p.cards }),
    p.outPlace !== null
      ? t(p.outPlace === 1 ? 'guillotine.seat.outFirst' : 'guillotine.seat.outSecond')
      : p.tricks !== null
        ? t('guillotine.seat.tricks', { count: p.tricks })
        : null,
  ].filter(Boolean);
  const classes = [
    'gl-seat',
    `gl-seat-${p.place}`,
    p.toMove ? 'gl-seat-turn' : '',
    p.info?.kind === 'bot' || standIn ? 'gl-seat-bot' : '',
    away && !standIn ? 'gl-seat-away' : '',
  ];
  return (
    <section
      class={classes.filter(Boolean).join(' ')}
      data-seat={p.seat}
      aria-label={`${compassName(p.seat)}: ${p.legend}`}
    >
      <header class="gl-seat-head">
        <span class="gl-compass" aria-hidden="true">
          {compassShort(p.seat)}
        </span>
        <span class="gl-seat-name">
          <strong>{compassName(p.seat)}</strong>{' '}
          <span class="gl-seat-who">
            {p.profile ? (
              <a class="seat-profile" href={p.profile} target="_blank" rel="noopener">
                {p.legend}
              </a>
            ) : (
              p.legend
            )}
          </span>
        </span>
        {p.dealer && <span class="gl-dealer">{t('guillotine.seat.dealer')}</span>}
      </header>
      <p class="gl-seat-line">
        {p.toMove && (
          <span class="gl-turn-mark">
            {t(p.choosing ? 'guillotine.seat.choosing' : 'guillotine.seat.toMove')}
          </span>
        )}
        {p.clock !== null && <SeatClock ms={p.clock} />}
        {p.result ? (
          <span class="gl-counts">
            <strong>{t('guillotine.seat.place', { place: p.result.place })}</strong> ·{' '}
            {t('guillotine.seat.total', { total: p.result.total })}
          </span>
        ) : (
          <span class="gl-counts">
            {counts.map((c, i) => (
              <Fragment key={c}>
                {i > 0 && ' · '}
                <span class="gl-count">{c}</span>
              </Fragment>
            ))}
          </span>
        )}
      </p>
      {away && <p class={`gl-presence${standIn ? ' gl-standin' : ''}`}>{away}</p>}
      <Calls used={p.used} player={compassName(p.seat)} />
      {p.note && (
        <span class="gl-note" role="status">
          {t(p.note === 'passed' ? 'guillotine.seat.passed' : 'guillotine.seat.again')}
        </span>
      )}
    </section>
  );
}
