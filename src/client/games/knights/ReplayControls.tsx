/** The replay's step buttons (first, back, forward, last) around a slider over the plies. */
import { type MessageKey, t } from '../../i18n';

type Step = 'first' | 'back' | 'forward' | 'last';

/** Drawn, not typed: the media-control characters are missing from many system fonts. */
const ICONS: Record<Step, string> = {
  first: 'M5 4h2.5v12H5z M16 4v12L8 10z',
  back: 'M14 4v12L6 10z',
  forward: 'M6 4v12l8-6z',
  last: 'M12.5 4H15v12h-2.5z M4 4v12l8-6z',
};

const LABELS: Record<Step, MessageKey> = {
  first: 'knights.replay.first',
  back: 'knights.replay.back',
  forward: 'knights.replay.forward',
  last: 'knights.replay.last',
};

export interface ReplayControlsProps {
  ply: number;
  moves: number;
  onGo: (ply: number) => void;
}

export function ReplayControls({ ply, moves, onGo }: ReplayControlsProps) {
  const button = (step: Step, to: number, disabled: boolean) => (
    <button
      type="button"
      aria-label={t(LABELS[step])}
      title={t(LABELS[step])}
      disabled={disabled}
      onClick={() => onGo(to)}
    >
      <svg viewBox="0 0 20 20" class="step-icon" aria-hidden="true">
        <path d={ICONS[step]} />
      </svg>
    </button>
  );
  return (
    <div class="replay-controls">
      {button('first', 0, ply === 0)}
      {button('back', ply - 1, ply === 0)}
      <input
        type="range"
        min={0}
        max={moves}
        step={1}
        value={ply}
        aria-label={t('knights.replay.slider')}
        aria-valuetext={`${ply} / ${moves}`}
        onInput={(e) => onGo(Number((e.currentTarget as HTMLInputElement).value))}
      />
      {button('forward', ply + 1, ply === moves)}
      {button('last', moves, ply === moves)}
    </div>
  );
}
