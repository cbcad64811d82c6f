/**
 * After the game: both layouts revealed and the game stepped through frame by frame (buttons, a
 * slider, arrow keys), from what this page saw. It opens on the final position.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Side } from '../../../games/junqi/board';
import type { JunqiView } from '../../../games/junqi/view';
import { t } from '../../i18n';
import { ReplayControls } from '../../widgets/ReplayControls';
import { Board } from './Board';
import type { GameRecord } from './record';
import { replayFrames } from './replay';
import { captionText } from './replayText';

const REPLAY_LABELS = {
  first: 'junqi.replay.first',
  back: 'junqi.replay.back',
  forward: 'junqi.replay.forward',
  last: 'junqi.replay.last',
  slider: 'junqi.replay.slider',
} as const;

export function Replay({
  record,
  view,
  bottom,
}: {
  record: GameRecord;
  view: JunqiView;
  bottom: Side;
}) {
  const frames = useMemo(() => replayFrames(record, view), [record, view]);
  const end = frames.length - 1;
  const [at, setAt] = useState(end);
  const go = (i: number) => setAt(Math.max(0, Math.min(end, i)));
  useEffect(() => setAt(end), [end]);

  // Arrow keys step anywhere on the page, except where they already mean something.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, select, textarea, .jq-board')) return;
      const to: Record<string, (i: number) => number> = {
        ArrowLeft: (i) => i - 1,
        ArrowRight: (i) => i + 1,
        Home: () => 0,
        End: () => end,
      };
      const f = to[e.key];
      if (!f) return;
      e.preventDefault();
      setAt((i) => Math.max(0, Math.min(end, f(i))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [end]);

  const frame = frames[Math.min(at, end)]!;
  return (
    <section class="jq-replay" aria-label={t('junqi.replay.title')}>
      <Board pieces={frame.pieces} bottom={bottom} you={view.you} last={frame.last} />
      <ReplayControls at={at} last={end} onGo={go} labels={REPLAY_LABELS} />
      <p class="jq-caption" aria-live="polite" data-frame={at}>
        {captionText(frame.caption)}
      </p>
    </section>
  );
}
