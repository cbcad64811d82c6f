/**
 * How long a table waits for a player who leaves, for any game's new-game form between people.
 * Past it, the others may claim the game or hand the seat to the computer (a table of four hands
 * it over by itself): the game says which in its own words, as the label.
 */
import { t } from '../i18n';
import { durationLabel } from './ClockChoice';

export const GRACE_SECONDS: readonly number[] = [30, 60, 120, 300];

/** A choice read back from storage, or the default (a minute). */
export function checkedGrace(saved: unknown): number {
  return typeof saved === 'number' && GRACE_SECONDS.includes(saved) ? saved : 60;
}

export function GraceChoice({
  value,
  onChange,
  label = t('newGame.grace'),
  name = 'graceSeconds',
}: {
  value: number;
  onChange: (seconds: number) => void;
  label?: string;
  name?: string;
}) {
  return (
    <label class="field">
      <span>{label}</span>
      <select
        name={name}
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      >
        {GRACE_SECONDS.map((s) => (
          <option key={s} value={String(s)}>
            {durationLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
