/** /twist/random/<level>: asks the worker's generator for a new challenge, then plays it. */
import { useEffect, useState } from 'preact/hooks';
import type { Level } from '../../../games/twist';
import { t } from '../../i18n';
import { levelName } from './names';
import { PuzzlePage, type PuzzleSpec } from './PuzzlePage';
import { askGenerate } from './solverClient';

export function RandomChallenge({ level }: { level: Level }) {
  const [spec, setSpec] = useState<PuzzleSpec | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const seed = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    askGenerate(level, seed)
      .then((c) => {
        if (!live) return;
        setSpec({
          id: null,
          level,
          start: c.start,
          solution: c.solution,
          title: t('twist.randomTitle', { level: levelName(level) }),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [level]);
  if (failed) return <p class="page-note">{t('twist.solverFailed')}</p>;
  if (!spec) {
    return (
      <p class="page-note" role="status">
        {t('twist.generating', { level: levelName(level) })}
      </p>
    );
  }
  return <PuzzlePage key={spec.start} spec={spec} />;
}
