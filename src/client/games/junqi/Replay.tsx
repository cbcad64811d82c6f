/**
 * After the game: both layouts revealed and the game stepped through frame by frame (buttons, a
 * slider, arrow keys), from what this page saw. It opens on the final position.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Side } from '../../../games/junqi/board';
import type { JunqiView } from '../../../games/junqi/view';
import { type MessageKey, t } from '../../i18n';
import { Board } from './Board';
import type { GameRecord } from './record';
import { replayFrames } from './replay';
import { captionText } from './replayText';

type Step = 'first' | 'back' | 'forward' | 'last';

/** Drawn, not typed: the media-control characters are missing from many system fonts. */
const ICONS: Record<Step, string> = {
  first: 'M5 4h2.5v12H5z M16 4v12L8 10z',
  back: 'M14 4v12L6 10z',
  forward: 'M6 4v12l8-6z',
  last: 'M12.5 4H15v12h-2.5z M4 4v12l8-6z',
};

const LABELS: Record<Step, MessageKey> = {
  first: 'junqi.replay.first',
  back: 'junqi.replay.back',
  forward: 'junqi.replay.forward',
  last: 'junqi.replay.last',
};

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
  const button = (step: Step, to: number, disabled: boolean) => (
    <button
      type="button"
      aria-label={t(LABELS[step])}
      title={t(LABELS[step])}
      disabled={disabled}
      onClick={() => go(to)}
    >
      <svg viewBox="0 0 20 20" class="jq-step-icon" aria-hidden="true">
        <path d={ICONS[step]} />
      </svg>
    </button>
  );

  return (
    <section class="jq-replay" aria-label={t('junqi.replay.title')}>
      <Board pieces={frame.pieces} bottom={bottom} you={view.you} last={frame.last} />
      <div class="jq-replay-controls">
        {button('first', 0, at === 0)}
        {button('back', at - 1, at === 0)}
        <input
          type="range"
          min={0}
          max={end}
          step={1}
          value={at}
          aria-label={t('junqi.replay.slider')}
          aria-valuetext={`${at} / ${end}`}
          onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
        />
        {button('forward', at + 1, at === end)}
        {button('last', end, at === end)}
      </div>
      <p class="jq-caption" aria-live="polite" data-frame={at}>
        {captionText(frame.caption)}
      </p>
    </section>
  );
}
