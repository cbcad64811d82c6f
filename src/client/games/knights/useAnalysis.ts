/** A Preact hook around the analysis worker: the analysed plies of a position or a whole game. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { startAnalysis } from './analysisClient';
import type { Effort, GameRecord, PlyAnalysis } from './analysisProtocol';
import { analysisBudget } from './analysisSetting';

export interface AnalysisProgress {
  /** Analysis by ply (number of knights on the board); a missing ply is still being worked on. */
  readonly plies: Readonly<Record<number, PlyAnalysis>>;
  /** Every requested ply is finished. */
  readonly done: boolean;
  readonly error: string | null;
  /** How far the solve of the ply being worked on has got; null before the first slice. */
  readonly effort: Effort | null;
  /** Why the work ended without an answer: the player stopped it, or it ran over its budget. */
  readonly halted: 'stopped' | 'budget' | null;
}

export interface AnalysisControl extends AnalysisProgress {
  /** Stops the work; what was solved stays in the worker's cache. */
  stop(): void;
  /** Starts again after a stop or a budget, with a fresh budget, from where it was left. */
  resume(): void;
}

const NOTHING: AnalysisProgress = {
  plies: {},
  done: false,
  error: null,
  effort: null,
  halted: null,
};

function keyOf(game: GameRecord | null): string {
  return game ? `${game.files}x${game.ranks}:${game.squares.join(',')}` : '';
}

const plus = (a: Effort | null, b: Effort): Effort =>
  a
    ? {
        positions: a.positions + b.positions,
        work: a.work + b.work,
        elapsedMs: a.elapsedMs + b.elapsedMs,
      }
    : b;

/**
 * Analysis of `game` (null: none wanted). A new position drops the answers for the old one; a
 * resumed one keeps them and adds the new effort to the old, since the work goes on from there.
 */
export function useAnalysis(kind: 'position' | 'game', game: GameRecord | null): AnalysisControl {
  const key = keyOf(game);
  const [progress, setProgress] = useState<{ key: string; value: AnalysisProgress }>({
    key: '',
    value: NOTHING,
  });
  const [attempt, setAttempt] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  /** Set by `resume` for the run it starts: the effort so far, which that run adds to. */
  const carried = useRef<{ effort: Effort | null } | null>(null);

  // `key` stands for the content of `game`, so an equal record does not restart the work.
  useEffect(() => {
    if (!game) return;
    const resumed = carried.current;
    carried.current = null;
    const before = resumed?.effort ?? null;
    setProgress((p) =>
      resumed && p.key === key
        ? { key, value: { ...p.value, halted: null, done: false } }
        : { key, value: NOTHING },
    );
    // Answers are matched to the key they were asked for, so a late one for an old position is
    // never shown on the new one.
    const update = (change: (v: AnalysisProgress) => AnalysisProgress) =>
      setProgress((p) => (p.key === key ? { key, value: change(p.value) } : p));
    const stopWork = startAnalysis(kind, game, analysisBudget(), (answer) => {
      if (answer.kind === 'ply') {
        update((v) => ({ ...v, plies: { ...v.plies, [answer.ply]: answer.analysis } }));
      } else if (answer.kind === 'progress') {
        update((v) => ({ ...v, effort: plus(before, answer.effort) }));
      } else if (answer.kind === 'gave-up') {
        update((v) => ({ ...v, effort: plus(before, answer.effort), halted: 'budget' }));
      } else if (answer.kind === 'done') {
        update((v) => ({ ...v, done: true }));
      } else {
        update((v) => ({ ...v, error: answer.message }));
      }
    });
    cancel.current = stopWork;
    return () => {
      stopWork();
      if (cancel.current === stopWork) cancel.current = null;
    };
  }, [kind, key, attempt]);

  const value = progress.key === key ? progress.value : NOTHING;
  return {
    ...value,
    stop() {
      cancel.current?.();
      cancel.current = null;
      setProgress((p) => (p.key === key ? { key, value: { ...p.value, halted: 'stopped' } } : p));
    },
    resume() {
      carried.current = { effort: value.effort };
      setAttempt((n) => n + 1);
    },
  };
}
