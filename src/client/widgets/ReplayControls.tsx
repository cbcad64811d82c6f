/**
 * A replay's step buttons (first, back, forward, last) around a slider over its frames, for any
 * game: the game names the steps (a knights replay starts from the empty board, Junqi's from the
 * two layouts).
 */
import { type MessageKey, t } from '../i18n';

export type ReplayStep = 'first' | 'back' | 'forward' | 'last';

/** Drawn, not typed: the media-control characters are missing from many system fonts. */
const ICONS: Record<ReplayStep, string> = {
  first: 'M5 4h2.5v12H5z M16 4v12L8 10z',
  back: 'M14 4v12L6 10z',
  forward: 'M6 4v12l8-6z',
  last: 'M12.5 4H15v12h-2.5z M4 4v12l8-6z',
};

export interface ReplayControlsProps {
  /** The frame shown, from 0 to `last`. */
  at: number;
  last: number;
  onGo: (frame: number) => void;
  labels: Record<ReplayStep | 'slider', MessageKey>;
}

export function ReplayControls({ at, last, onGo, labels }: ReplayControlsProps) {
  const go = (frame: number) => onGo(Math.max(0, Math.min(last, frame)));
  const button = (step: ReplayStep, to: number, disabled: boolean) => (
    <button
      type="button"
      aria-label={t(labels[step])}
      title={t(labels[step])}
      disabled={disabled}
      onClick={() => go(to)}
    >
      <svg viewBox="0 0 20 20" class="step-icon" aria-hidden="true">
        <path d={ICONS[step]} />
      </svg>
    </button>
  );
  return (
    <div class="replay-controls">
      {button('first', 0, at === 0)}
      {button('back', at - 1, at === 0)}
      <input
        type="range"
        min={0}
        max={last}
        step={1}
        value={at}
        aria-label={t(labels.slider)}
        aria-valuetext={`${at} / ${last}`}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      {button('forward', at + 1, at === last)}
      {button('last', last, at === last)}
    </div>
  );
}
