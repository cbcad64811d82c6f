/**
 * How a table between people at two browsers is run, for a two-player game's new-game form: the
 * clock per move, how long it waits for a player who leaves, and whether anyone may join it.
 */
import { t } from '../i18n';
import { ClockChoice, type ClockSetting } from './ClockChoice';
import { GraceChoice } from './GraceChoice';

export interface FriendTableSetting {
  clock: ClockSetting;
  graceSeconds: number;
  listed: boolean;
}

export function FriendTableChoices({
  value,
  onChange,
}: {
  value: FriendTableSetting;
  onChange: (patch: Partial<FriendTableSetting>) => void;
}) {
  return (
    <>
      <ClockChoice value={value.clock} onChange={(clock) => onChange({ clock })} />
      <div class="form-row">
        <GraceChoice
          value={value.graceSeconds}
          onChange={(graceSeconds) => onChange({ graceSeconds })}
        />
      </div>
      <label class="check-option">
        <input
          type="checkbox"
          name="listed"
          checked={value.listed}
          onChange={(e) => onChange({ listed: e.currentTarget.checked })}
        />
        <span>
          {t('newGame.listed')} <span class="hint">{t('newGame.listedHint')}</span>
        </span>
      </label>
    </>
  );
}
