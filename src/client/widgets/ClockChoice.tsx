/**
 * A table's clock, for any game's new-game form: the time a player has for each move, and what
 * happens when it runs out (the game is lost, or the computer makes that move).
 */
import { t } from '../i18n';

export interface ClockSetting {
  /** Seconds per move; null for no clock. */
  moveSeconds: number | null;
  onTimeout: 'forfeit' | 'bot';
}

const CHOICES: readonly (number | null)[] = [null, 30, 60, 120, 300];

/** A setting read back from storage, or the default (no clock). */
export function checkedClock(saved: Partial<ClockSetting> | undefined): ClockSetting {
  const seconds = CHOICES.includes(saved?.moveSeconds ?? null)
    ? (saved?.moveSeconds ?? null)
    : null;
  return { moveSeconds: seconds, onTimeout: saved?.onTimeout === 'bot' ? 'bot' : 'forfeit' };
}

/** "30 seconds", "2 minutes": a time a table gives, as a form offers it. */
export function durationLabel(seconds: number): string {
  return seconds < 60
    ? t('newGame.clockSeconds', { count: seconds })
    : t('newGame.clockMinutes', { count: seconds / 60 });
}

const label = (seconds: number | null): string =>
  seconds === null ? t('newGame.clockNone') : durationLabel(seconds);

export function ClockChoice({
  value,
  onChange,
}: {
  value: ClockSetting;
  onChange: (v: ClockSetting) => void;
}) {
  return (
    <div class="form-row">
      <label class="field">
        <span>{t('newGame.clock')}</span>
        <select
          name="moveSeconds"
          value={value.moveSeconds ?? ''}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            onChange({ ...value, moveSeconds: raw === '' ? null : Number(raw) });
          }}
        >
          {CHOICES.map((s) => (
            <option key={String(s)} value={s ?? ''}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
      {value.moveSeconds !== null && (
        <label class="field">
          <span>{t('newGame.onTimeout')}</span>
          <select
            name="onTimeout"
            value={value.onTimeout}
            onChange={(e) =>
              onChange({ ...value, onTimeout: e.currentTarget.value as ClockSetting['onTimeout'] })
            }
          >
            <option value="forfeit">{t('newGame.onTimeoutForfeit')}</option>
            <option value="bot">{t('newGame.onTimeoutBot')}</option>
          </select>
        </label>
      )}
    </div>
  );
}
