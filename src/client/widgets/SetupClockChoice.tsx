/**
 * A table's setup clock, for the new-game form of a game that has a setup (each side prepares,
 * then says it is ready): how long a player has to get ready, after which they count as having
 * left the table (the others may claim the game or hand the seat to the computer).
 */
import { t } from '../i18n';
import { durationLabel } from './ClockChoice';

export const SETUP_SECONDS: readonly (number | null)[] = [null, 60, 120, 180, 300];

/** A table listed for anyone has one unless its creator says otherwise (as the server does). */
export const LISTED_SETUP_SECONDS = 180;

/** A choice read back from storage, or the default (none: a table between friends). */
export function checkedSetupClock(saved: unknown): number | null {
  return typeof saved === 'number' && SETUP_SECONDS.includes(saved) ? saved : null;
}

export function SetupClockChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (seconds: number | null) => void;
}) {
  return (
    <label class="field">
      <span>{t('newGame.setupClock')}</span>
      <select
        name="setupSeconds"
        value={value === null ? '' : String(value)}
        title={t('newGame.setupClockHint')}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          onChange(raw === '' ? null : Number(raw));
        }}
      >
        {SETUP_SECONDS.map((s) => (
          <option key={String(s)} value={s === null ? '' : String(s)}>
            {s === null ? t('newGame.setupClockNone') : durationLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
