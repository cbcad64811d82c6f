/**
 * A Guillotine table: the deal and game at hand, the other three seats around the middle (the
 * viewer at the bottom), the dealer's choice or the trick or the Dominoes layout in the middle,
 * the viewer's hand, whose turn it is, and beside it the log, the scores and the review.
 *
 * Live events are played on the table one at a time (useTablePlayback), the sounds with them;
 * meanwhile the hand waits, so nobody plays to a trick they have not seen yet. A card that may
 * not be played is refused here at once, with the reason, and nothing is sent.
 */
import { useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import type { Seat } from '../../../core/game';
import type { Card } from '../../../games/guillotine/cards';
import type { GuillotineMove, GuillotineView } from '../../../games/guillotine/game';
import { type GameId, isGameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';
import { play } from '../../sound/effects';
import { HowToLink } from '../../widgets/HowToLink';
import { MatchControls } from '../../widgets/MatchControls';
import { playsOneSide, seatLegend } from '../../widgets/players';
import { useSeatTimes } from '../../widgets/useSeatTimes';
import type { MatchViewProps } from '../contract';
import { againOptions } from './again';
import { Center } from './Center';
import { errorText } from './errorText';
import { tableEvents } from './events';
import { Hand } from './Hand';
import { HOW_TO_PLAY } from './HowToPlay';
import { type LogContext, logLine, scoresText } from './logText';
import { shownOf } from './playback';
import { total } from './points';
import { cardRefusal, passRefusal } from './refusal';
import { SeatBox } from './SeatBox';
import { SidePanel } from './SidePanel';
import { bottomSeat, placeOf, screenOrder, who } from './seats';
import { soundOf } from './sounds';
import { outcomeText, turnText } from './status';
import { TableBanner } from './TableBanner';
import { useTablePlayback } from './useTablePlayback';

export function GuillotineMatch({ session }: MatchViewProps) {
  const state = session.state.value;
  const mine = session.mine.value;
  const error = session.error.value;
  const [pending, setPending] = useState<string | null>(null);
  const you = useRef<Seat | null>(null);
  you.current = (state?.view as GuillotineView | undefined)?.you ?? null;
  const { shown, waiting } = useTablePlayback(session, (e) => {
    const sound = soundOf(e, you.current);
    if (sound) play(sound);
  });
  const times = useSeatTimes(state);
  if (!state) return null;

  const view = state.view as GuillotineView;
  const table = shown ?? shownOf(view);
  const caughtUp = shown === null;
  const bottom = bottomSeat(view.you);
  const order = screenOrder(bottom);
  const name = (seat: Seat) => who(state, mine, seat);
  const over = view.over || state.outcome !== null;
  const acting = over ? null : session.actingSeat();
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
  const lines = seen
    .slice(0, Math.max(0, seen.length - waiting))
    .map((e) => logLine(e, ctx))
    .filter((l) => l !== null);
  const last = view.history.at(-1);
  const lastDeal = last
    ? t('guillotine.choice.lastDeal', {
        game: t(`guillotine.game.${last.game}`),
        scores: scoresText(last.deltas, ctx),
      })
    : null;
  const status = over
    ? outcomeText(state, mine, view, name)
    : !caughtUp && table.last
      ? (logLine(table.last, ctx)?.text ?? '')
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
          over={view.over}
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
              mine={mine}
              name={name}
              you={me}
              pendingGame={isGameId(pending) ? pending : null}
              lastDeal={lastDeal}
              onChoose={choose}
            />
          </div>
          <div class="gl-bottom">
            {seatBox(bottom)}
            {view.hand && !view.over && (
              <div class="gl-hand-row">
                <Hand
                  cards={view.hand}
                  legal={view.legalCards}
                  active={active}
                  pending={pending as Card | null}
                  onPlay={playCard}
                />
                {view.canPass && caughtUp && (
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
        <MatchControls session={session} again={over ? againOptions(state, view) : []} />
        {/* Last in the column beside the table (under it on a phone): it moves nothing. */}
        <p class="hint gl-howto-link">
          <HowToLink href={HOW_TO_PLAY} label={t('guillotine.howTo.link')} />
        </p>
      </aside>
    </section>
  );
}
