/** A Preact hook around the analysis worker: the analysed plies of a position or a whole game. */
import { useEffect, useState } from 'preact/hooks';
import { startAnalysis } from './analysisClient';
import type { GameRecord, PlyAnalysis } from './analysisProtocol';

export interface AnalysisProgress {
  /** Analysis by ply (number of knights on the board); a missing ply is still being worked on. */
  readonly plies: Readonly<Record<number, PlyAnalysis>>;
  /** Every requested ply is finished. */
  readonly done: boolean;
  readonly error: string | null;
}

const NOTHING: AnalysisProgress = { plies: {}, done: false, error: null };

function keyOf(game: GameRecord | null): string {
  return game ? `${game.files}x${game.ranks}:${game.squares.join(',')}` : '';
}

/** Analysis of `game` (null: none wanted). A new position drops the answers for the old one. */
export function useAnalysis(kind: 'position' | 'game', game: GameRecord | null): AnalysisProgress {
  const key = keyOf(game);
  const [progress, setProgress] = useState<{ key: string; value: AnalysisProgress }>({
    key: '',
    value: NOTHING,
  });

  // `key` stands for the content of `game`, so an equal record does not restart the work.
  useEffect(() => {
    if (!game) return;
    setProgress({ key, value: NOTHING });
    // Answers are matched to the key they were asked for, so a late one for an old position is
    // never shown on the new one.
    const update = (change: (v: AnalysisProgress) => AnalysisProgress) =>
      setProgress((p) => (p.key === key ? { key, value: change(p.value) } : p));
    return startAnalysis(kind, game, (answer) => {
      if (answer.kind === 'ply') {
        update((v) => ({ ...v, plies: { ...v.plies, [answer.ply]: answer.analysis } }));
      } else if (answer.kind === 'done') {
        update((v) => ({ ...v, done: true }));
      } else {
        update((v) => ({ ...v, error: answer.message }));
      }
    });
  }, [kind, key]);

  return progress.key === key ? progress.value : NOTHING;
}
