/** The shared volume slider and a button to hear the level; used by every game. */
import { t } from '../i18n';
import { play } from '../sound/effects';
import { setVolume, volume } from '../sound/volume';

export function VolumeControl() {
  const v = volume.value;
  return (
    <div class="header-control volume">
      <label>
        <SpeakerIcon muted={v === 0} />
        <span class="visually-hidden">{t('sound.volume')}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(v * 100)}
          aria-label={t('sound.volume')}
          onInput={(e) => setVolume(Number(e.currentTarget.value) / 100)}
        />
      </label>
      <button type="button" class="quiet small" onClick={() => play('win')}>
        {t('sound.test')}
      </button>
    </div>
  );
}

/** Drawn, not an emoji: emoji fonts are missing on many systems. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg class="volume-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path
          d="M16 9l5 6M21 9l-5 6"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
        />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
        />
      )}
    </svg>
  );
}
