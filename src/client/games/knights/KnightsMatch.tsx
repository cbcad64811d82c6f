/**
 * A knights match: legend, status line, the board, the last refusal, the buttons (resign, new
 * game), the analysis switch and the rules. An illegal pick is refused here at once, with the
 * reason, and nothing is sent. Once the game is over the board becomes the replay. Whatever
 * appears or grows (a refusal, the analysis) comes after the board or beside it (knights.css),
 * so the board never moves under the pointer.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import { engineHelpAllowed } from '../../../core/fair-play';
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/protocol';
import type { KnightsView } from '../../../games/knights/rules';
import { t, translateError } from '../../i18n';
import { play } from '../../sound/effects';
import { HowToLink } from '../../widgets/HowToLink';
import { type AgainOption, MatchControls } from '../../widgets/MatchControls';
import { resultText, seatLegend, seatName } from '../../widgets/players';
import { SeatClock } from '../../widgets/SeatClock';
import { SeatLabel } from '../../widgets/SeatLabel';
import { useSeatTimes } from '../../widgets/useSeatTimes';
import type { MatchViewProps } from '../contract';
import { AnalysisPanel } from './AnalysisPanel';
import type { GameRecord } from './analysisProtocol';
import { analysisOn, setAnalysisOn } from './analysisSetting';
import { Board, boardAspect, boardMaxWidth } from './Board';
import { HOW_TO_PLAY } from './HowToPlay';
import { KnightIcon } from './KnightIcon';
import { Replay } from './Replay';
import { refusal } from './refusal';
import { type KnightsSetup, startKnights } from './start';
import { Thinking } from './Thinking';
import { useAnalysis } from './useAnalysis';

export function KnightsMatch({ session }: MatchViewProps) {
  const state = session.state.value;
  const mine = session.mine.value;
  const error = session.error.value;
  const [pending, setPending] = useState<string | null>(null);
  const [warn, setWarn] = useState<{ square: string; by?: string } | null>(null);

  // A new position replaces any highlight of the last refusal.
  const version = state?.version;
  useEffect(() => setWarn(null), [version]);

  // The analysis of the position on the board, while the game is on and the switch says so;
  // never during a game between people (src/core/fair-play.ts): no worker, no switch.
  const helpAllowed = state
    ? engineHelpAllowed({ seats: state.seats, over: !!state.outcome })
    : false;
  const showAnalysis = analysisOn.value && helpAllowed;
  const liveView = state && !state.outcome ? (state.view as KnightsView) : null;
  const liveKey = liveView ? liveView.knights.map((k) => k.square).join(',') : null;
  // `liveKey` stands for the knights, so a new but equal view does not restart the analysis.
  const record = useMemo<GameRecord | null>(
    () =>
      liveView && showAnalysis
        ? {
            files: liveView.files,
            ranks: liveView.ranks,
            squares: liveView.knights.map((k) => k.square),
          }
        : null,
    [liveKey, liveView?.files, liveView?.ranks, showAnalysis],
  );
  const analysis = useAnalysis('position', record);

  if (!state) return null;
  const played = state.view as KnightsView;
  // After a resignation the rules still list free squares, but nobody may use them any more.
  const view: KnightsView = state.outcome ? { ...played, legal: [] } : played;
  const name = (seat: Seat) => seatName(state, mine, seat);
  // Knights are listed in the order played: the last one is the last move.
  const lastSquare = played.knights.at(-1)?.square ?? null;
  const toMoveSeat = state.toMove[0];
  const thinkingSeat =
    !state.outcome && toMoveSeat !== undefined && state.seats[toMoveSeat]?.kind === 'bot'
      ? toMoveSeat
      : null;

  const refuse = (err: RuleError) => {
    session.refuse(err);
    const by = err.params?.by;
    setWarn(
      err.params?.square
        ? { square: String(err.params.square), ...(by ? { by: String(by) } : {}) }
        : null,
    );
    play('refused');
  };

  const pick = async (square: string) => {
    if (pending) return;
    if (state.outcome) return refuse({ code: 'game-over', message: 'The game is over.' });
    const seat = session.actingSeat();
    if (seat === null) {
      if (mine.length > 0) refuse({ code: 'not-your-turn', message: 'It is not your turn.' });
      return;
    }
    const why = refusal(view, square);
    if (why) return refuse(why);
    setWarn(null);
    setPending(square);
    const ok = await session.move(seat, { square });
    setPending(null);
    if (!ok) play('refused');
  };

  // The page lays the board out by its shape before the SVG is drawn (see knights.css).
  const shape = {
    '--board-aspect': String(boardAspect(view.files, view.ranks)),
    '--board-max': `${boardMaxWidth(view.files)}px`,
  };

  return (
    <section class="knights-match" aria-labelledby="match-title" style={shape}>
      <h1 id="match-title" class="visually-hidden">
        {t('game.knights.name')}
      </h1>
      <Legend state={state} mine={mine} />
      <p class="status" role="status" aria-live="polite">
        {thinkingSeat !== null && <Thinking seat={thinkingSeat} />}
        {statusText(state, view, mine)}
      </p>
      {state.outcome ? (
        <Replay final={played} outcome={state.outcome} seatName={name} />
      ) : (
        <div class="board-wrap">
          <Board
            view={view}
            seatName={name}
            last={lastSquare}
            pending={pending}
            warn={warn}
            onPick={(sq) => void pick(sq)}
            marks={showAnalysis ? analysis.plies[view.knights.length]?.squares : undefined}
          />
        </div>
      )}
      <p class={`message${error ? ' message-error' : ''}`} aria-live="assertive">
        {error ? translateError(error, 'knights') : '\u00a0'}
      </p>
      <MatchControls session={session} again={againSetups(state, view, mine)} />
      {!state.outcome && !helpAllowed && (
        <p class="hint analysis-off">{t('knights.analysis.offBetweenPeople')}</p>
      )}
      {!state.outcome && helpAllowed && (
        <AnalysisPanel
          on={showAnalysis}
          onToggle={setAnalysisOn}
          legal={view.legal.length}
          analysis={analysis.plies[view.knights.length]}
          work={analysis}
        />
      )}
      <div class="knights-hints">
        <p class="hint">
          {t('knights.rules')} <HowToLink href={HOW_TO_PLAY} label={t('knights.howTo.link')} />
        </p>
        {!state.outcome && <p class="hint">{t('knights.keys')}</p>}
      </div>
    </section>
  );
}

function Legend({ state, mine }: { state: MatchStateMessage; mine: readonly Seat[] }) {
  const times = useSeatTimes(state);
  return (
    <ul class="legend">
      {state.seats.map((_, seat) => {
        const clock = state.outcome ? null : times.clock(seat);
        return (
          <li key={seat} class={state.toMove.includes(seat) ? 'legend-active' : ''}>
            <svg viewBox="0 0 100 100" class="legend-icon" aria-hidden="true">
              <KnightIcon class={`knight seat-${seat}`} />
            </svg>
            <span>
              <SeatLabel
                text={seatLegend(state, mine, seat)}
                state={state}
                mine={mine}
                seat={seat}
              />
            </span>
            {clock !== null && <SeatClock ms={clock} />}
          </li>
        );
      })}
    </ul>
  );
}

function statusText(state: MatchStateMessage, view: KnightsView, mine: readonly Seat[]): string {
  if (state.outcome) {
    const stuck =
      state.outcome.reason === 'no-legal-square' && view.toMove === null
        ? t('status.noSquare', { player: seatName(state, mine, view.knights.length % 2) })
        : '';
    return [stuck, resultText(state, mine)].filter(Boolean).join(' ');
  }
  const seat = state.toMove[0];
  const left = view.legal.length;
  const count = t('status.squaresLeft', { count: left });
  if (seat === undefined) return count;
  const who = seatName(state, mine, seat);
  let turn: string;
  if (mine.includes(seat)) {
    turn = mine.length === 1 ? t('status.yourTurn') : t('status.playerTurn', { player: who });
  } else if (state.seats[seat]?.kind === 'bot')
    turn = t('knights.thinking', { player: seatLegend(state, mine, seat) });
  else
    turn =
      mine.length > 0
        ? t('status.waitingFor', { player: who })
        : t('status.playerTurn', { player: who });
  return `${turn} ${count}`;
}

/** The same kind of game again: same opponent, level, size and clock; for a bot, either order. */
function againSetups(
  state: MatchStateMessage,
  view: KnightsView,
  mine: readonly Seat[],
): AgainOption[] {
  const { listed, moveSeconds, onTimeout, graceSeconds } = state.table;
  const size = {
    files: view.files,
    ranks: view.ranks,
    listed,
    rated: state.table.rated ?? false,
    clock: { moveSeconds, onTimeout },
    graceSeconds,
  };
  const bot = state.seats.find((s) => s.kind === 'bot');
  if (bot) {
    const base = { opponent: 'computer' as const, level: bot.level ?? 'beginner', ...size };
    return [
      again(t('match.againFirst'), { ...base, first: true }),
      again(t('match.againSecond'), { ...base, first: false }),
    ];
  }
  const opponent = mine.length >= 2 ? ('screen' as const) : ('friend' as const);
  return [again(t('match.again'), { opponent, level: '', first: true, ...size })];
}

function again(label: string, setup: KnightsSetup): AgainOption {
  return { label, start: () => startKnights(setup) };
}
