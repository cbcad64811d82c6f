/**
 * A Guillotine table: the deal and game at hand, the other three seats around the middle (the
 * viewer at the bottom), the dealer's choice or the trick or the Dominoes layout in the middle,
 * the viewer's hand, whose turn it is, and beside it the log, the scores and the review.
 *
 * Live events are played on the table one at a time (useTablePlayback), the sounds with them;
 * meanwhile the hand waits, so nobody plays to a trick they have not seen yet. A card that may
 * not be played is refused here at once, with the reason, and nothing is sent.
 *
 * Once the viewer resigns, the computer plays their seat to the end: the hand is only shown,
 * the Resign button goes, and the table shows what the computers do as it happens. A table
 * with nobody at it says whom it waits for.
 */
import { useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import type { Seat } from '../../../core/game';
import type { Card } from '../../../games/guillotine/cards';
import type { GuillotineMove, GuillotineView } from '../../../games/guillotine/game';
import { type GameId, isGameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';
import { play } from '../../sound/effects';
import { formatDuration } from '../../widgets/clock';
import { HowToLink } from '../../widgets/HowToLink';
import { MatchControls } from '../../widgets/MatchControls';
import { playsOneSide, seatProfile } from '../../widgets/players';
import { useSeatTimes } from '../../widgets/useSeatTimes';
import type { MatchViewProps } from '../contract';
import { againOptions } from './again';
import { Center } from './Center';
import { errorText } from './errorText';
import { tableEvents } from './events';
import { Hand } from './Hand';
import { HOW_TO_PLAY } from './HowToPlay';
import { computerMoves, type LogContext, logLine, scoresText } from './logText';
import { shownOf } from './playback';
import { total } from './points';
import { cardRefusal, passRefusal } from './refusal';
import { SeatBox } from './SeatBox';
import { SidePanel } from './SidePanel';
import { bottomSeat, placeOf, screenOrder, seatLegend, seatNamer } from './seats';
import { soundOf } from './sounds';
import { awaitedSeats, outcomeText, turnText } from './status';
import { TableBanner } from './TableBanner';
import { useTablePlayback } from './useTablePlayback';

export function GuillotineMatch({ session }: MatchViewProps) {
  const state = session.state.value;
  const mine = session.mine.value;
  const error = session.error.value;
  const [pending, setPending] = useState<string | null>(null);
  const you = useRef<Seat | null>(null);
  you.current = (state?.view as GuillotineView | undefined)?.you ?? null;
  const ownSeat = you.current === null ? undefined : state?.seats[you.current];
  // Resigned, the viewer has nothing to wait for: the computers' cards are shown as they come.
  const resigned = ownSeat?.resigned === true && mine.length === 1;
  const { shown, waiting } = useTablePlayback(
    session,
    (e) => {
      const sound = soundOf(e, you.current);
      if (sound) play(sound);
    },
    resigned,
  );
  const times = useSeatTimes(state);
  if (!state) return null;

  const view = state.view as GuillotineView;
  const table = shown ?? shownOf(view);
  const caughtUp = shown === null;
  const bottom = bottomSeat(view.you);
  const order = screenOrder(bottom);
  const name = seatNamer(state, mine);
  const over = view.over || state.outcome !== null;
  const held = over ? null : session.actingSeat();
  // A resigned seat is the computer's to play now, never the viewer's.
  const acting = held !== null && !state.seats[held]?.resigned ? held : null;
  const active = acting !== null && caughtUp && pending === null && view.game !== null;
  const me = playsOneSide(state, mine) ? (mine[0] ?? null) : null;
  const ctx: LogContext = { name, you: me, order, history: view.history };

  const refuse = (err: RuleError) => {
    session.refuse(err);
    play('refused');
  };

  const send = async (key: string, move: GuillotineMove) => {
    if (acting === null) return;
    setPending(key);
    const ok = await session.move(acting, move);
    setPending(null);
    if (!ok) play('refused');
  };

  const playCard = (card: Card) => {
    if (pending !== null || !caughtUp || view.you === null) return;
    if (acting === null) {
      if (over) refuse({ code: 'game-over', message: 'The series is over.' });
      else if (resigned) refuse({ code: 'resigned', message: 'You resigned from this game.' });
      else refuse({ code: 'not-your-turn', message: 'It is not your turn.' });
      return;
    }
    const why = cardRefusal(view, card);
    if (why) return refuse(why);
    void send(card, { type: 'play', card });
  };

  const pass = () => {
    if (pending !== null || !caughtUp || acting === null) return;
    const why = passRefusal(view);
    if (why) return refuse(why);
    void send('pass', { type: 'pass' });
  };

  const choose = (game: GameId) => {
    if (pending !== null || !caughtUp || acting === null) return;
    void send(game, { type: 'choose', game });
  };

  const seen = tableEvents(session.events.value);
  const byComputer = computerMoves(seen, state.seats);
  const shownCount = Math.max(0, seen.length - waiting);
  const lines = seen
    .slice(0, shownCount)
    .map((e, i) => logLine(e, ctx, byComputer[i]))
    .filter((l) => l !== null);
  const last = view.history.at(-1);
  const lastDeal = last
    ? t('guillotine.choice.lastDeal', {
        game: t(`guillotine.game.${last.game}`),
        scores: scoresText(last.deltas, ctx),
      })
    : null;
  const awaited = awaitedSeats(state);
  const awayFor = awaited.length > 0 ? times.offline(awaited[0]!) : null;
  const players = awaited.map(name).join(t('guillotine.sep'));
  const lastShown = table.last && seen[shownCount - 1] === table.last ? shownCount - 1 : -1;
  const status = over
    ? outcomeText(state, mine, view, name)
    : resigned
      ? t('guillotine.status.resigned')
      : awaited.length > 0
        ? awayFor === null
          ? t('guillotine.status.paused', { players })
          : t('guillotine.status.pausedFor', { players, time: formatDuration(awayFor) })
        : !caughtUp && table.last
          ? (logLine(table.last, ctx, byComputer[lastShown] ?? false)?.text ?? '')
          : turnText(view, mine, name);

  const seatBox = (seat: Seat) => {
    const out = table.out.indexOf(seat);
    return (
      <SeatBox
        key={seat}
        seat={seat}
        place={placeOf(seat, bottom)}
        info={state.seats[seat]}
        legend={seatLegend(state, mine, seat)}
        profile={seatProfile(state, mine, seat)}
        yours={seat === me}
        dealer={table.dealer === seat && !view.over}
        toMove={caughtUp && !over && state.toMove.includes(seat)}
        choosing={table.game === null}
        result={
          view.places
            ? { place: view.places[seat] ?? 0, total: total(view.totals[seat] ?? 0) }
            : null
        }
        cards={table.handSizes[seat] ?? 0}
        tricks={
          table.game !== null && table.game !== 'dominoes'
            ? table.trickWinners.filter((w) => w === seat).length
            : null
        }
        outPlace={out >= 0 ? out + 1 : null}
        used={view.used[seat] ?? []}
        clock={over ? null : times.clock(seat)}
        offline={over ? null : times.offline(seat)}
        note={table.note?.seat === seat ? table.note.kind : null}
      />
    );
  };

  return (
    <section class="gl-match" data-game={table.game ?? ''} aria-labelledby="match-title">
      <h1 id="match-title" class="visually-hidden">
        {t('game.guillotine.name')}
      </h1>
      <div class="gl-main">
        <TableBanner
          dealNo={table.dealNo}
          game={table.game}
          dealer={name(table.dealer)}
          over={over}
        />
        <div class="gl-felt">
          {order.slice(1).map(seatBox)}
          <div class="gl-center" data-caught-up={String(caughtUp)}>
            <Center
              view={view}
              table={table}
              caughtUp={caughtUp}
              bottom={bottom}
              order={order}
              mine={resigned ? [] : mine}
              name={name}
              you={me}
              pendingGame={isGameId(pending) ? pending : null}
              lastDeal={lastDeal}
              onChoose={choose}
            />
          </div>
          <div class="gl-bottom">
            {seatBox(bottom)}
            {table.hand && !over && (
              <div class="gl-hand-row">
                <Hand
                  cards={table.hand}
                  legal={view.legalCards}
                  active={active}
                  pending={pending as Card | null}
                  onPlay={playCard}
                  inert={resigned}
                />
                {view.canPass && caughtUp && !resigned && (
                  <button
                    type="button"
                    class="primary gl-pass"
                    disabled={pending !== null}
                    onClick={pass}
                  >
                    {t('guillotine.pass')}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
        <div class="gl-talk">
          <p class="status gl-status" role="status" aria-live="polite">
            {status}
          </p>
          <p class={`message${error ? ' message-error' : ''}`} aria-live="assertive">
            {error ? errorText(error, view) : '\u00a0'}
          </p>
        </div>
      </div>
      <aside class="gl-side">
        <SidePanel
          lines={lines}
          history={view.history}
          totals={view.totals}
          order={order}
          name={name}
          over={view.over}
        />
        <MatchControls
          session={session}
          again={over ? againOptions(state, view) : []}
          name={name}
          resignConfirm={t('guillotine.resignConfirm')}
        />
        {/* Last in the column beside the table (under it on a phone): it moves nothing. */}
        <p class="hint gl-howto-link">
          <HowToLink href={HOW_TO_PLAY} label={t('guillotine.howTo.link')} />
        </p>
      </aside>
    </section>
  );
}
