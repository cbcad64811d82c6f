/**
 * Playing one challenge: the board with its pegs (and start piece), the tray, hint, solution,
 * undo, restart, a timer, the help, and the celebration at the end. Hints and the solution of a
 * challenge without a known solution come from the solver worker. The page fills the window
 * (twist.css), so the board, the tray, the messages and the controls are all in view at once.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  CHALLENGES,
  checkBoard,
  formatPosition,
  type Level,
  type Piece,
  type PiecePlacement,
  type Position,
  parsePlacement,
  placementError,
} from '../../../games/twist';
import { t } from '../../i18n';
import { play } from '../../sound/effects';
import { useTitle } from '../../widgets/useTitle';
import { Celebration } from './Celebration';
import { CopyText } from './CopyText';
import { Help } from './Help';
import { levelName, pieceList, pieceName } from './names';
import { PlayArea } from './PlayArea';
import { usePointers } from './pointers';
import { formatTime, progress, recordSolve } from './progress';
import { missing, solutionPieces, withPlaced } from './puzzle';
import { refusalText } from './refusal';
import { askHint, askSolution } from './solverClient';
import { useTimer } from './useTimer';
import { areaName } from './where';

export interface PuzzleSpec {
  /** A shipped challenge's id (progress is kept for those), else null. */
  readonly id: string | null;
  readonly level: Level | null;
  readonly start: string;
  readonly solution: string | null;
  readonly title: string;
}

interface Moves {
  readonly placed: readonly PiecePlacement[];
  readonly history: readonly (readonly PiecePlacement[])[];
  /** The piece just lifted off the board: its next placement completes one move. */
  readonly lifted: Piece | null;
}

type Message = { readonly text: string; readonly kind: 'error' | 'info' } | null;

const NO_MOVES: Moves = { placed: [], history: [], lifted: null };

function nextChallenge(id: string | null): string | null {
  if (!id) return null;
  const i = CHALLENGES.findIndex((c) => c.id === id);
  return CHALLENGES[i + 1]?.id ?? null;
}

export function PuzzlePage({ spec }: { spec: PuzzleSpec }) {
  useTitle(spec.title);
  const start = useMemo<Position>(() => {
    const r = checkBoard(spec.start);
    return r.ok ? r.value : { pieces: [], pegs: [] };
  }, [spec.start]);
  const fixed = useMemo(() => new Set(start.pieces.map((p) => p.piece)), [start]);
  const [moves, setMoves] = useState<Moves>(NO_MOVES);
  const [message, setMessage] = useState<Message>(null);
  const [hint, setHint] = useState<PiecePlacement | null>(null);
  const [warn, setWarn] = useState<ReadonlySet<Piece>>(new Set());
  const [busy, setBusy] = useState(false);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [finished, setFinished] = useState<{ ms: number; newBest: boolean } | null>(null);
  const [revealed, setRevealed] = useState(false);
  const elapsed = useTimer(startedAt, finished ? startedAt + finished.ms : null);
  const pointers = usePointers();
  // Answers from the worker that arrive after the position changed are stale.
  const generation = useRef(0);

  const position = withPlaced(start, moves.placed);
  const placementString = formatPosition(position);
  const solved = position.pieces.length === 8;
  const best = spec.id ? progress.value[spec.id] : undefined;

  const changed = () => {
    generation.current++;
    setHint(null);
    setWarn(new Set());
    setMessage(null);
  };

  useEffect(() => {
    if (!solved || finished) return;
    const ms = Date.now() - startedAt;
    const newBest = !revealed && spec.id !== null && recordSolve(spec.id, ms);
    setFinished({ ms, newBest });
    if (!revealed) play('solved');
  }, [solved]);

  const place = (p: PiecePlacement) => {
    changed();
    setMoves((m) => ({
      placed: [...m.placed.filter((q) => q.piece !== p.piece), p],
      // A piece moved from one spot to another is one move: its lift was already recorded.
      history: m.lifted === p.piece ? m.history : [...m.history, m.placed],
      lifted: null,
    }));
  };

  const lift = (piece: Piece) => {
    changed();
    setMoves((m) => ({
      placed: m.placed.filter((q) => q.piece !== piece),
      history: [...m.history, m.placed],
      lifted: piece,
    }));
  };

  const undo = () => {
    changed();
    setMoves((m) =>
      m.history.length === 0
        ? m
        : {
            placed: m.history[m.history.length - 1]!,
            history: m.history.slice(0, -1),
            lifted: null,
          },
    );
  };

  const restart = () => {
    changed();
    setMoves(NO_MOVES);
    setFinished(null);
    setRevealed(false);
    setStartedAt(Date.now());
  };

  const askForHint = async () => {
    const asked = ++generation.current;
    setBusy(true);
    setMessage({ text: t('twist.thinking'), kind: 'info' });
    try {
      const h = await askHint(placementString, spec.start);
      if (asked !== generation.current) return;
      if (h.kind === 'place') {
        const p = parsePlacement(h.placement);
        if (!p.ok || p.value.kind !== 'piece') throw new Error(`not a piece: ${h.placement}`);
        setHint(p.value);
        setMessage({
          text: t('twist.hintPlace', { piece: pieceName(p.value.piece), area: areaName(p.value) }),
          kind: 'info',
        });
      } else if (h.kind === 'takeBack') {
        setWarn(new Set(h.pieces));
        setMessage({
          text: t('twist.hintTakeBack', { count: h.pieces.length, pieces: pieceList(h.pieces) }),
          kind: 'error',
        });
      } else if (h.kind === 'noSolution') {
        setMessage({ text: t('twist.hintNoSolution'), kind: 'error' });
      } else {
        setMessage({ text: t('twist.solved'), kind: 'info' });
      }
    } catch {
      setMessage({ text: t('twist.solverFailed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const showSolution = async () => {
    const asked = ++generation.current;
    setBusy(true);
    try {
      const solution = spec.solution ?? (await askSolution(spec.start));
      if (asked !== generation.current) return;
      if (!solution) {
        setMessage({ text: t('twist.hintNoSolution'), kind: 'error' });
        return;
      }
      changed();
      setRevealed(true);
      setMoves((m) => ({
        placed: solutionPieces(start, solution),
        history: [...m.history, m.placed],
        lifted: null,
      }));
    } catch {
      setMessage({ text: t('twist.solverFailed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const next = nextChallenge(spec.id);
  const rules = pointers.touch && !pointers.mouse ? t('twist.rules.touch') : t('twist.rules.mouse');
  return (
    <section class="twist-page twist-play" aria-labelledby="twist-title">
      <div class="twist-head">
        <h1 id="twist-title">{spec.title}</h1>
        <span class="twist-timer" role="timer" aria-label={t('twist.time')}>
          {formatTime(elapsed)}
        </span>
        {best !== undefined && (
          <span class="twist-best-time">{t('twist.bestTime', { time: formatTime(best) })}</span>
        )}
        <a class="twist-back" href="/twist">
          {t('twist.allChallenges')}
        </a>
      </div>
      <p
        class={`message twist-message${message?.kind === 'error' ? ' message-error' : ''}`}
        aria-live="polite"
      >
        {message?.text ?? (finished ? '' : rules)}
      </p>
      <div class="twist-stage">
        <PlayArea
          position={position}
          fixed={fixed}
          tray={missing(position)}
          hint={hint}
          warn={warn}
          active={!finished}
          check={(p) => placementError(position, p)}
          place={place}
          lift={lift}
          refuse={(error, piece) => {
            changed();
            setMessage({ text: refusalText(error, piece), kind: 'error' });
          }}
          onFixedPiece={(piece) => {
            setMessage({
              text: t('twist.refused.fixed', { piece: pieceName(piece) }),
              kind: 'error',
            });
            play('refused');
          }}
          done={
            finished && (
              <Celebration ms={finished.ms} newBest={finished.newBest} revealed={revealed}>
                {next && (
                  <a class="button primary" href={`/twist/play/${next}`}>
                    {t('twist.next')}
                  </a>
                )}
                {!spec.id && spec.level && (
                  <a class="button primary" href={`/twist/random/${spec.level}`}>
                    {t('twist.another', { level: levelName(spec.level) })}
                  </a>
                )}
              </Celebration>
            )
          }
        />
      </div>
      <div class="controls twist-controls">
        <button type="button" onClick={() => void askForHint()} disabled={busy || !!finished}>
          {t('twist.hint')}
        </button>
        <button type="button" onClick={() => void showSolution()} disabled={busy || !!finished}>
          {t('twist.showSolution')}
        </button>
        {/* A solved puzzle is over: only Restart brings the pieces back into play. */}
        <button type="button" onClick={undo} disabled={moves.history.length === 0 || !!finished}>
          {t('twist.undo')}
        </button>
        <button type="button" onClick={restart}>
          {t('twist.restart')}
        </button>
      </div>
      <div class="twist-foot">
        <Help pointers={pointers} />
        <CopyText text={spec.start} told={(text) => setMessage({ text, kind: 'info' })} />
      </div>
    </section>
  );
}
