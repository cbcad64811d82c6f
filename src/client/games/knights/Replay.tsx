/**
 * After the game: step through it move by move (buttons, a slider, arrow keys), with the exact
 * analysis of every position, whether each move won or threw the win away, and where the game
 * was decided. The worker analyses the positions from the end backwards, so the verdicts fill
 * in from the last move while the first ones of a big board may still be solving.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Outcome, Seat } from '../../../core/game';
import type { KnightsView } from '../../../games/knights/rules';
import { type MessageKey, t } from '../../i18n';
import { ReplayControls } from '../../widgets/ReplayControls';
import type { GameRecord } from './analysisProtocol';
import { Board } from './Board';
import { type Decision, decisiveMoment, type MoveQuality, moveQuality } from './decisive';
import { MarkLegend } from './MarkLegend';
import { MirrorHelp } from './MirrorHelp';
import { replayView } from './replayView';
import { Spinner } from './Spinner';
import { useAnalysis } from './useAnalysis';
import { nextText } from './verdictText';

const REPLAY_LABELS = {
  first: 'knights.replay.first',
  back: 'knights.replay.back',
  forward: 'knights.replay.forward',
  last: 'knights.replay.last',
  slider: 'knights.replay.slider',
} as const;

export interface ReplayProps {
  /** The final view: its knights in the order played. */
  final: KnightsView;
  outcome: Outcome;
  seatName: (seat: Seat) => string;
}

const QUALITY_TEXT: Record<MoveQuality, MessageKey> = {
  winning: 'knights.replay.winning',
  mistake: 'knights.replay.mistake',
  forced: 'knights.replay.forced',
  unknown: 'knights.replay.pending',
};

export function Replay({ final, outcome, seatName }: ReplayProps) {
  const moves = final.knights.length;
  const squares = final.knights.map((k) => k.square);
  const [ply, setPly] = useState(moves);
  const key = squares.join(',');
  // `key` stands for the squares: a new but equal view keeps the analysis running.
  const record = useMemo<GameRecord>(
    () => ({ files: final.files, ranks: final.ranks, squares }),
    [final.files, final.ranks, key],
  );
  const progress = useAnalysis('game', record);
  const go = (p: number) => setPly(Math.max(0, Math.min(moves, p)));

  // A different game (the page moved on to another match) starts at its end again.
  useEffect(() => setPly(moves), [moves, key]);

  // Arrow keys step anywhere on the page, except where they already mean something.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, select, textarea, .board')) return;
      const to: Record<string, (p: number) => number> = {
        ArrowLeft: (p) => p - 1,
        ArrowRight: (p) => p + 1,
        Home: () => 0,
        End: () => moves,
      };
      const f = to[e.key];
      if (!f) return;
      e.preventDefault();
      setPly((p) => Math.max(0, Math.min(moves, f(p))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moves]);

  const view = replayView(final, ply, outcome);
  const analysis = progress.plies[ply];
  const decision = decisiveMoment(progress.plies, moves);
  const decisiveSquare = decision.kind === 'move' ? squares[decision.move - 1] : undefined;
  const analysed = Object.keys(progress.plies).filter(
    (p) => progress.plies[Number(p)]?.verdict !== 'unknown',
  ).length;

  return (
    <section class="replay" aria-labelledby="replay-title">
      <h2 id="replay-title">{t('knights.replay.title')}</h2>
      <div class="board-wrap">
        <Board
          view={view}
          seatName={seatName}
          last={ply > 0 ? (squares[ply - 1] ?? null) : null}
          pending={null}
          warn={null}
          onPick={() => {}}
          marks={analysis?.squares}
          highlight={
            decisiveSquare !== undefined && decision.kind === 'move' && ply >= decision.move
              ? decisiveSquare
              : null
          }
        />
      </div>
      <ReplayControls at={ply} last={moves} onGo={go} labels={REPLAY_LABELS} />
      <div class="replay-info" aria-live="polite">
        <p class="replay-move" data-ply={ply}>
          {ply === 0
            ? t('knights.replay.start', { count: moves })
            : t('knights.replay.move', {
                ply,
                total: moves,
                player: seatName(((ply - 1) % 2) as Seat),
                square: squares[ply - 1] ?? '',
              })}{' '}
          {ply > 0 && (
            <span class={`quality quality-${moveQuality(progress.plies, ply)}`}>
              {t(QUALITY_TEXT[moveQuality(progress.plies, ply)])}
            </span>
          )}
        </p>
        <p class="replay-verdict">
          {view.legal.length > 0 && (!analysis || analysis.verdict === 'unknown') && <Spinner />}
          <span>{nextText(analysis, view.legal.length, seatName((ply % 2) as Seat))}</span>
        </p>
      </div>
      <DecisionLine
        decision={decision}
        outcome={outcome}
        squares={squares}
        seatName={seatName}
        analysed={analysed}
        onShow={go}
      />
      <Timeline
        plies={progress.plies}
        squares={squares}
        ply={ply}
        decision={decision}
        onPick={go}
      />
      <p class="analysis-note">{t('knights.replay.timelineKey')}</p>
      <MarkLegend />
      {progress.error && (
        <p class="analysis-note">{t('knights.analysis.failed', { reason: progress.error })}</p>
      )}
      <p class="hint">{t('knights.replay.keys')}</p>
      <MirrorHelp files={final.files} ranks={final.ranks} />
    </section>
  );
}

interface DecisionLineProps {
  decision: Decision;
  outcome: Outcome;
  squares: readonly string[];
  seatName: (seat: Seat) => string;
  analysed: number;
  onShow: (ply: number) => void;
}

function DecisionLine({
  decision,
  outcome,
  squares,
  seatName,
  analysed,
  onShow,
}: DecisionLineProps) {
  if (decision.kind === 'pending') {
    return (
      <p class="decision decision-pending">
        <Spinner />
        <span>{t('knights.replay.searching', { done: analysed, total: squares.length + 1 })}</span>
      </p>
    );
  }
  if (decision.kind === 'never') {
    const loser = [0, 1].find((s) => !outcome.winners.includes(s));
    const text =
      outcome.reason === 'no-legal-square' && loser !== undefined
        ? t('knights.replay.neverWon', { player: seatName(loser) })
        : t('knights.replay.noMistake');
    return <p class="decision">{text}</p>;
  }
  const move = decision.move;
  return (
    <p class="decision decision-found">
      <button type="button" class="link" onClick={() => onShow(move)}>
        {t('knights.replay.decisive', {
          ply: move,
          player: seatName(((move - 1) % 2) as Seat),
          square: squares[move - 1] ?? '',
        })}
      </button>
    </p>
  );
}

interface TimelineProps {
  plies: Parameters<typeof moveQuality>[0];
  squares: readonly string[];
  ply: number;
  decision: Decision;
  onPick: (ply: number) => void;
}

/** One small cell per move, coloured by its quality; the decisive move is outlined. */
function Timeline({ plies, squares, ply, decision, onPick }: TimelineProps) {
  return (
    <ol class="timeline" aria-label={t('knights.replay.timeline')}>
      {squares.map((square, i) => {
        const move = i + 1;
        const quality = moveQuality(plies, move);
        const decisive = decision.kind === 'move' && decision.move === move;
        return (
          <li key={move}>
            <button
              type="button"
              class={`tick quality-${quality}${decisive ? ' tick-decisive' : ''}${ply === move ? ' tick-current' : ''}`}
              aria-label={t('knights.replay.timelineMove', {
                ply: move,
                square,
                quality:
                  quality === 'unknown' ? t('knights.replay.unknown') : t(QUALITY_TEXT[quality]),
              })}
              aria-current={ply === move ? 'step' : undefined}
              onClick={() => onPick(move)}
            >
              {move}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
